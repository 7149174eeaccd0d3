import TesseraColorModel
import TesseraModel
import TesseraTables

extension Snapshot {
    /// Reads the design system's name, axes, token paths and types, and the theme table: what
    /// every theme of a snapshot shares.
    package static func decodeShared(
        _ r: inout SnapshotReader, buffer: SnapshotBuffer
    ) throws(SnapshotError) -> (catalog: TokenCatalog, profiles: [String], strings: UnsafeBufferPointer<UInt8>, themeStarts: [Int]) {
        let meta = try r.u64(count: 3, "counts")
        guard meta[0] <= UInt64(Int32.max), meta[1] <= 64, meta[2] >= 1, meta[2] <= 1 << 16 else {
            throw SnapshotError(.malformed, "counts out of range: \(meta[0]) tokens, \(meta[1]) axes, \(meta[2]) themes")
        }
        let n = Int(meta[0])
        let axisCount = Int(meta[1])
        let themeCount = Int(meta[2])
        let blob = try r.u8("strings")
        let designName = try SnapshotStrings.string(try r.u32(count: 2, "design name"), 0, in: blob, "design name")
        let axisRows = try r.u32(count: 4 * axisCount, "axes")
        let contextStarts = try r.u32(count: axisCount + 1, "context starts")
        let contextRows = try r.u32(count: 3 * Int(contextStarts[axisCount]), "contexts")
        let system = try SnapshotAxes.system(rows: axisRows, contextStarts: contextStarts, contextRows: contextRows, strings: blob)

        let themeRows = try r.u32(count: 4 * themeCount, "themes")
        var themes: [Theme] = []
        var profiles: [String] = []
        themes.reserveCapacity(themeCount)
        profiles.reserveCapacity(themeCount)
        for t in 0..<themeCount {
            themes.append(Theme(name: try SnapshotStrings.string(themeRows, 2 * t, in: blob, "theme \(t) name")))
            profiles.append(try SnapshotStrings.string(themeRows, 2 * t + 1, in: blob, "theme \(t) profile"))
        }
        let pathBlocks = try r.u32(count: SnapshotPathIndex.blockStartCount(paths: n), "path blocks")
        let pathBytes = try r.u8("paths")
        let slots = try SnapshotIndices(&r, "path index")
        guard pathBlocks[0] == 0, SnapshotScan.isAscending(pathBlocks), Int(pathBlocks[pathBlocks.count - 1]) <= pathBytes.count else {
            throw SnapshotError(.malformed, "paths: a block of paths lies outside the path bytes")
        }
        // A power of two with a free slot, so a probe sequence ends; slot contents are checked
        // by each look-up.
        guard slots.count > n, slots.count & (slots.count - 1) == 0 else {
            throw SnapshotError(.malformed, "path index: \(slots.count) slots for \(n) paths is not a power of two above the path count")
        }
        let tokenNames = SnapshotPathIndex(buffer: buffer, count: n, blocks: pathBlocks, stream: pathBytes, slots: slots)
        let allTypes = Array(TokenType.allCases)
        let typeStarts = try r.u32(count: allTypes.count + 1, "type starts")
        let typeIDs = try SnapshotIndices(&r, count: n, "token ids by type")
        guard typeStarts[0] == 0, SnapshotScan.isAscending(typeStarts), Int(typeStarts[allTypes.count]) == n else {
            throw SnapshotError(.malformed, "token types: the type starts do not add up to \(n) tokens")
        }
        for t in allTypes.indices {
            let ids = typeIDs[Int(typeStarts[t])..<Int(typeStarts[t + 1])]
            guard ids.isStrictlyAscending, ids.count == 0 || ids[ids.count - 1] < n else {
                throw SnapshotError(.malformed, "token types: the \(allTypes[t]) token ids do not ascend below \(n)")
            }
        }
        let kindCounts = allTypes.indices.map { Int(typeStarts[$0 + 1] - typeStarts[$0]) }
        // A type code is the one-byte tag Swift stores for that TokenType (cases in code order,
        // checked here), so the codes are written into the array as they are.
        let tagsAreCodes = MemoryLayout<TokenType>.size == 1 && allTypes.allSatisfy { unsafeBitCast($0, to: UInt8.self) == UInt8($0.ordinal) }
        precondition(tagsAreCodes, "TokenType's tags are not its type codes")
        // An empty design system keeps the shared empty arrays: building one of capacity 0
        // writes its count into the singleton every thread reads.
        var untyped: Int?
        var kindIndex: [Int32] = []
        var types: [TokenType] = []
        if n > 0 {
            kindIndex = [Int32](unsafeUninitializedCapacity: n) { ranks, rankCount in
                types = [TokenType](unsafeUninitializedCapacity: n) { out, typeCount in
                    untyped = out.withMemoryRebound(to: UInt8.self) { typeIDs.place(starts: typeStarts, codes: $0, ranks: ranks) }
                    // Only a complete placement is read as type tags.
                    typeCount = untyped == nil ? n : 0
                }
                rankCount = untyped == nil ? n : 0
            }
        }
        if let bad = untyped {
            throw SnapshotError(.malformed, "token \(tokenNames.path(bad)) is listed under no type or under two")
        }
        let firstTheme = r.position
        try r.seek(r.sectionCount - 1)
        let starts = try r.u32(count: themeCount, "theme starts")
        var themeStarts: [Int] = []
        themeStarts.reserveCapacity(themeCount)
        var last = firstTheme
        for s in starts {
            guard Int(s) >= last, Int(s) < r.sectionCount - 1 else { throw SnapshotError(.malformed, "theme start section \(s) is out of order or out of range") }
            themeStarts.append(Int(s))
            last = Int(s) + 1
        }
        let catalog = TokenCatalog(
            name: designName, axes: system, themes: themes, types: types, kindIndex: kindIndex, kindCounts: kindCounts, names: tokenNames)
        return (catalog, profiles, blob, themeStarts)
    }

