import TesseraModel

extension TokenGraph {
    /// Context metadata with its condition lowered to (axis, context) indices.
    package struct ModeMetadata: Sendable {
        package var condition: [Def.Condition]
        package var description: String?
        package var extensionsJSON: String?

        package func applies(to mode: Mode) -> Bool {
            condition.allSatisfy { $0.axis < mode.contexts.count && mode.contexts[$0.axis].position == $0.context }
        }
    }

    /// Each token's context metadata, lowered; tokens without any are absent.
    package static func lowerMetadata(_ tokens: [TokenDeclaration], axes: AxisSystem) -> [Int: [ModeMetadata]] {
        var out: [Int: [ModeMetadata]] = [:]
        // Unknown axes or contexts were already reported for the token's definitions.
        var ignored: [Diagnostic] = []
        // By index: binding each declaration would copy all of them to find the few with any.
        for id in tokens.indices where !tokens[id].contextMetadata.isEmpty {
            let token = tokens[id]
            out[id] = token.contextMetadata.compactMap { m in
                lower(m.condition, axes: axes, token: token.path, location: token.location, diagnostics: &ignored).map {
                    ModeMetadata(condition: $0, description: m.description, extensionsJSON: m.extensionsJSON)
                }
            }
        }
        return out
    }

    /// A token's description in `mode`: the last context that gave one and applies, else the
    /// declared one.
    package func description(of id: Int, in mode: Mode) -> String? {
        contextMetadata[id]?.last { $0.description != nil && $0.applies(to: mode) }?.description ?? description(of: id)
    }

    /// A token's `$extensions` in `mode`, as canonical JSON text: the last context that gave
    /// some and applies, else the declared ones.
    package func extensionsJSON(of id: Int, in mode: Mode) -> String? {
        contextMetadata[id]?.last { $0.extensionsJSON != nil && $0.applies(to: mode) }?.extensionsJSON ?? extensionsJSON(of: id)
    }
}
