/// What to do with a converted color that falls outside the destination gamut.
///
/// The test is exact, on the unbounded float result: every channel must satisfy
/// −t ≤ v ≤ 1 + t, where t is the destination's ``ColorProfile/gamutTolerance`` (1e-6 for
/// built-in profiles, 5e-4 for ICC data); values within it are snapped into 0…1. lcms2's `cmsFLAGS_GAMUTCHECK` is not used:
/// it is an approximate ΔE test that misses about 10 % of out-of-gamut colors
/// (lcms2-notes §5.7).
public enum GamutPolicy: Hashable, Sendable {
    /// Keep the unbounded values; still report a warning.
    case unbounded
    /// Clip each channel to [0, 1] and report a warning. The default.
    case clip
    /// Throw ``ColorError/outOfGamut(destination:values:)``.
    case fail
}

/// A non-fatal finding about a conversion, returned as a value (never printed).
public enum ColorWarning: Hashable, Sendable {
    /// The color is outside the destination gamut.
    ///
    /// `unbounded` is the float result before any clipping; `clipped` says whether the
    /// returned values were clipped to [0, 1].
    case outOfGamut(destination: String, unbounded: [Double], clipped: Bool)
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

/// The gamut test shared by single-color and DTCG conversions.
public enum Gamut {
    /// Channels within [−tolerance, 1 + tolerance] count as in gamut for built-in profiles;
    /// see ``ColorProfile/gamutTolerance`` for ICC profiles.
    public static let tolerance = ColorProfile.exactTolerance

    static func isInRange(_ v: Double, tolerance: Double) -> Bool {
        v >= -tolerance && v <= 1 + tolerance
    }

    /// A channel inside the tolerance, snapped into 0…1: the overshoot is the profile's rounding.
    static func snapped(_ v: Double) -> Double { min(max(v, 0), 1) }

    static func apply(
        _ policy: GamutPolicy, to values: (Double, Double, Double),
        alpha: Double = 1,
        linearCheck: () throws(ColorError) -> (Double, Double, Double)?,
        destination: ColorProfile
    ) throws(ColorError) -> ConvertedColor {
        let t = destination.gamutTolerance
        var inGamut = isInRange(values.0, tolerance: t) && isInRange(values.1, tolerance: t) && isInRange(values.2, tolerance: t)
        if inGamut, let linear = try linearCheck() {
            inGamut = isInRange(linear.0, tolerance: t) && isInRange(linear.1, tolerance: t) && isInRange(linear.2, tolerance: t)
        }
        var result = ConvertedColor(
            red: values.0, green: values.1, blue: values.2, alpha: alpha,
            isInGamut: inGamut, warnings: [])
        if inGamut {
            result.red = snapped(values.0)
            result.green = snapped(values.1)
            result.blue = snapped(values.2)
            return result
        }
        let unbounded = [values.0, values.1, values.2]
        switch policy {
        case .fail:
            throw .outOfGamut(destination: destination.source, values: unbounded)
        case .unbounded:
            result.warnings.append(.outOfGamut(destination: destination.source, unbounded: unbounded, clipped: false))
        case .clip:
            result.red = min(max(values.0, 0), 1)
            result.green = min(max(values.1, 0), 1)
            result.blue = min(max(values.2, 0), 1)
            result.warnings.append(.outOfGamut(destination: destination.source, unbounded: unbounded, clipped: true))
        }
        return result
    }

    /// Linear-light destination values via PCS XYZ, or nil if the destination is not a
    /// matrix/TRC profile (then only the encoded values are judged).
    static func linearValues(
        of input: (Double, Double, Double), inputFormat: UInt32,
        from source: ColorProfile, to destination: ColorProfile,
        intent: RenderingIntent, flags: UInt32
    ) throws(ColorError) -> (Double, Double, Double)? {
        guard destination.isMatrixShaper,
            let colorants = LCMS.colorantMatrix(destination.handle.raw),
            let inverse = Matrix3.inverse(colorants)
        else { return nil }
        let xyzProfile = try ColorProfile.xyz()
        let transform = try TransformCache.transform(
            from: source, inputFormat: inputFormat, to: xyzProfile,
            outputFormat: LCMS.Format.xyzDouble, intent: intent,
            flags: flags | LCMS.Flag.noOptimize)
        return Matrix3.apply(inverse, transform.applyOne(input))
    }
}
