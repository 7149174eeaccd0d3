import TesseraColorModel

/// A resolved shadow: one or more layers, pooled in its theme; read them with ``ModeTable/layers(of:)``.
@frozen
public struct Shadow: Sendable, Hashable {
    /// The layers, painted in order.
    public var layers: PoolRange

    /// Wraps a range of pooled layers.
    @inlinable
    public init(layers: PoolRange) { self.layers = layers }
}

/// One resolved shadow layer.
@frozen
public struct ShadowLayer: Sendable, Hashable {
    /// The shadow's `color`.
    public var color: Color
    /// The shadow's `offsetX`.
    public var offsetX: Dimension
    /// The shadow's `offsetY`.
    public var offsetY: Dimension
    /// The shadow's `blur`.
    public var blur: Dimension
    /// The shadow's `spread`.
    public var spread: Dimension
    /// Whether the shadow is drawn inside the shape.
    public var inset: Bool

    /// Creates a layer.
    public init(color: Color, offsetX: Dimension, offsetY: Dimension, blur: Dimension, spread: Dimension, inset: Bool = false) {
        self.color = color
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.blur = blur
        self.spread = spread
        self.inset = inset
    }
}
