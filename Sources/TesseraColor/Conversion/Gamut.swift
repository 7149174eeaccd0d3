import TesseraColorModel

/// The gamut test shared by single-color and DTCG conversions, with the policies of
/// ``Tessera/GamutHandling``.
///
/// The test is exact, on the unbounded float result: every channel must satisfy
/// −t ≤ v ≤ 1 + t, where t is the destination's ``ColorProfile/gamutTolerance`` (1e-6 for
/// built-in profiles, 5e-4 for ICC data); values within it are snapped into 0…1. lcms2's
/// `cmsFLAGS_GAMUTCHECK` is not used: it is an approximate ΔE test that misses about 10 % of
/// out-of-gamut colors. Matrix/TRC destinations are also judged in linear
/// light, because a pure-gamma curve maps negative values to 0 and would hide them.
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
        _ policy: GamutHandling, to values: (Double, Double, Double),
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
        case .error:
            throw .outOfGamut(destination: destination.source, values: unbounded)
        case .keep:
            result.warnings.append(.outOfGamut(destination: destination.source, unbounded: unbounded, clipped: false))
        case .map:
            // Kept here: the caller maps it, having the source color (``GamutMapper``).
            result.warnings.append(.mappedIntoGamut(destination: destination.source, unbounded: unbounded))
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
        try linearValues(of: [input], inputFormat: inputFormat, from: source, to: destination, intent: intent, flags: flags)?[0]
    }

    /// ``linearValues(of:inputFormat:from:to:intent:flags:)`` for many colors, in one lcms2 call.
    static func linearValues(
        of inputs: [(Double, Double, Double)], inputFormat: UInt32,
        from source: ColorProfile, to destination: ColorProfile,
        intent: RenderingIntent, flags: UInt32
    ) throws(ColorError) -> [(Double, Double, Double)]? {
        guard destination.isMatrixShaper,
            let colorants = LCMS.colorantMatrix(destination.handle.raw),
            let inverse = Matrix3.inverse(colorants)
        else { return nil }
        let xyzProfile = try ColorProfile.xyz()
        let transform = try TransformCache.transform(
            from: source, inputFormat: inputFormat, to: xyzProfile,
            outputFormat: LCMS.Format.xyzDouble, intent: intent,
            flags: flags | LCMS.Flag.noOptimize)
        return transform.apply(inputs).map { Matrix3.apply(inverse, $0) }
    }
}

extension Gamut {
    /// `(0, 1.058, 0)`: channel values with at most 3 decimals and no trailing zeros, for messages.
    public static func describe(_ values: [Double]) -> String {
        "(" + values.map(short).joined(separator: ", ") + ")"
    }

    static func short(_ v: Double) -> String {
        let scaled = (v * 1000).rounded()
        guard scaled.isFinite, abs(scaled) < 9e15 else { return "\(v)" }
        let n = Int64(scaled)
        let m = n < 0 ? -n : n
        var text = "\(m / 1000)"
        var frac = String(m % 1000)
        frac = String(repeating: "0", count: 3 - frac.count) + frac
        while frac.last == "0" { frac.removeLast() }
        if !frac.isEmpty { text += "." + frac }
        return (n < 0 ? "-" : "") + text
    }

    /// A profile's name for messages: built-in names as they are, files by their name alone.
    static func profileName(_ source: String) -> String {
        ColorTarget.named(source)?.name ?? source
    }
}
