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

/// The slabs of every value type of a snapshot theme; ``StoredValue/snapshotSlabs`` names each
/// type's.
struct SnapshotSlabSet {
    var colors: SnapshotSlabs<Color>?
    var dimensions: SnapshotSlabs<Dimension>?
    var numbers: SnapshotSlabs<Number>?
    var fontFamilies: SnapshotSlabs<FontFamily>?
    var fontWeights: SnapshotSlabs<FontWeight>?
    var durations: SnapshotSlabs<TokenDuration>?
    var cubicBeziers: SnapshotSlabs<CubicBezier>?
    var strokeStyles: SnapshotSlabs<StrokeStyle>?
    var shadows: SnapshotSlabs<Shadow>?
    var typographies: SnapshotSlabs<Typography>?
    var borders: SnapshotSlabs<Border>?
    var transitions: SnapshotSlabs<Transition>?
    var gradients: SnapshotSlabs<Gradient>?
    var strings: SnapshotSlabs<TokenString>?
    var booleans: SnapshotSlabs<TokenBoolean>?

    /// The number of slabs of `type` (0 before they are read).
    func slabCount(_ type: TokenType) -> Int {
        var set = self
        return type.dispatch(SlabCount(), &set)
    }

    /// The number of cells of slab `k` of `type`, which must exist.
    func cellCount(_ type: TokenType, slab k: Int) -> Int {
        var set = self
        return type.dispatch(CellCount(slab: k), &set)
    }

    private struct SlabCount: StoredValueVisitor {
        func visit<Value: StoredValue>(_: Value.Type, _ set: inout SnapshotSlabSet) -> Int { set[keyPath: Value.snapshotSlabs]?.count ?? 0 }
    }

    private struct CellCount: StoredValueVisitor {
        let slab: Int
        func visit<Value: StoredValue>(_: Value.Type, _ set: inout SnapshotSlabSet) -> Int { set[keyPath: Value.snapshotSlabs]?.cellCount(slab) ?? 0 }
    }
}
