/// A column of non-negative indices read in place, in 16 bits when the writer found every value
/// fits and in 32 bits otherwise (path-index slots, palette colours).
package enum SnapshotIndices {
    case u16(UnsafeBufferPointer<UInt16>)
    case u32(UnsafeBufferPointer<UInt32>)

    /// Reads the next section as indices of either width.
    package init(_ r: inout SnapshotReader, count: Int? = nil, _ what: @autoclosure () -> String) throws(SnapshotError) {
        self = r.nextKind == .u16 ? .u16(try r.u16(count: count, what())) : .u32(try r.u32(count: count, what()))
    }

    /// Whether a column whose largest value is `largest` is written in 16 bits.
    package static func narrow(largest: Int) -> Bool { largest <= Int(UInt16.max) }

    /// Appends `values` in 16 bits when all fit, else in 32.
    package static func write(_ values: [UInt32], into w: inout SnapshotWriter) {
        if narrow(largest: Int(values.max() ?? 0)) {
            w.u16(values.map { UInt16($0) })
        } else {
            w.u32(values)
        }
    }

    /// The number of indices.
    package var count: Int {
        switch self {
        case .u16(let s): s.count
        case .u32(let s): s.count
        }
    }

    /// Index `i`. Inlined so that a loop over cells is unswitched on the width.
    @inline(__always)
    package subscript(i: Int) -> Int {
        switch self {
        case .u16(let s): Int(s[i])
        case .u32(let s): Int(s[i])
        }
    }

    /// The indices at `bounds`.
    package subscript(bounds: Range<Int>) -> SnapshotIndices {
        switch self {
        case .u16(let s): .u16(UnsafeBufferPointer(rebasing: s[bounds]))
        case .u32(let s): .u32(UnsafeBufferPointer(rebasing: s[bounds]))
        }
    }

    /// Whether the indices strictly increase.
    package var isStrictlyAscending: Bool {
        switch self {
        case .u16(let s): SnapshotScan.isStrictlyAscending(s)
        case .u32(let s): SnapshotScan.isStrictlyAscending(s, lanes: UInt64.self)
        }
    }

    /// Reads these indices as the token ids of each type and writes each token's type code and
    /// handle; see ``SnapshotScan/place(_:starts:codes:ranks:)``.
    package func place(starts: UnsafeBufferPointer<UInt32>, codes: UnsafeMutableBufferPointer<UInt8>, ranks: UnsafeMutableBufferPointer<Int32>) -> Int? {
        switch self {
        case .u16(let s): SnapshotScan.place(s, starts: starts, codes: codes, ranks: ranks)
        case .u32(let s): SnapshotScan.place(s, starts: starts, codes: codes, ranks: ranks)
        }
    }

    /// The position of the first index that is `limit` or more, if any: one branch-free pass
    /// (the maximum of 16-bit indices, or a subtraction's sign bit per 32-bit index, which SSE2
    /// and NEON vectorise where an unsigned maximum of 32-bit lanes is not baseline SSE2), then a
    /// search only when something is out of range.
    package func firstIndex(notBelow limit: Int) -> Int? {
        guard limit > 0 else { return count > 0 ? 0 : nil }
        var over = false
        switch self {
        case .u16(let s):
            over = !s.isEmpty && Int(SnapshotScan.largest(s)) >= limit
        case .u32(let s):
            let last = UInt64(min(limit, 1 << 32) - 1)
            var sign: UInt64 = 0
            for v in s { sign |= (last &- UInt64(v)) >> 63 }
            over = sign != 0
        }
        guard over else { return nil }
        return (0..<count).first { self[$0] >= limit }
    }
}
