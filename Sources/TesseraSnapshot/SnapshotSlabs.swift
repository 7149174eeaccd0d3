/// The slabs of one value type in a snapshot theme, read in place: the start of each slab, the
/// type's palette (its distinct cell values, validated) and the palette index of every cell.
///
/// Aliases give most cells the value of another token, so the palette is a fraction of the cells
/// and the indices a fraction of their size; and only the palette's values need checking.
package struct SnapshotSlabs<Value: SnapshotValue> {
    /// Slab `k` is cells `starts[k] ..< starts[k + 1]`; ascending from 0 (checked on load).
    package let starts: UnsafeBufferPointer<UInt64>
    /// The distinct values the cells take.
    package let palette: Value.Columns
    /// The number of values in ``palette``.
    package let paletteCount: Int
    /// Per cell, its value's index in ``palette`` (checked on load).
    package let indices: SnapshotIndices

    /// The number of slabs.
    package var count: Int { starts.count - 1 }

    /// The number of cells of slab `k`.
    package func cellCount(_ k: Int) -> Int { Int(starts[k + 1] - starts[k]) }

    /// Cell `i` of all the slabs.
    @inline(__always)
    package subscript(i: Int) -> Value { palette[indices[i]] }

    /// A copy of slab `k`.
    package func copy(_ k: Int) -> ContiguousArray<Value> {
        let first = Int(starts[k])
        return build(cellCount(k)) { self[first + $0] }
    }
}
