import TesseraColorModel

/// A resolved border, DTCG's `border` composite.
@frozen
public struct Border: Sendable, Hashable {
    /// The border's `color`.
    public var color: TokenColor
    /// The border's `width`.
    public var width: TokenDimension
    /// The border's `style`.
    public var style: TokenStrokeStyle

    /// Creates a border.
    public init(color: TokenColor, width: TokenDimension, style: TokenStrokeStyle) {
        self.color = color
        self.width = width
        self.style = style
    }
}