    /// Reads one theme's family lists, groups, pools and slabs, checking every index they hold;
    /// the cells stay in `buffer`, read in place (see ``SnapshotTheme``).
    package static func decodeTheme(
        _ r: inout SnapshotReader, name: String, profile: String, strings: UnsafeBufferPointer<UInt8>, catalog: TokenCatalog, buffer: SnapshotBuffer
    ) throws(SnapshotError)
        -> ResolvedTheme
    {
        let familyStarts = try r.u32("\(name): family lists")
        guard let familyEnd = familyStarts.last, familyStarts[0] == 0 else { throw SnapshotError(.malformed, "\(name): family lists are empty") }
        let familyNames = try r.u32(count: 2 * Int(familyEnd), "\(name): family names")
        var families: [[String]] = []
        families.reserveCapacity(familyStarts.count - 1)
        for l in 0..<familyStarts.count - 1 {
            let s = Int(familyStarts[l])
            let e = Int(familyStarts[l + 1])
            // Bounded by the names before anything is sized by them.
            guard s <= e, e <= Int(familyEnd) else { throw SnapshotError(.malformed, "\(name): family list \(l) has a negative length or runs past the names") }
            var list: [String] = []
            list.reserveCapacity(e - s)
            for k in s..<e { list.append(try SnapshotStrings.string(familyNames, k, in: strings, "\(name): family list \(l)")) }
            families.append(list)
        }
        // The lists are a family pool's: each once. A theme has a handful, compared pairwise
        // (hashing them into a dictionary was more than the rest of reading them).
        if let l = SnapshotStrings.firstRepeat(families) { throw SnapshotError(.malformed, "\(name): family list \(l) repeats an earlier list") }

        let groupTypes = try r.u8("\(name): group types")
        let g = groupTypes.count
        let groupAxes = try r.u64(count: g, "\(name): group axes")
        let groupSlabs = try r.u32(count: g, "\(name): group slabs")
        let memberStarts = try r.u32(count: g + 1, "\(name): group member starts")
        let memberCount = Int(memberStarts[g])
        let members = try SnapshotIndices(&r, count: memberCount, "\(name): group member handles")
        let statusPresent = try r.u8(count: g, "\(name): status flags")
        let statusStarts = try r.u64(count: g + 1, "\(name): status starts")
        let statusBytes = try r.u8("\(name): status")
        guard statusStarts[g] == UInt64(statusBytes.count), memberStarts[0] == 0, statusStarts[0] == 0 else {
            throw SnapshotError(.malformed, "\(name): group tables do not add up")
        }
        // Status cells are read in place as CellStatus values: all checked here, in one pass.
        if SnapshotScan.firstIndex(in: statusBytes, notBelow: CellStatus.absent.rawValue + 1) != nil {
            throw SnapshotError(.malformed, "\(name): a group has an unknown status value")
        }

        let poolCounts = try r.u64(count: 3, "\(name): pool sizes")
        guard poolCounts.allSatisfy({ $0 <= UInt64(Int32.max) }) else { throw SnapshotError(.malformed, "\(name): pool sizes out of range") }
        var limits = SnapshotLimits(families: families.count)
        let dashes = (Int(poolCounts[0]), try TokenDimension.Columns(count: Int(poolCounts[0]), from: &r, limits: limits))
        let layers = (Int(poolCounts[1]), try ShadowLayer.Columns(count: Int(poolCounts[1]), from: &r, limits: limits))
        let stops = (Int(poolCounts[2]), try GradientStop.Columns(count: Int(poolCounts[2]), from: &r, limits: limits))
        limits.dashes = dashes.0
        limits.shadowLayers = layers.0
        limits.gradientStops = stops.0
        var reading = SlabReading(reader: r, slabs: SnapshotSlabSet())
        for type in TokenType.allCases {
            type.dispatchSnapshot(SlabReader(limits: limits, name: name), &reading)
            if let error = reading.error { throw error }
        }
        r = reading.reader
        let slabs = reading.slabs

        let allTypes = Array(TokenType.allCases)
        let axisMask: UInt64 = catalog.axes.count >= 64 ? ~0 : (1 << UInt64(catalog.axes.count)) - 1
        // Every token must be stored exactly once, so no dense slot keeps a placeholder that
        // could index an empty pool.
        var memberCheck = SnapshotMemberCheck(kindCounts: catalog.kindCounts)
        var groups: [SnapshotTheme.Group] = []
        groups.reserveCapacity(g)
        for k in 0..<g {
            guard Int(groupTypes[k]) < allTypes.count else { throw SnapshotError(.malformed, "\(name): group \(k) has unknown type code \(groupTypes[k])") }
            let type = allTypes[Int(groupTypes[k])]
            let axes = AxisSet(bits: groupAxes[k])
            guard axes.bits & ~axisMask == 0, let combinations = combinationCount(axes, catalog.axes, limit: Int(Int32.max)) else {
                throw SnapshotError(.malformed, "\(name): group \(k) names unknown axes or too many combinations")
            }
            let slab = Int(groupSlabs[k])
            guard slab < slabs.slabCount(type) else { throw SnapshotError(.malformed, "\(name): group \(k) points at missing \(type) slab \(slab)") }
            let ms = Int(memberStarts[k])
            let me = Int(memberStarts[k + 1])
            guard ms <= me, me <= memberCount else { throw SnapshotError(.malformed, "\(name): group \(k) member range is invalid") }
            let (cells, overflow) = (me - ms).multipliedReportingOverflow(by: combinations)
            guard !overflow, cells == slabs.cellCount(type, slab: slab) else {
                throw SnapshotError(.malformed, "\(name): group \(k) has \(me - ms) members × \(combinations) combinations but its slab holds another number of cells")
            }
            let handles = members[ms..<me]
            guard memberCheck.record(handles, type: type) else {
                let bad = SnapshotMemberCheck.firstOutOfRange(handles, type: type, kindCounts: catalog.kindCounts) ?? 0
                throw SnapshotError(.malformed, "\(name): group \(k) member \(bad) is out of range")
            }
            let ss = Int(statusStarts[k])
            let se = statusStarts[k + 1]
            guard UInt64(ss) <= se, se <= statusStarts[g] else { throw SnapshotError(.malformed, "\(name): group \(k) status range is invalid") }
            if statusPresent[k] == 0 {
                guard se == UInt64(ss) else { throw SnapshotError(.malformed, "\(name): group \(k) has status cells but no status flag") }
            } else {
                guard Int(se) - ss == cells else { throw SnapshotError(.malformed, "\(name): group \(k) status has \(Int(se) - ss) cells, expected \(cells)") }
            }
            groups.append(
                SnapshotTheme.Group(
                    type: type, axes: axes, slab: slab, combinations: combinations, members: ms..<me, statusStart: statusPresent[k] == 0 ? nil : ss))
        }
        if !memberCheck.isComplete {
            throw memberError(groups: groups, handles: members, catalog: catalog, name: name)
        }

        // A snapshot names its colours' profile; a name no build knows is kept as written.
        let target = ColorTarget.named(profile) ?? ColorTarget(name: profile, dtcgSpace: nil, css: nil)
        let source = SnapshotTheme(
            buffer: buffer, theme: Theme(name: name), catalog: catalog, colorTarget: target, families: families, groups: groups, handles: members, statusBytes: statusBytes,
            dashes: dashes, shadowLayers: layers, gradientStops: stops, slabs: slabs)
        return ResolvedTheme(storage: source)
    }

