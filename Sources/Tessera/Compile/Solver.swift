/// The mutable state of one compilation: definitions, edges, groups and slabs.
///
/// A full compile and an incremental override share this type: the first runs ``solveAll()``,
/// the second copies a resolved theme's solver (sharing every array until written) and runs
/// ``solve(affected:)`` over the overridden tokens and their dependents only.
struct Solver: Sendable {
    let graph: TokenGraph
    /// Effective definitions per token, after the theme's layers.
    var defs: [[Def]]
    /// Color literals as written, kept so incremental overrides convert only new ones.
    var sourceLiterals: [ColorLiteral]
    /// Color literals after conversion into the target space, indexed like ``sourceLiterals``.
    var colorLiterals: [Color]
    var families: FamilyPool

    /// Dependencies (alias targets) per token, as compressed rows.
    var depStart: [Int32] = []
    var deps: [Int32] = []
    /// Dependents per token (the reverse edges), as compressed rows.
    var rdepStart: [Int32] = []
    var rdeps: [Int32] = []
    /// Per token: the axes its own definitions mention (filled with the edges).
    var ownAxesOf: [AxisSet] = []
    /// Per token: the aliased token when its only definition is an unconditional alias, or -1;
    /// evaluation then copies cells without touching the definitions.
    var plainAlias: [Int32] = []
    /// Per token: the color literal when its only definition is an unconditional color, or -1.
    var plainColor: [Int32] = []

    var groups: [TokenGroup] = []
    /// Per group, the layout the hot loops read; parallel to ``groups``.
    var shapes: [GroupShape] = []
    var shapeAxis: [Int] = []
    var shapeStride: [Int] = []
    var shapeRadix: [Int] = []
    var groupIndex: [GroupKey: Int] = [:]
    var groupOf: [Int32] = []
    var localOf: [Int32] = []
    var axesOf: [AxisSet] = []
    var store = ValueStore()
    /// Per token: the token whose forbidden marker it resolves to, or -1.
    var forbiddenOrigin: [Int32] = []
    /// Converts composited colors between sRGB and the table space; `nil` when tables are sRGB.
    var converter: (any ColorConverting)?
    /// What to do with out-of-gamut colors.
    var gamutHandling: GamutHandling = .clip
    /// Per converted literal: whether it fell outside the target gamut.
    var gamutFlags: [Bool] = []
    /// Per token: combinations whose value read an out-of-gamut literal.
    var gamutHits: [Int32: [Int]] = [:]
    /// Per token: whether it failed on its own (cycle, missing abstract value, bad expression,
    /// too many combinations), as opposed to through a dependency.
    var failedRoot: [Bool] = []

    /// Scratch: the context of each axis for the combination being evaluated.
    private var current: [Int] = []
    /// Scratch: per axis, which contexts the token's definitions mention.
    private var mentioned: [UInt64] = []
    /// The token being evaluated, for forbidden-origin tracking.
    private var evaluating: Int32 = -1
    /// The combination being evaluated, for gamut reports.
    private var evaluatingCombo = 0

    struct GroupKey: Hashable, Sendable {
        var type: Int
        var axes: UInt64
    }

    init(graph: TokenGraph, defs: [[Def]], sourceLiterals: [ColorLiteral], colorLiterals: [Color], families: FamilyPool) {
        self.graph = graph
        self.defs = defs
        self.sourceLiterals = sourceLiterals
        self.colorLiterals = colorLiterals
        self.families = families
    }

    var count: Int { graph.count }

    // MARK: Edges

