extension Solver {
    /// The tables of the solved theme.
    var tables: ThemeTables {
        ThemeTables(graph: graph, groups: groups, store: store, families: families.lists, groupOf: groupOf, localOf: localOf, axesOf: axesOf, gamutHits: gamutHits)
    }

    /// What a later incremental override of the solved theme needs.
    var overrideState: OverrideState {
        OverrideState(
            defs: defs, sourceLiterals: sourceLiterals, colorLiterals: colorLiterals, families: families, depStart: depStart, deps: deps, rdepStart: rdepStart,
            rdeps: rdeps, ownAxesOf: ownAxesOf, plainAlias: plainAlias, plainColor: plainColor, forbiddenOrigin: forbiddenOrigin, failedRoot: failedRoot,
            gamutFlags: gamutFlags, converter: converter, gamutHandling: gamutHandling)
    }

    /// A solver resuming from a theme's tables and override state, sharing every array until
    /// written. The group index and the flat group shapes are rebuilt from the groups.
    init(resuming tables: ThemeTables, _ state: OverrideState) {
        self.init(graph: tables.graph, defs: state.defs, sourceLiterals: state.sourceLiterals, colorLiterals: state.colorLiterals, families: state.families)
        depStart = state.depStart
        deps = state.deps
        rdepStart = state.rdepStart
        rdeps = state.rdeps
        ownAxesOf = state.ownAxesOf
        plainAlias = state.plainAlias
        plainColor = state.plainColor
        forbiddenOrigin = state.forbiddenOrigin
        failedRoot = state.failedRoot
        gamutFlags = state.gamutFlags
        converter = state.converter
        gamutHandling = state.gamutHandling
        groups = tables.groups
        store = tables.store
        groupOf = tables.groupOf
        localOf = tables.localOf
        axesOf = tables.axesOf
        gamutHits = tables.gamutHits
        for (g, group) in groups.enumerated() {
            groupIndex[GroupKey(type: group.type.ordinal, axes: group.axes.bits)] = g
            addShape(of: group)
        }
    }
}
