import TesseraCompiler
import TesseraModel

/// Terrazzo's (and Cobalt UI's) per-token modes, `$extensions.mode`: each mode name maps to a
/// value of the token's type, and `$value` is the default.
///
/// ```json
/// {"$type": "color", "$value": "#fa4549", "$extensions": {"mode": {"light": "#fa4549", "dark": "#f85149"}}}
/// ```
///
/// Every mode name any token uses is a context of one axis, ``axisName``, beside a default
/// context that stands for `$value` (Terrazzo's own resolver calls the axis `tzMode` and the
/// default `.`). A token without a value for a mode keeps its `$value` there, and an alias
/// reads its target in the same mode, as Terrazzo resolves them.
package enum TerrazzoModes {
    /// The `$extensions` key.
    package static let extensionKey = "mode"
    /// The axis the mode names become contexts of.
    package static let axisName = "mode"

    /// The default context's name: `default`, or `$value` if a mode is called that.
    package static func defaultContext(among modes: [String]) -> String { modes.contains("default") ? "$value" : "default" }

    /// The axis for `modes`, in order of first use, after the default context.
    package static func axis(_ modes: [String]) -> ModeAxis {
        let base = defaultContext(among: modes)
        return ModeAxis(axisName, contexts: [ModeAxis.Context(base)] + modes.map { ModeAxis.Context($0, fallback: base) }, defaultContext: base)
    }

    /// The definitions `$extensions.mode` gives a token of `type`, each under `condition`
    /// narrowed to its mode; the mode names are added to `modes`.
    package static func definitions(
        _ node: JSONDocument.Node, in doc: JSONDocument, type: TokenType, condition: ContextCondition, reader: inout DTCGValueReader, modes: inout [String]
    ) -> [TokenDefinition] {
        guard let entries = doc.object(node) else {
            reader.diagnostics.error(.invalidExtension, "$extensions.mode maps mode names to values", at: doc.location(node), token: reader.token)
            return []
        }
        return reader.definitionsByContext(entries, axis: axisName, type: type, condition: condition, names: &modes) { entry, reader in
            (try? reader.value(entry.value, type: type)).map { ($0, entry.value) }
        }
    }
}
