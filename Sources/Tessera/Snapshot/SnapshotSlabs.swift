/// The slabs of one value type in a snapshot theme, read in place: the start of each slab, then
/// the validated columns of all their cells.
struct SnapshotSlabs<Value: StoredValue> {
    /// Slab `k` is cells `starts[k] ..< starts[k + 1]`; ascending from 0 (checked on load).
    let starts: UnsafeBufferPointer<UInt64>
    let cells: Value.Columns

    /// The number of slabs.
    var count: Int { starts.count - 1 }

    /// The number of cells of slab `k`.
    func cellCount(_ k: Int) -> Int { Int(starts[k + 1] - starts[k]) }

    /// A copy of slab `k`.
    func copy(_ k: Int) -> ContiguousArray<Value> {
        let first = Int(starts[k])
        return build(cellCount(k)) { cells[first + $0] }
    }
}
