import TesseraModel
import TesseraTables

extension Snapshot {
    /// The snapshot bytes of `themes`, which must all share one ``TokenCatalog``.
    ///
    /// Stores what selecting any mode needs (axes, contexts, fallbacks, groups and their slabs)
    /// rather than every mode, so the size follows the compiled tables, never the axis cross
    /// product. Write the result with an atomic writer.
    /// - Throws: ``SnapshotError`` with code `malformed` when `themes` is empty or mixes design systems.
    public static func encode(_ themes: [ResolvedTheme]) throws(SnapshotError) -> [UInt8] {
        guard let first = themes.first else { throw SnapshotError(.malformed, "a snapshot needs at least one theme") }
        let catalog = first.catalog
        for t in themes.dropFirst() where t.catalog.paths != catalog.paths || t.catalog.types != catalog.types || t.catalog.axes != catalog.axes {
            throw SnapshotError(.malformed, "theme \(t.name) was compiled from another design system than \(first.name)")
        }
        // The path stream stores lengths below 2^28; a longer path (a key of 256 MiB in a file
        // under the 512 MiB read limit) is refused here rather than trapping in the writer.
        if let long = catalog.paths.first(where: { $0.rawValue.utf8.count >= 1 << 28 }) {
            throw SnapshotError(.malformed, "token path of \(long.rawValue.utf8.count) bytes (starting \(long.rawValue.prefix(40))…) is longer than a snapshot stores (2^28 bytes)")
        }
        var strings = SnapshotStrings()
        let designName = strings.add(catalog.name)
        var axisRows: [UInt32] = []
        var contextStarts: [UInt32] = [0]
        var contextRows: [UInt32] = []
        for (a, axis) in catalog.axes.axes.enumerated() {
            axisRows += strings.add(axis.name)
            axisRows += [UInt32(catalog.axes.defaults[a]), axis.requiresSelection ? 1 : 0]
            for (c, context) in axis.contexts.enumerated() {
                contextRows += strings.add(context.name)
                contextRows.append(UInt32(catalog.axes.fallbacks[a][c] + 1))
            }
            contextStarts.append(UInt32(contextRows.count / 3))
        }
        var themeRows: [UInt32] = []
        for t in themes {
            themeRows += strings.add(t.name)
            themeRows += strings.add(t.colorSpaceName)
        }
        var familyStarts: [[UInt32]] = []
        var familyNames: [[UInt32]] = []
        for t in themes {
            var starts: [UInt32] = [0]
            var names: [UInt32] = []
            for list in t.storage.tables.families {
                for name in list { names += strings.add(name) }
                starts.append(UInt32(names.count / 2))
            }
            familyStarts.append(starts)
            familyNames.append(names)
        }
        let paths = SnapshotPathIndex.stream(for: catalog.paths)
        let slots = SnapshotPathIndex.slots(for: catalog.paths)

        var w = SnapshotWriter()
        w.u64([UInt64(catalog.count), UInt64(catalog.axes.count), UInt64(themes.count)])
        w.u8(strings.bytes)
        w.u32(designName)
        w.u32(axisRows)
        w.u32(contextStarts)
        w.u32(contextRows)
        w.u32(themeRows)
        w.u32(paths.blocks)
        w.u8(paths.stream)
        SnapshotIndices.write(slots, into: &w)
        // Each type's token ids in id order, so a token's place in its type's list is its handle.
        var idsOfType = [[UInt32]](repeating: [], count: TokenType.allCases.count)
        for (id, type) in catalog.types.enumerated() { idsOfType[type.ordinal].append(UInt32(id)) }
        var typeStarts: [UInt32] = [0]
        for ids in idsOfType { typeStarts.append(typeStarts[typeStarts.count - 1] + UInt32(ids.count)) }
        w.u32(typeStarts)
        SnapshotIndices.write(idsOfType.flatMap { $0 }, into: &w)
        var starts: [UInt32] = []
        for (k, t) in themes.enumerated() {
            starts.append(UInt32(w.sectionCount))
            w.u32(familyStarts[k])
            w.u32(familyNames[k])
            encodeTables(t.storage.tables, into: &w)
        }
        w.u32(starts)
        return w.bytes()
    }

    /// Appends one theme's groups, pools and slabs.
    private static func encodeTables(_ solver: ThemeTables, into w: inout SnapshotWriter) {
        let groups = solver.groups
        let store = solver.store
        w.u8(groups.map { UInt8($0.type.ordinal) })
        w.u64(groups.map(\.axes.bits))
        w.u32(groups.map { UInt32($0.slab) })
        var memberStarts: [UInt32] = [0]
        // Members as handles (rank among the tokens of the group's type), the type's token count
        // for a relocated member: loading then needs no look-up per member.
        var members: [UInt32] = []
        var statusStarts: [UInt64] = [0]
        var statusPresent: [UInt8] = []
        var status: [UInt8] = []
        for (g, group) in groups.enumerated() {
            let sink = UInt32(solver.catalog.kindCounts[group.type.ordinal])
            members += group.members.map { $0 < 0 ? sink : UInt32(solver.catalog.kindIndex[Int($0)]) }
            memberStarts.append(UInt32(members.count))
            let s = g < store.status.count ? store.status[g] : nil
            statusPresent.append(s == nil ? 0 : 1)
            status += (s ?? []).map(\.rawValue)
            statusStarts.append(UInt64(status.count))
        }
        w.u32(memberStarts)
        SnapshotIndices.write(members, into: &w)
        w.u8(statusPresent)
        w.u64(statusStarts)
        w.u8(status)
        w.u64([UInt64(store.dashes.count), UInt64(store.shadowLayers.count), UInt64(store.gradientStops.count)])
        TokenDimension.encode(Array(store.dashes), into: &w)
        ShadowLayer.encode(elements(store.shadowLayers), into: &w)
        GradientStop.encode(elements(store.gradientStops), into: &w)
        // The slabs of each type, in TokenType order (the byte layout of docs/snapshot-format.md).
        var subject = (store: store, writer: w)
        for type in TokenType.allCases { type.dispatchSnapshot(SlabEncoder(), &subject) }
        w = subject.writer
    }

    /// Appends one type's slabs.
    private struct SlabEncoder: SnapshotValueVisitor {
        package func visit<Value: SnapshotValue>(_: Value.Type, _ subject: inout (store: ValueStore, writer: SnapshotWriter)) {
            Snapshot.encodeSlabs(subject.store[keyPath: Value.slabs], into: &subject.writer)
        }
    }

    /// Appends the slabs of one type: their start offsets and palette size, the palette, then
    /// each cell's palette index.
    fileprivate static func encodeSlabs<C: Column>(_ slabs: [C], into w: inout SnapshotWriter) where C.Element: SnapshotElement {
        var starts: [UInt64] = [0]
        var all: [C.Element] = []
        for slab in slabs {
            all += elements(slab)
            starts.append(UInt64(all.count))
        }
        let palette = C.Element.palette(all)
        w.u64(starts + [UInt64(palette.values.count)])
        C.Element.encode(palette.values, into: &w)
        SnapshotIndices.write(palette.indices, into: &w)
    }

    private static func elements<C: Column>(_ c: C) -> [C.Element] { (0..<c.count).map { c[$0] } }
}
