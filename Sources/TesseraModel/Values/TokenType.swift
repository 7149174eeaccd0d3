/// The token types: the 13 of DTCG 2025.10, then `string` and `boolean`, which real files use
/// (Tokens Studio, Figma variables) and which have columns of their own.
///
/// The raw values are the exact, case-sensitive `$type` strings. ``isDTCG`` tells the two
/// apart: a strict reading rejects the types outside the specification.
public enum TokenType: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case color
    case dimension
    case number
    case fontFamily
    case fontWeight
    case duration
    case cubicBezier
    case strokeStyle
    case shadow
    case typography
    case border
    case transition
    case gradient
    /// A text value (labels, font feature strings, asset names); not a DTCG 2025.10 type.
    case string
    /// A true/false flag (feature switches, visibility); not a DTCG 2025.10 type.
    case boolean

    /// Whether the type is one of DTCG 2025.10's: `string` and `boolean` are not.
    public var isDTCG: Bool {
        switch self {
        case .string, .boolean: false
        default: true
        }
    }

    /// Whether values of this type are made of sub-values that may themselves be aliases.
    public var isComposite: Bool {
        switch self {
        case .shadow, .typography, .border, .transition, .gradient, .strokeStyle: true
        default: false
        }
    }

    public var description: String { rawValue }
}

extension TokenType {
    /// Position in `allCases`, for per-type arrays.
    @inlinable
    public var ordinal: Int {
        switch self {
        case .color: 0
        case .dimension: 1
        case .number: 2
        case .fontFamily: 3
        case .fontWeight: 4
        case .duration: 5
        case .cubicBezier: 6
        case .strokeStyle: 7
        case .shadow: 8
        case .typography: 9
        case .border: 10
        case .transition: 11
        case .gradient: 12
        case .string: 13
        case .boolean: 14
        }
    }
}
