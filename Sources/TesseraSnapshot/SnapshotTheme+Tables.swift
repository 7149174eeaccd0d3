import TesseraModel
import TesseraTables

extension SnapshotTheme {
    /// Copies every slab, pool, status column and member list out of the file.
    package func makeTables() -> ThemeTables {
        var store = ValueStore()
        store.dashes = build(dashes.count) { dashes.columns[$0] }
        store.shadowLayers = build(shadowLayers.count) { shadowLayers.columns[$0] }
        store.gradientStops = build(gradientStops.count) { gradientStops.columns[$0] }
        var copy = SlabCopy(slabs: slabs, store: store)
        for type in TokenType.allCases { type.dispatchSnapshot(CopySlabs(), &copy) }
        store = copy.store
        store.status = groups.map { group in
            guard let start = group.statusStart else { return nil }
            let cells = group.members.count * group.combinations
            return build(cells) { unsafeBitCast(statusBytes[start + $0], to: CellStatus.self) }
        }
        let tokens = TokenIDs(catalog)
        let tokenGroups = groups.map { g in
            var group = TokenGroup(type: g.type, axes: g.axes, system: catalog.axes, slab: g.slab)
            let sink = catalog.kindCounts[g.type.ordinal]
            group.members = g.members.map { tokens[g.type, handles[$0]] }
            group.memberKindIndex = g.members.map { handles[$0] == sink ? .max : Int32(handles[$0]) }
            return group
        }
        // Each token's group, place in it and axes follow from the member lists (every token
        // is a member of exactly one group, which the load checked): per-token questions such
        // as `variations(at:)` read them. Snapshots store no gamut reports.
        var groupOf = [Int32](repeating: 0, count: catalog.count)
        var localOf = [Int32](repeating: 0, count: catalog.count)
        var axesOf = [AxisSet](repeating: AxisSet(), count: catalog.count)
        for (g, group) in tokenGroups.enumerated() {
            for (local, id) in group.members.enumerated() {
                groupOf[Int(id)] = Int32(g)
                localOf[Int(id)] = Int32(local)
                axesOf[Int(id)] = group.axes
            }
        }
        return ThemeTables(
            catalog: catalog, groups: tokenGroups, store: store, families: families, groupOf: groupOf, localOf: localOf, axesOf: axesOf, gamutHits: [:])
    }

    private struct SlabCopy {
        package let slabs: SnapshotSlabSet
        package var store: ValueStore
    }

    private struct CopySlabs: SnapshotValueVisitor {
        package func visit<Value: SnapshotValue>(_: Value.Type, _ copy: inout SlabCopy) {
            guard let slabs = copy.slabs[keyPath: Value.snapshotSlabs] else { return }
            copy.store[keyPath: Value.slabs] = (0..<slabs.count).map { slabs.copy($0) }
        }
    }
}

extension SnapshotTheme {
    /// The pools and family lists, copied from the file's columns without touching a slab.
    package func copyPools() -> ValuePools {
        ValuePools(
            shadowLayers: build(shadowLayers.count) { shadowLayers.columns[$0] },
            gradientStops: build(gradientStops.count) { gradientStops.columns[$0] },
            dashes: build(dashes.count) { dashes.columns[$0] },
            fontFamilies: families)
    }
}
