/// Converts the color literals of a design system into a renderer's target space.
///
/// The compiler calls it once per compile with every color literal in one batch (not once per
/// table cell), so even a float-precision color-managed conversion stays cheap. The color
/// module provides an lcms2-backed implementation for every DTCG color space. Without a
/// converter, the compiler accepts `srgb` literals only.
public protocol ColorConverter: Sendable {
    /// A short name of the target space, such as `display-p3`, for messages and exports.
    var targetName: String { get }

    /// Converts source literals into the target space, one result per literal, in order.
    ///
    /// Alpha must pass through unchanged. Results may fall outside 0...1 for out-of-gamut colors.
    func convert(_ colors: [ColorLiteral]) throws(ColorConversionError) -> [Color]
}

/// A color conversion failure reported by a ``ColorConverter``.
public struct ColorConversionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public var message: String

    /// Creates an error.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}

/// Options for compiling a theme.
public struct CompileOptions: Sendable {
    /// Converts color literals into the table's color space; `nil` keeps sRGB.
    public var colorConverter: (any ColorConverter)?

    /// Creates options.
    public init(colorConverter: (any ColorConverter)? = nil) {
        self.colorConverter = colorConverter
    }
}
