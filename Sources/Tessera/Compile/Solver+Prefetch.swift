extension Solver {
    /// How many tokens of a pass are loaded ahead at once, a window before they are reached.
    ///
    /// Enough independent loads to keep the memory system busy, few enough that what they bring
    /// in is still in cache when the pass reaches it.
    static let prefetchWindow = 16

    /// The window of `order` that follows the one starting at `k`, for a pass over `order` to
    /// load when it reaches `k` (a multiple of ``prefetchWindow``).
    static func window(after k: Int, in order: [Int32]) -> ArraySlice<Int32> {
        let start = min(k + prefetchWindow, order.count)
        return order[start..<min(start + prefetchWindow, order.count)]
    }

    /// Loads the placement of every dependency of `tokens`, which the placement pass reads next.
    ///
    /// Dependencies sit at random ids, so at 100k tokens each read is a cache miss, and the
    /// pass, which does its work between them, waits for them one at a time. This loop does
    /// nothing else, so the processor has the misses of a whole window in flight at once.
    mutating func prefetchPlacements(of tokens: ArraySlice<Int32>) {
        var folded: UInt64 = 0
        for t in tokens {
            for x in dependencies(of: Int(t)) { folded ^= placement[Int(x)].axes.bits }
        }
        prefetched ^= folded
    }

    /// Loads what evaluating `tokens` reads at random ids: each dependency's placement and its
    /// first cell, and the definitions of tokens that no flat row describes.
    ///
    /// A dependency evaluated inside the window is read before its value is written; the value
    /// read is never used, only the cache line it brings in.
    mutating func prefetchInputs(of tokens: ArraySlice<Int32>) {
        var folded: UInt64 = 0
        for t32 in tokens {
            let t = Int(t32)
            for x in dependencies(of: t) {
                let place = placement[Int(x)]
                let shape = shapes[Int(place.group)]
                folded ^= shape.type.dispatch(LoadCell(slab: shape.slab, cell: Int(place.local) * shape.combinations), &store)
            }
            let flat = t < plainAlias.count && (plainAlias[t] >= 0 || plainColor[t] >= 0 || (t < aliasRows.valid.count && aliasRows.valid[t]))
            // The array's header and its first definition span two cache lines: load the last
            // byte of the definition, which brings in both.
            if !flat { folded ^= defs[t].withUnsafeBytes { UInt64($0.isEmpty ? 0 : $0[min($0.count, MemoryLayout<Def>.stride) - 1]) } }
        }
        prefetched ^= folded
    }
}

/// Reads one cell (if it exists) and folds its first byte, so the read is not optimized away.
private struct LoadCell: StoredValueVisitor {
    let slab: Int
    let cell: Int

    func visit<Value: StoredValue>(_: Value.Type, _ store: inout ValueStore) -> UInt64 {
        guard slab < store[keyPath: Value.slabs].count, cell < store[keyPath: Value.slabs][slab].count else { return 0 }
        let value = store[keyPath: Value.slabs][slab][cell]
        return withUnsafeBytes(of: value) { UInt64($0[0]) }
    }
}
