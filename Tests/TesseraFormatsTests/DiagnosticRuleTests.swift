import Tessera
import TesseraFormats
import TesseraTestSupport
import Testing

/// The one typed rule vocabulary: file-level problems carry the same rules as graph ones.
@Suite("Typed diagnostic rules")
struct DiagnosticRuleTests {
    @Test("Every rule id is unique kebab-case")
    func ids() {
        let ids = DiagnosticRule.allCases.map(\.rawValue)
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" } && !id.hasPrefix("-") && !id.hasSuffix("-"), "\(id)")
        }
        #expect(DiagnosticRule(rawValue: "unknown-reference") == .unknownReference)
        #expect(DiagnosticRule.ioError.description == "io-error")
    }

    @Test("A $ref to nothing and an alias to nothing are both .unknownReference, with their printed ids unchanged")
    func unknownReferenceEverywhere() throws {
        let file =
            try Scratch.folder([
                "t.json": #"""
                {"a": {"$type": "number", "$value": {"$ref": "#/nowhere"}},
                 "b": {"$type": "number", "$value": "{missing.token}"}}
                """#
            ]) + "/t.json"
        let loaded = DesignSystemFiles.load([file])
        let fileLevel = loaded.diagnostics.filter { $0.rule == .unknownReference }
        #expect(fileLevel.count == 1)
        #expect(fileLevel.first?.token == "a")
        if case .format(let rule, _) = fileLevel.first?.kind { #expect(rule == .unknownReference) } else { Issue.record("not a file-level kind") }
        let graph = TokenGraph(loaded.design).diagnostics.filter { $0.rule == .unknownReference }
        #expect(graph.map(\.token) == ["b"])
        #expect((fileLevel + graph).allSatisfy { $0.description.contains("error[unknown-reference]") })
    }

    @Test("JSON errors carry typed rules: syntax, duplicate keys, limits")
    func jsonRules() throws {
        let parser = JSONParser()
        #expect(throws: JSONParseError.self) { try parser.parse("{", file: "f") }
        do {
            _ = try parser.parse("{", file: "f")
        } catch {
            #expect(error.rule == .jsonSyntax)
            #expect(error.diagnostic.rule == .jsonSyntax)
            #expect(error.diagnostic.ruleID == "json-syntax")
        }
        let warnings = try parser.parse(#"{"a": 1, "a": 2}"#, file: "f").warnings
        #expect(warnings.map(\.rule) == [.duplicateKey])
    }

    @Test("Every file-level warning the readers emit has a message that is a sentence, not a dump")
    func warningsHaveMessages() throws {
        let resolver =
            try Scratch.folder([
                "r.resolver.json": #"""
                {"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "sources": []}],
                 "modifiers": {"unused": {"contexts": {"a": [], "b": []}}}}
                """#
            ]) + "/r.resolver.json"
        let warnings = DesignSystemFiles.load([resolver]).diagnostics.filter { $0.severity == .warning }
        #expect(warnings.map(\.rule) == [.unusedModifier])
        #expect(warnings.first?.kind.message == "modifier unused is not in resolutionOrder, so it has no effect and is not an input")
    }
}
