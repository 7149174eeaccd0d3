/// Source-over compositing of straight-alpha colors, and the sRGB transfer curve.
enum Blending {
    /// `top` over `bottom` with `alpha` replacing top's alpha; both in the same encoding.
    static func over(_ top: SIMD4<Float>, _ bottom: SIMD4<Float>, alpha: Float, linear: Bool) -> SIMD4<Float> {
        let ta = SIMD3(top.x, top.y, top.z)
        let ba = SIMD3(bottom.x, bottom.y, bottom.z)
        let t = linear ? decode(ta) : ta
        let b = linear ? decode(ba) : ba
        let outAlpha = alpha + bottom.w * (1 - alpha)
        guard outAlpha > 0 else { return .zero }
        let mixed = (t * alpha + b * bottom.w * (1 - alpha)) / outAlpha
        let rgb = linear ? encode(mixed) : mixed
        return SIMD4(rgb.x, rgb.y, rgb.z, outAlpha)
    }

    /// sRGB (IEC 61966-2-1) decoding to linear light, mirrored for negatives as CSS does.
    static func decode(_ v: SIMD3<Float>) -> SIMD3<Float> {
        func f(_ x: Float) -> Float {
            let a = abs(Double(x))
            let y = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
            return Float(x < 0 ? -y : y)
        }
        return SIMD3(f(v.x), f(v.y), f(v.z))
    }

    /// sRGB encoding of linear light, mirrored for negatives.
    static func encode(_ v: SIMD3<Float>) -> SIMD3<Float> {
        func f(_ x: Float) -> Float {
            let a = abs(Double(x))
            let y = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
            return Float(x < 0 ? -y : y)
        }
        return SIMD3(f(v.x), f(v.y), f(v.z))
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
