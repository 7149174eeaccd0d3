/// A resolved typography style, DTCG's `typography` composite.
@frozen
public struct Typography: Sendable, Hashable {
    /// The typography's `fontFamily`.
    public var fontFamily: FontFamily
    /// The typography's `fontSize`.
    public var fontSize: TokenDimension
    /// The typography's `fontWeight`.
    public var fontWeight: FontWeight
    /// The typography's `letterSpacing`.
    public var letterSpacing: TokenDimension
    /// A multiplier of ``fontSize``.
    public var lineHeight: Double

    /// Creates a typography value.
    public init(fontFamily: FontFamily, fontSize: TokenDimension, fontWeight: FontWeight, letterSpacing: TokenDimension, lineHeight: Double) {
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.letterSpacing = letterSpacing
        self.lineHeight = lineHeight
    }
}
