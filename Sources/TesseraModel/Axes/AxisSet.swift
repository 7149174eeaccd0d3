/// A set of axes, as a bit set over axis indices.
///
/// A design system has at most ``Limits/maxAxes`` (64) axes, so one word holds any set.
@frozen
public struct AxisSet: Sendable, Hashable, SetAlgebra {
    /// One bit per axis index.
    public var bits: UInt64

    /// The empty set.
    @inlinable public init() { bits = 0 }
    /// The set whose axis indices are the set bits of `bits`.
    @inlinable public init(bits: UInt64) { self.bits = bits }

    /// The set holding one axis.
    @inlinable public init(axis: AxisIndex) { bits = 1 << UInt64(axis.position) }

    /// Whether no axis is in the set.
    @inlinable public var isEmpty: Bool { bits == 0 }
    /// The number of axes in the set.
    @inlinable public var count: Int { bits.nonzeroBitCount }
    /// Whether `axis` is in the set.
    @inlinable public func contains(_ axis: AxisIndex) -> Bool { bits & (1 << UInt64(axis.position)) != 0 }
    /// The axes in either set.
    @inlinable public func union(_ other: AxisSet) -> AxisSet { AxisSet(bits: bits | other.bits) }
    /// The axes in both sets.
    @inlinable public func intersection(_ other: AxisSet) -> AxisSet { AxisSet(bits: bits & other.bits) }
    /// The axes in exactly one of the sets.
    @inlinable public func symmetricDifference(_ other: AxisSet) -> AxisSet { AxisSet(bits: bits ^ other.bits) }

    @inlinable @discardableResult
    public mutating func insert(_ axis: AxisIndex) -> (inserted: Bool, memberAfterInsert: AxisIndex) {
        let had = contains(axis)
        bits |= 1 << UInt64(axis.position)
        return (!had, axis)
    }

    @inlinable @discardableResult
    public mutating func remove(_ axis: AxisIndex) -> AxisIndex? {
        guard contains(axis) else { return nil }
        bits &= ~(1 << UInt64(axis.position))
        return axis
    }

    @inlinable @discardableResult
    public mutating func update(with axis: AxisIndex) -> AxisIndex? {
        let had = contains(axis)
        bits |= 1 << UInt64(axis.position)
        return had ? axis : nil
    }

    @inlinable public mutating func formUnion(_ other: AxisSet) { bits |= other.bits }
    @inlinable public mutating func formIntersection(_ other: AxisSet) { bits &= other.bits }
    @inlinable public mutating func formSymmetricDifference(_ other: AxisSet) { bits ^= other.bits }

    /// The axes in ascending order.
    public var indices: [AxisIndex] { positions.map { AxisIndex($0) } }

    /// The axes' positions in ``AxisSystem/axes``, ascending, for code that indexes arrays.
    package var positions: [Int] {
        var out: [Int] = []
        var b = bits
        while b != 0 {
            out.append(b.trailingZeroBitCount)
            b &= b - 1
        }
        return out
    }
}
