/// A length of time, DTCG's `duration` type.
///
/// Named `TokenDuration` so that it does not shadow the standard library's `Duration`.
@frozen
public struct TokenDuration: Sendable, Hashable, CustomStringConvertible {
    /// The DTCG duration units.
    public enum Unit: UInt8, Sendable, Hashable, CaseIterable {
        case milliseconds
        case seconds

        /// The unit as DTCG spells it.
        public var name: String { self == .milliseconds ? "ms" : "s" }
    }

    /// The magnitude.
    public var value: Double
    /// The unit of ``value``.
    public var unit: Unit

    /// Creates a duration.
    @inlinable
    public init(_ value: Double, _ unit: Unit = .milliseconds) {
        self.value = value
        self.unit = unit
    }

    /// The duration in seconds.
    @inlinable
    public var seconds: Double { unit == .seconds ? value : value / 1000 }

    public var description: String { "\(value.formatted)\(unit.name)" }
}
