/// The slabs of every value type of a snapshot theme; ``SnapshotValue/snapshotSlabs`` names each
/// type's. Set them with ``set(_:)``, which also records their starts for the group checks.
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

    /// Each type's slab starts, by type ordinal (empty before they are read): what checking a
    /// group against its slab reads, without a dispatch and a copy of the whole set per look-up.
    private var starts = [UnsafeBufferPointer<UInt64>](repeating: UnsafeBufferPointer(start: nil, count: 0), count: TokenType.allCases.count)

    /// Sets the slabs of `Value`.
    mutating func set<Value: SnapshotValue>(_ slabs: SnapshotSlabs<Value>) {
        self[keyPath: Value.snapshotSlabs] = slabs
        starts[Value.tokenType.ordinal] = slabs.starts
    }

    /// The number of slabs of `type` (0 before they are read).
    func slabCount(_ type: TokenType) -> Int { max(starts[type.ordinal].count - 1, 0) }

    /// The number of cells of slab `k` of `type`, which must exist.
    func cellCount(_ type: TokenType, slab k: Int) -> Int {
        let s = starts[type.ordinal]
        return Int(s[k + 1] - s[k])
    }
}
