/// A length: a number and a unit, as DTCG's `dimension` type.
@frozen
public struct Dimension: Sendable, Hashable, CustomStringConvertible {
    /// The DTCG dimension units.
    public enum Unit: UInt8, Sendable, Hashable, CaseIterable {
        /// Pixels, also iOS points and Android dp.
        case px
        /// Multiples of the root font size.
        case rem

        /// The unit as DTCG spells it.
        public var name: String { self == .px ? "px" : "rem" }
    }

    /// The magnitude; negatives and fractions are allowed.
    public var value: Double
    /// The unit of ``value``.
    public var unit: Unit

    /// Creates a dimension.
    @inlinable
    public init(_ value: Double, _ unit: Unit = .px) {
        self.value = value
        self.unit = unit
    }

    public var description: String { "\(value.formatted)\(unit.name)" }
}

extension Double {
    /// A short decimal form: integers without a fraction, others as Swift prints them.
    var formatted: String {
        if self == rounded(.towardZero), abs(self) < 1e15 { return String(Int64(self)) }
        return String(self)
    }
}
