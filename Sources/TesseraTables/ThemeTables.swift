import TesseraModel

/// What a resolved theme's readers use: the groups and their slabs, the pools, the font family
/// lists, and where each token is stored. Nothing here is compiler working state.
package struct ThemeTables: Sendable {
    package let catalog: TokenCatalog
    package let groups: [TokenGroup]
    package let store: ValueStore
    /// Font family lists, indexed by ``FontFamily/id``.
    package let families: [[String]]
    /// Per token: its group, and its member index within the group.
    package let groupOf: [Int32]
    package let localOf: [Int32]
    /// Per token: the axes its value depends on.
    package let axesOf: [AxisSet]
    /// Per token: combinations whose value read an out-of-gamut literal.
    package let gamutHits: [Int32: [Int]]

    package init(
        catalog: TokenCatalog, groups: [TokenGroup], store: ValueStore, families: [[String]], groupOf: [Int32], localOf: [Int32], axesOf: [AxisSet], gamutHits: [Int32: [Int]]
    ) {
        self.catalog = catalog
        self.groups = groups
        self.store = store
        self.families = families
        self.groupOf = groupOf
        self.localOf = localOf
        self.axesOf = axesOf
        self.gamutHits = gamutHits
    }

    /// The pools composite values index, and the font family lists.
    package var pools: ValuePools {
        ValuePools(shadowLayers: store.shadowLayers, gradientStops: store.gradientStops, dashes: store.dashes, fontFamilies: families)
    }
}
