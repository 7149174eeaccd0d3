import TesseraSupport

/// Source-over compositing of straight-alpha colors, written once for the compiler, contrast
/// checks and the color module (linear-light blending goes through ``SRGBCurve``).
///
/// Compositing is Porter-Duff source-over, as browsers do it: the result's alpha is
/// αt + αb(1 − αt) and its color (t·αt + b·αb(1 − αt)) / α. A translucent bottom color
/// therefore weighs less than an opaque one, and two fully transparent colors give transparent
/// black.
public enum Blending {
    /// `top` with `alpha` over `bottom` with `bottomAlpha`, both in the same encoding; blended
    /// in linear light (decoded and re-encoded with the sRGB curve) when `linear` is set.
    /// Values are not clipped.
    public static func sourceOver(
        _ top: (Double, Double, Double), alpha: Double,
        over bottom: (Double, Double, Double), bottomAlpha: Double = 1, linear: Bool = false
    ) -> (rgb: (Double, Double, Double), alpha: Double) {
        let outAlpha = alpha + bottomAlpha * (1 - alpha)
        guard outAlpha > 0 else { return ((0, 0, 0), 0) }
        let wt = alpha / outAlpha
        let wb = bottomAlpha * (1 - alpha) / outAlpha
        func mix(_ t: Double, _ b: Double) -> Double {
            linear ? SRGBCurve.encode(wt * SRGBCurve.decode(t) + wb * SRGBCurve.decode(b)) : wt * t + wb * b
        }
        return ((mix(top.0, bottom.0), mix(top.1, bottom.1), mix(top.2, bottom.2)), outAlpha)
    }

    /// `top` over `bottom` with `alpha` replacing top's alpha; both in the same encoding.
    package static func over(_ top: SIMD4<Float>, _ bottom: SIMD4<Float>, alpha: Float, linear: Bool) -> SIMD4<Float> {
        let r = sourceOver(
            (Double(top.x), Double(top.y), Double(top.z)), alpha: Double(alpha),
            over: (Double(bottom.x), Double(bottom.y), Double(bottom.z)), bottomAlpha: Double(bottom.w), linear: linear)
        return SIMD4(Float(r.rgb.0), Float(r.rgb.1), Float(r.rgb.2), Float(r.alpha))
    }
}