    /// What is wrong with the members of `groups` (which ``SnapshotMemberCheck`` found wrong),
    /// naming the first token stored twice or not stored.
    private static func memberError(groups: [SnapshotTheme.Group], handles: SnapshotIndices, catalog: TokenCatalog, name: String) -> SnapshotError {
        let tokens = SnapshotTheme.TokenIDs(catalog)
        var stored = [Bool](repeating: false, count: catalog.count)
        for group in groups {
            for m in group.members {
                let id = tokens[group.type, handles[m]]
                guard id >= 0 else { continue }
                let i = Int(id)
                guard !stored[i] else { return SnapshotError(.malformed, "\(name): token \(catalog.path(of: i)) is stored twice") }
                stored[i] = true
            }
        }
        let missing = stored.firstIndex(of: false) ?? 0
        return SnapshotError(.malformed, "\(name): token \(catalog.path(of: missing)) has no stored values")
    }

    /// The reader and slabs the per-type slab reader advances, and the first error it met.
    private struct SlabReading {
        package var reader: SnapshotReader
        package var slabs: SnapshotSlabSet
        package var error: SnapshotError?
    }

    /// Reads and checks one type's slab starts, palette and cell indices.
    private struct SlabReader: SnapshotValueVisitor {
        package let limits: SnapshotLimits
        package let name: String
        package func visit<Value: SnapshotValue>(_: Value.Type, _ subject: inout SlabReading) {
            do throws(SnapshotError) {
                // The slab starts, then the palette size.
                let header = try subject.reader.u64("\(name): \(Value.self) slab starts")
                guard header.count >= 2 else { throw SnapshotError(.malformed, "\(name): \(Value.self) slab starts are missing") }
                let starts = UnsafeBufferPointer(rebasing: header[..<(header.count - 1)])
                let total = starts[starts.count - 1]
                let paletteCount = header[header.count - 1]
                guard starts[0] == 0, total <= UInt64(Int32.max), SnapshotScan.isAscending(starts), paletteCount <= total else {
                    throw SnapshotError(.malformed, "\(name): \(Value.self) slab starts or palette size are invalid")
                }
                let palette = try Value.Columns(count: Int(paletteCount), from: &subject.reader, limits: limits)
                let indices = try SnapshotIndices(&subject.reader, count: Int(total), "\(name): \(Value.self) cells")
                if let bad = indices.firstIndex(notBelow: Int(paletteCount)) {
                    throw SnapshotError(.malformed, "\(name): \(Value.self) cell \(bad) is not one of the \(paletteCount) palette values")
                }
                subject.slabs.set(SnapshotSlabs<Value>(starts: starts, palette: palette, paletteCount: Int(paletteCount), indices: indices))
            } catch {
                subject.error = error
            }
        }
    }
}
