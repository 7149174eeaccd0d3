import TesseraTables

/// How a CSS export writes a string token: the kinds of text the writing tools keep in string
/// tokens, each of which their CSS output writes in its own way.
///
/// A reader records the form in the token's `$extensions` under ``DTCGLoader/cssTextKey``
/// (``extensionValue``), so that an exported DTCG file reads back with it.
package enum CSSStringForm: Sendable, Hashable {
    /// Free text, written as a quoted CSS string (`content: var(--label)`).
    case quoted
    /// CSS value text, written as it is (`uppercase`, `fit-content`, `4px 8px`).
    case cssText
    /// A URL or path, written `url("…")`: Style Dictionary's and Tokens Studio's `asset`
    /// (Style Dictionary's `asset/url`) and Terrazzo's `link`.
    case url
    /// Text with HTML character references (`&#xE001;`), written as a CSS string whose
    /// references are CSS escapes (`'\E001'`): Style Dictionary's `html` (`html/icon`).
    case htmlEntities

    /// The form a string token of another tool's `$type` `name` has; `nil` for a free-text type
    /// (`text`, `content`) and for names no tool documents.
    package init?(typeName name: String) {
        switch name {
        // Types whose values are CSS keywords or free CSS text the writing tool passes through.
        case "textCase", "textDecoration", "other", "fontStyle": self = .cssText
        case "asset", "link": self = .url
        case "html": self = .htmlEntities
        default: return nil
        }
    }

    /// The value kept under ``DTCGLoader/cssTextKey``: `true` for CSS text, `"url"`, `"html"`;
    /// `nil` for a quoted string, which needs no mark.
    package var extensionValue: JSONValue? {
        switch self {
        case .quoted: nil
        case .cssText: .bool(true)
        case .url: .string("url")
        case .htmlEntities: .string("html")
        }
    }

    /// The form ``extensionValue`` stands for; `nil` for any other value.
    package init?(extensionValue value: JSONValue) {
        switch value {
        case .bool(true): self = .cssText
        case .string("url"): self = .url
        case .string("html"): self = .htmlEntities
        default: return nil
        }
    }

    /// `text` written in this form.
    package func css(_ text: String) -> String {
        switch self {
        case .quoted: CSSText.quoted(text)
        case .cssText: text
        case .url: "url(\(CSSText.quoted(text)))"
        case .htmlEntities: Self.escapingReferences(text)
        }
    }

    /// `text` as a single-quoted CSS string in which each hexadecimal character reference
    /// `&#xHEX;` is the CSS escape `\HEX`. Style Dictionary's `html/icon` replaces each
    /// reference by a string of its own, so `&#xE001;` alone is `'\E001'` in both; text around
    /// a reference stays inside the one string here, where `html/icon` would leave it bare.
    /// Decimal references are text, as `html/icon` leaves them.
    package static func escapingReferences(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = "'"
        var i = 0
        // Whether the last thing written is an escape, which a hex digit or a space after it
        // would extend: CSS then needs the space that ends an escape.
        var afterEscape = false
        while i < scalars.count {
            if let (hex, end) = reference(in: scalars, at: i) {
                out += "\\" + hex
                afterEscape = true
                i = end
                continue
            }
            let u = scalars[i]
            if afterEscape, u.properties.isASCIIHexDigit || u == " " || u == "\t" { out += " " }
            afterEscape = false
            switch u {
            case "'": out += "\\'"
            case "\\": out += "\\\\"
            case "\n", "\r", "\u{0C}":
                out += "\\\(String(u.value, radix: 16))"
                afterEscape = true
            case "\u{0}": out += "\u{FFFD}"
            default: out.unicodeScalars.append(u)
            }
            i += 1
        }
        return out + "'"
    }

    /// The hex digits of the reference `&#xHEX;` starting at `i` (one to six digits, as a CSS
    /// escape takes), and the index after its `;`.
    private static func reference(in s: [Unicode.Scalar], at i: Int) -> (String, Int)? {
        guard i + 3 < s.count, s[i] == "&", s[i + 1] == "#", s[i + 2] == "x" || s[i + 2] == "X" else { return nil }
        var j = i + 3
        var hex = ""
        while j < s.count, s[j].properties.isASCIIHexDigit, hex.unicodeScalars.count < 6 {
            hex.unicodeScalars.append(s[j])
            j += 1
        }
        guard !hex.isEmpty, j < s.count, s[j] == ";" else { return nil }
        return (hex, j + 1)
    }
}
