extension TokenGraph {
    /// The tokens that `id`'s definitions alias, in definition order, when every definition is
    /// a plain alias (`"{a.b}"`, or a string template holding that alias alone); `nil` when one
    /// of them is anything else, and for an abstract token or a snapshot graph's.
    ///
    /// An export writes such a token the way it writes its target: its value is the target's.
    package func plainAliasTargets(of id: Int) -> [Int]? {
        guard id < baseDefs.count, !baseDefs[id].isEmpty else { return nil }
        var targets: [Int] = []
        for def in baseDefs[id] {
            switch def.expr {
            case .ref(let target): targets.append(Int(target))
            case .text(let parts) where parts.count == 1:
                guard case .ref(let target) = parts[0] else { return nil }
                targets.append(Int(target))
            default: return nil
            }
        }
        return targets
    }
}
