import TesseraModel

extension Solver {
    /// Cycle diagnostics for the tokens left over by a topological sort, one per cycle member,
    /// each with the full chain starting and ending at that member. Tokens merely downstream of a
    /// cycle are returned separately.
    package func cycleDiagnostics(rest: [Int32], edgesOf: (Int) -> [Int32], theme: String?) -> (diagnostics: [Diagnostic], members: [Int32], downstream: [Int32]) {
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
    package static let elisionThreshold = 20

    package static func elide(_ chain: [TokenPath]) -> [TokenPath] {
        guard chain.count > elisionThreshold else { return chain }
        return Array(chain.prefix(8)) + [TokenPath("… \(chain.count - 16) more …")] + Array(chain.suffix(8))
    }
}
