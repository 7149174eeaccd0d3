import TesseraColorModel

extension ColorTarget.CSSName {
    /// Whether values in this space are plain sRGB, which needs no second set of values.
    public var isSRGB: Bool { self == .predefined(.srgb) }

    /// The `@supports` condition that is true where a browser understands values in this space.
    public var supportsCondition: String { "(color: color(\(functionName) 0 0 0))" }

    /// The `@color-profile` rule an ICC space needs, or `nil`.
    public var atRule: String? {
        guard case .profile(let ident, let url) = self else { return nil }
        return "@color-profile \(ident) {\n  src: url(\(CSSExport.quoted(url)));\n}\n"
    }
}
