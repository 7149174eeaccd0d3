import TesseraColorModel

/// A resolved border, DTCG's `border` composite.
@frozen
public struct Border: Sendable, Hashable {
    /// The border's `color`.
    public var color: Color
    /// The border's `width`.
    public var width: Dimension
    /// The border's `style`.
    public var style: StrokeStyle

    /// Creates a border.
    public init(color: Color, width: Dimension, style: StrokeStyle) {
        self.color = color
        self.width = width
        self.style = style
    }
}
