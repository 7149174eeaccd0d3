/// Escaping for text and attribute values in generated HTML.
package enum HTMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` as character references, safe in text and in
    /// quoted attribute values (where the browser decodes them before CSS sees the value).
    package static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for c in text.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }
}
