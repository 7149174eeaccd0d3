import TesseraColorModel
import TesseraModel

/// The slabs of every value type of a snapshot theme; ``SnapshotValue/snapshotSlabs`` names each
/// type's. Set them with ``set(_:)``, which also records their starts for the group checks.
package struct SnapshotSlabSet {
    package var colors: SnapshotSlabs<TokenColor>?
    package var dimensions: SnapshotSlabs<TokenDimension>?
    package var numbers: SnapshotSlabs<Number>?
    package var fontFamilies: SnapshotSlabs<FontFamily>?
    package var fontWeights: SnapshotSlabs<FontWeight>?
    package var durations: SnapshotSlabs<TokenDuration>?
    package var cubicBeziers: SnapshotSlabs<CubicBezier>?
    package var strokeStyles: SnapshotSlabs<TokenStrokeStyle>?
    package var shadows: SnapshotSlabs<Shadow>?
    package var typographies: SnapshotSlabs<Typography>?
    package var borders: SnapshotSlabs<Border>?
    package var transitions: SnapshotSlabs<TokenTransition>?
    package var gradients: SnapshotSlabs<TokenGradient>?
    package var strings: SnapshotSlabs<TokenString>?
    package var booleans: SnapshotSlabs<TokenBoolean>?

    /// Each type's slab starts, by type ordinal (empty before they are read): what checking a
    /// group against its slab reads, without a dispatch and a copy of the whole set per look-up.
    private var starts = [UnsafeBufferPointer<UInt64>](repeating: UnsafeBufferPointer(start: nil, count: 0), count: TokenType.allCases.count)

    /// Sets the slabs of `Value`.
    package mutating func set<Value: SnapshotValue>(_ slabs: SnapshotSlabs<Value>) {
        self[keyPath: Value.snapshotSlabs] = slabs
        starts[Value.tokenType.ordinal] = slabs.starts
    }

    /// The number of slabs of `type` (0 before they are read).
    package func slabCount(_ type: TokenType) -> Int { max(starts[type.ordinal].count - 1, 0) }

    /// The number of cells of slab `k` of `type`, which must exist.
    package func cellCount(_ type: TokenType, slab k: Int) -> Int {
        let s = starts[type.ordinal]
        return Int(s[k + 1] - s[k])
    }
}