    /// Rebuilds both edge tables from the definitions.
    mutating func buildEdges() {
        let n = count
        var start = [Int32](repeating: 0, count: n + 1)
        var out: [Int32] = []
        out.reserveCapacity(n * 2)
        var seenBy = [Int32](repeating: -1, count: n)
        var own = [AxisSet](repeating: AxisSet(), count: n)
        var alias = [Int32](repeating: -1, count: n)
        var color = [Int32](repeating: -1, count: n)
        for t in 0..<n {
            start[t] = Int32(out.count)
            let tokenDefs = defs[t]
            if tokenDefs.count == 1, tokenDefs[0].condition.isEmpty {
                switch tokenDefs[0].expr {
                case .ref(let x): alias[t] = x
                case .color(let i): color[t] = Int32(i)
                default: break
                }
            }
            for d in tokenDefs {
                for c in d.condition { own[t].insert(c.axis) }
                d.expr.forEachRef { x in
                    if seenBy[Int(x)] != Int32(t) {
                        seenBy[Int(x)] = Int32(t)
                        out.append(x)
                    }
                }
            }
        }
        start[n] = Int32(out.count)
        depStart = start
        deps = out
        ownAxesOf = own
        plainAlias = alias
        plainColor = color
        var rcount = [Int32](repeating: 0, count: n + 1)
        for x in out { rcount[Int(x) + 1] += 1 }
        for i in 0..<n { rcount[i + 1] += rcount[i] }
        var fill = rcount
        var rout = [Int32](repeating: 0, count: out.count)
        for t in 0..<n {
            for k in Int(start[t])..<Int(start[t + 1]) {
                let x = Int(out[k])
                rout[Int(fill[x])] = Int32(t)
                fill[x] += 1
            }
        }
        rdepStart = rcount
        rdeps = rout
    }

    @inline(__always)
    func dependencies(of t: Int) -> ArraySlice<Int32> { deps[Int(depStart[t])..<Int(depStart[t + 1])] }

    @inline(__always)
    func dependents(of t: Int) -> ArraySlice<Int32> { rdeps[Int(rdepStart[t])..<Int(rdepStart[t + 1])] }

    /// Dependencies of `t` computed from its current definitions (for tokens whose rows are stale).
    func freshDependencies(of t: Int) -> [Int32] {
        var out: [Int32] = []
        for d in defs[t] { d.expr.forEachRef { if !out.contains($0) { out.append($0) } } }
        return out
    }

    // MARK: Checks

    /// Tier-direction errors for the edges of `tokens`.
    func tierDiagnostics<S: Sequence>(_ tokens: S, theme: String?, fresh: Bool = true) -> [Diagnostic] where S.Element == Int {
        var out: [Diagnostic] = []
        for t in tokens {
            guard let from = graph.tiers[t] else { continue }
            func check(_ x: Int32) {
                guard let to = graph.tiers[Int(x)], !from.mayAlias(to) else { return }
                out.append(Diagnostic(.error, .tierViolation(from: from, to: to, target: graph.paths[Int(x)]), token: graph.paths[t], location: defLocation(t), theme: theme))
            }
            if fresh {
                for x in freshDependencies(of: t) { check(x) }
            } else {
                for x in dependencies(of: t) { check(x) }
            }
        }
        return out
    }

    func defLocation(_ t: Int) -> SourceLocation? {
        defs[t].last(where: { $0.location != nil })?.location ?? graph.locations[t]
    }

    // MARK: Ordering

    /// Kahn's algorithm over `nodes`, following only edges between members of `nodes`.
    /// Returns the order and the members left over, which lie on or behind a cycle.
    func topologicalOrder(of nodes: [Int32], member: [Bool], edgesOf: (Int) -> [Int32]) -> (order: [Int32], rest: [Int32]) {
        var indegree: [Int32: Int32] = [:]
        var outgoing: [Int32: [Int32]] = [:]
        indegree.reserveCapacity(nodes.count)
        for t in nodes {
            var d: Int32 = 0
            for x in edgesOf(Int(t)) where member[Int(x)] {
                d += 1
                outgoing[x, default: []].append(t)
            }
            indegree[t] = d
        }
        var order: [Int32] = []
        order.reserveCapacity(nodes.count)
        for t in nodes where indegree[t] == 0 { order.append(t) }
        var head = 0
        while head < order.count {
            let t = order[head]
            head += 1
            for u in outgoing[t] ?? [] {
                let d = indegree[u]! - 1
                indegree[u] = d
                if d == 0 { order.append(u) }
            }
        }
        if order.count == nodes.count { return (order, []) }
        let rest = nodes.filter { indegree[$0]! > 0 }
        return (order, rest)
    }

    /// The full order over every token, with a flat indegree array (the common, fast case).
    func topologicalOrderAll() -> (order: [Int32], rest: [Int32]) {
        let n = count
        var indegree = [Int32](repeating: 0, count: n)
        for t in 0..<n { indegree[t] = depStart[t + 1] - depStart[t] }
        var order: [Int32] = []
        order.reserveCapacity(n)
        for t in 0..<n where indegree[t] == 0 { order.append(Int32(t)) }
        var head = 0
        while head < order.count {
            let t = Int(order[head])
            head += 1
            for u in dependents(of: t) {
                indegree[Int(u)] -= 1
                if indegree[Int(u)] == 0 { order.append(u) }
            }
        }
        if order.count == n { return (order, []) }
        return (order, (0..<n).filter { indegree[$0] > 0 }.map(Int32.init))
    }

