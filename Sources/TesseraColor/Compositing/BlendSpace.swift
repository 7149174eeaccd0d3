/// The space in which a translucent color is composited over an opaque one.
///
/// The choice changes results a lot: 20 % black over white is `#CCCCCC` in gamma-encoded
/// sRGB but `#E7E7E7` in linear light (lcms2-notes §6).
public enum BlendSpace: Hashable, Sendable {
    /// Gamma-encoded sRGB, as browsers, CoreGraphics and Figma blend. The default.
    case gammaEncodedSRGB
    /// Linear light, decoded and re-encoded with the sRGB piecewise curve.
    case linearSRGB
    /// Convert both colors into the target profile (float, relative colorimetric), then
    /// blend the target-encoded values. Differs from browsers by up to 8.6 codes for
    /// shadows in Display P3.
    case targetEncoded(ColorProfile)
}
