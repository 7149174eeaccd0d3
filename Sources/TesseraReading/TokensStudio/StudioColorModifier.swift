import TesseraColorModel
import TesseraModel

/// Reads Tokens Studio's color modifier, `$extensions["studio.tokens"].modify`:
/// `{"type": "lighten" | "darken" | "mix" | "alpha", "value": "0.2", "space": "srgb" | "hsl" | "lch" | "p3", "color": "#…"}`
/// (`color`, for `mix` only, may be a reference).
///
/// As Tokens Studio's transforms allow, `value` may also be a reference to a number token or
/// math (`"{opacity.hover} * 2"`), evaluated per mode; `type`, `space` and the whole `modify`
/// object may be references to tokens of the same file that hold them, read once.
package enum StudioColorModifier {
    package static let extensionKey = "studio.tokens"

    /// `base` with the modifier `node` describes; `nil` after an `unsupported-color-modifier`
    /// warning when it cannot be applied, so the token is left out.
    package static func applying(_ node: JSONDocument.Node, to base: TokenExpression, doc: JSONDocument, reader: inout DTCGValueReader) -> TokenExpression? {
        func unsupported(_ why: String, at n: JSONDocument.Node) -> TokenExpression? {
            reader.diagnostics.warning(.unsupportedColorModifier, "\(why); the token is left out", at: doc.location(n), token: reader.token)
            return nil
        }
        guard let modify = referenced(node, in: doc), doc.kind(modify) == .object else {
            return unsupported("studio.tokens modify is an object {type, value, space}, or a reference to a token of this file that holds one", at: node)
        }
        let typeNode = doc.member(modify, "type").flatMap { referenced($0, in: doc) }
        let typeName = typeNode.flatMap(doc.string) ?? ""
        guard let kind = ColorModifier.Kind(rawValue: typeName) else {
            return unsupported("color modifier \"\(typeName)\" is unknown (lighten, darken, mix, alpha are read)", at: typeNode ?? modify)
        }
        let spaceNode = doc.member(modify, "space").flatMap { referenced($0, in: doc) }
        let spaceName = spaceNode.flatMap(doc.string) ?? "srgb"
        guard let space = ColorLiteral.Space(studioModifierSpace: spaceName.lowercased()) else {
            return unsupported("color modifier space \"\(spaceName)\" is not supported (srgb, hsl, lch, p3 are)", at: spaceNode ?? modify)
        }
        guard let valueNode = doc.member(modify, "value") else { return unsupported("a color modifier needs a value", at: modify) }
        var mix: TokenExpression?
        if kind == .mix {
            guard let colorNode = doc.member(modify, "color") else { return unsupported("a mix modifier needs a \"color\"", at: modify) }
            guard let c = try? reader.value(colorNode, type: .color) else { return nil }
            mix = c
        }
        if let amount = doc.number(valueNode) ?? doc.string(valueNode).flatMap(literalAmount), amount.isFinite {
            return .modified(base: base, modifier: ColorModifier(kind, amount: amount, space: space), mix: mix)
        }
        // A reference or math: the amount per mode.
        guard let perMode = try? reader.value(valueNode, type: .number) else { return nil }
        return .modified(base: base, modifier: ColorModifier(kind, amount: 0, space: space), mix: mix, amount: perMode)
    }

    /// A literal amount: `"0.2"`, or a percentage (`"20%"` is 0.2).
    private static func literalAmount(_ text: String) -> Double? {
        let t = text.trimmingWhitespace
        if t.hasSuffix("%") { return Double(String(t.dropLast()).trimmingWhitespace).map { $0 / 100 } }
        return Double(t)
    }

    /// `node`, or when it is a `{reference}` the `$value` (or legacy `value`) of the token of
    /// this file it names; `nil` when that token is not in the file.
    private static func referenced(_ node: JSONDocument.Node, in doc: JSONDocument) -> JSONDocument.Node? {
        guard let path = DTCGAlias.path(of: node, in: doc) else { return node }
        guard let token = DTCGAlias.walk(path, in: doc) else { return nil }
        return doc.member(token, "$value") ?? doc.member(token, "value")
    }
}
