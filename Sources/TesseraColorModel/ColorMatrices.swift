import TesseraSupport

/// The CSS Color 4 matrices, HSL and CIE Lab formulas (the values color.js and CSS Color 4's
/// sample code use), written once: the core's color modifiers and TesseraColor's conversions of
/// the spaces lcms2 has no profile for both use them.
package enum ColorMatrices {
    package typealias Matrix = (Vector, Vector, Vector)
    package typealias Vector = (Double, Double, Double)

    package static let linearSRGBToXYZD65: Matrix = (
        (0.41239079926595934, 0.357584339383878, 0.1804807884018343),
        (0.21263900587151027, 0.715168678767756, 0.07219231536073371),
        (0.01933081871559182, 0.11919477979462598, 0.9505321522496607)
    )
    package static let xyzD65ToLinearSRGB: Matrix = (
        (3.2409699419045226, -1.537383177570094, -0.4986107602930034),
        (-0.9692436362808796, 1.8759675015077202, 0.04155505740717559),
        (0.05563007969699366, -0.20397695888897652, 1.0569715142428786)
    )
    package static let linearP3ToXYZD65: Matrix = (
        (0.4865709486482162, 0.26566769316909306, 0.1982172852343625),
        (0.2289745640697488, 0.6917385218365064, 0.079286914093745),
        (0, 0.04511338185890264, 1.043944368900976)
    )
    package static let xyzD65ToLinearP3: Matrix = (
        (2.493496911941425, -0.9313836179191239, -0.40271078445071684),
        (-0.8294889695615747, 1.7626640603183463, 0.023624685841943577),
        (0.03584583024378447, -0.07617238926804182, 0.9568845240076872)
    )
    /// Bradford chromatic adaptation.
    package static let d65ToD50: Matrix = (
        (1.0479298208405488, 0.022946793341019088, -0.05019222954313557),
        (0.029627815688159344, 0.990434484573249, -0.01707382502938514),
        (-0.009243058152591178, 0.015055144896577895, 0.7518742899580008)
    )
    package static let d50ToD65: Matrix = (
        (0.9554734527042182, -0.023098536874261423, 0.0632593086610217),
        (-0.028369706963208136, 1.0099954580058226, 0.021041398966943008),
        (0.012314001688319899, -0.020507696433477912, 1.3303659366080753)
    )
    package static let whiteD50: Vector = (0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585)
    package static let epsilon = 216.0 / 24389
    package static let kappa = 24389.0 / 27

    package static func multiply(_ m: Matrix, _ v: Vector) -> Vector {
        (
            m.0.0 * v.0 + m.0.1 * v.1 + m.0.2 * v.2,
            m.1.0 * v.0 + m.1.1 * v.1 + m.1.2 * v.2,
            m.2.0 * v.0 + m.2.1 * v.1 + m.2.2 * v.2
        )
    }

    /// The matrix product `a · b`.
    package static func product(_ a: Matrix, _ b: Matrix) -> Matrix {
        let columns = (multiply(a, (b.0.0, b.1.0, b.2.0)), multiply(a, (b.0.1, b.1.1, b.2.1)), multiply(a, (b.0.2, b.1.2, b.2.2)))
        return (
            (columns.0.0, columns.1.0, columns.2.0),
            (columns.0.1, columns.1.1, columns.2.1),
            (columns.0.2, columns.1.2, columns.2.2)
        )
    }

    /// The inverse of `m`, or `nil` when it is singular.
    package static func inverse(_ m: Matrix) -> Matrix? {
        let ((a, b, c), (d, e, f), (g, h, i)) = m
        let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        guard det.isFinite, abs(det) > 1e-12 else { return nil }
        let s = 1 / det
        return (
            ((e * i - f * h) * s, (c * h - b * i) * s, (b * f - c * e) * s),
            ((f * g - d * i) * s, (a * i - c * g) * s, (c * d - a * f) * s),
            ((d * h - e * g) * s, (b * g - a * h) * s, (a * e - b * d) * s)
        )
    }

    package static func lab(fromXYZD50 xyz: Vector) -> Vector {
        func f(_ t: Double) -> Double { t > epsilon ? cbrt(t) : (kappa * t + 16) / 116 }
        let fx = f(xyz.0 / whiteD50.0)
        let fy = f(xyz.1 / whiteD50.1)
        let fz = f(xyz.2 / whiteD50.2)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    package static func xyzD50(fromLab lab: Vector) -> Vector { xyz(fromLab: lab, white: whiteD50) }

    /// CIE Lab → XYZ relative to `white` (CSS Color 4 `Lab_to_XYZ`).
    package static func xyz(fromLab lab: Vector, white: Vector) -> Vector {
        let fy = (lab.0 + 16) / 116
        let fx = lab.1 / 500 + fy
        let fz = fy - lab.2 / 200
        let x = fx * fx * fx > epsilon ? fx * fx * fx : (116 * fx - 16) / kappa
        let y = lab.0 > kappa * epsilon ? fy * fy * fy : lab.0 / kappa
        let z = fz * fz * fz > epsilon ? fz * fz * fz : (116 * fz - 16) / kappa
        return (x * white.0, y * white.1, z * white.2)
    }

    /// HSL (hue in degrees, saturation and lightness in 0…100) → encoded sRGB (CSS Color 4
    /// `hslToRgb`).
    package static func srgb(fromHSL c: Vector) -> Vector {
        let h = (c.0.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        let s = c.1 / 100
        let l = c.2 / 100
        func f(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = s * Swift.min(l, 1 - l)
            return l - a * Swift.max(-1, Swift.min(k - 3, 9 - k, 1))
        }
        return (f(0), f(8), f(4))
    }
}