    /// Cycle diagnostics for the tokens left over by a topological sort, one per cycle member,
    /// each with the full chain starting and ending at that member. Tokens merely downstream of a
    /// cycle are returned separately.
    func cycleDiagnostics(rest: [Int32], edgesOf: (Int) -> [Int32], theme: String?) -> (diagnostics: [Diagnostic], members: [Int32], downstream: [Int32]) {
        let sccs = StronglyConnected.components(of: rest, edgesOf: edgesOf)
        var diagnostics: [Diagnostic] = []
        var members: [Int32] = []
        var onCycle = Set<Int32>()
        for scc in sccs {
            let isCycle = scc.count > 1 || edgesOf(Int(scc[0])).contains(scc[0])
            guard isCycle else { continue }
            let inSCC = Set(scc)
            // One cycle through the component; members on it get rotations of it.
            var cycle: [Int32] = [scc[0]]
            var position: [Int32: Int] = [scc[0]: 0]
            var t = scc[0]
            while true {
                let next = edgesOf(Int(t)).first { inSCC.contains($0) }!
                if let p = position[next] {
                    cycle = Array(cycle[p...])
                    break
                }
                position[next] = cycle.count
                cycle.append(next)
                t = next
            }
            let onThis = Dictionary(uniqueKeysWithValues: cycle.enumerated().map { ($1, $0) })
            let length = cycle.count
            for m in scc {
                let chain: [TokenPath]
                if let p = onThis[m] {
                    // The rotation starting at m, closed by m; long ones are elided without
                    // being built, so a million-member cycle costs O(members), not O(members²).
                    let at = { (i: Int) in graph.paths[Int(cycle[(p + i) % length])] }
                    if length + 1 <= Self.elisionThreshold {
                        chain = (0..<length).map(at) + [graph.paths[Int(m)]]
                    } else {
                        chain = (0..<8).map(at) + [TokenPath("… \(length + 1 - 16) more …")] + (length - 7..<length).map(at) + [graph.paths[Int(m)]]
                    }
                } else {
                    chain = Self.elide(shortestPath(from: m, to: m, within: inSCC, edgesOf: edgesOf).map { graph.paths[Int($0)] })
                }
                members.append(m)
                onCycle.insert(m)
                diagnostics.append(Diagnostic(.error, .aliasCycle(chain: chain), token: graph.paths[Int(m)], location: defLocation(Int(m)), theme: theme))
            }
        }
        return (diagnostics, members, rest.filter { !onCycle.contains($0) })
    }

    /// Breadth-first path from `a` back to `b` inside a strongly connected component.
    private func shortestPath(from a: Int32, to b: Int32, within scc: Set<Int32>, edgesOf: (Int) -> [Int32]) -> [Int32] {
        var parent: [Int32: Int32] = [:]
        var queue: [Int32] = [a]
        var head = 0
        while head < queue.count {
            let t = queue[head]
            head += 1
            for x in edgesOf(Int(t)) where scc.contains(x) {
                if x == b {
                    var path: [Int32] = [b]
                    var c = t
                    while c != a {
                        path.append(c)
                        c = parent[c]!
                    }
                    path.append(a)
                    return path.reversed()
                }
                if parent[x] == nil, x != a {
                    parent[x] = t
                    queue.append(x)
                }
            }
        }
        return [a, b]
    }

    /// Long chains keep their first and last eight links so a million-member cycle stays printable.
    static let elisionThreshold = 20

    static func elide(_ chain: [TokenPath]) -> [TokenPath] {
        guard chain.count > elisionThreshold else { return chain }
        return Array(chain.prefix(8)) + [TokenPath("… \(chain.count - 16) more …")] + Array(chain.suffix(8))
    }

    // MARK: Placement

    /// The axes a token's own definitions mention (from the edge tables, or fresh for tokens
    /// whose definitions changed since they were built).
    func ownAxes(_ t: Int, fresh: Bool = false) -> AxisSet {
        if !fresh, t < ownAxesOf.count { return ownAxesOf[t] }
        var s = AxisSet()
        for d in defs[t] { for c in d.condition { s.insert(c.axis) } }
        return s
    }

