/// The distinct rows of a table of fixed-width byte rows, numbered in order of first use: how
/// the encoder finds a type's palette without allocating a key per cell.
///
/// Rows are compared bit for bit, so −0 and every NaN payload stay distinct values. An
/// open-addressing table of row numbers keyed by each row's XXH64, at most half full.
package struct SnapshotRowSet {
    /// Every row, `width` bytes each, back to back.
    private let rows: UnsafeRawBufferPointer
    private let width: Int
    /// Per slot, the row whose bytes it holds plus one, or 0 when empty.
    private var slots: [Int32]
    /// Per slot, the number of the distinct row it holds.
    private var numbers: [UInt32]
    /// The number of distinct rows met so far.
    private(set) var count = 0

    /// A set for the `width`-byte rows of `rows`, which must stay alive while it is used.
    package init(rows: UnsafeRawBufferPointer, width: Int) {
        precondition(width > 0 && rows.count % width == 0, "rows of \(width) bytes do not tile \(rows.count) bytes")
        self.rows = rows
        self.width = width
        var capacity = 16
        while capacity < 2 * (rows.count / width) { capacity *= 2 }
        slots = [Int32](repeating: 0, count: capacity)
        numbers = [UInt32](repeating: 0, count: capacity)
    }

    /// The number of row `i`'s value among the distinct rows, and whether it is new (it then
    /// gets the next number).
    package mutating func insert(row i: Int) -> (number: UInt32, inserted: Bool) {
        let base = rows.baseAddress!
        let row = UnsafeRawBufferPointer(start: base + i * width, count: width)
        let mask = slots.count - 1
        var s = Int(truncatingIfNeeded: SnapshotHash.xxh64(row)) & mask
        while true {
            let held = Int(slots[s])
            if held == 0 {
                slots[s] = Int32(i + 1)
                numbers[s] = UInt32(count)
                count += 1
                return (numbers[s], true)
            }
            if Self.equal(row, UnsafeRawBufferPointer(start: base + (held - 1) * width, count: width)) { return (numbers[s], false) }
            s = (s + 1) & mask
        }
    }

    /// Whether two rows of one width hold the same bytes, eight at a time.
    private static func equal(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
        var k = 0
        while k + 8 <= a.count {
            guard a.loadUnaligned(fromByteOffset: k, as: UInt64.self) == b.loadUnaligned(fromByteOffset: k, as: UInt64.self) else { return false }
            k += 8
        }
        while k < a.count {
            guard a[k] == b[k] else { return false }
            k += 1
        }
        return true
    }
}
