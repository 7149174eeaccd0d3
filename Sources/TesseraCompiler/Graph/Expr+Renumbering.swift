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
        switch self {
        case .color(let i): return colorOffset == 0 ? nil : .color(i + colorOffset)
        case .fontFamily(let f): return families[Int(f)] == f ? nil : .fontFamily(families[Int(f)])
        case .string(let f): return families[Int(f)] == f ? nil : .string(families[Int(f)])
        case .dashed(let xs, let cap): return each(xs).map { .dashed($0, cap) }
        case .shadow(let xs): return each(xs).map { .shadow($0) }
        case .shadowLayer(let xs, let inset): return each(xs).map { .shadowLayer($0, inset: inset) }
        case .typography(let xs): return each(xs).map { .typography($0) }
        case .border(let xs): return each(xs).map { .border($0) }
        case .transition(let xs): return each(xs).map { .transition($0) }
        case .gradient(let xs): return each(xs).map { .gradient($0) }
        case .gradientStop(let xs): return each(xs).map { .gradientStop($0) }
        case .over(let xs, let alpha, let space): return each(xs).map { .over($0, alpha: alpha, space: space) }
        case .flatShadow(let xs, let space): return each(xs).map { .flatShadow($0, space: space) }
        case .math(let op, let xs): return each(xs).map { .math(op, $0) }
        case .modify(let xs, let modifier): return each(xs).map { .modify($0, modifier) }
        case .modifyBy(let xs, let modifier): return each(xs).map { .modifyBy($0, modifier) }
        case .text(let xs): return each(xs).map { .text($0) }
        case .bezier(let xs): return each(xs).map { .bezier($0) }
        case .pick(let key, let candidates): return each(key).map { .pick(key: $0, candidates: candidates) }
        case .scaled(let x, let factor): return x.renumbered(colorOffset: colorOffset, families: families).map { .scaled($0, factor: factor) }
        case .ref, .bad, .forbidden, .dimension, .number, .fontWeight, .boolean, .duration, .cubicBezier, .strokeKeyword: return nil
        }
    }
}
