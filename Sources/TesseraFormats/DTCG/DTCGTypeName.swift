import Tessera

/// How a `$type` string reads: one of DTCG's types, a Tokens Studio type read as the DTCG
/// type it means, a type beyond DTCG that Tessera stores, a type Tessera does not have, or
/// nothing known.
enum DTCGTypeName: Equatable {
    /// One of the 13 DTCG types.
    case dtcg(TokenType)
    /// A Tokens Studio type whose values are those of a DTCG type.
    case mapped(TokenType)
    /// A type outside DTCG 2025.10 that Tessera stores as itself (`string`, `boolean`).
    case extended(TokenType)
    /// A type real files use that Tessera has no column for yet: its tokens are left out.
    case unsupported
    /// Not a type any known tool writes.
    case unknown

    /// Reads `name` (case-sensitive, as DTCG requires).
    init(_ name: String) {
        if let t = TokenType(rawValue: name) {
            self = t.isDTCG ? .dtcg(t) : .extended(t)
            return
        }
        switch name {
        case "sizing", "spacing", "borderRadius", "borderWidth", "fontSizes", "letterSpacing", "paragraphSpacing", "paragraphIndent":
            self = .mapped(.dimension)
        case "opacity", "lineHeights": self = .mapped(.number)
        case "fontFamilies": self = .mapped(.fontFamily)
        case "fontWeights": self = .mapped(.fontWeight)
        case "other", "text", "textCase", "textDecoration", "asset", "composition", "boxShadow":
            self = .unsupported
        default: self = .unknown
        }
    }

    /// The token type the name reads as, if any.
    var tokenType: TokenType? {
        switch self {
        case .dtcg(let t), .mapped(let t), .extended(let t): t
        case .unsupported, .unknown: nil
        }
    }
}
