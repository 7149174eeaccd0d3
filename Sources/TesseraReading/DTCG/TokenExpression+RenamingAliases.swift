import TesseraModel

extension TokenExpression {
    /// This expression with every alias `rename` gives a new path for renamed, wherever it
    /// stands (a composite's field, a math operand, a modifier's base, text).
    package func renamingAliases(_ rename: (TokenPath) -> TokenPath?) -> TokenExpression {
        func r(_ e: TokenExpression) -> TokenExpression { e.renamingAliases(rename) }
        switch self {
        case .alias(let p): return rename(p).map(TokenExpression.alias) ?? self
        case .dashedStroke(let dashes, let cap): return .dashedStroke(dashes: dashes.map(r), lineCap: cap)
        case .shadow(let layers): return .shadow(layers.map(r))
        case .gradient(let stops): return .gradient(stops.map(r))
        case .shadowLayer(var l):
            (l.color, l.offsetX, l.offsetY, l.blur, l.spread) = (r(l.color), r(l.offsetX), r(l.offsetY), r(l.blur), r(l.spread))
            return .shadowLayer(l)
        case .typography(var t):
            (t.fontFamily, t.fontSize, t.fontWeight, t.letterSpacing, t.lineHeight) = (r(t.fontFamily), r(t.fontSize), r(t.fontWeight), r(t.letterSpacing), r(t.lineHeight))
            return .typography(t)
        case .border(var b):
            (b.color, b.width, b.style) = (r(b.color), r(b.width), r(b.style))
            return .border(b)
        case .transition(var t):
            (t.duration, t.delay, t.timingFunction) = (r(t.duration), r(t.delay), r(t.timingFunction))
            return .transition(t)
        case .gradientStop(var s):
            (s.color, s.position) = (r(s.color), r(s.position))
            return .gradientStop(s)
        case .over(let top, let bottom, let alpha, let space): return .over(top: r(top), bottom: r(bottom), alpha: alpha, space: space)
        case .flattenedShadow(let shadow, let surface, let space): return .flattenedShadow(shadow: r(shadow), surface: r(surface), space: space)
        case .math(let m): return .math(m.renamingAliases(rename))
        case .modified(let base, let modifier, let mix, let amount): return .modified(base: r(base), modifier: modifier, mix: mix.map(r), amount: amount.map(r))
        case .text(let parts): return .text(parts.map(r))
        case .composedAlias(let parts): return .composedAlias(parts.map(r))
        case .cubicBezierPoints(let points): return .cubicBezierPoints(points.map(r))
        case .color, .colorLiteral, .dimension, .number, .fontFamily, .fontWeight, .duration, .cubicBezier, .strokeStyle, .string, .boolean, .invalid, .forbidden:
            return self
        }
    }
}

extension MathExpression {
    /// This expression with its operands' aliases renamed (see ``TokenExpression/renamingAliases(_:)``).
    package func renamingAliases(_ rename: (TokenPath) -> TokenPath?) -> MathExpression {
        switch self {
        case .operand(let e): .operand(e.renamingAliases(rename))
        case .apply(let op, let xs): .apply(op, xs.map { $0.renamingAliases(rename) })
        }
    }
}