    /// Places token `t` (of `type`, depending on `axes`) in its group, creating the group and
    /// growing its slab as needed.
    mutating func place(_ t: Int, axes: AxisSet) {
        let type = graph.types[t]
        let key = GroupKey(type: type.ordinal, axes: axes.bits)
        let g: Int
        if let existing = groupIndex[key] {
            g = existing
        } else {
            g = groups.count
            let group = TokenGroup(type: type, axes: axes, system: graph.axes, slab: store.slabCount(type))
            shapes.append(GroupShape(type: type, axes: axes, combinations: group.combinations, slab: group.slab, axisStart: shapeAxis.count, axisCount: group.axisList.count))
            shapeAxis += group.axisList
            shapeStride += group.strides
            shapeRadix += group.radices
            groups.append(group)
            store.addSlab(type)
            store.status.append(nil)
            groupIndex[key] = g
        }
        let local = groups[g].members.count
        groups[g].members.append(Int32(t))
        groups[g].memberKindIndex.append(graph.kindIndex[t])
        store.grow(type, slab: groups[g].slab, by: groups[g].combinations)
        groupOf[t] = Int32(g)
        localOf[t] = Int32(local)
        axesOf[t] = axes
    }

    /// Moves `t` out of its group, leaving a dead slot whose dense index is `Int32.max`: mode
    /// tables clamp it to their trailing sink slot, so relocation never shifts other members.
    mutating func unplace(_ t: Int) {
        let g = Int(groupOf[t])
        let l = Int(localOf[t])
        groups[g].members[l] = -1
        groups[g].memberKindIndex[l] = .max
    }

    // MARK: Evaluation

    /// Evaluates every combination of token `t` into its slab.
    mutating func evaluate(_ t: Int) {
        let g = Int(groupOf[t])
        let group = shapes[g]
        let base = Int(localOf[t]) * group.combinations
        evaluating = Int32(t)
        forbiddenOrigin[t] = -1
        if !gamutHits.isEmpty { gamutHits[Int32(t)] = nil }
        // Fast paths that never touch the definitions: a plain alias to a token stored over the
        // same axes is a slab copy; a plain color literal is one store.
        if !failedRoot[t], t < plainAlias.count {
            let x = plainAlias[t]
            if x >= 0, shapes[Int(groupOf[Int(x)])].axes == group.axes {
                copyCells(from: Int(x), to: t, count: group.combinations)
                return
            }
            let i = plainColor[t]
            if i >= 0, group.combinations == 1, !(Int(i) < gamutFlags.count && gamutFlags[Int(i)]) {
                store.colors[group.slab][base] = colorLiterals[Int(i)]
                if store.status[g] != nil { store.setStatus(group: g, cell: base, count: cellCount(g), 0) }
                return
            }
        }
        let tokenDefs = defs[t]
        if current.count != graph.axes.count {
            current = [Int](repeating: 0, count: graph.axes.count)
            mentioned = [UInt64](repeating: 0, count: graph.axes.count)
        }
        if failedRoot[t] || tokenDefs.isEmpty {
            for c in 0..<group.combinations { store.setStatus(group: g, cell: base + c, count: cellCount(g), 2) }
            return
        }
        // Fast path: a plain alias to a token stored over the same axes is a slab copy.
        if tokenDefs.count == 1, tokenDefs[0].condition.isEmpty, case .ref(let x) = tokenDefs[0].expr, shapes[Int(groupOf[Int(x)])].axes == group.axes {
            copyCells(from: Int(x), to: t, count: group.combinations)
            return
        }
        let unconditional = tokenDefs.count == 1 && tokenDefs[0].condition.isEmpty
        if !unconditional {
            for d in tokenDefs { for c in d.condition { mentioned[c.axis] |= 1 << UInt64(c.context) } }
        }
        for combo in 0..<group.combinations {
            for k in group.axisStart..<group.axisStart + group.axisCount {
                current[shapeAxis[k]] = (combo / shapeStride[k]) % shapeRadix[k]
            }
            evaluatingCombo = combo
            let def = unconditional ? tokenDefs[0] : select(tokenDefs)
            let status = write(def.expr, type: group.type, slab: group.slab, cell: base + combo)
            store.setStatus(group: g, cell: base + combo, count: cellCount(g), status)
        }
        if !unconditional {
            for d in tokenDefs { for c in d.condition { mentioned[c.axis] = 0 } }
        }
    }

