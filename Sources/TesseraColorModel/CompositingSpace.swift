/// Where a translucent color is blended over a surface.
///
/// The space changes results a lot: 20 % black over white is `#CCCCCC` in gamma-encoded sRGB
/// but `#E7E7E7` in linear light.
public enum CompositingSpace: String, Sendable, Hashable, CaseIterable {
    /// Gamma-encoded sRGB: what browsers, CoreGraphics and Figma show. The default.
    case srgb
    /// Linear light (sRGB primaries, decoded with the sRGB curve).
    case linear
    /// The table's target encoding (after conversion), as a renderer blending in its own
    /// color space would.
    case target
}
