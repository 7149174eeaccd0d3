import TesseraModel
import TesseraTables

extension Solver {
    /// The axes a token's own definitions mention (from the edge tables, or fresh for tokens
    /// whose definitions changed since they were built).
    package func ownAxes(_ t: Int, fresh: Bool = false) -> AxisSet {
        if !fresh, t < ownAxesOf.count { return ownAxesOf[t] }
        var s = AxisSet()
        for d in defs[t] { for c in d.condition { s.insert(AxisIndex(c.axis)) } }
        return s
    }

    /// The group of tokens of `type` over `axes`, created (with an empty slab) if there is none.
    package mutating func group(of type: TokenType, axes: AxisSet) -> Int {
        let key = GroupKey(type: type.ordinal, axes: axes.bits)
        if let existing = groupIndex[key] { return existing }
        let g = groups.count
        let group = TokenGroup(type: type, axes: axes, system: graph.axes, slab: store.slabCount(type))
        addShape(of: group)
        groups.append(group)
        store.addSlab(type)
        store.status.append(nil)
        groupIndex[key] = g
        return g
    }

    /// Places token `t` (of `type`, depending on `axes`) in its group, creating the group and
    /// growing its slab as needed.
    package mutating func place(_ t: Int, axes: AxisSet) {
        let type = graph.types[t]
        let g = group(of: type, axes: axes)
        let local = groups[g].members.count
        groups[g].members.append(Int32(t))
        groups[g].memberKindIndex.append(graph.kindIndex[t])
        store.grow(type, slab: groups[g].slab, by: groups[g].combinations)
        placement[t] = TokenPlacement(group: Int32(g), local: Int32(local), axes: axes)
    }

    /// Appends the layout the hot loops read for `group`, the next group.
    package mutating func addShape(of group: TokenGroup) {
        shapes.append(
            GroupShape(type: group.type, axes: group.axes, combinations: group.combinations, slab: group.slab, axisStart: shapeAxis.count, axisCount: group.axisList.count))
        shapeAxis += group.axisList
        shapeStride += group.strides
        shapeRadix += group.radices
    }

    /// Moves `t` out of its group, leaving a dead slot whose dense index is `Int32.max`: mode
    /// tables clamp it to their trailing sink slot, so relocation never shifts other members.
    package mutating func unplace(_ t: Int) {
        let g = Int(placement[t].group)
        let l = Int(placement[t].local)
        groups[g].members[l] = -1
        groups[g].memberKindIndex[l] = .max
    }

    /// Places the tokens of `order` (dependencies first) over their own axes plus their
    /// dependencies' axes; the one placement loop of full and incremental compiles.
    ///
    /// The error for token `t`, whose `axes` make more combinations than the limit allows.
    package func tooManyCombinations(_ t: Int, axes: AxisSet, theme: String) -> Diagnostic {
        let limit = graph.limits.maxCombinationsPerToken
        return Diagnostic(
            .error, .limitExceeded(limit: "combinations of token \(graph.paths[t])", value: combinationTotal(axes, graph.axes), maximum: limit),
            token: graph.paths[t], location: graph.location(of: t), theme: theme)
    }

    /// A token over more combinations than the limit fails on its own and is placed over no
    /// axes. `fresh` holds the dependencies of tokens whose edge rows are stale (overridden
    /// ones). With `relocating`, tokens are already placed and move only when their axes change.
    /// Each diagnostic comes with the token it is about, so a caller can put them in its order.
    package mutating func placeInOrder(_ order: [Int32], fresh: [Int: [Int32]] = [:], relocating: Bool, theme: String) -> [(token: Int32, diagnostic: Diagnostic)] {
        var diagnostics: [(token: Int32, diagnostic: Diagnostic)] = []
        let limit = graph.limits.maxCombinationsPerToken
        for t32 in order {
            let t = Int(t32)
            var axes = AxisSet()
            if !failedRoot[t] {
                if !fresh.isEmpty, let dependencies = fresh[t] {
                    axes = ownAxes(t, fresh: true)
                    for x in dependencies { axes.formUnion(placement[Int(x)].axes) }
                } else {
                    axes = ownAxes(t)
                    for x in dependencies(of: t) { axes.formUnion(placement[Int(x)].axes) }
                }
            }
            if combinationCount(axes, graph.axes, limit: limit) == nil {
                diagnostics.append((t32, tooManyCombinations(t, axes: axes, theme: theme)))
                failedRoot[t] = true
                axes = AxisSet()
            }
            if !relocating {
                place(t, axes: axes)
            } else if axes != placement[t].axes {
                unplace(t)
                place(t, axes: axes)
            }
        }
        return diagnostics
    }
}
