/// A Tokens Studio color modifier (`$extensions["studio.tokens"].modify`): lighten, darken,
/// mix or alpha by an amount, computed in a named space as Tokens Studio computes it.
public struct ColorModifier: Sendable, Hashable {
    /// What the modifier does.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Toward white: LCh and HSL raise lightness by `amount` of the way to 100 (LCh also
        /// lowers chroma by `amount` of itself); sRGB and P3 mix with white by `amount`.
        case lighten
        /// Toward black: LCh and HSL lower lightness by `amount` of itself (LCh also chroma);
        /// sRGB and P3 mix with black by `amount`.
        case darken
        /// Interpolates toward another color by `amount`, in the space.
        case mix
        /// Replaces the alpha with `amount`.
        case alpha
    }

    /// What the modifier does.
    public var kind: Kind
    /// The amount, usually 0...1.
    public var amount: Double
    /// The space it computes in: one of ``supportedSpaces``; a modifier in another space
    /// leaves its token without a value.
    public var space: ColorLiteral.Space

    /// The spaces modifiers compute in, Tokens Studio's four: gamma-encoded sRGB, HSL, CIE LCh
    /// (D50, as color.js's `lch`) and gamma-encoded Display P3.
    public static let supportedSpaces: [ColorLiteral.Space] = [.srgb, .hsl, .lch, .displayP3]

    /// Creates a modifier.
    public init(_ kind: Kind, amount: Double, space: ColorLiteral.Space = .srgb) {
        self.kind = kind
        self.amount = amount
        self.space = space
    }
}
