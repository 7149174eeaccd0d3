import Tessera
import TesseraFormats
import Testing

@Suite("Resolved tokens carry the selected context's description and extensions")
struct ContextMetadataTests {
    static let document = """
        {"version": "2025.10",
         "sets": {"base": {"sources": [{"c": {"$type": "number",
            "bg": {"$value": 1, "$description": "base", "$extensions": {"com.example": {"v": 0}}},
            "fg": {"$value": 2, "$description": "fg"}}}]}},
         "modifiers": {"theme": {"default": "light", "contexts": {
            "light": [{"c": {"bg": {"$value": 3, "$description": "light paper", "$extensions": {"com.example": {"v": 1}}}}}],
            "dark": [{"c": {"bg": {"$value": 4, "$description": "dark ink", "$extensions": {"com.example": {"v": 2}}}}}],
            "dim": [{"c": {"bg": {"$value": 5}}}]}}},
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
        """

    static func theme() throws -> ResolvedTheme {
        let doc = try JSONParser().parse(document, file: "r.resolver.json").document
        var reader = ResolverReader(document: doc, policy: PathPolicy(root: "/nonexistent", allowOutsideRoot: false)) { path in
            .failure(FileError(path: path, reason: "no files in this test"))
        }
        let (system, diagnostics) = reader.read(name: "r")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return try TokenGraph(system).compileBase()
    }

    @Test(
        "Each context's own metadata, the base's where the context gives none",
        arguments: [
            ("light", "light paper", #"{"com.example":{"v":1}}"#),
            ("dark", "dark ink", #"{"com.example":{"v":2}}"#),
            ("dim", "base", #"{"com.example":{"v":0}}"#),
        ])
    func perContext(context: String, description: String, extensions: String) throws {
        let theme = try Self.theme()
        let graph = try #require(theme.graph)
        let mode = try theme.mode(["theme": context])
        let bg = try #require(graph.id(of: "c.bg"))
        #expect(graph.description(of: bg, in: mode) == description)
        #expect(graph.extensionsJSON(of: bg, in: mode) == extensions)
        let fg = try #require(graph.id(of: "c.fg"))
        #expect(graph.description(of: fg, in: mode) == "fg")
        // The exports read the selected mode's metadata too.
        let exported = JSONWriter(indent: 0).string(DTCGExport.document(try theme.table(for: mode)))
        #expect(exported.contains(#""$description":"\#(description)""#), "\(exported)")
        let resolved = JSONWriter(indent: 0).string(ResolvedJSONExport(table: try theme.table(for: mode)).document().json)
        #expect(resolved.contains(extensions), "\(resolved)")
    }
}
