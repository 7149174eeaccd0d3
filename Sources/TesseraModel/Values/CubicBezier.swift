/// A timing curve through (0,0), P1, P2 and (1,1), DTCG's `cubicBezier` type.
@frozen
public struct CubicBezier: Sendable, Hashable {
    /// The control points `[P1x, P1y, P2x, P2y]`; x values lie in 0...1.
    public var points: SIMD4<Double>

    /// Creates a curve from its two control points.
    @inlinable
    public init(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) {
        points = SIMD4(p1x, p1y, p2x, p2y)
    }

    /// Whether both x coordinates lie in 0...1, as DTCG requires.
    public var isValid: Bool { (0...1).contains(points.x) && (0...1).contains(points.z) }
}
