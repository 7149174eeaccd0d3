/// A resolved typography style, DTCG's `typography` composite.
@frozen
public struct Typography: Sendable, Hashable {
    public var fontFamily: FontFamily
    public var fontSize: Dimension
    public var fontWeight: FontWeight
    public var letterSpacing: Dimension
    /// A multiplier of ``fontSize``.
    public var lineHeight: Double

    /// Creates a typography value.
    public init(fontFamily: FontFamily, fontSize: Dimension, fontWeight: FontWeight, letterSpacing: Dimension, lineHeight: Double) {
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.letterSpacing = letterSpacing
        self.lineHeight = lineHeight
    }
}
