import TesseraModel
import TesseraTables

extension Solver {
    /// The tables of the solved theme.
    package var tables: ThemeTables {
        // One pass over the placements, which at 100k tokens are read from memory once, not thrice.
        var groupOf: [Int32] = []
        var localOf: [Int32] = []
        var axesOf: [AxisSet] = []
        groupOf.reserveCapacity(placement.count)
        localOf.reserveCapacity(placement.count)
        axesOf.reserveCapacity(placement.count)
        for p in placement {
            groupOf.append(p.group)
            localOf.append(p.local)
            axesOf.append(p.axes)
        }
        return ThemeTables(catalog: graph.catalog, groups: groups, store: store, families: families.lists, groupOf: groupOf, localOf: localOf, axesOf: axesOf, gamutHits: gamutHits)
    }

    /// What a later incremental override of the solved theme needs.
    package var overrideState: OverrideState {
        OverrideState(
            graph: graph, defs: defs, sourceLiterals: sourceLiterals, colorLiterals: colorLiterals, families: families, depStart: depStart, deps: deps, rdepStart: rdepStart,
            rdeps: rdeps, forbiddenOrigin: forbiddenOrigin, failedRoot: failedRoot,
            gamutFlags: gamutFlags, converter: converter, gamutHandling: gamutHandling)
    }

    /// Drops the spare capacity of the slabs and group member lists, once a full compile is done.
    package mutating func compact() {
        store.compact()
        for g in groups.indices { groups[g].compact() }
    }

    /// A solver resuming from a theme's tables and override state, sharing every array until
    /// written. The group index and the flat group shapes are rebuilt from the groups; the
    /// per-token definition caches stay empty, so evaluation reads the definitions.
    package init(resuming tables: ThemeTables, _ state: OverrideState) {
        self.init(graph: state.graph, defs: state.defs, sourceLiterals: state.sourceLiterals, colorLiterals: state.colorLiterals, families: state.families)
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
