import TesseraModel

/// A CSS `border` shorthand read as a DTCG border: a width, a style and a color, in any order.
///
/// `CSSBorderString.parse("1px solid {color.border}")` is a border with an aliased color.
///
/// The width is a length or `thin`, `medium`, `thick` (1px, 3px, 5px, as CSS Backgrounds 3
/// fixes them); the style is a DTCG stroke keyword. A missing width is CSS's initial `medium`,
/// with a note. A missing style or color is a problem: CSS's initial values, `none` and
/// `currentcolor`, have no DTCG form. A `{reference}` takes the first part the literals leave
/// missing, in the order width, style, color (`{border.width} solid {color.border}`). A value
/// that is only a reference is an alias to a border token.
package enum CSSBorderString {
    /// The widths CSS names, in pixels.
    package static let widthKeywords: [String: Double] = ["thin": 1, "medium": 3, "thick": 5]

    /// The border `text` writes, or the first problem.
    package static func parse(_ text: String) -> Result<CSSValueReading, CSSValueProblem> {
        CSSValueText.parse(text).flatMap { value in Result { () throws(CSSValueProblem) in try reading(value, text.trimmingWhitespace) } }
    }

    private enum Part: Int, CaseIterable {
        case width, style, color

        package var name: String { "\(self)" }
    }

    private static func reading(_ value: CSSValueText, _ text: String) throws(CSSValueProblem) -> CSSValueReading {
        guard value.layers.count == 1 else { throw CSSValueProblem("a border is one value; this one lists \(value.layers.count)", component: text) }
        let components = value.layers[0]
        if components.count == 1, case .reference(let path) = components[0] { return CSSValueReading(expression: .alias(path)) }
        guard components.count <= 3 else { throw CSSValueProblem("a border has at most three parts: a width, a style and a color", component: text) }
        var parts: [Part: TokenExpression] = [:]
        var references: [TokenPath] = []
        for component in components {
            if case .reference(let path) = component {
                references.append(path)
                continue
            }
            let (part, expression) = try literal(component)
            guard parts[part] == nil else { throw CSSValueProblem("a border has one \(part.name); this one has two", component: text) }
            parts[part] = expression
        }
        for (path, part) in zip(references, Part.allCases.filter { parts[$0] == nil }) { parts[part] = .alias(path) }
        var notes: [String] = []
        if parts[.width] == nil {
            parts[.width] = .px(3)
            notes.append("no width: read as medium, 3px, CSS's initial border width")
        }
        let missing = Part.allCases.filter { parts[$0] == nil }
        guard missing.isEmpty else {
            let why = missing.map { $0 == .style ? "a style (CSS's initial none draws no border)" : "a color (CSS's initial currentcolor is not a token's)" }
            let hint = references.isEmpty ? "" : "; references take the missing parts in the order width, style, color"
            throw CSSValueProblem("a border without \(why.joined(separator: " or "))\(hint)", component: text)
        }
        return CSSValueReading(expression: .border(BorderExpression(color: parts[.color]!, width: parts[.width]!, style: parts[.style]!)), notes: notes)
    }

    private static func literal(_ component: CSSValueText.Component) throws(CSSValueProblem) -> (Part, TokenExpression) {
        if let keyword = component.keyword {
            if let style = TokenStrokeStyle.Keyword(name: keyword) { return (.style, .strokeStyle(style)) }
            if keyword == "none" || keyword == "hidden" {
                let styles = TokenStrokeStyle.Keyword.allCases.filter { $0 != .custom }.map(\.name).joined(separator: ", ")
                throw CSSValueProblem("border style \(keyword) draws no border; DTCG stroke styles are \(styles)", component: component.text)
            }
            if let px = widthKeywords[keyword] { return (.width, .px(px)) }
        }
        if let color = CSSColorComponent.read(component) { return (.color, try color.get()) }
        if let length = CSSLength.read(component) {
            let width = try length.get()
            if case .dimension(let d) = width, d.value < 0 { throw CSSValueProblem("a border width cannot be negative", component: component.text) }
            return (.width, width)
        }
        throw CSSValueProblem("not a width, a style or a color", component: component.text)
    }
}
