import TesseraColorModel

/// An error from the color layer: every case says what failed and on which input.
public enum ColorError: Error, Equatable, Hashable, Sendable {
    /// A profile file or buffer could not be opened, parsed or linked.
    ///
    /// `source` is the file path, or `"<memory>"` for in-memory profiles; `message` is
    /// lcms2's log message (English, for diagnostics only).
    case invalidProfile(source: String, message: String)

    /// The profile opened but is not an RGB profile (for example CMYK, Lab or gray).
    ///
    /// `colorSpace` is the ICC color-space signature as four characters, e.g. `"CMYK"`.
    case notRGBProfile(source: String, colorSpace: String)

    /// A profile name is neither a built-in name nor a path ending in `.icc`/`.icm`.
    case unknownProfileName(String)

    /// lcms2 refused to create a transform between two profiles.
    case transformFailed(source: String, destination: String, message: String)

    /// A hex color is malformed.
    ///
    /// `column` is **1-based** and counts UTF-8 bytes from the start of `text`, the way
    /// compilers report columns; it points at the first offending character (or one past
    /// the end when the text is too short).
    case invalidHex(text: String, column: Int, reason: HexErrorReason)

    /// A DTCG color object has the wrong number of components or a non-finite value.
    case invalidComponents(space: ColorLiteral.Space, reason: String)

    /// A converted color lies outside the destination gamut and the policy is `.error`.
    case outOfGamut(destination: String, values: [Double])

    /// Input and output buffers of a batch call do not describe the same pixel count.
    case bufferSizeMismatch(expected: Int, actual: Int)
}

extension ColorError: CustomStringConvertible {
    /// A readable message that names the file or input at fault.
    public var description: String {
        switch self {
        case .invalidProfile(let source, let message): "\(source): not a usable ICC profile: \(message)"
        case .notRGBProfile(let source, let colorSpace): "\(source): not an RGB profile (its color space is \(colorSpace))"
        case .unknownProfileName(let name): "unknown profile name \(name)"
        case .transformFailed(let source, let destination, let message): "cannot convert from \(source) to \(destination): \(message)"
        case .invalidHex(let text, let column, let reason): "invalid hex color \(text) at column \(column): \(reason.message)"
        case .invalidComponents(let space, let reason): "invalid \(space.rawValue) components: \(reason)"
        case .outOfGamut(let destination, let values): "color is outside the \(destination) gamut: \(values.map(PaletteConversion.decimal).joined(separator: " "))"
        case .bufferSizeMismatch(let expected, let actual): "buffer holds \(actual) values, expected \(expected)"
        }
    }
}
