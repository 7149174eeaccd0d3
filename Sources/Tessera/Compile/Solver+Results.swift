extension Solver {
    /// The tables of the solved theme.
    var tables: ThemeTables {
        ThemeTables(
            graph: graph, groups: groups, store: store, families: families.lists, groupOf: placement.map(\.group), localOf: placement.map(\.local),
            axesOf: placement.map(\.axes), gamutHits: gamutHits)
    }

    /// What a later incremental override of the solved theme needs.
    var overrideState: OverrideState {
        OverrideState(
            defs: defs, sourceLiterals: sourceLiterals, colorLiterals: colorLiterals, families: families, depStart: depStart, deps: deps, rdepStart: rdepStart,
            rdeps: rdeps, forbiddenOrigin: forbiddenOrigin, failedRoot: failedRoot,
            gamutFlags: gamutFlags, converter: converter, gamutHandling: gamutHandling)
    }

    /// Drops the spare capacity of the slabs and group member lists, once a full compile is done.
    mutating func compact() {
        store.compact()
        for g in groups.indices { groups[g].compact() }
    }

    /// A solver resuming from a theme's tables and override state, sharing every array until
    /// written. The group index and the flat group shapes are rebuilt from the groups; the
    /// per-token definition caches stay empty, so evaluation reads the definitions.
    init(resuming tables: ThemeTables, _ state: OverrideState) {
        self.init(graph: tables.graph, defs: state.defs, sourceLiterals: state.sourceLiterals, colorLiterals: state.colorLiterals, families: state.families)
        depStart = state.depStart
        deps = state.deps
        rdepStart = state.rdepStart
        rdeps = state.rdeps
        forbiddenOrigin = state.forbiddenOrigin
        failedRoot = state.failedRoot
        gamutFlags = state.gamutFlags
        converter = state.converter
        gamutHandling = state.gamutHandling
        groups = tables.groups
        store = tables.store
        placement = tables.groupOf.indices.map { TokenPlacement(group: tables.groupOf[$0], local: tables.localOf[$0], axes: tables.axesOf[$0]) }
        gamutHits = tables.gamutHits
        for (g, group) in groups.enumerated() {
            groupIndex[GroupKey(type: group.type.ordinal, axes: group.axes.bits)] = g
            addShape(of: group)
        }
    }
}
