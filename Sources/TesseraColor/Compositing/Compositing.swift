import TesseraColorModel

/// Source-over compositing in any ``Tessera/CompositingSpace``, including the one that needs
/// lcms2: blending target-encoded values.
///
/// Gamma-encoded and linear-light sRGB blending are the core's ``Tessera/Blending`` (Porter-Duff
/// source-over, as browsers composite); only ``Tessera/CompositingSpace/target`` is added here.
public enum Compositing {
    /// Composites `foreground` with `alpha` over `background` with `backgroundAlpha` (both
    /// encoded sRGB, 0…1) in `space`.
    ///
    /// The result is encoded sRGB for ``Tessera/CompositingSpace/srgb`` and
    /// ``Tessera/CompositingSpace/linear``. For ``Tessera/CompositingSpace/target`` both colors
    /// are first converted into `target` (float, relative colorimetric) and the result is
    /// encoded in `target`; this differs from browsers by up to 8.6 codes for shadows in Display
    /// P3. Values are not clipped.
    public static func sourceOver(
        _ foreground: (Double, Double, Double), alpha: Double,
        over background: (Double, Double, Double), backgroundAlpha: Double = 1,
        in space: CompositingSpace = .srgb, target: ColorProfile? = nil
    ) throws(ColorError) -> (rgb: (Double, Double, Double), alpha: Double) {
        switch space {
        case .srgb, .linear:
            return Blending.sourceOver(foreground, alpha: alpha, over: background, bottomAlpha: backgroundAlpha, linear: space == .linear)
        case .target:
            let srgb = try ColorProfile.builtIn(.srgb)
            let converter = ColorConverter(from: srgb, to: target ?? srgb)
            let f = try converter.convert(foreground)
            let b = try converter.convert(background)
            return Blending.sourceOver(f, alpha: alpha, over: b, bottomAlpha: backgroundAlpha)
        }
    }

    /// Composites two 8-bit sRGB colors in `space` (target-encoded blending needs `target`)
    /// and rounds the result, alpha included, to 8 bits.
    public static func sourceOver(
        _ foreground: RGBA8, over background: RGBA8, in space: CompositingSpace = .srgb, target: ColorProfile? = nil
    ) throws(ColorError) -> RGBA8 {
        let r = try sourceOver(
            foreground.unitRGB, alpha: foreground.unitAlpha, over: background.unitRGB, backgroundAlpha: background.unitAlpha, in: space,
            target: target)
        func byte(_ v: Double) -> UInt8 { UInt8(min(max((v * 255).rounded(), 0), 255)) }
        return RGBA8(red: byte(r.rgb.0), green: byte(r.rgb.1), blue: byte(r.rgb.2), alpha: byte(r.alpha))
    }
}
