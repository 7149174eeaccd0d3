extension Solver {
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
                if store.status[g] != nil { store.setStatus(group: g, cell: base, count: cellCount(g), .ok) }
                return
            }
        }
        let tokenDefs = defs[t]
        if current.count != graph.axes.count {
            current = [Int](repeating: 0, count: graph.axes.count)
            mentioned = [UInt64](repeating: 0, count: graph.axes.count)
        }
        if failedRoot[t] || tokenDefs.isEmpty {
            for c in 0..<group.combinations { store.setStatus(group: g, cell: base + c, count: cellCount(g), .absent) }
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

    func cellCount(_ g: Int) -> Int { groups[g].members.count * shapes[g].combinations }

    /// The most specific definition matching the current contexts (after fallbacks); later wins ties.
    func select(_ defs: [Def]) -> Def {
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
    func cell(of x: Int) -> (slab: Int, cell: Int, group: Int) {
        let g = Int(groupOf[x])
        let shape = shapes[g]
        var combo = 0
        for k in shape.axisStart..<shape.axisStart + shape.axisCount { combo += current[shapeAxis[k]] * shapeStride[k] }
        return (shape.slab, Int(localOf[x]) * shape.combinations + combo, g)
    }

    mutating func copyCells(from x: Int, to t: Int, count n: Int) {
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
            if s == .forbidden, forbiddenOrigin[t] < 0 { forbiddenOrigin[t] = forbiddenOrigin[x] }
        }
    }

    /// Evaluates `e` as a value of `type` and writes it; returns the cell status.
    mutating func write(_ e: Expr, type: TokenType, slab s: Int, cell i: Int) -> CellStatus {
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
    mutating func noteRead(_ x: Int, group g: Int, cell i: Int) -> CellStatus {
        let s = store.status(group: g, cell: i)
        if s == .forbidden, forbiddenOrigin[Int(evaluating)] < 0 { forbiddenOrigin[Int(evaluating)] = forbiddenOrigin[x] }
        return s
    }

    mutating func forbidden() -> CellStatus {
        if forbiddenOrigin[Int(evaluating)] < 0 { forbiddenOrigin[Int(evaluating)] = evaluating }
        return .forbidden
    }
}
