/// The dependency edges of a token set's definitions as compressed rows indexed by token id,
/// both ways, and the per-token facts the compile loop reads instead of the definitions.
///
/// A graph builds the tables of its base definitions once (see ``TokenGraph/expandedBase``), so a
/// compile without override layers does not walk every definition again.
struct DependencyTables: Sendable {
    /// Dependencies (alias targets) per token: row `t` is `deps[depStart[t]..<depStart[t + 1]]`.
    var depStart: [Int32]
    var deps: [Int32]
    /// Dependents per token (the reverse edges), in the same layout.
    var rdepStart: [Int32]
    var rdeps: [Int32]
    /// Per token: the axes its own definitions mention.
    var ownAxes: [AxisSet]
    /// Per token: the aliased token when its only definition is an unconditional alias, or -1.
    var plainAlias: [Int32]
    /// Per token: the color literal when its only definition is an unconditional color, or -1.
    var plainColor: [Int32]

    /// The tables of `defs`, one row per token. O(tokens + definitions + edges).
    init(_ defs: [[Def]]) {
        let n = defs.count
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
        ownAxes = own
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
}