    private func cellCount(_ g: Int) -> Int { groups[g].members.count * shapes[g].combinations }

    /// The most specific definition matching the current contexts (after fallbacks); later wins ties.
    private func select(_ defs: [Def]) -> Def {
        var best = -1
        var bestScore = -1
        for (i, d) in defs.enumerated() {
            var matches = true
            for c in d.condition {
                let effective = graph.axes.effectiveContext(axis: c.axis, context: current[c.axis], mentioned: mentioned[c.axis])
                if effective != c.context {
                    matches = false
                    break
                }
            }
            if matches, graph.precedence == .lastMatching || d.condition.count >= bestScore {
                best = i
                bestScore = d.condition.count
            }
        }
        // No definition matches: a token defined only for some contexts reads as absent elsewhere.
        return best >= 0 ? defs[best] : Def(condition: [], expr: .bad, location: nil)
    }

    /// Slab and cell of token `x` for the current contexts, and its group.
    @inline(__always)
    private func cell(of x: Int) -> (slab: Int, cell: Int, group: Int) {
        let g = Int(groupOf[x])
        let shape = shapes[g]
        var combo = 0
        for k in shape.axisStart..<shape.axisStart + shape.axisCount { combo += current[shapeAxis[k]] * shapeStride[k] }
        return (shape.slab, Int(localOf[x]) * shape.combinations + combo, g)
    }

    private mutating func copyCells(from x: Int, to t: Int, count n: Int) {
        let gx = Int(groupOf[x])
        let gt = Int(groupOf[t])
        let sx = shapes[gx].slab
        let st = shapes[gt].slab
        let bx = Int(localOf[x]) * n
        let bt = Int(localOf[t]) * n
        switch graph.types[t] {
        case .color: for c in 0..<n { store.colors[st][bt + c] = store.colors[sx][bx + c] }
        case .dimension: for c in 0..<n { store.dimensions[st][bt + c] = store.dimensions[sx][bx + c] }
        case .number: for c in 0..<n { store.numbers[st][bt + c] = store.numbers[sx][bx + c] }
        case .fontFamily: for c in 0..<n { store.fontFamilies[st][bt + c] = store.fontFamilies[sx][bx + c] }
        case .fontWeight: for c in 0..<n { store.fontWeights[st][bt + c] = store.fontWeights[sx][bx + c] }
        case .duration: for c in 0..<n { store.durations[st][bt + c] = store.durations[sx][bx + c] }
        case .cubicBezier: for c in 0..<n { store.cubicBeziers[st][bt + c] = store.cubicBeziers[sx][bx + c] }
        case .strokeStyle: for c in 0..<n { store.strokeStyles[st][bt + c] = store.strokeStyles[sx][bx + c] }
        case .shadow: for c in 0..<n { store.shadows[st][bt + c] = store.shadows[sx][bx + c] }
        case .typography: for c in 0..<n { store.typographies[st][bt + c] = store.typographies[sx][bx + c] }
        case .border: for c in 0..<n { store.borders[st][bt + c] = store.borders[sx][bx + c] }
        case .transition: for c in 0..<n { store.transitions[st][bt + c] = store.transitions[sx][bx + c] }
        case .gradient: for c in 0..<n { store.gradients[st][bt + c] = store.gradients[sx][bx + c] }
        }
        for c in 0..<n {
            let s = store.status(group: gx, cell: bx + c)
            store.setStatus(group: gt, cell: bt + c, count: cellCount(gt), s)
            if s == 1, forbiddenOrigin[t] < 0 { forbiddenOrigin[t] = forbiddenOrigin[x] }
        }
    }

