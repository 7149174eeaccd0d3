/// The DTCG 2025.10 token types.
///
/// The raw values are the exact, case-sensitive `$type` strings of the format.
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

    /// Whether values of this type are made of sub-values that may themselves be aliases.
    public var isComposite: Bool {
        switch self {
        case .shadow, .typography, .border, .transition, .gradient, .strokeStyle: true
        default: false
        }
    }

    public var description: String { rawValue }
}
