/// A DTCG 2025.10 color-module `colorSpace` key (CSS Color 4 names).
public enum ColorSpaceName: String, CaseIterable, Hashable, Sendable {
    /// sRGB, gamma-encoded.
    case srgb = "srgb"
    /// Linear-light sRGB.
    case srgbLinear = "srgb-linear"
    /// Display P3 (sRGB curve).
    case displayP3 = "display-p3"
    /// Adobe RGB (1998).
    case a98RGB = "a98-rgb"
    /// ProPhoto RGB (ROMM, D50).
    case prophotoRGB = "prophoto-rgb"
    /// CSS Color 4 `rec2020`: gamma 2.4 (see ``ColorProfile/named(_:)`` for why).
    case rec2020 = "rec2020"
    /// CIE XYZ relative to D50.
    case xyzD50 = "xyz-d50"
    /// CIE XYZ relative to D65.
    case xyzD65 = "xyz-d65"
    /// CIE Lab (D50): L 0…100, a, b.
    case lab = "lab"
    /// CIE LCh (D50): L, C, H in degrees.
    case lch = "lch"
    /// Oklab: L 0…1, a, b.
    case oklab = "oklab"
    /// OkLCh: L, C, H in degrees.
    case oklch = "oklch"
    /// HSL on sRGB: H degrees, S and L 0…100.
    case hsl = "hsl"
    /// HWB on sRGB: H degrees, W and B 0…100.
    case hwb = "hwb"

    /// The index of the hue component, for the polar spaces.
    public var hueIndex: Int? {
        switch self {
        case .lch, .oklch: 2
        case .hsl, .hwb: 0
        default: nil
        }
    }
}