    /// Evaluates `e` as a value of `type` and writes it; returns the cell status.
    private mutating func write(_ e: Expr, type: TokenType, slab s: Int, cell i: Int) -> UInt8 {
        switch type {
        case .color: let (v, st) = color(e); store.colors[s][i] = v; return st
        case .dimension: let (v, st) = dimension(e); store.dimensions[s][i] = v; return st
        case .number: let (v, st) = number(e); store.numbers[s][i] = Number(v); return st
        case .fontFamily: let (v, st) = fontFamily(e); store.fontFamilies[s][i] = v; return st
        case .fontWeight: let (v, st) = fontWeight(e); store.fontWeights[s][i] = v; return st
        case .duration: let (v, st) = duration(e); store.durations[s][i] = v; return st
        case .cubicBezier: let (v, st) = cubicBezier(e); store.cubicBeziers[s][i] = v; return st
        case .strokeStyle: let (v, st) = strokeStyle(e); store.strokeStyles[s][i] = v; return st
        case .shadow: let (v, st) = shadow(e); store.shadows[s][i] = v; return st
        case .typography: let (v, st) = typography(e); store.typographies[s][i] = v; return st
        case .border: let (v, st) = border(e); store.borders[s][i] = v; return st
        case .transition: let (v, st) = transition(e); store.transitions[s][i] = v; return st
        case .gradient: let (v, st) = gradient(e); store.gradients[s][i] = v; return st
        }
    }

    /// Status of reading token `x`'s current cell, noting where a forbidden value came from.
    @inline(__always)
    private mutating func noteRead(_ x: Int, group g: Int, cell i: Int) -> UInt8 {
        let s = store.status(group: g, cell: i)
        if s == 1, forbiddenOrigin[Int(evaluating)] < 0 { forbiddenOrigin[Int(evaluating)] = forbiddenOrigin[x] }
        return s
    }

    private mutating func forbidden() -> UInt8 {
        if forbiddenOrigin[Int(evaluating)] < 0 { forbiddenOrigin[Int(evaluating)] = evaluating }
        return 1
    }

    private mutating func color(_ e: Expr) -> (Color, UInt8) {
        switch e {
        case .color(let i):
            if Int(i) < gamutFlags.count, gamutFlags[Int(i)] { gamutHits[evaluating, default: []].append(evaluatingCombo) }
            return (colorLiterals[Int(i)], 0)
        case .over(let f, let alpha, let space):
            let (top, s0) = color(f[0])
            let (bottom, s1) = color(f[1])
            guard let c = composite(top, over: bottom, alpha: alpha.map(Float.init) ?? top.alpha, space: space) else { return (Placeholder.color, 2) }
            return (c, max(s0, s1))
        case .ref(let x):
            let c = cell(of: Int(x))
            return (store.colors[c.slab][c.cell], noteRead(Int(x), group: c.group, cell: c.cell))
        case .forbidden: return (Color.forbiddenSentinel, forbidden())
        default: return (Placeholder.color, 2)
        }
    }

    /// Blends `top` over `bottom` in `space`; sRGB and linear blends happen in sRGB even when
    /// the tables hold another space, as designers see them. `nil` if a conversion fails.
    private func composite(_ top: Color, over bottom: Color, alpha: Float, space: CompositingSpace) -> Color? {
        if space == .target || converter == nil {
            return Color(rgba: Blending.over(top.rgba, bottom.rgba, alpha: alpha, linear: space == .linear))
        }
        do throws(ColorConversionError) {
            let srgb = try converter!.toSRGB([top, bottom])
            let blended = Color(rgba: Blending.over(srgb[0].rgba, srgb[1].rgba, alpha: alpha, linear: space == .linear))
            return try converter!.fromSRGB([blended])[0]
        } catch {
            return nil
        }
    }

    private mutating func dimension(_ e: Expr) -> (Dimension, UInt8) {
        switch e {
        case .dimension(let d): return (d, 0)
        case .scaled(let x, let factor):
            let (d, s) = dimension(x)
            return (Dimension(d.value * factor, d.unit), s)
        case .ref(let x):
            let c = cell(of: Int(x))
            return (store.dimensions[c.slab][c.cell], noteRead(Int(x), group: c.group, cell: c.cell))
        case .forbidden: return (Placeholder.dimension, forbidden())
        default: return (Placeholder.dimension, 2)
        }
    }

    private mutating func number(_ e: Expr) -> (Double, UInt8) {
        switch e {
        case .number(let n): return (n, 0)
        case .ref(let x):
            let c = cell(of: Int(x))
            return (store.numbers[c.slab][c.cell].value, noteRead(Int(x), group: c.group, cell: c.cell))
        case .forbidden: return (0, forbidden())
        default: return (0, 2)
        }
    }

    private mutating func fontWeight(_ e: Expr) -> (FontWeight, UInt8) {
        switch e {
        case .fontWeight(let w): return (FontWeight(w), 0)
        case .ref(let x):
            let c = cell(of: Int(x))
            return (store.fontWeights[c.slab][c.cell], noteRead(Int(x), group: c.group, cell: c.cell))
        case .forbidden: return (Placeholder.fontWeight, forbidden())
        default: return (Placeholder.fontWeight, 2)
        }
    }

