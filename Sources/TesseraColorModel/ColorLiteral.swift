/// A color as written in a source: a DTCG color space, three components and alpha.
///
/// Literals keep the source form so exports can round-trip them; the compiler hands them to a
/// ``ColorConverting`` to get table colors. Components may be `nil` for CSS's `none`.
public struct ColorLiteral: Sendable, Hashable {
    /// The 14 color spaces of the DTCG 2025.10 color module (CSS Color 4's names), spelled as
    /// DTCG spells them: the one color-space vocabulary of the core, the color module and the CLI.
    public enum Space: String, Sendable, Hashable, CaseIterable {
        /// sRGB, gamma-encoded.
        case srgb
        /// Linear-light sRGB.
        case srgbLinear = "srgb-linear"
        /// HSL on sRGB: H degrees, S and L 0…100.
        case hsl
        /// HWB on sRGB: H degrees, W and B 0…100.
        case hwb
        /// CIE Lab (D50): L 0…100, a, b.
        case lab
        /// CIE LCh (D50): L, C, H in degrees.
        case lch
        /// Oklab: L 0…1, a, b.
        case oklab
        /// OkLCh: L, C, H in degrees.
        case oklch
        /// Display P3 (sRGB curve).
        case displayP3 = "display-p3"
        /// Adobe RGB (1998).
        case a98RGB = "a98-rgb"
        /// ProPhoto RGB (ROMM, D50).
        case prophotoRGB = "prophoto-rgb"
        /// CSS Color 4 `rec2020`: gamma 2.4 (BT.1886), as CSS defines it since 2025.
        case rec2020
        /// CIE XYZ relative to D50.
        case xyzD50 = "xyz-d50"
        /// CIE XYZ relative to D65.
        case xyzD65 = "xyz-d65"

        /// The spaces CSS Color 4's `color()` function names (its predefined spaces), by their
        /// CSS names: DTCG's names, and `xyz` for `xyz-d65`. Every CSS parser reads this table.
        public static let cssPredefined: [String: Space] = [
            "srgb": .srgb, "srgb-linear": .srgbLinear, "display-p3": .displayP3, "a98-rgb": .a98RGB, "prophoto-rgb": .prophotoRGB,
            "rec2020": .rec2020, "xyz": .xyzD65, "xyz-d50": .xyzD50, "xyz-d65": .xyzD65,
        ]

        /// The allowed range of each component, per DTCG's color module (`nil`: unbounded).
        /// Hue upper bounds are exclusive.
        public var ranges: [ClosedRange<Double>?] {
            switch self {
            case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020, .xyzD50, .xyzD65: [0...1, 0...1, 0...1]
            case .hsl, .hwb: [0...360, 0...100, 0...100]
            case .lab: [0...100, nil, nil]
            case .lch: [0...100, 0...Double.infinity, 0...360]
            case .oklab: [0...1, nil, nil]
            case .oklch: [0...1, 0...Double.infinity, 0...360]
            }
        }

        /// Index of the hue component, whose range excludes 360.
        public var hueIndex: Int? {
            switch self {
            case .hsl, .hwb: 0
            case .lch, .oklch: 2
            default: nil
            }
        }
    }

    /// The color space.
    public var space: Space
    /// The three components; `nil` is CSS's `none` (missing), which differs from 0 when interpolating.
    public var components: [Double?]
    /// Alpha in 0...1 (DTCG: 1 when omitted).
    public var alpha: Double
    /// The optional 6-digit `#rrggbb` fallback, kept for export; never cross-checked.
    public var hex: String?

    /// Creates a literal.
    public init(space: Space, components: [Double?], alpha: Double = 1, hex: String? = nil) {
        self.space = space
        self.components = components
        self.alpha = alpha
        self.hex = hex
    }

    /// An sRGB literal from a resolved color.
    public init(_ color: TokenColor) {
        self.init(space: .srgb, components: [Double(color.red), Double(color.green), Double(color.blue)], alpha: Double(color.alpha))
    }

    /// The color as gamma-encoded sRGB floats, when the space is `srgb` (`none` reads as 0).
    public var srgbColor: TokenColor? {
        guard space == .srgb else { return nil }
        // No array of the converted channels: a compile converts every literal of the system.
        return TokenColor(red: Float(components[0] ?? 0), green: Float(components[1] ?? 0), blue: Float(components[2] ?? 0), alpha: Float(alpha))
    }
}
