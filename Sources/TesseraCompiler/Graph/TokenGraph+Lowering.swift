import TesseraColorModel
import TesseraModel
import TesseraSupport

extension TokenGraph {
    /// What lowering a run of consecutive tokens made, per token in token order.
    package struct LoweredRun: Sendable {
        package var defs: [[Def]] = []
        package var tiers: [Tier?] = []
        package var closed: [Bool] = []
        package var locations = LocationColumn()
        package var descriptions = SparseColumn<String>()
        package var extensions = SparseColumn<String>()
        package var relativeTo: [DynamicType.TextStyle?] = []
        package var edges: DependencyTables.Builder
        /// Its color literals, families and the problems of expressions.
        package var lowering: Lowering
        /// The problems of conditions (an unknown axis or context).
        package var conditionDiagnostics: [Diagnostic] = []
    }

    /// Tokens a graph needs before it lowers them on two threads at once: enough that handing
    /// work to another thread, and joining what each made, costs nothing measurable.
    package static let splitTokens = 1 << 16

    /// Lowers every token of `kept`: on two threads for a large system, joined into what
    /// lowering them in order makes (the same definitions, pools and diagnostics).
    ///
    /// Lowering was a fifth of a million-token load from a file, on one core of two. Tokens
    /// cost unequally (an alias is looked up, a color is not), so halves by count finished a
    /// tenth of a second apart at a million tokens: instead one thread takes chunks from the
    /// front, into one run, and the other from the back, a run each, until they meet.
    package static func lower(
        _ kept: [TokenDeclaration], ids: PathIndex, types: [TokenType], paths: [TokenPath], axes: AxisSystem, rejected: RejectedTokens, splitTokens: Int
    ) -> LoweredRun {
        let n = kept.count
        let context = Context(kept: kept, ids: ids, types: types, paths: paths, axes: axes, rejected: rejected)
        guard Parallel.splits(n, from: splitTokens) else {
            var run = context.run(from: 0, room: n)
            context.lower(0..<n, into: &run)
            return run
        }
        // Small enough that the threads meet within a chunk of each other; large enough that a
        // run per chunk costs nothing measurable to make and join.
        let chunk = max(1, min(splitTokens / 4, 16_384))
        let unclaimed = Locked(0..<n)
        let runs = Locked((front: LoweredRun?.none, back: [LoweredRun]()))
        Parallel.onTwoThreads { h in
            if h == 0 {
                // Room for every token: the back's runs are joined to this one in place, where
                // growing each list then copied it and faulted its pages in again.
                var run = context.run(from: 0, room: n)
                while let range = unclaimed.withLock({ r -> Range<Int>? in
                    guard !r.isEmpty else { return nil }
                    let claimed = r.lowerBound..<min(r.upperBound, r.lowerBound + chunk)
                    r = claimed.upperBound..<r.upperBound
                    return claimed
                }) {
                    context.lower(range, into: &run)
                }
                runs.withLock { $0.front = run }
            } else {
                var back: [LoweredRun] = []
                while let range = unclaimed.withLock({ r -> Range<Int>? in
                    guard !r.isEmpty else { return nil }
                    let claimed = max(r.lowerBound, r.upperBound - chunk)..<r.upperBound
                    r = r.lowerBound..<claimed.lowerBound
                    return claimed
                }) {
                    var run = context.run(from: range.lowerBound, room: range.count)
                    context.lower(range, into: &run)
                    back.append(run)
                }
                runs.withLock { $0.back = back }
            }
        }
        // Moved out, so that joining appends to the front's own lists in place.
        var (front, back) = runs.take(leaving: (nil, []))
        // Taken, not copied: a second reference left in `front` made the first join copy every
        // list of the front run.
        var first = front.take()!
        first.reserveCapacity(joining: back)
        for k in back.indices.reversed() { first.join(&back[k]) }
        return first
    }

    /// What lowering any token reads.
    private struct Context: Sendable {
        package let kept: [TokenDeclaration]
        package let ids: PathIndex
        package let types: [TokenType]
        package let paths: [TokenPath]
        package let axes: AxisSystem
        package let rejected: RejectedTokens

        /// An empty run for the tokens from `first` on, with room for `room` of them.
        package func run(from first: Int, room: Int) -> LoweredRun {
            var run = LoweredRun(
                edges: DependencyTables.Builder(count: kept.count, first: first, rows: room),
                lowering: Lowering(ids: ids, types: types, paths: paths, families: FamilyPool(), colors: [], rejected: rejected))
            run.defs.reserveCapacity(room)
            run.tiers.reserveCapacity(room)
            run.closed.reserveCapacity(room)
            run.locations.reserveCapacity(room)
            run.relativeTo.reserveCapacity(room)
            return run
        }

        /// Lowers the tokens `range` into `run`, whose tokens end where `range` starts.
        package func lower(_ range: Range<Int>, into run: inout LoweredRun) {
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
                        guard let condition = TokenGraph.lower(d.condition, axes: axes, token: paths[k], location: location, diagnostics: &run.conditionDiagnostics) else {
                            continue
                        }
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
        }
    }
}

extension TokenGraph.LoweredRun {
    /// Makes room for joining `later`: the lists that grew as runs were joined were copied at
    /// each doubling, and each copy's fresh pages faulted in, on one thread.
    package mutating func reserveCapacity(joining later: [TokenGraph.LoweredRun]) {
        lowering.colors.reserveCapacity(later.reduce(lowering.colors.count) { $0 + $1.lowering.colors.count })
        edges.reserveCapacity(joining: later.map(\.edges))
    }

    /// Appends `later`, the run of the tokens right after this one's, renumbering its color
    /// literals and families to follow this run's as lowering them in one pass would have.
    ///
    /// `later`'s definitions and per-token strings are moved, not copied: it is left without them.
    package mutating func join(_ later: inout TokenGraph.LoweredRun) {
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
        edges.join(later.edges, colorOffset: Int32(colorOffset), renumbered: renumbering ? moved : nil)
        defs.appendMoving(&moved, filler: [])
        tiers += later.tiers
        closed += later.closed
        locations.append(moving: &later.locations)
        descriptions.append(moving: &later.descriptions)
        extensions.append(moving: &later.extensions)
        relativeTo += later.relativeTo
        lowering.colors.appendMoving(&later.lowering.colors, filler: ColorLiteral(space: .srgb, components: []))
        lowering.diagnostics += later.lowering.diagnostics
        conditionDiagnostics += later.conditionDiagnostics
    }
}
