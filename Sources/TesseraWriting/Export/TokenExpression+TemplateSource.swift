import TesseraModel

extension TokenExpression {
    /// A template part as Tokens Studio writes it: text as it is, references in braces, math
    /// as its expression, and a color at another alpha as `rgba({color}, alpha)`.
    package var templateSource: String {
        switch self {
        case .string(let text): return text
        case .alias(let path): return "{\(path.rawValue)}"
        case .math(let m): return m.studioText
        case .modified(.alias(let base), let modifier, nil, let amount) where modifier.kind == .alpha:
            let alpha: String
            switch amount {
            case .alias(let path)?: alpha = "{\(path.rawValue)}"
            case .math(let m)?: alpha = m.studioText
            default: alpha = CSSExport.number(modifier.amount)
            }
            return "rgba({\(base.rawValue)}, \(alpha))"
        default: return ""
        }
    }
}
