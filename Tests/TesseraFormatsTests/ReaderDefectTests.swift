import Foundation
import Tessera
import TesseraFormats
import Testing

/// Regression tests for defects found reading real design systems.
@Suite("Resolver and loader defects found on real files")
struct ReaderDefectTests {
    static func resolver(_ text: String) throws -> (DesignSystem, [Diagnostic]) {
        let doc = try JSONParser().parse(text, file: "r.resolver.json").document
        var reader = ResolverReader(document: doc, policy: PathPolicy(root: "/nonexistent", allowOutsideRoot: false)) { path in
            .failure(FileError(path: path, reason: "no files in this test"))
        }
        return reader.read(name: "r")
    }

    @Test("A set that nothing reads is a warning naming it; sets read through $ref or themes are not")
    func unusedSet() throws {
        let (system, diagnostics) = try Self.resolver(
            """
            {"version": "2025.10",
             "sets": {
               "base": {"sources": [{"c": {"$type": "number", "a": {"$value": 1}}}]},
               "nested": {"sources": [{"c": {"$type": "number", "n": {"$value": 2}}}]},
               "outer": {"sources": [{"$ref": "#/sets/nested"}]},
               "forgotten": {"sources": [{"c": {"$type": "number", "f": {"$value": 3}}}]},
               "layer": {"sources": [{"c": {"$type": "number", "a": {"$value": 4}}}]}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/sets/outer"}],
             "$extensions": {"org.tessera": {"themes": {"alt": ["#/sets/layer"]}}}}
            """)
        #expect(diagnostics.map(\.ruleID) == ["unused-set"], "\(diagnostics)")
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.message.contains("forgotten") == true)
        #expect(diagnostics.first?.location?.line == 6)
        #expect(system.tokens.map(\.path.rawValue).sorted() == ["c.a", "c.n"])
    }

    @Test("A reference to a token rejected for its shape says so and where, with no did-you-mean")
    func rejectedReference() throws {
        let text = """
            {"c": {"$type": "color",
              "bad": {"$value": "#ff0000", "shade": {"$value": "#00ff00"}},
              "twin": {"$value": "#0000ff", "$ref": "#/c/bad"},
              "user": {"$value": "{c.bad}"},
              "other": {"$value": "{c.twin}"},
              "typo": {"$value": "{c.usr}"}}}
            """
        let doc = try JSONParser().parse(text, file: "t.tokens.json").document
        // The strict mode rejects a token that contains tokens; the compatible one reads both.
        let (system, read) = DTCGLoader(mode: .strict).designSystem(name: "t", sources: [DTCGSource(document: doc)])
        #expect(read.map(\.ruleID).sorted() == ["token-and-group", "value-and-ref"], "\(read)")
        let compiled = TokenGraph(system).compileKeepingGoing(Theme(name: "base"))
        let rejected = compiled.diagnostics.filter { $0.ruleID == "rejected-reference" }
        #expect(rejected.map(\.token) == ["c.user", "c.other"])
        #expect(rejected[0].message.contains("{c.bad} points at a token that was rejected at t.tokens.json:2:"))
        #expect(rejected[1].message.contains("at t.tokens.json:3:"))
        #expect(!rejected[0].message.contains("did you mean"))
        // A reference to a name nobody wrote is still unknown, with a suggestion.
        let unknown = compiled.diagnostics.filter { $0.ruleID == "unknown-reference" }
        #expect(unknown.map(\.token) == ["c.typo"])
        #expect(unknown.first?.message.contains("did you mean {c.user}?") == true)
    }
}
