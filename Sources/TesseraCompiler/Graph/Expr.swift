import TesseraColorModel
import TesseraModel

/// A lowered token expression: aliases are token ids and literals are checked and table-ready.
///
/// Only the cases with a large or recursive payload are boxed. An `indirect` enum boxed every
/// expression, so lowering allocated one heap object per definition (a fifth of lowering's
/// time) and evaluation followed a pointer to read an alias; the common cases (an alias, a
/// color, a number, a dimension) now sit in the definition itself.
package enum Expr: Sendable, Hashable {
    case ref(Int32)
    /// Already diagnosed (unknown reference, bad literal): evaluates to an absent value.
    case bad
    case forbidden
    /// Index into the color-literal pool, so a converter runs once per literal, not per cell.
    case color(UInt32)
    case dimension(TokenDimension)
    case number(Double)
    case fontWeight(Double)
    case fontFamily(UInt32)
    /// Index into the family pool, where a string is a one-name list (see ``TokenString``).
    case string(UInt32)
    case boolean(Bool)
    case duration(TokenDuration)
    indirect case cubicBezier(CubicBezier)
    case strokeKeyword(TokenStrokeStyle.Keyword)
    case dashed([Expr], TokenStrokeStyle.LineCap)
    case shadow([Expr])
    indirect case shadowLayer(ShadowLayerFields<Expr>)
    indirect case typography(TypographyFields<Expr>)
    indirect case border(BorderFields<Expr>)
    indirect case transition(TransitionFields<Expr>)
    case gradient([Expr])
    indirect case gradientStop(GradientStopFields<Expr>)
    indirect case over(top: Expr, bottom: Expr, alpha: Double?, space: CompositingSpace)
    indirect case flatShadow(shadow: Expr, surface: Expr, space: CompositingSpace)
    /// A dimension, or a typography's font size, multiplied by a factor (Dynamic Type).
    indirect case scaled(Expr, factor: Double)
    /// Arithmetic; operands are `.number`, `.dimension`, `.ref` to a number or dimension, or `.math`.
    case math(MathOperator, [Expr])
    /// A color modifier over `base`, toward `mix` for ``ColorModifier/Kind/mix``.
    indirect case modify(base: Expr, mix: Expr?, ColorModifier)
    /// A color modifier whose amount is computed per mode.
    indirect case modifyBy(base: Expr, amount: Expr, mix: Expr?, ColorModifier)
    /// A string template: `.string` parts as written, `.ref` parts as their target's CSS text,
    /// `.math` and color-modifier parts as the CSS text of their value.
    case text([Expr])
    /// A cubic Bézier from four number expressions.
    case bezier([Expr])
    /// The candidate whose path is the text `key` makes in the current combination (a composed
    /// alias); `candidates` are every token whose path fits the key's literal parts, so that
    /// each is ordered before this one.
    case pick(key: [Expr], candidates: [Int32])

    /// The expressions this one is made of, in their fields' order (a composed alias's key
    /// parts, not its candidates).
    package var children: [Expr] {
        switch self {
        case .dashed(let xs, _), .shadow(let xs), .gradient(let xs), .math(_, let xs), .text(let xs), .bezier(let xs), .pick(let xs, _): xs
        case .shadowLayer(let f): f.all
        case .typography(let f): f.all
        case .border(let f): f.all
        case .transition(let f): f.all
        case .gradientStop(let f): f.all
        case .over(let top, let bottom, _, _): [top, bottom]
        case .flatShadow(let shadow, let surface, _): [shadow, surface]
        case .modify(let base, let mix, _): [base] + (mix.map { [$0] } ?? [])
        case .modifyBy(let base, let amount, let mix, _): [base, amount] + (mix.map { [$0] } ?? [])
        case .scaled(let x, _): [x]
        case .ref, .bad, .forbidden, .color, .dimension, .number, .fontWeight, .fontFamily, .string, .boolean, .duration, .cubicBezier, .strokeKeyword: []
        }
    }

    /// Whether any part of the expression failed to lower (and was already diagnosed).
    package var containsBad: Bool {
        if case .bad = self { return true }
        return children.contains { $0.containsBad }
    }

    /// Whether any part is a template, whose evaluation interns the text it makes (a
    /// typography's font family written with references).
    package var containsText: Bool {
        switch self {
        case .text: return true
        case .typography(let f): return f.all.contains { $0.containsText }
        default: return false
        }
    }

    /// Whether the expression is arithmetic or a color modifier, which can fail per mode.
    package var isMathOrModifier: Bool {
        switch self {
        case .math, .modify, .modifyBy: true
        case .text(let parts): parts.contains { $0.isMathOrModifier }
        default: false
        }
    }

    /// Calls `body` with every referenced token id.
    package func forEachRef(_ body: (Int32) -> Void) {
        switch self {
        case .ref(let id): body(id)
        case .pick(let key, let candidates):
            for x in key { x.forEachRef(body) }
            for c in candidates { body(c) }
        default: for x in children { x.forEachRef(body) }
        }
    }
}

/// One lowered definition: a condition as (axis, context) pairs and an expression.
package struct Def: Sendable, Hashable {
    /// (axis, context) pairs sorted by axis.
    package var condition: [Condition]
    package var expr: Expr
    package var location: SourceLocation?

    package struct Condition: Sendable, Hashable {
        package var axis: Int
        package var context: Int
    }
}
