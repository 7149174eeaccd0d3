extension Solver {
    /// Kahn's algorithm over `nodes`, following only edges between members of `nodes`.
    /// Returns the order and the members left over, which lie on or behind a cycle.
    package func topologicalOrder(of nodes: [Int32], member: [Bool], edgesOf: (Int) -> [Int32]) -> (order: [Int32], rest: [Int32]) {
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
    package func topologicalOrderAll() -> (order: [Int32], rest: [Int32]) {
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
}

extension Solver {
    /// Whether every dependency has a smaller id than the token that depends on it.
    private func aliasesPointBack() -> Bool {
        for t in 0..<count {
            for j in Int(depStart[t])..<Int(depStart[t + 1]) where Int(deps[j]) >= t { return false }
        }
        return true
    }

    /// Where a token stands in the depth-first walk of ``localityOrder()``.
    private enum Visit: UInt8 {
        case unseen, open, done
    }

    /// A topological order over every token that keeps to id order wherever the dependencies
    /// allow, or `nil` if some token lies on a cycle.
    ///
    /// Placement and evaluation then walk the per-token arrays and the slabs they fill
    /// front to back: in Kahn's breadth-first order each token's own rows are a random access,
    /// which made a 100k compile cost per token half again what a 10k one does once the
    /// working set outgrew the cache. Declaration order is usually already topological (tokens
    /// alias what was declared before them), and then this is `0..<count`.
    ///
    /// Iterative depth-first search, dependencies first, roots in id order: O(tokens + edges),
    /// safe on million-long chains.
    package func localityOrder() -> [Int32]? {
        let n = count
        // When every token aliases only tokens declared before it, the walk below gives exactly
        // `0..<n`; checking the edge rows front to back costs a fraction of walking them.
        if aliasesPointBack() { return Array(0..<Int32(n)) }
        var visit = [Visit](repeating: .unseen, count: n)
        var order: [Int32] = []
        order.reserveCapacity(n)
        // Each frame: a token and the position in `deps` of its next dependency to visit.
        var stack: [(token: Int32, next: Int32)] = []
        for root in 0..<n where visit[root] == .unseen {
            visit[root] = .open
            stack.append((Int32(root), depStart[root]))
            while let top = stack.last {
                let t = Int(top.token)
                if top.next < depStart[t + 1] {
                    stack[stack.count - 1].next += 1
                    let x = Int(deps[Int(top.next)])
                    switch visit[x] {
                    case .unseen:
                        visit[x] = .open
                        stack.append((Int32(x), depStart[x]))
                    case .open: return nil
                    case .done: break
                    }
                } else {
                    stack.removeLast()
                    visit[t] = .done
                    order.append(top.token)
                }
            }
        }
        return order
    }
}
