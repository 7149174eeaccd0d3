/// One DTCG color component: a number, or the keyword `none` (a missing component).
public enum ComponentValue: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// A numeric component.
    case number(Double)
    /// CSS Color 4 `none`: missing. It is kept distinct from 0 for interpolation, and
    /// treated as 0 when converting.
    case none

    /// A numeric component from a float literal.
    public init(floatLiteral value: Double) { self = .number(value) }

    /// A numeric component from an integer literal.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }

    /// The value used for conversion: `none` counts as 0 (CSS Color 4 §4.4).
    public var valueForConversion: Double {
        switch self {
        case .number(let v): v
        case .none: 0
        }
    }
}
