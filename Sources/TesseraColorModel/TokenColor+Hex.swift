extension TokenColor {
    /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` in any case as sRGB; `nil` if malformed.
    public init?(hex: String) {
        var text = hex
        let parsed = text.withUTF8 { HexDigits.parse(utf8: $0) }
        guard case .rgba(let red, let green, let blue, let alpha) = parsed else { return nil }
        self.init(red: Float(red) / 255, green: Float(green) / 255, blue: Float(blue) / 255, alpha: Float(alpha) / 255)
    }
}
