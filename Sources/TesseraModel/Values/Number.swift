/// A unitless number, DTCG's `number` type (opacities, line-height multipliers, z-indices…).
@frozen
public struct Number: Sendable, Hashable {
    /// The value.
    public var value: Double

    /// Creates a number.
    @inlinable
    public init(_ value: Double) { self.value = value }
}
