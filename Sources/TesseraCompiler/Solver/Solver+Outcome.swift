import TesseraModel
import TesseraTables

extension Solver {
    /// Forbidden-value warnings and unresolved-dependency errors for `tokens`.
    package func outcomeDiagnostics<S: Sequence>(_ tokens: S, failed: [Int], theme: String) -> [Diagnostic] where S.Element == Int {
        var out: [Diagnostic] = []
        for t in tokens { out += outcome(of: t, theme: theme) }
        for t in failed where !failedRoot[t] {
            if let x = dependencies(of: t).first(where: { failedRoot[Int($0)] || groupStatusHasAbsent(Int($0)) }) ?? dependencies(of: t).first {
                out.append(Diagnostic(.error, .unresolvedDependency(graph.paths[Int(x)]), token: graph.paths[t], location: defLocation(t), theme: theme))
            }
        }
        return out
    }

    private func groupStatusHasAbsent(_ t: Int) -> Bool {
        let g = Int(placement[t].group)
        let n = groups[g].combinations
        let base = Int(placement[t].local) * n
        return (0..<n).contains { store.status(group: g, cell: base + $0) == .absent }
    }

    /// Diagnostics about how token `t` resolved: forbidden modes, or absence caused by a dependency.
    package func outcome(of t: Int, theme: String) -> [Diagnostic] {
        // Most tokens have neither report: no array is appended to another for them.
        let gamut = gamutOutcome(of: t, theme: theme)
        let status = statusOutcome(of: t, theme: theme)
        return gamut.isEmpty ? status : gamut + status
    }

    /// The out-of-gamut report of token `t`, per mode.
    package func gamutOutcome(of t: Int, theme: String) -> [Diagnostic] {
        guard let hits = gamutHits[Int32(t)], let converter else { return [] }
        let group = groups[Int(placement[t].group)]
        let combos = Array(Set(hits)).sorted()
        let modes = combos.count == group.combinations ? ["all modes"] : combos.map { describe(combination: $0, of: group) }
        let severity: Diagnostic.Severity = gamutHandling == .error ? .error : .warning
        return [
            Diagnostic(severity, .outOfGamut(target: converter.target.name, handling: gamutHandling, modes: modes), token: graph.paths[t], location: defLocation(t), theme: theme)
        ]
    }

    package func statusOutcome(of t: Int, theme: String) -> [Diagnostic] {
        let g = Int(placement[t].group)
        guard store.status[g] != nil, !failedRoot[t] else { return [] }
        let group = groups[g]
        let base = Int(placement[t].local) * group.combinations
        var forbiddenCombos: [Int] = []
        var absent = false
        for c in 0..<group.combinations {
            switch store.status(group: g, cell: base + c) {
            case .forbidden: forbiddenCombos.append(c)
            case .absent: absent = true
            case .ok: break
            }
        }
        var out: [Diagnostic] = []
        if !forbiddenCombos.isEmpty {
            let origin = forbiddenOrigin[t]
            let source = origin >= 0 && Int(origin) != t ? graph.paths[Int(origin)] : TokenPath("")
            let modes = forbiddenCombos.count == group.combinations ? ["all modes"] : forbiddenCombos.map { describe(combination: $0, of: group) }
            out.append(Diagnostic(.warning, .forbiddenValue(source: source, modes: modes), token: graph.paths[t], location: defLocation(t), theme: theme))
        }
        if absent, !defs[t].contains(where: { $0.expr.containsBad }) {
            let culprit = dependencies(of: t).first { groupStatusHasAbsent(Int($0)) }
            if let culprit {
                out.append(Diagnostic(.error, .unresolvedDependency(graph.paths[Int(culprit)]), token: graph.paths[t], location: defLocation(t), theme: theme))
            } else if let kind = composedAbsence(of: t) {
                out.append(Diagnostic(.error, kind, token: graph.paths[t], location: defLocation(t), theme: theme))
            } else if defs[t].contains(where: { $0.expr.isMathOrModifier }) {
                // Arithmetic whose units do not combine (or that divides by zero) in some modes.
                let modes = (0..<group.combinations).filter { store.status(group: g, cell: base + $0) == .absent }.map { describe(combination: $0, of: group) }
                let detail =
                    "cannot be evaluated in \(modes.joined(separator: "; ")): units that do not combine, a division by zero or a color it cannot compute; the token is left out there"
                out.append(Diagnostic(.warning, .format(rule: .unevaluableMath, detail: detail), token: graph.paths[t], location: defLocation(t), theme: theme))
            } else if graph.precedence == .mostSpecific {
                // Read from files, a token only some contexts define is absent in the others,
                // as the DTCG resolver module has it; declared in code, the gap is a mistake.
                out.append(
                    Diagnostic(
                        .error, .invalidValue(expected: graph.types[t].rawValue, detail: "no definition applies in some modes and there is no unconditional one"),
                        token: graph.paths[t], location: defLocation(t), theme: theme))
            }
        }
        return out
    }

    /// `axis=context` pairs of a group's combination.
    package func describe(combination c: Int, of group: TokenGroup) -> String {
        if group.axisList.isEmpty { return "all modes" }
        return group.axisList.indices.map { k in
            let axis = graph.axes.axes[group.axisList[k]]
            return "\(axis.name)=\(axis.contexts[(c / group.strides[k]) % group.radices[k]].name)"
        }.joined(separator: ",")
    }
}
