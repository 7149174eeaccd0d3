import TesseraSupport

/// How different two colors look: ΔE OK, the Euclidean distance in Oklab.
///
/// Oklab (Björn Ottosson, 2020) is the space CSS Color 4 uses for `deltaEOK`; its distance is
/// as uniform as CIEDE2000 for the small differences a review cares about, with a formula of
/// three lines that any tool can reproduce. Tessera reports it on a 0–100 scale (100 × the
/// distance with L in 0…1), so the numbers read like the CIE ones: about 2 is a just noticeable
/// difference, black to white is 100. Alpha is left out (reported on its own).
public enum ColorDifference {
    /// ΔE OK × 100 between two colors whose channels are gamma-encoded sRGB (unbounded: values
    /// outside 0…1 extend the transfer curve symmetrically, as CSS does for `srgb`).
    public static func deltaE(_ a: Color, _ b: Color) -> Double {
        let x = oklab(a)
        let y = oklab(b)
        let d = x - y
        return 100 * (d * d).sum().squareRoot()
    }

    /// The Oklab coordinates (L 0…1, a, b) of an encoded sRGB color, ignoring alpha.
    public static func oklab(_ c: Color) -> SIMD3<Double> {
        let r = linear(Double(c.red))
        let g = linear(Double(c.green))
        let b = linear(Double(c.blue))
        // Ottosson's linear sRGB → LMS matrix, then the cube root and LMS' → Lab.
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return SIMD3(
            0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
    }

    /// The sRGB transfer curve inverted, extended to negative values by symmetry.
    static func linear(_ v: Double) -> Double {
        let a = abs(v)
        let l = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return v < 0 ? -l : l
    }
}
