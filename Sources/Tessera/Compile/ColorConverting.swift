/// Converts the color literals of a design system into a renderer's target space.
///
/// The compiler calls it once per compile with every color literal in one batch (not once per
/// table cell), so even a float-precision color-managed conversion stays cheap. The color
/// module provides an lcms2-backed implementation for every DTCG color space. Without a
/// converter, the compiler accepts `srgb` literals only.
public protocol ColorConverting: Sendable {
    /// A short name of the target space, such as `display-p3`, for messages and exports.
    var targetName: String { get }

    /// Converts source literals into the target space, one result per literal, in order.
    ///
    /// Alpha must pass through unchanged. Results may fall outside 0...1 for out-of-gamut
    /// colors; the compiler reports and handles them by its ``GamutHandling``.
    func convert(_ colors: [ColorLiteral]) throws(ColorConversionError) -> [Color]

    /// Converts gamma-encoded sRGB colors into the target space (for composited colors).
    func fromSRGB(_ colors: [Color]) throws(ColorConversionError) -> [Color]

    /// Converts target-space colors back into gamma-encoded sRGB (to blend where designers do).
    func toSRGB(_ colors: [Color]) throws(ColorConversionError) -> [Color]

    /// How far outside 0…1 a converted channel may lie and still count as in gamut (it is then
    /// snapped into 0…1): the precision of the target's numbers.
    var gamutTolerance: Float { get }
}

extension ColorConverting {
    /// 1e-6: the precision of a target with double-precision numbers.
    public var gamutTolerance: Float { 1e-6 }
}

/// A color conversion failure reported by a ``ColorConverting``.
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
    public var colorConverter: (any ColorConverting)?
    /// What to do with colors outside the target gamut (only a converter can produce them).
    public var gamut: GamutHandling

    /// Creates options.
    public init(colorConverter: (any ColorConverting)? = nil, gamut: GamutHandling = .clip) {
        self.colorConverter = colorConverter
        self.gamut = gamut
    }
}

/// What the compiler does with converted colors outside 0...1 (beyond the converter's ``ColorConverting/gamutTolerance``).
public enum GamutHandling: String, Sendable, Hashable, CaseIterable {
    /// Keep the unbounded values, for extended-range renderers; warn.
    case keep
    /// Clip each channel to 0...1; warn. The default.
    case clip
    /// Report an error.
    case error
}
