import TesseraModel

/// A CSS `box-shadow` read as a DTCG shadow, one layer per comma-separated item.
///
/// `CSSShadowString.parse("0 1px 2px rgba(0,0,0,.1), inset 0 0 0 1px {color.border}")` is a
/// `.shadow` of two `.shadowLayer`s, the second inset with an aliased color.
///
/// A layer is, in any order, an optional `inset`, two to four lengths written together
/// (offsetX, offsetY, then blur and spread, 0px when missing) and one color. A layer without a
/// color is a problem: CSS would draw it in `currentcolor`, which a token cannot hold.
///
/// A `{reference}` may stand for any length or the color; its position decides which. The
/// lengths are written together, so the color is at one end of the layer (not counting
/// `inset`). When no literal is a color, the color is the last component if that is a
/// reference after at least two others (`0 1px 2px {color.shadow}`), else the first if that is
/// one (`{color.shadow} 0 1px`); every other reference is a length. A layer that is only a
/// reference (`{shadow.base}`) is an alias to a shadow token.
package enum CSSShadowString {
    /// The shadow `text` writes, always a `.shadow` of layers, or the first problem.
    package static func parse(_ text: String) -> Result<TokenExpression, CSSValueProblem> {
        CSSValueText.parse(text).flatMap { value in
            Result { () throws(CSSValueProblem) in .shadow(try value.layers.map(layer)) }
        }
    }

    /// What a component of a layer is, before references are given a role.
    private enum Part {
        case inset
        case color(TokenExpression)
        case length(TokenExpression)
        case reference(TokenPath)

        package var isInset: Bool { if case .inset = self { true } else { false } }
        package var isColor: Bool { if case .color = self { true } else { false } }

        /// The expression of a color, a length or a reference.
        package var expression: TokenExpression {
            switch self {
            case .color(let e), .length(let e): e
            case .reference(let path): .alias(path)
            case .inset: preconditionFailure("inset has no expression")
            }
        }
    }

    private static func layer(_ components: [CSSValueText.Component]) throws(CSSValueProblem) -> TokenExpression {
        let text = CSSValueText.text(of: components)
        if components.count == 1, case .reference(let path) = components[0] { return .alias(path) }
        if components.count == 1, components[0].keyword == "none" {
            throw CSSValueProblem("none is no shadow at all; a shadow token has at least one layer", component: text)
        }
        var parts: [Part] = []
        for component in components {
            parts.append(try part(component))
        }
        let insets = parts.filter(\.isInset).count
        guard insets <= 1 else { throw CSSValueProblem("inset is written twice", component: text) }
        // Indices into `parts`, inset left out: the color must be at one end of these.
        let items = parts.indices.filter { !parts[$0].isInset }
        let colors = items.filter { parts[$0].isColor }
        guard colors.count <= 1 else { throw CSSValueProblem("a shadow layer has one color; this one has \(colors.count)", component: text) }
        guard let colorIndex = colors.first ?? referenceColor(parts, items) else { throw CSSValueProblem("a shadow layer without a color", component: text) }
        let lengthIndices = items.filter { $0 != colorIndex }
        guard (2...4).contains(lengthIndices.count) else {
            throw CSSValueProblem("a shadow layer has two to four lengths (offsetX offsetY blur spread); this one has \(lengthIndices.count)", component: text)
        }
        guard lengthIndices.last! - lengthIndices.first! == lengthIndices.count - 1 else {
            throw CSSValueProblem("the lengths of a shadow layer are written together, the color and inset before or after them", component: text)
        }
        let lengths = lengthIndices.map { parts[$0].expression }
        if lengths.count > 2, case .dimension(let blur) = lengths[2], blur.value < 0 {
            throw CSSValueProblem("a shadow's blur cannot be negative", component: components[lengthIndices[2]].text)
        }
        return .shadowLayer(
            ShadowLayerExpression(
                color: parts[colorIndex].expression, offsetX: lengths[0], offsetY: lengths[1], blur: lengths.count > 2 ? lengths[2] : .px(0),
                spread: lengths.count > 3 ? lengths[3] : .px(0), inset: insets == 1))
    }

    /// The index of the reference that stands for the color when no literal does; see the type's documentation.
    private static func referenceColor(_ parts: [Part], _ items: [Int]) -> Int? {
        guard items.count >= 3 else { return nil }
        if case .reference = parts[items.last!] { return items.last! }
        if case .reference = parts[items.first!] { return items.first! }
        return nil
    }

    private static func part(_ component: CSSValueText.Component) throws(CSSValueProblem) -> Part {
        if component.keyword == "inset" { return .inset }
        if case .reference(let path) = component { return .reference(path) }
        if let color = CSSColorComponent.read(component) { return .color(try color.get()) }
        if let length = CSSLength.read(component) { return .length(try length.get()) }
        throw CSSValueProblem("not a length, a color or inset", component: component.text)
    }
}
