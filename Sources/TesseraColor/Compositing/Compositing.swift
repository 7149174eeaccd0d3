/// Source-over compositing of a translucent color over an opaque surface.
public enum Compositing {
    /// Composites `foreground` with `alpha` over the opaque `background` (both encoded
    /// sRGB, 0…1) in `space`.
    ///
    /// The result is encoded sRGB for ``BlendSpace/gammaEncodedSRGB`` and
    /// ``BlendSpace/linearSRGB``, and encoded in the target profile for
    /// ``BlendSpace/targetEncoded(_:)``. Values are not clipped.
    public static func sourceOver(
        _ foreground: (Double, Double, Double), alpha: Double,
        over background: (Double, Double, Double),
        in space: BlendSpace = .gammaEncodedSRGB
    ) throws(ColorError) -> (Double, Double, Double) {
        let a = alpha
        func mix(_ f: Double, _ b: Double) -> Double { a * f + (1 - a) * b }
        switch space {
        case .gammaEncodedSRGB:
            return (mix(foreground.0, background.0), mix(foreground.1, background.1), mix(foreground.2, background.2))
        case .linearSRGB:
            func blend(_ f: Double, _ b: Double) -> Double {
                CSSColorMath.linearToSRGB(mix(CSSColorMath.srgbToLinear(f), CSSColorMath.srgbToLinear(b)))
            }
            return (
                blend(foreground.0, background.0), blend(foreground.1, background.1), blend(foreground.2, background.2)
            )
        case .targetEncoded(let profile):
            let converter = ColorConverter(from: try .builtIn(.srgb), to: profile)
            let f = try converter.convert(foreground)
            let b = try converter.convert(background)
            return (mix(f.0, b.0), mix(f.1, b.1), mix(f.2, b.2))
        }
    }

    /// Composites `foreground` with `alpha` over a `background` that may itself be translucent
    /// (`backgroundAlpha`), as Porter-Duff source-over does in browsers.
    ///
    /// The result's alpha is αf + αb(1 − αf), and its color (f·αf + b·αb(1 − αf)) / α, blended in
    /// `space` as ``sourceOver(_:alpha:over:in:)`` does; that is the opaque blend with weight
    /// αf / α. Two fully transparent colors give transparent black.
    public static func sourceOver(
        _ foreground: (Double, Double, Double), alpha: Double,
        over background: (Double, Double, Double), backgroundAlpha: Double,
        in space: BlendSpace = .gammaEncodedSRGB
    ) throws(ColorError) -> (rgb: (Double, Double, Double), alpha: Double) {
        let out = alpha + backgroundAlpha * (1 - alpha)
        guard out > 0 else { return ((0, 0, 0), 0) }
        return (try sourceOver(foreground, alpha: alpha / out, over: background, in: space), out)
    }

    /// Composites two 8-bit sRGB colors (the background's alpha is ignored) and rounds the
    /// result to 8 bits, opaque.
    public static func sourceOver(
        _ foreground: RGBA8, over background: RGBA8, in space: BlendSpace = .gammaEncodedSRGB
    ) throws(ColorError) -> RGBA8 {
        let r = try sourceOver(foreground.unitRGB, alpha: foreground.unitAlpha, over: background.unitRGB, in: space)
        func byte(_ v: Double) -> UInt8 { UInt8(min(max((v * 255).rounded(), 0), 255)) }
        return RGBA8(red: byte(r.0), green: byte(r.1), blue: byte(r.2))
    }
}
