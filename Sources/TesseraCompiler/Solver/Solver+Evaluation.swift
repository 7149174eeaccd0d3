import TesseraTables

extension Solver {
    /// Evaluates every combination of token `t` into its slab.
    package mutating func evaluate(_ t: Int) {
        let g = Int(placement[t].group)
        let group = shapes[g]
        let base = Int(placement[t].local) * group.combinations
        evaluating = Int32(t)
        setForbiddenOrigin(of: t, to: -1)
        if !gamutHits.isEmpty { gamutHits[Int32(t)] = nil }
        // Fast paths that never touch the definitions: a plain alias to a token stored over the
        // same axes is a slab copy; a plain color literal is one store.
        if !failedRoot[t], t < plainAlias.count {
            let x = plainAlias[t]
            if x >= 0, placement[Int(x)].axes == group.axes {
                copyCells(from: Int(x), to: t, count: group.combinations)
                return
            }
            let i = plainColor[t]
            if i >= 0, group.combinations == 1, !(Int(i) < gamutFlags.count && gamutFlags[Int(i)]) {
                put(colorLiterals[Int(i)], group: g, cell: base)
                putStatus(.ok, group: g, cell: base)
                return
            }
        }
        if current.count != graph.axes.count {
            current = [Int](repeating: 0, count: graph.axes.count)
            mentioned = [UInt64](repeating: 0, count: graph.axes.count)
        }
        if !failedRoot[t], t < aliasRows.valid.count, aliasRows.valid[t] {
            evaluateAliasRow(t, group: g)
            return
        }
        // A single unconditional expression over no axes: one write, without reading the
        // token's boxed definitions, a cache miss each at 100k tokens.
        if !failedRoot[t], group.axisCount == 0, t < plainExpression.count, plainExpression[t] >= 0 {
            evaluatingCombo = 0
            let status = write(plainExpressions[Int(plainExpression[t])], group: g, cell: base)
            putStatus(status, group: g, cell: base)
            return
        }
        let tokenDefs = defs[t]
        if failedRoot[t] || tokenDefs.isEmpty {
            for c in 0..<group.combinations { putStatus(.absent, group: g, cell: base + c) }
            return
        }
        // Fast path: a plain alias to a token stored over the same axes is a slab copy.
        if tokenDefs.count == 1, tokenDefs[0].condition.isEmpty, case .ref(let x) = tokenDefs[0].expr, placement[Int(x)].axes == group.axes {
            copyCells(from: Int(x), to: t, count: group.combinations)
            return
        }
        let unconditional = tokenDefs.count == 1 && tokenDefs[0].condition.isEmpty
        // Definitions are read in place, by index: binding one copied it, a retain and a release
        // of its condition list and expression, each a cache miss in a 100k-token compile.
        if !unconditional {
            for i in tokenDefs.indices { for c in tokenDefs[i].condition { mentioned[c.axis] |= 1 << UInt64(c.context) } }
        }
        for combo in 0..<group.combinations {
            for k in group.axisStart..<group.axisStart + group.axisCount {
                current[shapeAxis[k]] = (combo / shapeStride[k]) % shapeRadix[k]
            }
            evaluatingCombo = combo
            let status: CellStatus
            if let chosen = unconditional ? 0 : select(tokenDefs) {
                status = write(tokenDefs[chosen].expr, group: g, cell: base + combo)
            } else {
                // No definition matches: a token defined only for some contexts reads as absent elsewhere.
                status = write(.bad, group: g, cell: base + combo)
            }
            putStatus(status, group: g, cell: base + combo)
        }
        if !unconditional {
            for i in tokenDefs.indices { for c in tokenDefs[i].condition { mentioned[c.axis] = 0 } }
        }
    }

    /// ``evaluate(_:)`` of a token whose definitions are all aliases, from its flat row: the
    /// same selection as ``select(_:)`` and the same read as an alias's ``write(_:type:slab:cell:)``.
    private mutating func evaluateAliasRow(_ t: Int, group g: Int) {
        let group = shapes[g]
        let base = Int(placement[t].local) * group.combinations
        let first = Int(aliasRows.rowStart[t])
        let end = Int(aliasRows.rowStart[t + 1])
        // By index, not through slices: a slice retains the shared array, and two evaluating
        // threads retaining one array pass its reference count between their caches.
        let conditions = Int(aliasRows.conditionStart[first])..<Int(aliasRows.conditionStart[end])
        let unconditional = end - first == 1 && conditions.isEmpty
        if !unconditional {
            for i in conditions { mentioned[aliasRows.conditions[i].axis] |= 1 << UInt64(aliasRows.conditions[i].context) }
        }
        for combo in 0..<group.combinations {
            for k in group.axisStart..<group.axisStart + group.axisCount {
                current[shapeAxis[k]] = (combo / shapeStride[k]) % shapeRadix[k]
            }
            evaluatingCombo = combo
            let chosen = unconditional ? first : selectAliasRow(first..<end)
            let cell = base + combo
            let status: CellStatus
            if chosen >= 0 {
                let x = Int(aliasRows.target[chosen])
                let from = self.cell(of: x)
                group.type.dispatch(CopyCells(from: (from.slab, from.cell), to: (g, cell), count: 1), &self)
                status = noteRead(x, group: from.group, cell: from.cell)
            } else {
                status = write(.bad, group: g, cell: cell)
            }
            putStatus(status, group: g, cell: cell)
        }
        if !unconditional {
            for i in conditions { mentioned[aliasRows.conditions[i].axis] = 0 }
        }
    }

