/// A CSS `font-family` list read as DTCG font families, most preferred first.
///
/// `CSSFontFamilyList.parse(#"Arial Black, "Suisse Int'l", sans-serif"#)` is
/// `["Arial Black", "Suisse Int'l", "sans-serif"]`.
///
/// Each item is a quoted name, kept as its inner text, or identifiers, joined by single
/// spaces; generic families (`sans-serif`, `system-ui`) are kept as written. A reference in
/// the list is a problem: DTCG's list holds names, and a value that is only a reference is an
/// alias, which the caller reads before the text.
package enum CSSFontFamilyList {
    /// The CSS-wide keywords, which cannot be unquoted family names.
    package static let reserved: Set<String> = ["inherit", "initial", "unset", "revert", "revert-layer", "default"]

    /// The families `text` lists, or the first problem.
    package static func parse(_ text: String) -> Result<[String], CSSValueProblem> {
        CSSValueText.parse(text).flatMap { value in Result { () throws(CSSValueProblem) in try value.layers.map(family) } }
    }

    private static func family(_ components: [CSSValueText.Component]) throws(CSSValueProblem) -> String {
        if components.count == 1, case .string(let name) = components[0] { return name }
        var words: [String] = []
        for component in components {
            switch component {
            case .word(let word) where CSSValueText.isIdentifier(word):
                if components.count == 1, reserved.contains(word.lowercased()) {
                    throw CSSValueProblem("\(word) is a CSS-wide keyword, not a family name; quote it to name a family", component: word)
                }
                words.append(word)
            case .word(let word):
                throw CSSValueProblem("not a CSS identifier; quote a family name that has one: \"\(CSSValueText.text(of: components))\"", component: word)
            case .reference:
                throw CSSValueProblem("a reference cannot stand for a family name; a font family token holds names", component: component.text)
            case .string, .function:
                throw CSSValueProblem("a family is one quoted name or identifiers separated by spaces", component: CSSValueText.text(of: components))
            }
        }
        return words.joined(separator: " ")
    }
}
