import TesseraModel
import TesseraTables

extension MathExpression {
    /// The expression as Tokens Studio writes it, fully parenthesised: `({space.base} * 2)`.
    package var studioText: String {
        switch self {
        case .operand(.alias(let p)): return "{\(p.rawValue)}"
        case .operand(.number(let n)): return CSSText.number(n)
        case .operand(.dimension(let d)): return CSSText.number(d.value) + d.unit.name
        case .operand: return "0"
        case .apply(let op, let xs):
            let args = xs.map(\.studioText)
            switch op {
            case .add: return "(\(args[0]) + \(args[1]))"
            case .subtract: return "(\(args[0]) - \(args[1]))"
            case .multiply: return "(\(args[0]) * \(args[1]))"
            case .divide: return "(\(args[0]) / \(args[1]))"
            case .negate: return "-\(args[0])"
            case .roundTo(let decimals): return "roundTo(\(args[0]), \(decimals))"
            case .floor: return "floor(\(args[0]))"
            case .ceil: return "ceil(\(args[0]))"
            case .abs: return "abs(\(args[0]))"
            case .min: return "min(\(args[0]), \(args[1]))"
            case .max: return "max(\(args[0]), \(args[1]))"
            // Tokens Studio reads the operand alone the same way.
            case .withUnit: return args[0]
            case .power: return "(\(args[0]) ^ \(args[1]))"
            case .remainder: return "(\(args[0]) % \(args[1]))"
            case .truncate: return "trunc(\(args[0]))"
            case .hypot: return "hypot(\(args[0]), \(args[1]))"
            case .atan2: return "atan2(\(args[0]), \(args[1]))"
            case .function(.factorial): return "fac(\(args[0]))"
            case .function(let f): return "\(f.rawValue)(\(args[0]))"
            case .compare(let c): return "(\(args[0]) \(c.rawValue) \(args[1]))"
            case .and: return "(\(args[0]) and \(args[1]))"
            case .or: return "(\(args[0]) or \(args[1]))"
            case .not: return "not(\(args[0]))"
            case .condition: return "(\(args[0]) ? \(args[1]) : \(args[2]))"
            }
        }
    }
}
