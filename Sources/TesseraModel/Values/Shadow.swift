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
    public var color: TokenColor
    /// The shadow's `offsetX`.
    public var offsetX: TokenDimension
    /// The shadow's `offsetY`.
    public var offsetY: TokenDimension
    /// The shadow's `blur`.
    public var blur: TokenDimension
    /// The shadow's `spread`.
    public var spread: TokenDimension
    /// Whether the shadow is drawn inside the shape.
    public var inset: Bool

    /// Creates a layer.
    public init(color: TokenColor, offsetX: TokenDimension, offsetY: TokenDimension, blur: TokenDimension, spread: TokenDimension, inset: Bool = false) {
        self.color = color
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.blur = blur
        self.spread = spread
        self.inset = inset
    }
}
