import Tessera
import Testing

@testable import TesseraFormats

/// An object with token properties but no `$value` reads as an empty group, with a warning at
/// the object: only when every member is a `$` property (not `$root` or `$extends`) and
/// `$type` or `$description` is among them.
@Suite("Tokens missing their $value")
struct IncompleteTokenTests {
    static func warnedPaths(_ text: String) throws -> [String] {
        let doc = try JSONParser().parse(text, file: "t.tokens.json").document
        let (_, diagnostics) = DTCGLoader().designSystem(name: "t", sources: [DTCGSource(document: doc)], axes: [])
        return diagnostics.filter { $0.ruleID == DiagnosticRule.incompleteToken.rawValue }.compactMap { d in d.location.map { "\(d.token?.rawValue ?? "?")@\($0.line)" } }
    }

    @Test("Only objects of nothing but token properties, with $type or $description, are warned about")
    func warnedShapes() throws {
        let warned = try Self.warnedPaths(
            """
            {
              "typeOnly": {"$type": "color"},
              "described": {"$description": "a note", "$extensions": {"x": 1}},
              "extensionsOnly": {"$extensions": {"x": 1}},
              "empty": {},
              "withRoot": {"$type": "number", "$root": {"$value": 1}},
              "withExtends": {"$type": "number", "$extends": "{typeOnly}"},
              "group": {"$type": "number", "a": {"$value": 1}},
              "nested": {"inner": {"$description": "no value here"}}
            }
            """)
        #expect(warned == ["typeOnly@2", "described@3", "nested.inner@9"])
    }

    @Test("A wide group is not mistaken for one, and its members are read")
    func wideGroup() throws {
        var text = "{\"g\": {\"$type\": \"number\""
        for i in 0..<20_000 { text += ", \"t\(i)\": {\"$value\": \(i)}" }
        text += ", \"late\": {\"$type\": \"number\"}}}"
        #expect(try Self.warnedPaths(text) == ["g.late@1"])
    }
}
