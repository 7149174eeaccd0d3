import TesseraColorModel

/// The source form of a token value: a literal, an alias, or a composite whose fields may be aliases.
///
/// Expressions are what design systems, themes and file readers produce. The compiler checks
/// them against the token's type and resolves them into table cells.
public indirect enum TokenExpression: Sendable, Hashable {
    /// The whole value of another token, `{path}` in DTCG.
    case alias(TokenPath)
    case color(TokenColor)
    /// A color in any DTCG color space, converted by the compile's ``ColorConverting``.
    case colorLiteral(ColorLiteral)
    case dimension(TokenDimension)
    case number(Double)
    /// One or more family names, most preferred first.
    case fontFamily([String])
    case fontWeight(Double)
    case duration(TokenDuration)
    case cubicBezier(CubicBezier)
    /// A cubic Bézier whose coordinates are `.number`s or aliases to number tokens (Terrazzo's
    /// `[0.4, "{ease.y1}", 0.2, 1]`), read in each mode; x coordinates outside 0…1 leave the
    /// cell without a value.
    case cubicBezierPoints([TokenExpression])
    /// A stroke keyword such as `dashed`.
    case strokeStyle(TokenStrokeStyle.Keyword)
    /// A dash pattern; each dash is a `.dimension` or an alias to one.
    case dashedStroke(dashes: [TokenExpression], lineCap: TokenStrokeStyle.LineCap)
    /// Shadow layers; each element is a `.shadowLayer` or an alias to a shadow token.
    case shadow([TokenExpression])
    /// One shadow layer; also valid on its own as a shadow token's value.
    case shadowLayer(ShadowLayerExpression)
    case typography(TypographyExpression)
    case border(BorderExpression)
    case transition(TransitionExpression)
    /// Gradient stops; each element is a `.gradientStop` or an alias to a gradient token.
    case gradient([TokenExpression])
    case gradientStop(GradientStopExpression)
    /// A `string` token's text.
    case string(String)
    /// A `boolean` token's flag.
    case boolean(Bool)
    /// `top` composited source-over onto `bottom` (both colors), giving a solid color per mode:
    /// elevation overlays and translucent fills precomputed for renderers. `alpha` replaces
    /// the top color's own alpha when given.
    case over(top: TokenExpression, bottom: TokenExpression, alpha: Double?, space: CompositingSpace)
    /// A shadow whose layer colors are replaced by the solid color each leaves on `surface`,
    /// per mode, for renderers that draw flat shadows.
    case flattenedShadow(shadow: TokenExpression, surface: TokenExpression, space: CompositingSpace)
    /// Arithmetic over numbers and dimensions (Tokens Studio math), evaluated per mode.
    case math(MathExpression)
    /// `base` changed by a color modifier; `mix` is the color a ``ColorModifier/Kind/mix`` blends
    /// toward. `amount`, when given (a reference or arithmetic), is the modifier's amount per
    /// mode, in place of the one ``ColorModifier`` holds.
    case modified(base: TokenExpression, modifier: ColorModifier, mix: TokenExpression?, amount: TokenExpression? = nil)
    /// Text with references in it, a string token's value per mode: each part is a
    /// ``string(_:)`` written as it is, or an ``alias(_:)`` written as the CSS text of its
    /// target's value in that mode (`"{space.sm} {space.xl}"` gives `8px 16px`), as Style
    /// Dictionary and Tokens Studio interpolate references in strings. A ``math(_:)`` part is
    /// written as a length (a unitless result in pixels, except 0: Tokens Studio's multi-values,
    /// `"4*1.5px 4*1.5px"`), and a ``modified(base:modifier:mix:amount:)`` part as
    /// `rgba(r, g, b, alpha)` (`rgba({color}, 0.4)` inside a gradient).
    case text([TokenExpression])
    /// An alias whose path is composed in each mode: ``string(_:)`` parts as written and
    /// ``alias(_:)`` parts as their target's text (Tokens Studio's nested reference
    /// `{colors.{primary}.500}`, where `primary` holds `red`, names `colors.red.500`).
    case composedAlias([TokenExpression])
    /// A value a file reader could not read and has already reported; the token has no value.
    case invalid
    /// The "not part of this theme" marker (OUDS's `#FF000000`). Using it compiles, is reported
    /// as a warning, and makes the checked look-up throw.
    case forbidden

    /// An sRGB color from `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`.
    ///
    /// - Precondition: `hex` is well formed. This is for literals in code; parsers of user input
    ///   use ``TokenColor/init(hex:)`` and report errors.
    public static func hex(_ hex: String) -> TokenExpression {
        guard let c = TokenColor(hex: hex) else { preconditionFailure("malformed hex literal \(hex)") }
        return .color(c)
    }

    /// Shorthand for an alias.
    public static func ref(_ path: TokenPath) -> TokenExpression { .alias(path) }

    /// Shorthand for a pixel dimension.
    public static func px(_ value: Double) -> TokenExpression { .dimension(TokenDimension(value, .px)) }

    /// Every alias this expression contains, depth first.
    public var aliases: [TokenPath] {
        var out: [TokenPath] = []
        visitAliases { out.append($0) }
        return out
    }

    package func visitAliases(_ body: (TokenPath) -> Void) {
        switch self {
        case .alias(let p): body(p)
        case .dashedStroke(let dashes, _): for d in dashes { d.visitAliases(body) }
        case .shadow(let layers): for l in layers { l.visitAliases(body) }
        case .gradient(let stops): for s in stops { s.visitAliases(body) }
        case .shadowLayer(let l): for f in l.all { f.visitAliases(body) }
        case .typography(let t): for f in t.all { f.visitAliases(body) }
        case .border(let b): for f in b.all { f.visitAliases(body) }
        case .transition(let t): for f in t.all { f.visitAliases(body) }
        case .gradientStop(let s): for f in s.all { f.visitAliases(body) }
        case .over(let top, let bottom, _, _):
            top.visitAliases(body)
            bottom.visitAliases(body)
        case .flattenedShadow(let shadow, let surface, _):
            shadow.visitAliases(body)
            surface.visitAliases(body)
        case .math(let m): m.visitAliases(body)
        case .modified(let base, _, let mix, let amount):
            base.visitAliases(body)
            mix?.visitAliases(body)
            amount?.visitAliases(body)
        case .text(let parts), .composedAlias(let parts), .cubicBezierPoints(let parts): for p in parts { p.visitAliases(body) }
        default: break
        }
    }
}

extension MathExpression {
    package func visitAliases(_ body: (TokenPath) -> Void) {
        switch self {
        case .operand(let e): e.visitAliases(body)
        case .apply(_, let xs): for x in xs { x.visitAliases(body) }
        }
    }
}
