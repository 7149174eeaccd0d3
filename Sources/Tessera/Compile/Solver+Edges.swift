extension Solver {
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
}
