extension Expr {
    /// The expression with its color-literal indices moved up by `colorOffset` and its family
    /// ids mapped through `families`, or `nil` when it holds neither (most expressions).
    ///
    /// For definitions lowered on their own, with pools of their own, and joined after others.
    package func renumbered(colorOffset: UInt32, families: [UInt32]) -> Expr? {
        func each(_ xs: [Expr]) -> [Expr]? {
            var out: [Expr]?
            for (k, x) in xs.enumerated() {
                guard let y = x.renumbered(colorOffset: colorOffset, families: families) else { continue }
                if out == nil { out = xs }
                out![k] = y
            }
            return out
        }
        // For fields read by name: each field renumbered, or as it was.
        func same(_ x: Expr) -> Expr { x.renumbered(colorOffset: colorOffset, families: families) ?? x }
        func changed(_ xs: [Expr]) -> Bool { xs.contains { $0.renumbered(colorOffset: colorOffset, families: families) != nil } }
        switch self {
        case .color(let i): return colorOffset == 0 ? nil : .color(i + colorOffset)
        case .fontFamily(let f): return families[Int(f)] == f ? nil : .fontFamily(families[Int(f)])
        case .string(let f): return families[Int(f)] == f ? nil : .string(families[Int(f)])
        case .dashed(let xs, let cap): return each(xs).map { .dashed($0, cap) }
        case .shadow(let xs): return each(xs).map { .shadow($0) }
        case .shadowLayer(let f): return changed(f.all) ? .shadowLayer(f.map(same)) : nil
        case .typography(let f): return changed(f.all) ? .typography(f.map(same)) : nil
        case .border(let f): return changed(f.all) ? .border(f.map(same)) : nil
        case .transition(let f): return changed(f.all) ? .transition(f.map(same)) : nil
        case .gradient(let xs): return each(xs).map { .gradient($0) }
        case .gradientStop(let f): return changed(f.all) ? .gradientStop(f.map(same)) : nil
        case .over(let top, let bottom, let alpha, let space):
            return changed([top, bottom]) ? .over(top: same(top), bottom: same(bottom), alpha: alpha, space: space) : nil
        case .flatShadow(let shadow, let surface, let space):
            return changed([shadow, surface]) ? .flatShadow(shadow: same(shadow), surface: same(surface), space: space) : nil
        case .math(let op, let xs): return each(xs).map { .math(op, $0) }
        case .modify(let base, let mix, let modifier):
            return changed(self.children) ? .modify(base: same(base), mix: mix.map(same), modifier) : nil
        case .modifyBy(let base, let amount, let mix, let modifier):
            return changed(self.children) ? .modifyBy(base: same(base), amount: same(amount), mix: mix.map(same), modifier) : nil
        case .text(let xs): return each(xs).map { .text($0) }
        case .bezier(let xs): return each(xs).map { .bezier($0) }
        case .pick(let key, let candidates): return each(key).map { .pick(key: $0, candidates: candidates) }
        case .scaled(let x, let factor): return x.renumbered(colorOffset: colorOffset, families: families).map { .scaled($0, factor: factor) }
        case .ref, .bad, .forbidden, .dimension, .number, .fontWeight, .boolean, .duration, .cubicBezier, .strokeKeyword: return nil
        }
    }
}
