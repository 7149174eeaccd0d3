import TesseraColorModel
import TesseraModel
import TesseraSupport
import TesseraTables

extension Solver {
    /// Places every token of a full compile: the tokens of `order` (dependencies first) over
    /// their own axes plus their dependencies' axes, then `failed` over no axes. The result is
    /// what ``placeInOrder(_:fresh:relocating:theme:)`` and ``place(_:axes:)`` give in that order:
    /// the same groups, slabs, members and diagnostics.
    ///
    /// It counts before it stores: a first pass finds each token's group and member index, then
    /// each group's member list and slab are allocated once at their final size. Placing a token
    /// at a time grew a member list and a slab per token (a dictionary look-up, two appends and
    /// a slab append each), which reallocated and copied the slabs as they doubled and was, with
    /// those copies, the largest part of a 100k compile.
    ///
    /// - Complexity: O(tokens + edges + groups).
    package mutating func placeAll(_ order: [Int32], failed: [Int32] = [], theme: String) -> [(token: Int32, diagnostic: Diagnostic)] {
        var diagnostics: [(token: Int32, diagnostic: Diagnostic)] = []
        let limit = graph.limits.maxCombinationsPerToken
        let types = graph.types
        // Members per group so far, which is each new member's index in its group.
        var sizes: [Int32] = []
        // The groups met so far by (type, axes), in 64 slots of one hash each: a type's tokens
        // spread over a few axis sets, and hashing a group key for the dictionary on every
        // token was 4 % of a compile.
        var recentAxes = [UInt64](repeating: 0, count: 64)
        var recentType = [Int](repeating: -1, count: 64)
        var recentGroup = [Int](repeating: 0, count: 64)
        func assign(_ t: Int, axes: AxisSet, to solver: inout Solver) {
            let type = types[t]
            let slot = Int(truncatingIfNeeded: ((axes.bits &+ UInt64(type.ordinal)) &* 0x9E37_79B9_7F4A_7C15) >> 58)
            let g: Int
            if recentType[slot] == type.ordinal, recentAxes[slot] == axes.bits {
                g = recentGroup[slot]
            } else {
                g = solver.group(of: type, axes: axes)
                (recentAxes[slot], recentType[slot], recentGroup[slot]) = (axes.bits, type.ordinal, g)
                while sizes.count <= g { sizes.append(0) }
            }
            solver.placement[t] = TokenPlacement(group: Int32(g), local: sizes[g], axes: axes)
            sizes[g] += 1
        }
        for t32 in order {
            let t = Int(t32)
            var axes = AxisSet()
            if !failedRoot[t] {
                axes = ownAxes(t)
                for x in dependencies(of: t) { axes.formUnion(placement[Int(x)].axes) }
            }
            if combinationCount(axes, graph.axes, limit: limit) == nil {
                diagnostics.append((t32, tooManyCombinations(t, axes: axes, theme: theme)))
                failedRoot[t] = true
                axes = AxisSet()
            }
            assign(t, axes: axes, to: &self)
        }
        for t in failed { assign(Int(t), axes: AxisSet(), to: &self) }
        fillGroups(sizes: sizes, placed: order, then: failed)
        return diagnostics
    }

    /// Gives each group its members, in placement order, and grows its slab to hold them, each
    /// with one allocation of the final size.
    private mutating func fillGroups(sizes: [Int32], placed order: [Int32], then failed: [Int32]) {
        // Members of every group in one flat array, group after group.
        var start = [Int](repeating: 0, count: sizes.count + 1)
        for g in sizes.indices { start[g + 1] = start[g] + Int(sizes[g]) }
        var members = [Int32](repeating: 0, count: start[sizes.count])
        for t in order { members[start[Int(placement[Int(t)].group)] + Int(placement[Int(t)].local)] = t }
        for t in failed { members[start[Int(placement[Int(t)].group)] + Int(placement[Int(t)].local)] = t }
        let kindIndex = graph.kindIndex
        for g in sizes.indices where sizes[g] > 0 {
            let range = start[g]..<start[g + 1]
            groups[g].members.append(contentsOf: members[range])
            groups[g].memberKindIndex.append(contentsOf: members[range].lazy.map { kindIndex[Int($0)] })
            store.grow(groups[g].type, slab: groups[g].slab, by: range.count * groups[g].combinations)
        }
    }
}
