import TesseraCompiler
import TesseraModel
import TesseraReading
import TesseraTables

/// Writes one mode of a resolved theme as a flat DTCG JSON object keyed by dot-joined path.
///
/// Each entry is `{"$type": T, "$value": V}` with V in DTCG 2025.10 shape. Forbidden and absent
/// tokens are left out; callers report them from the diagnostics.
public struct ResolvedJSONExport: Sendable {
    /// The table to export.
    public let table: ModeTable

    /// Creates an export of one mode.
    public init(table: ModeTable) { self.table = table }

    /// A token's `$extensions` (those of `mode` when given), parsed back from the text its reader kept.
    package static func extensions(_ graph: TokenGraph?, _ id: Int, in mode: Mode? = nil) -> JSONValue? {
        guard let graph else { return nil }
        guard let text = mode.map({ graph.extensionsJSON(of: id, in: $0) }) ?? graph.extensionsJSON(of: id), let parsed = try? JSONParser().parse(text, file: "$extensions") else {
            return nil
        }
        return parsed.document.value(parsed.document.root)
    }

    /// The entries, sorted by path, and the tokens that had no value.
    public func document() -> (json: JSONValue, missing: [LookupError]) {
        let catalog = table.theme.catalog
        var pairs: [(String, JSONValue)] = []
        var missing: [LookupError] = []
        let order = (0..<catalog.count).sorted { catalog.paths[$0] < catalog.paths[$1] }
        for id in order {
            switch table.resolvedValue(ofTokenAt: id) {
            case .success(let value):
                var entry: [(String, JSONValue)] = [("$type", .string(catalog.types[id].rawValue)), ("$value", value.dtcgValue(in: table.theme))]
                if let ext = Self.extensions(table.theme.graph, id, in: table.mode) { entry.append(("$extensions", ext)) }
                pairs.append((catalog.paths[id].rawValue, .object(entry)))
            case .failure(let error):
                missing.append(error)
            }
        }
        return (.object(pairs), missing)
    }
}
