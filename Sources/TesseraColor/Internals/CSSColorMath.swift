import TesseraColorModel
import TesseraSupport

/// CSS Color 4 conversions for the spaces lcms2 has no profile for, in double precision.
///
/// Each function lands in a space lcms2 takes: encoded sRGB (hsl, hwb), CIE Lab D50 (lch)
/// or linear-light sRGB (oklab, oklch, xyz-d65). Results are unbounded.
enum CSSColorMath {
    typealias Triple = (Double, Double, Double)

    /// lch → lab (CSS Color 4 `LCH_to_Lab`), hue in degrees.
    static func polarToRectangular(_ l: Double, _ c: Double, _ hDegrees: Double) -> Triple {
        let h = hDegrees * .pi / 180
        return (l, c * cos(h), c * sin(h))
    }

    /// OKLab → XYZ-D65 (CSS Color 4 `OKLab_to_XYZ`), with the core's matrices.
    static func oklabToXYZD65(_ lab: Triple) -> Triple {
        ColorMatrices.xyzD65(fromOklab: lab)
    }

    /// XYZ-D65 → linear-light sRGB (CSS Color 4 `XYZ_to_lin_sRGB`).
    static func xyzD65ToLinearSRGB(_ xyz: Triple) -> Triple {
        ColorMatrices.multiply(ColorMatrices.xyzD65ToLinearSRGB, xyz)
    }

    /// hsl (H degrees, S and L in 0…100) → encoded sRGB (CSS Color 4 `hslToRgb`).
    static func hslToSRGB(_ hue: Double, _ saturation: Double, _ lightness: Double) -> Triple {
        ColorMatrices.srgb(fromHSL: (hue, saturation, lightness))
    }

    /// hwb (H degrees, W and B in 0…100) → encoded sRGB (CSS Color 4 `hwbToRgb`).
    static func hwbToSRGB(_ hue: Double, _ whiteness: Double, _ blackness: Double) -> Triple {
        let w = whiteness / 100
        let b = blackness / 100
        if w + b >= 1 {
            let gray = w / (w + b)
            return (gray, gray, gray)
        }
        let rgb = hslToSRGB(hue, 100, 50)
        let scale = 1 - w - b
        return (rgb.0 * scale + w, rgb.1 * scale + w, rgb.2 * scale + w)
    }

}
