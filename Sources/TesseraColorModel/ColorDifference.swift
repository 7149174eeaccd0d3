/// How different two colors look: ΔE OK, the Euclidean distance in Oklab.
///
/// Oklab (Björn Ottosson, 2020) is the space CSS Color 4 uses for `deltaEOK`; its distance is
/// as uniform as CIEDE2000 for the small differences a review cares about, with a formula of
/// three lines that any tool can reproduce. Tessera reports it on a 0–100 scale (100 × the
/// distance with L in 0…1), so the numbers read like the CIE ones: about 2 is a just noticeable
/// difference, black to white is 100. Alpha is left out (reported on its own). The conversion
/// and the distance are the gamut mapping's (CSS Color 4's matrices, ``GamutMapping/deltaEOK(_:_:)``).
public enum ColorDifference {
    /// ΔE OK × 100 between two colors whose channels are gamma-encoded sRGB (unbounded: values
    /// outside 0…1 extend the transfer curve symmetrically, as CSS does for `srgb`).
    public static func deltaE(_ a: TokenColor, _ b: TokenColor) -> Double {
        100 * GamutMapping.deltaEOK(oklab(a), oklab(b))
    }

    /// The Oklab coordinates (L 0…1, a, b) of an encoded sRGB color, ignoring alpha.
    public static func oklab(_ c: TokenColor) -> SIMD3<Double> {
        let linear = SIMD3(SRGBCurve.decode(Double(c.red)), SRGBCurve.decode(Double(c.green)), SRGBCurve.decode(Double(c.blue)))
        return LinearRGBGamut.srgb.oklab(fromValues: linear)
    }
}
