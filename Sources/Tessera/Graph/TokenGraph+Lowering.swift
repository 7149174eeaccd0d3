import Dispatch
import TesseraSupport

extension TokenGraph {
    /// What lowering a run of consecutive tokens made, per token in token order.
    struct LoweredRun: Sendable {
        var defs: [[Def]] = []
        var tiers: [Tier?] = []
        var closed: [Bool] = []
        var locations = LocationColumn()
        var descriptions = SparseColumn<String>()
        var extensions = SparseColumn<String>()
        var relativeTo: [DynamicType.TextStyle?] = []
        var edges: DependencyTables.Builder
        /// Its color literals, families and the problems of expressions.
        var lowering: Lowering
        /// The problems of conditions (an unknown axis or context).
        var conditionDiagnostics: [Diagnostic] = []
    }

    /// Tokens a graph needs before it lowers them in two halves at once: enough that handing a
    /// half to another thread, and joining the halves, costs nothing measurable.
    static let splitTokens = 1 << 16

    /// Lowers every token of `kept`: in two halves on two threads for a large system, joined
    /// into what lowering them in order makes (the same definitions, pools and diagnostics).
    ///
    /// Lowering was a fifth of a million-token load from a file, on one core of two.
    static func lower(
        _ kept: [TokenDeclaration], ids: PathIndex, types: [TokenType], paths: [TokenPath], axes: AxisSystem, rejected: RejectedTokens, splitTokens: Int
    ) -> LoweredRun {
        let n = kept.count
        guard n >= max(splitTokens, 2) else { return lower(kept, 0..<n, ids: ids, types: types, paths: paths, axes: axes, rejected: rejected) }
        let halves = Locked([LoweredRun?](repeating: nil, count: 2))
        DispatchQueue.concurrentPerform(iterations: 2) { h in
            let range = h == 0 ? 0..<n / 2 : n / 2..<n
            let run = lower(kept, range, ids: ids, types: types, paths: paths, axes: axes, rejected: rejected)
            halves.withLock { $0[h] = run }
        }
        // Moved out, so that joining appends to the first half's own lists in place.
        var parts = halves.take(leaving: [])
        var later = parts.removeLast()!
        var first = parts.removeLast()!
        first.join(&later)
        return first
    }

    /// Lowers the tokens `range` of `kept`, the only ones whose definitions it reads.
    private static func lower(
        _ kept: [TokenDeclaration], _ range: Range<Int>, ids: PathIndex, types: [TokenType], paths: [TokenPath], axes: AxisSystem, rejected: RejectedTokens
    ) -> LoweredRun {
        // Room for every token from the first of the run on: the runs after it are joined to
        // it in place, where growing each list then copied it and faulted its pages in again.
        let room = kept.count - range.lowerBound
        var run = LoweredRun(
            edges: DependencyTables.Builder(count: kept.count, first: range.lowerBound, rows: room),
            lowering: Lowering(ids: ids, types: types, paths: paths, families: FamilyPool(), colors: [], rejected: rejected))
        run.defs.reserveCapacity(room)
        run.tiers.reserveCapacity(room)
        run.closed.reserveCapacity(room)
        run.locations.reserveCapacity(room)
        run.relativeTo.reserveCapacity(room)
        // By index into a buffer pointer, not `for decl in kept`: binding each declaration copies it
        // (a retain and a release of each of its dozen fields), which was a fifth of the graph's time.
        kept.withUnsafeBufferPointer { decls in
            for k in range {
                // The slot of a token's alias a few tokens ahead is fetched now: at a million
                // tokens the path index is many times the caches, and each look-up waited.
                let next = k + PathIndex.lookahead
                if next < range.upperBound, !decls[next].definitions.isEmpty, case .alias(let target) = decls[next].definitions[0].expression { ids.prefetch(target.rawValue) }
                var defs: [Def] = []
                defs.reserveCapacity(decls[k].definitions.count)
                for d in decls[k].definitions {
                    let location = d.location ?? decls[k].location
                    guard let condition = Self.lower(d.condition, axes: axes, token: paths[k], location: location, diagnostics: &run.conditionDiagnostics) else { continue }
                    let expr = run.lowering.lower(d.expression, type: types[k], token: paths[k], location: location)
                    defs.append(Def(condition: condition, expr: expr, location: d.location))
                }
                run.edges.append(defs)
                run.defs.append(defs)
                run.tiers.append(decls[k].tier)
                run.closed.append(decls[k].isClosed)
                run.locations.append(decls[k].location)
                run.descriptions.append(decls[k].description, for: k)
                run.extensions.append(decls[k].extensionsJSON, for: k)
                run.relativeTo.append(types[k] == .typography ? decls[k].relativeTo : nil)
            }
        }
        return run
    }
}

extension TokenGraph.LoweredRun {
    /// Appends `later`, the run of the tokens right after this one's, renumbering its color
    /// literals and families to follow this run's as lowering them in one pass would have.
    ///
    /// `later`'s definitions and per-token strings are moved, not copied: it is left without them.
    mutating func join(_ later: inout TokenGraph.LoweredRun) {
        let colorOffset = UInt32(lowering.colors.count)
        var families: [UInt32] = []
        families.reserveCapacity(later.lowering.families.lists.count)
        for list in later.lowering.families.lists { families.append(lowering.families.intern(list)) }
        let renumbering = colorOffset > 0 || families.enumerated().contains { $0.offset != Int($0.element) }
        var moved: [[Def]] = []
        swap(&moved, &later.defs)
        // In place: each list is `later`'s own, so rewriting it copies nothing.
        if renumbering {
            for t in moved.indices {
                for k in moved[t].indices {
                    if let expr = moved[t][k].expr.renumbered(colorOffset: colorOffset, families: families) { moved[t][k].expr = expr }
                }
            }
        }
        defs.appendMoving(&moved, filler: [])
        tiers += later.tiers
        closed += later.closed
        locations.append(moving: &later.locations)
        descriptions.append(moving: &later.descriptions)
        extensions.append(moving: &later.extensions)
        relativeTo += later.relativeTo
        edges.join(later.edges, colorOffset: Int32(colorOffset))
        lowering.colors += later.lowering.colors
        lowering.diagnostics += later.lowering.diagnostics
        conditionDiagnostics += later.conditionDiagnostics
    }
}
