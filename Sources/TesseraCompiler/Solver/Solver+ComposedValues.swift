import TesseraModel
import TesseraTables

extension Solver {
    /// A cubic Bézier from four number expressions in the current combination; absent when an
    /// x coordinate leaves 0…1.
    package mutating func bezier(_ xs: [Expr]) -> (CubicBezier, CellStatus) {
        var points: [Double] = []
        var status = CellStatus.ok
        for x in xs {
            let (n, s) = number(x)
            points.append(n)
            status = max(status, s)
        }
        let curve = CubicBezier(points[0], points[1], points[2], points[3])
        guard curve.isValid else { return (Placeholder.cubicBezier, max(status, .absent)) }
        return (curve, status)
    }

    /// The candidate of a composed alias whose path is the text `key` makes in the current
    /// combination; `nil` when the key has no value or names none of them.
    package mutating func picked(_ key: [Expr], _ candidates: [Int32]) -> Int32? {
        let (text, status) = templateText(key)
        guard status == .ok else { return nil }
        return candidates.first { graph.path(of: Int($0)).rawValue == text }
    }
}

extension Solver {
    /// Why token `t` has no value in some modes when a value composed in each mode is the
    /// cause: a referenced x coordinate outside 0…1, or a nested reference that names no token
    /// of the type. `nil` for any other cause.
    package func composedAbsence(of t: Int) -> DiagnosticKind? {
        let g = Int(placement[t].group)
        let group = groups[g]
        let base = Int(placement[t].local) * group.combinations
        let modes = (0..<group.combinations).filter { store.status(group: g, cell: base + $0) == .absent }.map { describe(combination: $0, of: group) }
        let written = modes.joined(separator: "; ")
        for d in defs[t] {
            var expr = d.expr
            // A transition's timing function is the only composite field a curve stands in.
            if case .transition(let fields) = expr { expr = fields.timingFunction }
            switch expr {
            case .bezier:
                return .invalidValue(expected: "cubicBezier", detail: "x coordinates must lie in 0...1; in \(written) a referenced one does not")
            case .pick:
                return .format(
                    rule: .unknownReference, detail: "the nested reference names no \(graph.types[t].rawValue) token in \(written); the token is left out there")
            default: continue
            }
        }
        return nil
    }
}