    /// ``select(_:)`` over the flat definitions `row`: the index of the one chosen, or -1.
    private func selectAliasRow(_ row: Range<Int>) -> Int {
        var best = -1
        var bestScore = -1
        for k in row {
            let conditions = Int(aliasRows.conditionStart[k])..<Int(aliasRows.conditionStart[k + 1])
            var matches = true
            for i in conditions {
                let c = aliasRows.conditions[i]
                let effective = graph.axes.effectiveContext(axis: c.axis, context: current[c.axis], mentioned: mentioned[c.axis])
                if effective != c.context {
                    matches = false
                    break
                }
            }
            if matches, graph.precedence == .lastMatching || conditions.count >= bestScore {
                best = k
                bestScore = conditions.count
            }
        }
        return best
    }

    package func cellCount(_ g: Int) -> Int { groups[g].members.count * shapes[g].combinations }

    /// The index in `defs` of the most specific definition matching the current contexts (after
    /// fallbacks), later winning ties; `nil` when none matches.
    package func select(_ defs: [Def]) -> Int? {
        var best: Int?
        var bestScore = -1
        for i in defs.indices {
            var matches = true
            for c in defs[i].condition {
                let effective = graph.axes.effectiveContext(axis: c.axis, context: current[c.axis], mentioned: mentioned[c.axis])
                if effective != c.context {
                    matches = false
                    break
                }
            }
            if matches, graph.precedence == .lastMatching || defs[i].condition.count >= bestScore {
                best = i
                bestScore = defs[i].condition.count
            }
        }
        return best
    }

    /// Slab and cell of token `x` for the current contexts, and its group.
    @inline(__always)
    package func cell(of x: Int) -> (slab: Int, cell: Int, group: Int) {
        let place = placement[x]
        let g = Int(place.group)
        let shape = shapes[g]
        var combo = 0
        for k in shape.axisStart..<shape.axisStart + shape.axisCount { combo += current[shapeAxis[k]] * shapeStride[k] }
        return (shape.slab, Int(place.local) * shape.combinations + combo, g)
    }

    package mutating func copyCells(from x: Int, to t: Int, count n: Int) {
        let from = placement[x]
        let to = placement[t]
        let gx = Int(from.group)
        let gt = Int(to.group)
        let sx = shapes[gx].slab
        let bx = Int(from.local) * n
        let bt = Int(to.local) * n
        graph.types[t].dispatch(CopyCells(from: (sx, bx), to: (gt, bt), count: n), &self)
        for c in 0..<n {
            let s = status(group: gx, cell: bx + c)
            putStatus(s, group: gt, cell: bt + c)
            if s == .forbidden, forbiddenOrigin[t] < 0 { setForbiddenOrigin(of: t, to: forbiddenOrigin[x]) }
        }
    }

    /// Evaluates `e` as a value of group `g`'s type and writes it into cell `i` of the group's
    /// slab; returns the cell status.
    package mutating func write(_ e: Expr, group g: Int, cell i: Int) -> CellStatus {
        shapes[g].type.dispatchSolved(Write(expression: e, group: g, cell: i), &self)
    }

    /// The shape every value type shares: an alias reads the target's current cell, the
    /// forbidden marker reads as the type's forbidden value, anything else is absent.
    package mutating func reference<Value: StoredValue>(_ e: Expr, as _: Value.Type) -> (Value, CellStatus) {
        switch e {
        case .ref(let x):
            let c = cell(of: Int(x))
            return (store[keyPath: Value.slabs][c.slab][c.cell], noteRead(Int(x), group: c.group, cell: c.cell))
        case .forbidden: return (Value.forbiddenValue, forbidden())
        case .pick(let key, let candidates):
            guard let x = picked(key, candidates) else { return (Value.placeholder, .absent) }
            return reference(.ref(x), as: Value.self)
        default: return (Value.placeholder, .absent)
        }
    }

    /// Status of reading token `x`'s current cell, noting where a forbidden value came from.
    @inline(__always)
    package mutating func noteRead(_ x: Int, group g: Int, cell i: Int) -> CellStatus {
        let s = status(group: g, cell: i)
        if s == .forbidden, forbiddenOrigin[Int(evaluating)] < 0 { setForbiddenOrigin(of: Int(evaluating), to: forbiddenOrigin[x]) }
        return s
    }

    package mutating func forbidden() -> CellStatus {
        if forbiddenOrigin[Int(evaluating)] < 0 { setForbiddenOrigin(of: Int(evaluating), to: evaluating) }
        return .forbidden
    }
}

/// Copies `count` cells from a slab into group `to.group`'s slab.
private struct CopyCells: StoredValueVisitor {
    package let from: (slab: Int, base: Int)
    package let to: (group: Int, base: Int)
    package let count: Int

    package func visit<Value: StoredValue>(_: Value.Type, _ solver: inout Solver) {
        for c in 0..<count {
            // Read before writing: no copy of the slab may be alive while the write projects it.
            let value = solver.store[keyPath: Value.slabs][from.slab][from.base + c]
            solver.put(value, group: to.group, cell: to.base + c)
        }
    }
}

private struct Write: SolvedValueVisitor {
    package let expression: Expr
    package let group: Int
    package let cell: Int

    package func visit<Value: SolvedValue>(_: Value.Type, _ solver: inout Solver) -> CellStatus {
        let (value, status) = Value.evaluate(expression, in: &solver)
        solver.put(value, group: group, cell: cell)
        return status
    }
}
