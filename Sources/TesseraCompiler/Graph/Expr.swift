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
    case dimension(Dimension)
    case number(Double)
    case fontWeight(Double)
    case fontFamily(UInt32)
    /// Index into the family pool, where a string is a one-name list (see ``TokenString``).
    case string(UInt32)
    case boolean(Bool)
    case duration(TokenDuration)
    indirect case cubicBezier(CubicBezier)
    case strokeKeyword(StrokeStyle.Keyword)
    case dashed([Expr], StrokeStyle.LineCap)
    case shadow([Expr])
    case shadowLayer([Expr], inset: Bool)
    case typography([Expr])
    case border([Expr])
    case transition([Expr])
    case gradient([Expr])
    case gradientStop([Expr])
    indirect case over([Expr], alpha: Double?, space: CompositingSpace)
    case flatShadow([Expr], space: CompositingSpace)
    /// A dimension, or a typography's font size, multiplied by a factor (Dynamic Type).
    indirect case scaled(Expr, factor: Double)
    /// Arithmetic; operands are `.number`, `.dimension`, `.ref` to a number or dimension, or `.math`.
    case math(MathOperator, [Expr])
    /// A color modifier over `[base]` or `[base, mix]`.
    indirect case modify([Expr], ColorModifier)
    /// A color modifier whose amount is computed per mode: `[base, amount]` or `[base, amount, mix]`.
    indirect case modifyBy([Expr], ColorModifier)
    /// A string template: `.string` parts as written, `.ref` parts as their target's CSS text,
    /// `.math` and color-modifier parts as the CSS text of their value.
    case text([Expr])
    /// A cubic Bézier from four number expressions.
    case bezier([Expr])
    /// The candidate whose path is the text `key` makes in the current combination (a composed
    /// alias); `candidates` are every token whose path fits the key's literal parts, so that
    /// each is ordered before this one.
    case pick(key: [Expr], candidates: [Int32])

    /// Whether any part of the expression failed to lower (and was already diagnosed).
    package var containsBad: Bool {
        switch self {
        case .bad: return true
        case .dashed(let xs, _), .shadow(let xs), .shadowLayer(let xs, _), .typography(let xs), .border(let xs),
            .transition(let xs), .gradient(let xs), .gradientStop(let xs), .over(let xs, _, _), .flatShadow(let xs, _), .math(_, let xs), .modify(let xs, _),
            .modifyBy(let xs, _), .text(let xs), .bezier(let xs), .pick(let xs, _):
            return xs.contains { $0.containsBad }
        case .scaled(let x, _): return x.containsBad
        default: return false
        }
    }

    /// Whether any part is a template, whose evaluation interns the text it makes (a
    /// typography's font family written with references).
    package var containsText: Bool {
        switch self {
        case .text: return true
        case .typography(let xs): return xs.contains { $0.containsText }
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
        case .dashed(let xs, _), .shadow(let xs), .shadowLayer(let xs, _), .typography(let xs), .border(let xs),
            .transition(let xs), .gradient(let xs), .gradientStop(let xs), .over(let xs, _, _), .flatShadow(let xs, _), .math(_, let xs), .modify(let xs, _),
            .modifyBy(let xs, _), .text(let xs), .bezier(let xs):
            for x in xs { x.forEachRef(body) }
        case .pick(let key, let candidates):
            for x in key { x.forEachRef(body) }
            for c in candidates { body(c) }
        case .scaled(let x, _): x.forEachRef(body)
        default: break
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
