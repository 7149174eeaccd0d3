import TesseraModel

/// Tokens of one type that depend on the same set of axes, stored as one slab.
///
/// The slab holds `combinations` cells per member, member-major: member `i`'s value for
/// combination `c` is cell `i * combinations + c`. A combination index is the mixed-radix number
/// of the contexts of ``axisList``, so the storage is the sum over tokens of their own
/// combinations, never the cross product of all axes.
@usableFromInline package struct TokenGroup: Sendable {
    package let type: TokenType
    package let axes: AxisSet
    /// The axes, ascending.
    @usableFromInline package let axisList: [Int]
    /// Mixed-radix stride of each axis in ``axisList``.
    @usableFromInline package let strides: [Int]
    /// Context count of each axis in ``axisList``.
    package let radices: [Int]
    /// Number of stored combinations per member.
    package let combinations: Int
    /// Index of this group's slab among the slabs of its type.
    package let slab: Int
    /// Member token ids; a member relocated by an incremental override is `-1`.
    package var members: [Int32] = []
    /// Dense per-type index of each member; relocated members point at the sink slot.
    package var memberKindIndex: [Int32] = []

    package init(type: TokenType, axes: AxisSet, system: AxisSystem, slab: Int) {
        self.type = type
        self.axes = axes
        self.axisList = axes.positions
        var strides: [Int] = []
        var radices: [Int] = []
        var stride = 1
        for a in axisList {
            strides.append(stride)
            let n = system.axes[a].contexts.count
            radices.append(n)
            stride *= n
        }
        self.strides = strides
        self.radices = radices
        self.combinations = stride
        self.slab = slab
    }

    /// The combination index selected by a mode.
    @inlinable @inline(__always)
    package func combination(for mode: Mode) -> Int {
        var c = 0
        for k in axisList.indices { c += mode.contexts[axisList[k]].position * strides[k] }
        return c
    }

    /// The combination index selected by per-axis contexts.
    @inlinable @inline(__always)
    package func combination(contexts: [Int]) -> Int {
        var c = 0
        for k in axisList.indices { c += contexts[axisList[k]] * strides[k] }
        return c
    }
}

/// A group's layout without its member lists: trivially copyable, so the compile loop reads it
/// without reference counting.
package struct GroupShape: Sendable {
    package var type: TokenType
    package var axes: AxisSet
    package var combinations: Int
    package var slab: Int
    /// Where this group's axes, strides and radices start in the solver's flat arrays.
    package var axisStart: Int
    package var axisCount: Int

    package init(type: TokenType, axes: AxisSet, combinations: Int, slab: Int, axisStart: Int, axisCount: Int) {
        self.type = type
        self.axes = axes
        self.combinations = combinations
        self.slab = slab
        self.axisStart = axisStart
        self.axisCount = axisCount
    }
}

/// Product of the context counts of `axes`, for messages: saturates at `Int.max`.
package func combinationTotal(_ axes: AxisSet, _ system: AxisSystem) -> Int {
    combinationCount(axes, system, limit: .max) ?? .max
}

/// Product of the context counts of `axes`, or `nil` on overflow past `limit`.
@inlinable
package func combinationCount(_ axes: AxisSet, _ system: AxisSystem, limit: Int) -> Int? {
    var n = 1
    var bits = axes.bits
    while bits != 0 {
        let a = bits.trailingZeroBitCount
        bits &= bits - 1
        let (p, o) = n.multipliedReportingOverflow(by: system.contextCounts[a])
        if o || p > limit { return nil }
        n = p
    }
    return n
}

extension TokenGroup {
    /// Drops the spare capacity the member lists gained while tokens were placed.
    package mutating func compact() {
        members = Self.exact(members)
        memberKindIndex = Self.exact(memberKindIndex)
    }

    private static func exact(_ a: [Int32]) -> [Int32] {
        // Empty stays the shared empty array: building one of capacity 0 writes its count.
        guard !a.isEmpty else { return [] }
        guard isWorthCompacting(count: a.count, capacity: a.capacity, stride: MemoryLayout<Int32>.stride) else { return a }
        return [Int32](unsafeUninitializedCapacity: a.count) { buffer, count in
            _ = buffer.initialize(fromContentsOf: a)
            count = a.count
        }
    }
}
