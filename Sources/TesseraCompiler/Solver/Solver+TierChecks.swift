import TesseraModel

extension Solver {
    /// Tier-direction errors for the edges of `tokens`.
    package func tierDiagnostics<S: Sequence>(_ tokens: S, theme: String?, fresh: Bool = true) -> [Diagnostic] where S.Element == Int {
        var out: [Diagnostic] = []
        // Read in place, with no nested function capturing the loop's state and no edge-row
        // slice: those retained and released arrays for every token, a twentieth of a 10k compile.
        let tiers = graph.tiers
        for t in tokens {
            guard t < tiers.count, let from = tiers[t] else { continue }
            if fresh {
                for x in freshDependencies(of: t) {
                    if let to = Self.forbiddenTier(from, Int(x), tiers) { out.append(tierViolation(t, from: from, target: Int(x), of: to, theme: theme)) }
                }
            } else {
                for j in Int(depStart[t])..<Int(depStart[t + 1]) {
                    if let to = Self.forbiddenTier(from, Int(deps[j]), tiers) { out.append(tierViolation(t, from: from, target: Int(deps[j]), of: to, theme: theme)) }
                }
            }
        }
        return out
    }

    /// Token `x`'s tier if a token of tier `from` may not alias it, else `nil`.
    @inline(__always)
    private static func forbiddenTier(_ from: Tier, _ x: Int, _ tiers: [Tier?]) -> Tier? {
        guard x < tiers.count, let to = tiers[x], !from.mayAlias(to) else { return nil }
        return to
    }

    /// The error for token `t`, of tier `from`, aliasing token `x` of tier `to`.
    private func tierViolation(_ t: Int, from: Tier, target x: Int, of to: Tier, theme: String?) -> Diagnostic {
        Diagnostic(.error, .tierViolation(from: from, to: to, target: graph.paths[x]), token: graph.paths[t], location: defLocation(t), theme: theme)
    }

    package func defLocation(_ t: Int) -> SourceLocation? {
        defs[t].last(where: { $0.location != nil })?.location ?? graph.location(of: t)
    }
}
