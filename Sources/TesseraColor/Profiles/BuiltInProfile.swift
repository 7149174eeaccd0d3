import TesseraColorModel
/// The RGB profiles Tessera builds in code (exact double-precision colorants and curves).
///
/// Built profiles are preferred over shipped `.icc` files: serialising quantises colorants
/// and curve parameters to s15Fixed16, which moves P3 output by up to 1.6e-4.
public enum BuiltInProfile: String, CaseIterable, Hashable, Sendable {
    /// sRGB (IEC 61966-2-1): lcms2's own built-in profile.
    case srgb = "srgb"
    /// Linear-light sRGB: sRGB primaries and D65, identity transfer curve.
    case srgbLinear = "srgb-linear"
    /// Display P3: P3 primaries, D65 white, the sRGB transfer curve.
    case displayP3 = "display-p3"
    /// Adobe RGB (1998): gamma 563/256 = 2.19921875.
    case a98RGB = "a98-rgb"
    /// ProPhoto RGB (ROMM): D50 white, gamma 1.8 with the CSS Color 4 linear toe below 1/512.
    case prophotoRGB = "prophoto-rgb"
    /// Rec. 2020 with the BT.2020 inverse-OETF piecewise curve (Apple, ITU ICC, old CSS).
    case rec2020OETF = "rec2020-oetf"
    /// Rec. 2020 with a pure gamma 2.4 (BT.1886), as CSS Color 4 defines `rec2020` since 2025.
    case rec2020Gamma24 = "rec2020-g24"
}

extension BuiltInProfile {
    /// The lcms2 parametric curve (type, parameters) and primaries of this profile.
    var recipe: (white: (x: Double, y: Double), primaries: [(x: Double, y: Double)], curveType: Int32, curve: [Double]) {
        let d65 = (x: 0.3127, y: 0.3290)
        // Type 4: Y = (aX + b)^g for X >= d, Y = cX below; parameters {g, a, b, c, d}.
        let srgbCurve = SRGBCurve.parametric
        let srgbPrimaries = [(x: 0.640, y: 0.330), (x: 0.300, y: 0.600), (x: 0.150, y: 0.060)]
        let rec2020Primaries = [(x: 0.708, y: 0.292), (x: 0.170, y: 0.797), (x: 0.131, y: 0.046)]
        switch self {
        case .srgb:
            return (d65, srgbPrimaries, 4, srgbCurve)
        case .srgbLinear:
            // A type-4 curve with slope 1 everywhere, so negative and >1 inputs stay linear
            // (a type-1 gamma curve would clamp negatives to 0).
            return (d65, srgbPrimaries, 4, [1.0, 1.0, 0.0, 1.0, 0.0])
        case .displayP3:
            return (d65, [(x: 0.680, y: 0.320), (x: 0.265, y: 0.690), (x: 0.150, y: 0.060)], 4, srgbCurve)
        case .a98RGB:
            return (d65, [(x: 0.640, y: 0.330), (x: 0.210, y: 0.710), (x: 0.150, y: 0.060)], 1, [563.0 / 256.0])
        case .prophotoRGB:
            // CSS Color 4: linear = encoded / 16 below encoded 16/512 (linear 1/512),
            // encoded^1.8 above; white is the CSS D50 chromaticity.
            return (
                (x: 0.3457, y: 0.3585),
                [(x: 0.7347, y: 0.2653), (x: 0.1596, y: 0.8404), (x: 0.0366, y: 0.0001)],
                4, [1.8, 1.0, 0.0, 1.0 / 16.0, 16.0 / 512.0]
            )
        case .rec2020OETF:
            let alpha = 1.09929682680944
            let beta = 0.018053968510807
            return (
                d65, rec2020Primaries, 4,
                [1.0 / 0.45, 1.0 / alpha, (alpha - 1.0) / alpha, 1.0 / 4.5, 4.5 * beta]
            )
        case .rec2020Gamma24:
            return (d65, rec2020Primaries, 1, [2.4])
        }
    }
}
