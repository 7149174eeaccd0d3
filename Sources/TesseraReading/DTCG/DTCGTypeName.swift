import TesseraModel

/// How a `$type` string reads: one of DTCG's types, another tool's type read as the type it
/// means, a type beyond DTCG that Tessera stores, a type Tessera does not have, or nothing known.
package enum DTCGTypeName: Equatable {
    /// One of the 13 DTCG types.
    case dtcg(TokenType)
    /// A type another tool documents whose values are those of a Tessera type: Tokens Studio's
    /// `sizing` is a dimension, Style Dictionary's `time` a duration. `tool` names who documents it.
    case mapped(TokenType, tool: String)
    /// A type outside DTCG 2025.10 that Tessera stores as itself (`string`, `boolean`).
    case extended(TokenType)
    /// A type real files use that Tessera has no column for: its tokens are left out.
    case unsupported(tool: String)
    /// Not a type any known tool writes.
    case unknown

    /// Reads `name` (case-sensitive, as DTCG requires).
    package init(_ name: String) {
        if let t = TokenType(rawValue: name) {
            self = t.isDTCG ? .dtcg(t) : .extended(t)
            return
        }
        if let (type, tool) = Self.synonyms[name] {
            self = .mapped(type, tool: tool)
        } else if name == "composition" {
            self = .unsupported(tool: Self.tokensStudio)
        } else {
            self = .unknown
        }
    }

    /// The token type the name reads as, if any.
    package var tokenType: TokenType? {
        switch self {
        case .dtcg(let t), .mapped(let t, _), .extended(let t): t
        case .unsupported, .unknown: nil
        }
    }

    /// Whether `name` is a type only Tokens Studio documents (`spacing`, `fontWeights`): a file
    /// using one is Tokens Studio's, read with its conventions.
    package static func isTokensStudio(_ name: String) -> Bool {
        if case .mapped(_, tokensStudio) = DTCGTypeName(name) { return true }
        return false
    }

    package static let tokensStudio = "Tokens Studio"
    private static let styleDictionary = "Style Dictionary"

    /// Other tools' type names and what they read as, from each tool's documentation
    /// (docs/compatibility.md has the table and its sources).
    private static let synonyms: [String: (TokenType, String)] = [
        // Tokens Studio.
        "sizing": (.dimension, tokensStudio), "spacing": (.dimension, tokensStudio), "borderRadius": (.dimension, tokensStudio),
        "borderWidth": (.dimension, tokensStudio), "fontSizes": (.dimension, tokensStudio), "letterSpacing": (.dimension, tokensStudio),
        "paragraphSpacing": (.dimension, tokensStudio), "paragraphIndent": (.dimension, tokensStudio),
        "opacity": (.number, tokensStudio), "lineHeights": (.number, tokensStudio),
        "fontFamilies": (.fontFamily, tokensStudio), "fontWeights": (.fontWeight, tokensStudio),
        "boxShadow": (.shadow, tokensStudio),
        "textCase": (.string, tokensStudio), "textDecoration": (.string, tokensStudio), "text": (.string, tokensStudio),
        "other": (.string, tokensStudio), "asset": (.string, tokensStudio + " and " + styleDictionary),
        "fontStyle": (.string, tokensStudio), "math": (.number, tokensStudio),
        // Style Dictionary.
        "size": (.dimension, styleDictionary), "fontSize": (.dimension, styleDictionary), "lineHeight": (.number, styleDictionary),
        "time": (.duration, styleDictionary), "content": (.string, styleDictionary), "html": (.string, styleDictionary),
        "icon": (.string, styleDictionary),
        // Terrazzo.
        "link": (.string, "Terrazzo"), "font": (.fontFamily, "Terrazzo"),
    ]
}
