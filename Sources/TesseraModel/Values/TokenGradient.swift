import TesseraColorModel

/// A resolved gradient, its stops pooled in its theme; read them with ``ModeTable/stops(of:)``.
@frozen
public struct TokenGradient: Sendable, Hashable {
    /// The stops, in order.
    public var stops: PoolRange

    /// Wraps a range of pooled stops.
    @inlinable
    public init(stops: PoolRange) { self.stops = stops }
}

/// One resolved gradient stop.
@frozen
public struct GradientStop: Sendable, Hashable {
    /// The stop's color.
    public var color: TokenColor
    /// Position along the gradient, clamped to 0...1 as DTCG requires.
    public var position: Double

    /// Creates a stop.
    public init(color: TokenColor, position: Double) {
        self.color = color
        self.position = position
    }
}
