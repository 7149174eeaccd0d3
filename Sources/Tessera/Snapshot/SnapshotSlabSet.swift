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
