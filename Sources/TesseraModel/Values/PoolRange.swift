/// A run of elements in one of a resolved theme's shared pools (shadow layers, gradient stops, dashes).
///
/// Composite values with a variable number of parts store a range instead of an array, so a
/// table cell stays a fixed-size value and a look-up never allocates. Only a compile or a
/// snapshot makes a non-empty one: it is valid for the theme that holds it.
@frozen
public struct PoolRange: Sendable, Hashable {
    /// Index of the first element.
    @usableFromInline package let start: UInt32
    /// Number of elements.
    public let count: UInt32

    /// Creates a range.
    @inlinable
    package init(start: UInt32, count: UInt32) {
        self.start = start
        self.count = count
    }

    /// The empty range.
    public static let empty = PoolRange(start: 0, count: 0)

    /// The indices covered, for iteration.
    @inlinable
    package var indices: Range<Int> { Int(start)..<Int(start) + Int(count) }
}
