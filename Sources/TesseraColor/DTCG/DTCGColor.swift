import TesseraColorModel

/// A DTCG 2025.10 color value: a color space, three components and alpha.
///
/// `hex` fallbacks are not part of this type: the components are the source of truth.
public struct DTCGColor: Hashable, Sendable {
    /// The `colorSpace` key.
    public var space: ColorLiteral.Space
    /// Exactly three components, in the space's order (e.g. L, C, H for `lch`).
    public private(set) var components: [ComponentValue]
    /// Alpha in [0, 1]; DTCG's default is 1. Conversion never changes it.
    public var alpha: Double

    /// Creates a color; throws unless there are exactly 3 finite components.
    public init(space: ColorLiteral.Space, components: [ComponentValue], alpha: Double = 1) throws(ColorError) {
        guard components.count == 3 else {
            throw .invalidComponents(space: space, reason: "expected 3 components, got \(components.count)")
        }
        for case .number(let v) in components where !v.isFinite {
            throw .invalidComponents(space: space, reason: "component \(v) is not finite")
        }
        guard alpha.isFinite else {
            throw .invalidComponents(space: space, reason: "alpha \(alpha) is not finite")
        }
        self.space = space
        self.components = components
        self.alpha = alpha
    }

    /// Whether the hue is powerless (zero chroma or saturation, or white + black ≥ 100).
    ///
    /// A powerless hue does not affect the converted color. CSS Color 4 lets a converter
    /// report such a hue as `none`; Tessera keeps whatever the token said.
    public var isHuePowerless: Bool {
        let c = components.map(\.valueForConversion)
        switch space {
        case .lch: return abs(c[1]) < 0.0015
        case .oklch: return abs(c[1]) < 0.000004
        case .hsl: return c[1] == 0 || c[2] == 0 || c[2] == 100
        case .hwb: return c[1] + c[2] >= 100
        default: return false
        }
    }
}
