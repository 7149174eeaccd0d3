/// What a resolved theme's readers use: the groups and their slabs, the pools, the font family
/// lists, and where each token is stored. Nothing here is compiler working state.
struct ThemeTables: Sendable {
    let graph: TokenGraph
    let groups: [TokenGroup]
    let store: ValueStore
    /// Font family lists, indexed by ``FontFamily/id``.
    let families: [[String]]
    /// Per token: its group, and its member index within the group.
    let groupOf: [Int32]
    let localOf: [Int32]
    /// Per token: the axes its value depends on.
    let axesOf: [AxisSet]
    /// Per token: combinations whose value read an out-of-gamut literal.
    let gamutHits: [Int32: [Int]]

    /// The pools composite values index, and the font family lists.
    var pools: ValuePools {
        ValuePools(shadowLayers: store.shadowLayers, gradientStops: store.gradientStops, dashes: store.dashes, fontFamilies: families)
    }
}
