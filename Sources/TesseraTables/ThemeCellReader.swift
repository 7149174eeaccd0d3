import TesseraModel

/// Reads a theme's stored cells one at a time, its tables fetched once for the whole theme.
///
/// ``ResolvedTheme/variations(ofTokenAt:)`` fetches the tables and the value store (retaining
/// every array in them) and builds an array of every combination's value for each token. A
/// comparison of two versions reads every token, one combination at a time: through
/// `variations` it took four times as long on a 100k-token system (15 % of the whole
/// `tessera diff` process instead of 4 %). The cell is expanded here, in the module of the
/// stored value types, so that the expansion is specialised per type.
package struct ThemeCellReader {
    /// Where one token's cells are: its group and slab, its first cell, and how a mode selects
    /// among its combinations.
    package struct Layout {
        package var type: TokenType
        package var group: Int
        package var slab: Int
        package var base: Int
        /// The token's axes (in its own design system's indices), ascending, and their strides.
        package var axes: [Int]
        package var strides: [Int]
    }

    let tables: ThemeTables
    var store: ValueStore
    let pools: ValuePools

    /// A reader of `theme`'s cells.
    package init(_ theme: ResolvedTheme) {
        tables = theme.storage.tables
        store = tables.store
        pools = tables.pools
    }

    /// The axes token `id`'s value depends on.
    package func dependencies(_ id: Int) -> AxisSet { tables.axesOf[id] }

    /// Where token `id`'s cells are.
    package func layout(_ id: Int) -> Layout {
        let g = Int(tables.groupOf[id])
        let group = tables.groups[g]
        return Layout(
            type: group.type, group: g, slab: group.slab, base: Int(tables.localOf[id]) * group.combinations, axes: group.axisList, strides: group.strides)
    }

    /// The value in cell `combination` of a token; `nil` when the cell holds none (see
    /// ``status(_:combination:)``).
    package mutating func value(_ layout: Layout, combination: Int) -> ResolvedValue? {
        let cell = layout.base + combination
        guard store.status(group: layout.group, cell: cell) == .ok else { return nil }
        return layout.type.dispatch(ExpandCell(slab: layout.slab, cell: cell, pools: pools), &store)
    }

    /// Whether cell `combination` of a token holds its value, the forbidden marker or nothing.
    package func status(_ layout: Layout, combination: Int) -> CellStatus {
        store.status(group: layout.group, cell: layout.base + combination)
    }
}