    private mutating func fontFamily(_ e: Expr) -> (FontFamily, UInt8) {
        switch e {
        case .fontFamily(let f): return (FontFamily(id: f), 0)
        case .ref(let x):
            let c = cell(of: Int(x))
            return (store.fontFamilies[c.slab][c.cell], noteRead(Int(x), group: c.group, cell: c.cell))
        case .forbidden: return (Placeholder.fontFamily, forbidden())
        default: return (Placeholder.fontFamily, 2)
        }
    }

    private mutating func duration(_ e: Expr) -> (TokenDuration, UInt8) {
        switch e {
        case .duration(let d): return (d, 0)
        case .ref(let x):
            let c = cell(of: Int(x))
            return (store.durations[c.slab][c.cell], noteRead(Int(x), group: c.group, cell: c.cell))
        case .forbidden: return (Placeholder.duration, forbidden())
        default: return (Placeholder.duration, 2)
        }
    }

    private mutating func cubicBezier(_ e: Expr) -> (CubicBezier, UInt8) {
        switch e {
        case .cubicBezier(let b): return (b, 0)
        case .ref(let x):
            let c = cell(of: Int(x))
            return (store.cubicBeziers[c.slab][c.cell], noteRead(Int(x), group: c.group, cell: c.cell))
        case .forbidden: return (Placeholder.cubicBezier, forbidden())
        default: return (Placeholder.cubicBezier, 2)
        }
    }

    private mutating func strokeStyle(_ e: Expr) -> (StrokeStyle, UInt8) {
        switch e {
        case .strokeKeyword(let k): return (StrokeStyle(keyword: k), 0)
        case .dashed(let dashes, let cap):
            var status: UInt8 = 0
            var values: [Dimension] = []
            values.reserveCapacity(dashes.count)
            for d in dashes {
                let (v, s) = dimension(d)
                values.append(v)
                status = max(status, s)
            }
            let start = UInt32(store.dashes.count)
            store.dashes.append(contentsOf: values)
            return (StrokeStyle(keyword: .custom, lineCap: cap, dashes: PoolRange(start: start, count: UInt32(values.count))), status)
        case .ref(let x):
            let c = cell(of: Int(x))
            return (store.strokeStyles[c.slab][c.cell], noteRead(Int(x), group: c.group, cell: c.cell))
        case .forbidden: return (Placeholder.strokeStyle, forbidden())
        default: return (Placeholder.strokeStyle, 2)
        }
    }

    private mutating func shadow(_ e: Expr) -> (Shadow, UInt8) {
        switch e {
        case .shadow(let elements):
            var status: UInt8 = 0
            var layers: [ShadowLayer] = []
            for element in elements {
                switch element {
                case .shadowLayer(let f, let inset):
                    let (color, s0) = color(f[0])
                    let (x, s1) = dimension(f[1])
                    let (y, s2) = dimension(f[2])
                    let (blur, s3) = dimension(f[3])
                    let (spread, s4) = dimension(f[4])
                    status = max(status, s0, s1, s2, s3, s4)
                    layers.append(ShadowLayer(color: color, offsetX: x, offsetY: y, blur: blur, spread: spread, inset: inset))
                case .ref(let x):
                    // An alias element contributes the target's layers (flattened).
                    let c = cell(of: Int(x))
                    let target = store.shadows[c.slab][c.cell]
                    status = max(status, noteRead(Int(x), group: c.group, cell: c.cell))
                    for i in target.layers.indices { layers.append(store.shadowLayers[i]) }
                case .forbidden:
                    status = max(status, forbidden())
                default:
                    status = 2
                }
            }
            let start = UInt32(store.shadowLayers.count)
            for l in layers { store.shadowLayers.append(l) }
            return (Shadow(layers: PoolRange(start: start, count: UInt32(layers.count))), status)
        case .flatShadow(let f, let space):
            let (source, s0) = shadow(f[0])
            let (surface, s1) = color(f[1])
            var layers: [ShadowLayer] = []
            for i in source.layers.indices {
                var layer = store.shadowLayers[i]
                guard let solid = composite(layer.color, over: surface, alpha: layer.color.alpha, space: space) else { return (Placeholder.shadow, 2) }
                layer.color = solid
                layers.append(layer)
            }
            let start = UInt32(store.shadowLayers.count)
            for l in layers { store.shadowLayers.append(l) }
            return (Shadow(layers: PoolRange(start: start, count: UInt32(layers.count))), max(s0, s1))
        case .ref(let x):
            let c = cell(of: Int(x))
            return (store.shadows[c.slab][c.cell], noteRead(Int(x), group: c.group, cell: c.cell))
        case .forbidden: return (Placeholder.shadow, forbidden())
        default: return (Placeholder.shadow, 2)
        }
    }

