import TesseraSupport

extension ColorModifier {
    /// `color` (gamma-encoded sRGB) with the modifier applied, clipped to sRGB; `nil` for a mix
    /// without a color to blend toward.
    ///
    /// The formulas are Tokens Studio's (which computes with color.js): LCh is CIE LCh (D50),
    /// P3 is Display P3, mixing interpolates each coordinate (hue the shorter way round) with
    /// premultiplied alpha.
    package func apply(to color: TokenColor, mix other: TokenColor?) -> TokenColor? {
        guard Self.supportedSpaces.contains(space) else { return nil }
        let rgb = (Double(color.red), Double(color.green), Double(color.blue))
        let alpha = Double(color.alpha)
        switch kind {
        case .alpha:
            return Self.color(rgb, alpha: amount)
        case .mix:
            guard let other else { return nil }
            return mixed(rgb, alpha, toward: (Double(other.red), Double(other.green), Double(other.blue)), Double(other.alpha))
        case .lighten, .darken:
            switch space {
            case .srgb, .displayP3:
                let target: Double = kind == .lighten ? 1 : 0
                return mixed(rgb, alpha, toward: (target, target, target), 1)
            default:
                var c = Self.coordinates(rgb, in: space)
                func moved(_ lightness: Double) -> Double {
                    kind == .lighten ? Swift.min(100, lightness + (100 - lightness) * amount) : Swift.max(0, lightness - lightness * amount)
                }
                if space == .hsl {
                    c.2 = moved(c.2)
                } else {
                    c.0 = moved(c.0)
                    // LCh: chroma falls by the same share both ways.
                    c.1 = Swift.max(0, c.1 - amount * c.1)
                }
                return Self.color(Self.srgb(c, from: space), alpha: alpha)
            }
        }
    }

    /// `rgb` interpolated toward `target` by ``amount`` in ``space``.
    private func mixed(_ rgb: (Double, Double, Double), _ alpha: Double, toward target: (Double, Double, Double), _ targetAlpha: Double) -> TokenColor {
        let a = Self.coordinates(rgb, in: space)
        let b = Self.coordinates(target, in: space)
        let outAlpha = alpha + (targetAlpha - alpha) * amount
        let hue = space == .hsl ? 0 : space == .lch ? 2 : -1
        func lerp(_ i: Int, _ x: Double, _ y: Double) -> Double {
            if i == hue {
                var d = y - x
                if d > 180 { d -= 360 } else if d < -180 { d += 360 }
                let h = (x + d * amount).truncatingRemainder(dividingBy: 360)
                return h < 0 ? h + 360 : h
            }
            // Premultiplied, as color.js mixes by default.
            guard outAlpha > 0 else { return x + (y - x) * amount }
            return (x * alpha + (y * targetAlpha - x * alpha) * amount) / outAlpha
        }
        let c = (lerp(0, a.0, b.0), lerp(1, a.1, b.1), lerp(2, a.2, b.2))
        return Self.color(Self.srgb(c, from: space), alpha: outAlpha)
    }

    private static func color(_ rgb: (Double, Double, Double), alpha: Double) -> TokenColor {
        func clip(_ v: Double) -> Float { Float(Swift.min(1, Swift.max(0, v.isFinite ? v : 0))) }
        return TokenColor(red: clip(rgb.0), green: clip(rgb.1), blue: clip(rgb.2), alpha: clip(alpha))
    }

    /// Gamma-encoded sRGB in `space`'s coordinates: HSL (H°, S and L 0…100), LCh (L, C, H°),
    /// P3 (gamma-encoded 0…1), sRGB itself.
    package static func coordinates(_ rgb: (Double, Double, Double), in space: ColorLiteral.Space) -> (Double, Double, Double) {
        switch space {
        case .hsl: return hsl(rgb)
        case .displayP3:
            let xyz = ColorMatrices.multiply(ColorMatrices.linearSRGBToXYZD65, linear(rgb))
            return encoded(ColorMatrices.multiply(ColorMatrices.xyzD65ToLinearP3, xyz))
        case .lch:
            let xyz = ColorMatrices.multiply(ColorMatrices.d65ToD50, ColorMatrices.multiply(ColorMatrices.linearSRGBToXYZD65, linear(rgb)))
            let (l, a, b) = ColorMatrices.lab(fromXYZD50: xyz)
            let c = (a * a + b * b).squareRoot()
            var h = atan2(b, a) * 180 / .pi
            if h < 0 { h += 360 }
            return (l, c, h)
        // sRGB, and the spaces no modifier computes in (``apply(to:mix:)`` refuses them).
        default: return rgb
        }
    }

    /// `space`'s coordinates as gamma-encoded sRGB (unclipped).
    package static func srgb(_ c: (Double, Double, Double), from space: ColorLiteral.Space) -> (Double, Double, Double) {
        switch space {
        case .hsl: return ColorMatrices.srgb(fromHSL: c)
        case .displayP3:
            let xyz = ColorMatrices.multiply(ColorMatrices.linearP3ToXYZD65, linear(c))
            return encoded(ColorMatrices.multiply(ColorMatrices.xyzD65ToLinearSRGB, xyz))
        case .lch:
            let h = c.2 * .pi / 180
            let xyz = ColorMatrices.xyzD50(fromLab: (c.0, c.1 * cos(h), c.1 * sin(h)))
            return encoded(ColorMatrices.multiply(ColorMatrices.xyzD65ToLinearSRGB, ColorMatrices.multiply(ColorMatrices.d50ToD65, xyz)))
        default: return c
        }
    }

    private static func linear(_ c: (Double, Double, Double)) -> (Double, Double, Double) { (SRGBCurve.decode(c.0), SRGBCurve.decode(c.1), SRGBCurve.decode(c.2)) }
    private static func encoded(_ c: (Double, Double, Double)) -> (Double, Double, Double) { (SRGBCurve.encode(c.0), SRGBCurve.encode(c.1), SRGBCurve.encode(c.2)) }

    private static func hsl(_ c: (Double, Double, Double)) -> (Double, Double, Double) {
        let maxC = Swift.max(c.0, c.1, c.2)
        let minC = Swift.min(c.0, c.1, c.2)
        let l = (maxC + minC) / 2
        let d = maxC - minC
        guard d > 0 else { return (0, 0, l * 100) }
        let s = l == 0 || l == 1 ? 0 : (maxC - l) / Swift.min(l, 1 - l)
        var h: Double
        switch maxC {
        case c.0: h = (c.1 - c.2) / d + (c.1 < c.2 ? 6 : 0)
        case c.1: h = (c.2 - c.0) / d + 2
        default: h = (c.0 - c.1) / d + 4
        }
        h *= 60
        return (h, s * 100, l * 100)
    }

}
