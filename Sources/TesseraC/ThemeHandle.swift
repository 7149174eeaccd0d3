import TesseraModel
import TesseraSupport
import TesseraTables

/// What `tessera_theme *` points at: a theme, and what the readers hand C besides a mode's
/// columns (font names, the pools in C layout, the profile name).
///
/// Nothing here is per token: ids, types and handles are read from the catalog the snapshot
/// decoded, and token paths are turned into C strings only when one is first asked for.
final class ThemeHandle: @unchecked Sendable {
    // @unchecked: `typeAt` and `kindIndexAt` point into `types` and `kindIndex`, which this
    // handle keeps and never mutates.
    let theme: ResolvedTheme
    /// Token types by id and each token's handle (its index in its type's column): the
    /// catalog's own arrays, shared, not copied, and read through their addresses (a read
    /// through the arrays retained and released them).
    let types: [TokenType]
    let kindIndex: [Int32]
    /// The number of tokens.
    let count: Int
    let typeAt: UnsafePointer<TokenType>?
    let kindIndexAt: UnsafePointer<Int32>?
    /// Tokens of each type, by type ordinal: the length of each column without its sink slot.
    let kindCounts: [Int]
    /// Font-family lists (and string texts) by family id.
    let families: CFamilyTable
    /// The profile name.
    let profile: CStringTable
    /// The pools, in the header's layouts.
    let dashes: CRecordTable
    let shadowLayers: CRecordTable
    let gradientStops: CRecordTable
    /// Token paths by id, decoded on the first `tessera_token_path`.
    private let paths = Locked<CStringTable?>(nil)

    init(theme: ResolvedTheme) {
        self.theme = theme
        let catalog = theme.catalog
        types = catalog.types
        kindIndex = catalog.kindIndex
        count = catalog.types.count
        typeAt = TableHandle.address(types)?.assumingMemoryBound(to: TokenType.self)
        kindIndexAt = TableHandle.address(kindIndex)?.assumingMemoryBound(to: Int32.self)
        kindCounts = catalog.kindCounts
        let pools = theme.storage.copyPools()
        families = CFamilyTable(pools.fontFamilies)
        profile = CStringTable([theme.colorSpaceName])
        dashes = CRecordTable(count: pools.dashes.count, stride: CLayout.dimensionSize) { CLayout.store(pools.dashes[$0], $1) }
        shadowLayers = CRecordTable(count: pools.shadowLayers.count, stride: CLayout.shadowLayerSize) { CLayout.store(pools.shadowLayers[$0], $1) }
        gradientStops = CRecordTable(count: pools.gradientStops.count, stride: CLayout.gradientStopSize) { CLayout.store(pools.gradientStops[$0], $1) }
    }

    /// The handle of token `id` when it has type `type`: the one check a typed read makes.
    @inline(__always)
    func handle(_ id: Int32, _ type: TokenType) -> UInt32? {
        guard id >= 0, Int(id) < count, let typeAt, let kindIndexAt, typeAt[Int(id)] == type else { return nil }
        return UInt32(bitPattern: kindIndexAt[Int(id)])
    }

    /// The path of token `id` as a C string, the paths decoded together on first use; `nil`
    /// when `id` is out of range.
    func path(_ id: Int) -> UnsafePointer<CChar>? {
        guard id >= 0, id < count else { return nil }
        return paths.withLock { table in
            if let table { return table.pointer(id) }
            let names = theme.catalog.names
            let made = CStringTable { add in names.forEachPath { _, bytes in add(bytes) } }
            table = made
            return made.pointer(id)
        }
    }
}