    private mutating func typography(_ e: Expr) -> (Typography, UInt8) {
        switch e {
        case .typography(let f):
            let (family, s0) = fontFamily(f[0])
            let (size, s1) = dimension(f[1])
            let (weight, s2) = fontWeight(f[2])
            let (spacing, s3) = dimension(f[3])
            let (lineHeight, s4) = number(f[4])
            return (Typography(fontFamily: family, fontSize: size, fontWeight: weight, letterSpacing: spacing, lineHeight: lineHeight), max(s0, s1, s2, s3, s4))
        case .scaled(let x, let factor):
            // The line height is a ratio of the font size, so scaling the size scales both.
            var (t, s) = typography(x)
            t.fontSize = Dimension(t.fontSize.value * factor, t.fontSize.unit)
            return (t, s)
        case .ref(let x):
            let c = cell(of: Int(x))
            return (store.typographies[c.slab][c.cell], noteRead(Int(x), group: c.group, cell: c.cell))
        case .forbidden: return (Placeholder.typography, forbidden())
        default: return (Placeholder.typography, 2)
        }
    }

    private mutating func border(_ e: Expr) -> (Border, UInt8) {
        switch e {
        case .border(let f):
            let (color, s0) = color(f[0])
            let (width, s1) = dimension(f[1])
            let (style, s2) = strokeStyle(f[2])
            return (Border(color: color, width: width, style: style), max(s0, s1, s2))
        case .ref(let x):
            let c = cell(of: Int(x))
            return (store.borders[c.slab][c.cell], noteRead(Int(x), group: c.group, cell: c.cell))
        case .forbidden: return (Placeholder.border, forbidden())
        default: return (Placeholder.border, 2)
        }
    }

    private mutating func transition(_ e: Expr) -> (Transition, UInt8) {
        switch e {
        case .transition(let f):
            let (d, s0) = duration(f[0])
            let (delay, s1) = duration(f[1])
            let (timing, s2) = cubicBezier(f[2])
            return (Transition(duration: d, delay: delay, timingFunction: timing), max(s0, s1, s2))
        case .ref(let x):
            let c = cell(of: Int(x))
            return (store.transitions[c.slab][c.cell], noteRead(Int(x), group: c.group, cell: c.cell))
        case .forbidden: return (Placeholder.transition, forbidden())
        default: return (Placeholder.transition, 2)
        }
    }

    private mutating func gradient(_ e: Expr) -> (Gradient, UInt8) {
        switch e {
        case .gradient(let elements):
            var status: UInt8 = 0
            var stops: [GradientStop] = []
            for element in elements {
                switch element {
                case .gradientStop(let f):
                    let (color, s0) = color(f[0])
                    let (position, s1) = number(f[1])
                    status = max(status, s0, s1)
                    stops.append(GradientStop(color: color, position: min(max(position, 0), 1)))
                case .ref(let x):
                    let c = cell(of: Int(x))
                    let target = store.gradients[c.slab][c.cell]
                    status = max(status, noteRead(Int(x), group: c.group, cell: c.cell))
                    for i in target.stops.indices { stops.append(store.gradientStops[i]) }
                case .forbidden:
                    status = max(status, forbidden())
                default:
                    status = 2
                }
            }
            let start = UInt32(store.gradientStops.count)
            for s in stops { store.gradientStops.append(s) }
            return (Gradient(stops: PoolRange(start: start, count: UInt32(stops.count))), status)
        case .ref(let x):
            let c = cell(of: Int(x))
            return (store.gradients[c.slab][c.cell], noteRead(Int(x), group: c.group, cell: c.cell))
        case .forbidden: return (Placeholder.gradient, forbidden())
        default: return (Placeholder.gradient, 2)
        }
    }
}
