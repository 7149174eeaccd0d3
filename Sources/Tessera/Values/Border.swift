/// A resolved border, DTCG's `border` composite.
@frozen
public struct Border: Sendable, Hashable {
    public var color: Color
    public var width: Dimension
    public var style: StrokeStyle

    /// Creates a border.
    public init(color: Color, width: Dimension, style: StrokeStyle) {
        self.color = color
        self.width = width
        self.style = style
    }
}
