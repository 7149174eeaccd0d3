import TesseraColorModel
import TesseraModel
import TesseraTables

/// Reads a theme's stored cells for a comparison, its tables fetched once for the whole theme.
///
/// ``ResolvedTheme/variations(ofTokenAt:)`` fetches the tables and the value store (retaining
/// every array in them) and builds an array of every combination's value for each token. A
/// comparison reads every token, one combination at a time: through `variations` it took four
/// times as long on a 100k-token system (15 % of the whole `tessera diff` process instead of 4 %).
struct DiffCellReader {
    /// Where one token's cells are: its group and slab, its first cell, and how a mode selects
    /// among its combinations.
    struct Layout {
        var type: TokenType
        var group: Int
        var slab: Int
        var base: Int
        /// The token's axes (in its own version's indices), ascending, and their strides.
        var axes: [Int]
        var strides: [Int]
    }

    let tables: ThemeTables
    var store: ValueStore
    let pools: ValuePools

    init(_ theme: ResolvedTheme) {
        tables = theme.storage.tables
        store = tables.store
        pools = tables.pools
    }

    /// The axes token `id`'s value depends on.
    func dependencies(_ id: Int) -> AxisSet { tables.axesOf[id] }

    /// Where token `id`'s cells are.
    func layout(_ id: Int) -> Layout {
        let g = Int(tables.groupOf[id])
        let group = tables.groups[g]
        return Layout(
            type: group.type, group: g, slab: group.slab, base: Int(tables.localOf[id]) * group.combinations, axes: group.axisList, strides: group.strides)
    }

    /// The value in cell `combination` of a token, or why it has none.
    mutating func value(_ layout: Layout, combination: Int) -> DiffValue {
        let cell = layout.base + combination
        switch store.status(group: layout.group, cell: cell) {
        case .ok: return .value(layout.type.dispatch(ExpandCell(slab: layout.slab, cell: cell, pools: pools), &store))
        case .forbidden: return .forbidden
        case .absent: return .absent
        }
    }
}
