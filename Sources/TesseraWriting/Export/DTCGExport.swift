import TesseraModel
import TesseraReading
import TesseraTables

/// Writes resolved values back as DTCG 2025.10 documents.
public enum DTCGExport {
    /// A nested DTCG token document (groups by path segment) of one mode's values; forbidden
    /// and absent tokens are left out.
    public static func document(_ table: ModeTable) -> JSONValue {
        document(table.theme, (0..<table.theme.catalog.count).map { ($0, try? table.resolvedValue(ofTokenAt: $0).get()) }, mode: table.mode)
    }

    /// A nested DTCG token document of the given values (`nil` values left out), with the
    /// description and extensions of `mode` when given.
    package static func document(_ theme: ResolvedTheme, _ entries: [(Int, ResolvedValue?)], mode: Mode? = nil) -> JSONValue {
        let catalog = theme.catalog
        let graph = theme.graph
        var root = Tree()
        for (id, value) in entries {
            guard let value else { continue }
            var entry: [(String, JSONValue)] = [("$type", .string(catalog.types[id].rawValue)), ("$value", value.dtcgValue(in: theme))]
            if let d = mode.map({ graph?.description(of: id, in: $0) }) ?? graph?.description(of: id) { entry.append(("$description", .string(d))) }
            if let ext = ResolvedJSONExport.extensions(graph, id, in: mode) { entry.append(("$extensions", ext)) }
            root.insert(catalog.paths[id].segments, .object(entry))
        }
        return root.json
    }

    /// A resolver document holding every context: the default mode as a set, then one modifier
    /// per axis whose contexts list the tokens that change when that axis alone changes.
    ///
    /// Reading it back gives the same values for the default mode and for every single-axis
    /// variation; a value that exists only for a combination of two non-default contexts is
    /// approximated by applying both axes' changes in axis order.
    ///
    /// - Complexity: O(Σ over tokens of the combinations of their own axes).
    public static func resolverDocument(_ theme: ResolvedTheme) -> JSONValue {
        let variations = AxisVariations(theme: theme)
        var byContext: [String: [String: AxisVariations.Variation]] = [:]
        for v in variations.variations { byContext[v.axis, default: [:]][v.context] = v }
        var modifiers: [(String, JSONValue)] = []
        for axis in theme.axes.axes {
            var contexts: [(String, JSONValue)] = []
            for context in axis.contexts {
                let v = byContext[axis.name]?[context.name]
                contexts.append((context.name, .array(v.map { [document(theme, Array(zip($0.tokens, $0.values)))] } ?? [])))
            }
            modifiers.append((axis.name, .object([("default", .string(axis.defaultContext)), ("contexts", .object(contexts))])))
        }
        return .object([
            ("$schema", .string("https://www.designtokens.org/schemas/2025.10/resolver.json")),
            ("version", .string("2025.10")),
            ("name", .string(theme.catalog.name)),
            ("sets", .object([("base", .object([("sources", .array([document(variations.base)]))]))])),
            ("modifiers", .object(modifiers)),
            ("resolutionOrder", .array([.object([("$ref", .string("#/sets/base"))])] + theme.axes.axes.map { .object([("$ref", .string("#/modifiers/\($0.name)"))]) })),
        ])
    }

    /// Groups built from flat paths, keeping first-seen order.
    package struct Tree {
        package var order: [String] = []
        package var children: [String: Tree] = [:]
        package var token: JSONValue?

        package mutating func insert(_ path: [String], _ value: JSONValue) {
            guard let first = path.first else {
                token = value
                return
            }
            if children[first] == nil { order.append(first) }
            children[first, default: Tree()].insert(Array(path.dropFirst()), value)
        }

        package var json: JSONValue {
            if let token, order.isEmpty { return token }
            return .object(order.map { ($0, children[$0]!.json) })
        }
    }
}
