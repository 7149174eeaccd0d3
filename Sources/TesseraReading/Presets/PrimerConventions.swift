import TesseraColorModel
import TesseraCompiler
import TesseraModel

/// GitHub Primer's own token conventions, read wherever they appear (``DesignSystemFiles/Preset/primer``
/// also declares Primer's standard themes up front):
/// - a token-level `alpha` beside `$value` gives the color `$value` names with that alpha
///   (Primer replaces the alpha, keeping red, green and blue);
/// - `$extensions["org.primer.overrides"]` maps a theme name (`dark`, `dark-dimmed`,
///   `light-high-contrast`…) to the token's value in that theme, a value or `{"$value": …, "alpha": …}`.
///   Each name is a context of a `theme` axis whose default, `light`, is `$value`. As in
///   Primer, a theme a token does not override falls back to `dark` or `light` by its prefix.
package enum PrimerConventions {
    package static let overridesKey = "org.primer.overrides"
    package static let axisName = "theme"
    package static let defaultTheme = "light"
    /// Primer's published themes, declared by the preset whether or not a file overrides them.
    package static let standardThemes = [
        "light", "light-high-contrast", "light-colorblind", "light-tritanopia", "dark", "dark-dimmed", "dark-high-contrast", "dark-colorblind", "dark-tritanopia",
    ]

    /// The `theme` axis with `themes` as contexts (`light` first), each falling back by prefix.
    package static func axis(_ themes: [String]) -> ModeAxis {
        var names = [defaultTheme]
        for t in themes where !names.contains(t) { names.append(t) }
        let contexts = names.map { name -> ModeAxis.Context in
            let base = name.hasPrefix("dark") ? "dark" : "light"
            return ModeAxis.Context(name, fallback: name != base && names.contains(base) ? base : nil)
        }
        return ModeAxis(axisName, contexts: contexts, defaultContext: defaultTheme)
    }

    /// `expression` with the token-level `alpha` of `node`, when it has one.
    package static func applyingAlpha(of node: JSONDocument.Node, in doc: JSONDocument, to expression: TokenExpression) -> TokenExpression {
        applyingAlpha(doc.member(node, "alpha"), in: doc, to: expression)
    }

    /// `expression` under the opacity of `alphaNode` (a token's `alpha` member), if it is a number.
    package static func applyingAlpha(_ alphaNode: JSONDocument.Node?, in doc: JSONDocument, to expression: TokenExpression) -> TokenExpression {
        guard let alpha = alphaNode.flatMap({ doc.number($0) }) else { return expression }
        return .over(top: expression, bottom: .color(TokenColor(red: 0, green: 0, blue: 0, alpha: 0)), alpha: alpha, space: .srgb)
    }

    /// The definitions `org.primer.overrides` gives a token of `type`, each under `condition`
    /// narrowed to its theme; the theme names are added to `themes`.
    package static func overrides(
        _ node: JSONDocument.Node, in doc: JSONDocument, type: TokenType, condition: ContextCondition, reader: inout DTCGValueReader, themes: inout [String]
    ) -> [TokenDefinition] {
        guard let entries = doc.object(node) else {
            reader.diagnostics.error(.invalidExtension, "\(overridesKey) maps theme names to values", at: doc.location(node), token: reader.token)
            return []
        }
        return reader.definitionsByContext(entries, axis: axisName, type: type, condition: condition, names: &themes) { entry, reader in
            let valueNode = doc.kind(entry.value) == .object ? doc.member(entry.value, "$value") : entry.value
            guard let valueNode else {
                reader.diagnostics.error(.invalidExtension, "the \(entry.key) override is a value or an object with $value", at: doc.location(entry.value), token: reader.token)
                return nil
            }
            guard var e = try? reader.value(valueNode, type: type) else { return nil }
            if type == .color, doc.kind(entry.value) == .object { e = applyingAlpha(of: entry.value, in: doc, to: e) }
            return (e, valueNode)
        }
    }
}
