import Tessera

/// Reads Tokens Studio's color modifier, `$extensions["studio.tokens"].modify`:
/// `{"type": "lighten" | "darken" | "mix" | "alpha", "value": "0.2", "space": "srgb" | "hsl" | "lch" | "p3", "color": "#…"}`
/// (`color`, for `mix` only, may be a reference).
enum StudioColorModifier {
    static let extensionKey = "studio.tokens"

    /// `base` with the modifier `node` describes; `nil` after an `unsupported-color-modifier`
    /// warning when it cannot be applied, so the token is left out.
    static func applying(_ node: JSONDocument.Node, to base: TokenExpression, doc: JSONDocument, reader: inout DTCGValueReader) -> TokenExpression? {
        func unsupported(_ why: String, at n: JSONDocument.Node) -> TokenExpression? {
            reader.diagnostics.warning(.unsupportedColorModifier, "\(why); the token is left out", at: doc.location(n), token: reader.token)
            return nil
        }
        guard doc.kind(node) == .object else { return unsupported("studio.tokens modify is an object {type, value, space}", at: node) }
        let typeName = doc.member(node, "type").flatMap(doc.string) ?? ""
        guard let kind = ColorModifier.Kind(rawValue: typeName) else {
            return unsupported("color modifier \"\(typeName)\" is unknown (lighten, darken, mix, alpha are read)", at: doc.member(node, "type") ?? node)
        }
        let spaceName = doc.member(node, "space").flatMap(doc.string) ?? "srgb"
        guard let space = ColorModifier.Space(rawValue: spaceName.lowercased()) else {
            return unsupported("color modifier space \"\(spaceName)\" is not supported (srgb, hsl, lch, p3 are)", at: doc.member(node, "space") ?? node)
        }
        let valueNode = doc.member(node, "value")
        guard let valueNode, let amount = doc.number(valueNode) ?? doc.string(valueNode).flatMap({ Double($0.trimmingWhitespace) }), amount.isFinite else {
            return unsupported("the modifier's value must be a number (a reference or math in it is not evaluated)", at: valueNode ?? node)
        }
        var mix: TokenExpression?
        if kind == .mix {
            guard let colorNode = doc.member(node, "color") else { return unsupported("a mix modifier needs a \"color\"", at: node) }
            guard let c = try? reader.value(colorNode, type: .color) else { return nil }
            mix = c
        }
        return .modified(base: base, modifier: ColorModifier(kind, amount: amount, space: space), mix: mix)
    }
}
