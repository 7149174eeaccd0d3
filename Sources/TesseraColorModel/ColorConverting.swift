/// Converts the color literals of a design system into a renderer's target space.
///
/// The compiler calls it once per compile with every color literal in one batch (not once per
/// table cell), so even a float-precision color-managed conversion stays cheap. The color
/// module provides an lcms2-backed implementation for every DTCG color space. Without a
/// converter, the compiler accepts `srgb` literals only.
public protocol ColorConverting: Sendable {
    /// The profile the colors are converted into, with its DTCG, CSS and display names.
    var target: ColorTarget { get }

    /// Converts source literals into the target space, one result per literal, in order, each
    /// with the converter's verdict on whether it lies inside the target gamut.
    ///
    /// Alpha must pass through unchanged. Out-of-gamut colors keep their unbounded values as far
    /// as the converter has them; the compiler keeps, clips or rejects them by its
    /// ``GamutHandling`` and never re-judges the verdicts.
    func convert(_ colors: [ColorLiteral]) throws(ColorConversionError) -> ConvertedColors

    /// Converts source literals into the target space mapped into its gamut the way CSS Color 4
    /// maps (``GamutMapping``), for ``GamutHandling/map``: the compiler passes only the
    /// literals ``convert(_:)`` judged outside, and keeps those verdicts for its report.
    ///
    /// The default converts and clips each channel, for converters that cannot map.
    func gamutMapped(_ colors: [ColorLiteral]) throws(ColorConversionError) -> [TokenColor]

    /// Converts gamma-encoded sRGB colors into the target space (for composited colors).
    func fromSRGB(_ colors: [TokenColor]) throws(ColorConversionError) -> [TokenColor]

    /// Converts target-space colors back into gamma-encoded sRGB (to blend where designers do).
    func toSRGB(_ colors: [TokenColor]) throws(ColorConversionError) -> [TokenColor]
}

/// The result of converting a batch of color literals: one color and one gamut verdict per literal.
public struct ConvertedColors: Sendable, Hashable {
    /// The colors in the target encoding; unbounded where the verdict says out of gamut.
    public var colors: [TokenColor]
    /// Per color: whether it lies inside the target gamut (within the converter's precision).
    public var isInGamut: [Bool]

    /// Creates a result; `isInGamut` defaults to every color being inside the gamut.
    public init(colors: [TokenColor], isInGamut: [Bool]? = nil) {
        self.colors = colors
        self.isInGamut = isInGamut ?? [Bool](repeating: true, count: colors.count)
    }
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
    /// Whether evaluation keeps to the calling thread even in a system large enough for two
    /// (see `Solver.concurrentTokens`): for benchmarks that time one thread's work, and tests
    /// that compare the two.
    package var singleThreaded = false

    /// Creates options.
    public init(colorConverter: (any ColorConverting)? = nil, gamut: GamutHandling = .clip) {
        self.colorConverter = colorConverter
        self.gamut = gamut
    }
}

/// What to do with a converted color outside the target gamut: the one gamut policy of the
/// compiler, the color module and the CLI.
public enum GamutHandling: String, Sendable, Hashable, CaseIterable {
    /// Keep the unbounded values, for extended-range renderers; warn.
    case keep
    /// Clip each channel to 0...1; warn. The default.
    case clip
    /// Map into the gamut as CSS Color 4 does (``GamutMapping``): lower the OKLCh chroma at
    /// constant lightness and hue until the clip is within ΔE OK 0.02; warn.
    case map
    /// Report an error.
    case error
}
