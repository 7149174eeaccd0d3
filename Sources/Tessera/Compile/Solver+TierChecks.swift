extension Solver {
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
        defs[t].last(where: { $0.location != nil })?.location ?? graph.location(of: t)
    }
}
