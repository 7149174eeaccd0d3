import TesseraSupport

/// Color spaces that tools write beyond DTCG's fourteen (color.js's `lab-d65` and `okhsv`,
/// which Terrazzo accepts), converted into one of DTCG's: a reader keeps DTCG's vocabulary.
extension ColorMatrices {
    /// The D65 white point, from its chromaticity (0.3127, 0.3290), as CSS Color 4 writes it.
    package static let whiteD65: Vector = (0.3127 / 0.3290, 1, (1 - 0.3127 - 0.3290) / 0.3290)

    /// CIE Lab relative to D65 (L 0…100) → XYZ-D65: CSS Color 4's Lab formula with the D65
    /// white, which color.js's `lab-d65` uses.
    package static func xyzD65(fromLabD65 lab: Vector) -> Vector {
        xyz(fromLab: lab, white: whiteD65)
    }

    /// Okhsv (hue in degrees, saturation and value in 0…1) → encoded sRGB, by Björn Ottosson's
    /// definition: the hue's cusp of the sRGB gamut in Oklab fixes how saturation and value
    /// span it, so every Okhsv color lies in sRGB.
    package static func srgb(fromOkhsv hsv: Vector) -> Vector {
        let (hue, s, v) = hsv
        guard v > 0 else { return (0, 0, 0) }
        let a = cos(hue * .pi / 180)
        let b = sin(hue * .pi / 180)
        let cusp = Oklab.cusp(a, b)
        let sMax = cusp.c / cusp.l
        let tMax = cusp.c / (1 - cusp.l)
        let s0 = 0.5
        let k = 1 - s0 / sMax
        // The color at value 1, then scaled by the value; both through the toe, which makes
        // Okhsv's value follow lightness as the eye sees it.
        let denominator = s0 + tMax - tMax * k * s
        let lv = 1 - s * s0 / denominator
        let cv = s * tMax * s0 / denominator
        var l = v * lv
        var c = v * cv
        let lvt = Oklab.toeInverse(lv)
        let cvt = cv * lvt / lv
        let lNew = Oklab.toeInverse(l)
        c = c * lNew / l
        l = lNew
        let scaleProbe = Oklab.linearSRGB(lvt, a * cvt, b * cvt)
        let scale = cbrt(1 / Swift.max(scaleProbe.0, scaleProbe.1, scaleProbe.2, 0))
        l *= scale
        c *= scale
        let linear = Oklab.linearSRGB(l, c * a, c * b)
        return (SRGBCurve.encode(linear.0), SRGBCurve.encode(linear.1), SRGBCurve.encode(linear.2))
    }
}

/// Ottosson's Oklab with his linear-sRGB matrices, and the sRGB gamut's boundary in it.
private enum Oklab {
    /// Oklab → linear-light sRGB.
    package static func linearSRGB(_ l: Double, _ a: Double, _ b: Double) -> ColorMatrices.Vector {
        let lms = lmsCubeRoots(l, a, b)
        let (x, y, z) = (lms.0 * lms.0 * lms.0, lms.1 * lms.1 * lms.1, lms.2 * lms.2 * lms.2)
        return (
            4.0767416621 * x - 3.3077115913 * y + 0.2309699292 * z,
            -1.2684380046 * x + 2.6097574011 * y - 0.3413193965 * z,
            -0.0041960863 * x - 0.7034186147 * y + 1.7076147010 * z
        )
    }

    /// The cube roots of the LMS cone responses of an Oklab color.
    package static func lmsCubeRoots(_ l: Double, _ a: Double, _ b: Double) -> ColorMatrices.Vector {
        (l + 0.3963377774 * a + 0.2158037573 * b, l - 0.1055613458 * a - 0.0638541728 * b, l - 0.0894841775 * a - 1.2914855480 * b)
    }

    /// The inverse of Okhsl's and Okhsv's lightness toe.
    package static func toeInverse(_ x: Double) -> Double {
        let k1 = 0.206
        let k2 = 0.03
        let k3 = (1 + k1) / (1 + k2)
        return (x * x + k1 * x) / (k3 * (x + k2))
    }

    /// The lightness and chroma of the most saturated sRGB color of the hue (a, b), a unit vector.
    package static func cusp(_ a: Double, _ b: Double) -> (l: Double, c: Double) {
        let saturation = maximumSaturation(a, b)
        let rgb = linearSRGB(1, saturation * a, saturation * b)
        let l = cbrt(1 / Swift.max(rgb.0, rgb.1, rgb.2))
        return (l, l * saturation)
    }

    /// The largest saturation (chroma over lightness) that keeps the hue (a, b) in sRGB: the
    /// channel that clips first is found by the hue, its polynomial fit gives a first
    /// estimate, and one Halley step refines it.
    package static func maximumSaturation(_ a: Double, _ b: Double) -> Double {
        // Fit coefficients and the clipping channel's row of the LMS → linear sRGB matrix.
        let k: (Double, Double, Double, Double, Double)
        let w: ColorMatrices.Vector
        if -1.88170328 * a - 0.80936493 * b > 1 {
            k = (1.19086277, 1.76576728, 0.59662641, 0.75515197, 0.56771245)
            w = (4.0767416621, -3.3077115913, 0.2309699292)
        } else if 1.81444104 * a - 1.19445276 * b > 1 {
            k = (0.73956515, -0.45954404, 0.08285427, 0.12541070, 0.14503204)
            w = (-1.2684380046, 2.6097574011, -0.3413193965)
        } else {
            k = (1.35733652, -0.00915799, -1.15130210, -0.50559606, 0.00692167)
            w = (-0.0041960863, -0.7034186147, 1.7076147010)
        }
        var s = k.0 + k.1 * a + k.2 * b + k.3 * a * a + k.4 * a * b
        let kl = 0.3963377774 * a + 0.2158037573 * b
        let km = -0.1055613458 * a - 0.0638541728 * b
        let ks = -0.0894841775 * a - 1.2914855480 * b
        let (l_, m_, s_) = (1 + s * kl, 1 + s * km, 1 + s * ks)
        let f = w.0 * l_ * l_ * l_ + w.1 * m_ * m_ * m_ + w.2 * s_ * s_ * s_
        let f1 = w.0 * 3 * kl * l_ * l_ + w.1 * 3 * km * m_ * m_ + w.2 * 3 * ks * s_ * s_
        let f2 = w.0 * 6 * kl * kl * l_ + w.1 * 6 * km * km * m_ + w.2 * 6 * ks * ks * s_
        s -= f * f1 / (f1 * f1 - 0.5 * f * f2)
        return s
    }
}
