/// A non-fatal finding about a conversion, returned as a value (never printed).
public enum ColorWarning: Hashable, Sendable, CustomStringConvertible {
    /// The color is outside the destination gamut.
    ///
    /// `unbounded` is the float result before any clipping; `clipped` says whether the
    /// returned values were clipped to [0, 1].
    case outOfGamut(destination: String, unbounded: [Double], clipped: Bool)
    /// The color is outside the destination gamut and was mapped into it the way CSS Color 4
    /// maps (``TesseraColorModel/GamutHandling/map``); `unbounded` is the result before mapping.
    case mappedIntoGamut(destination: String, unbounded: [Double])

    /// A human message: `converts to a98-rgb (0, 1.058, 0): outside the gamut, clipped`.
    ///
    /// Callers prefix what was converted (a token path, a palette line).
    public var description: String {
        switch self {
        case .outOfGamut(let destination, let unbounded, let clipped):
            "converts to \(Gamut.profileName(destination)) \(Gamut.describe(unbounded)): outside the gamut, \(clipped ? "clipped" : "kept unbounded")"
        case .mappedIntoGamut(let destination, let unbounded):
            "converts to \(Gamut.profileName(destination)) \(Gamut.describe(unbounded)): outside the gamut, mapped into it (CSS Color 4)"
        }
    }
}

/// A converted color: destination-encoded channel values, alpha and any warnings.
public struct ConvertedColor: Hashable, Sendable {
    /// Red, green and blue in the destination encoding (unbounded unless clipped).
    public var red: Double
    /// See ``red``.
    public var green: Double
    /// See ``red``.
    public var blue: Double
    /// Alpha, copied unchanged from the input.
    public var alpha: Double
    /// Whether the unbounded result was inside the destination gamut (with tolerance).
    public var isInGamut: Bool
    /// Warnings, e.g. ``ColorWarning/outOfGamut(destination:unbounded:clipped:)``.
    public var warnings: [ColorWarning]

    /// The channels as a tuple.
    public var rgb: (Double, Double, Double) { (red, green, blue) }
}
