import TesseraSupport

/// The sRGB transfer curve (IEC 61966-2-1), written once: the compiler's blending and colour
/// modifiers, the WCAG and gamut arithmetic, and TesseraColor's conversions all use it, and
/// TesseraColor's built-in sRGB and Display P3 profiles are made from ``parametric``.
public enum SRGBCurve {
    /// Encoded → linear light, mirrored for negatives as CSS Color 4's `lin_sRGB` does.
    @inlinable
    public static func decode(_ v: Double) -> Double {
        let a = abs(v)
        let y = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return v < 0 ? -y : y
    }

    /// Linear light → encoded, mirrored for negatives (CSS Color 4's `gam_sRGB`).
    @inlinable
    public static func encode(_ v: Double) -> Double {
        let a = abs(v)
        let y = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
        return v < 0 ? -y : y
    }

    /// The curve as ICC parametric curve type 4, `Y = (aX + b)^g` for `X ≥ d` and `Y = cX`
    /// below: the parameters `{g, a, b, c, d}` lcms2 builds a profile's tone curve from.
    public static let parametric: [Double] = [2.4, 1.0 / 1.055, 0.055 / 1.055, 1.0 / 12.92, 0.04045]
}
