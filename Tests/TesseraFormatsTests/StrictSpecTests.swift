import Tessera
import TesseraFormats
import TesseraTestSupport
import Testing

/// The MUSTs of the DTCG format and resolver modules, each in both reading modes.
@Suite("Strict means spec-exact: metadata types and resolver references")
struct StrictSpecTests {
    private static func readDiagnostics(_ json: String, mode: ReadingMode) throws -> (diagnostics: [Diagnostic], system: DesignSystem) {
        let document = try JSONParser().parse(json, file: "t.tokens.json").document
        let (system, diagnostics) = DTCGLoader(mode: mode).designSystem(name: "t", sources: [DTCGSource(document: document)], axes: [])
        return (diagnostics, system)
    }

    @Test(
        "$description, $deprecated and $extensions of the wrong JSON type: a warning that ignores them, an error under --strict, at the value",
        arguments: [
            (#"{"a": {"$type": "number", "$value": 1, "$description": 5}}"#, 56, "$description must be a string"),
            (#"{"a": {"$type": "number", "$value": 1, "$deprecated": 5}}"#, 55, "$deprecated must be true, false or a string"),
            (#"{"a": {"$type": "number", "$value": 1, "$extensions": [1]}}"#, 55, "$extensions must be an object"),
            (#"{"a": {"$description": {"x": 1}, "b": {"$type": "number", "$value": 1}}}"#, 24, "$description must be a string"),
        ])
    func metadataTypes(json: String, column: Int, message: String) throws {
        let compatible = try Self.readDiagnostics(json, mode: .compatible)
        let warning = try #require(compatible.diagnostics.first)
        #expect(compatible.diagnostics.count == 1)
        #expect(warning.ruleID == "invalid-property" && warning.severity == .warning)
        #expect(warning.location?.line == 1 && warning.location?.column == column)
        #expect(warning.message.contains(message) && warning.message.contains("ignored"), "\(warning.message)")
        // The token itself still reads, without the ill-typed metadata.
        let token = try #require(compatible.system.tokens.first)
        #expect(token.description == nil && token.deprecation == nil && token.extensionsJSON == nil)
        let strict = try Self.readDiagnostics(json, mode: .strict)
        #expect(strict.diagnostics.map(\.ruleID) == ["invalid-property"])
        #expect(strict.diagnostics.first?.severity == .error)
        #expect(strict.diagnostics.first?.location == warning.location)
    }

    @Test("Well-typed metadata passes in both modes")
    func wellTyped() throws {
        let json = #"{"g": {"$description": "group", "$deprecated": "use b", "a": {"$type": "number", "$value": 1, "$deprecated": false, "$extensions": {"com.x": 1}}}}"#
        for mode in [ReadingMode.compatible, .strict] {
            let read = try Self.readDiagnostics(json, mode: mode)
            #expect(read.diagnostics.isEmpty, "\(read.diagnostics)")
            #expect(read.system.tokens.first?.extensionsJSON == #"{"com.x":1}"#)
        }
    }

    @Test("A JSON Pointer to a part of a value that does not exist is an error in both modes")
    func pointerToMissingPart() throws {
        let json = #"""
            {"s": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}},
             "b": {"$type": "number", "$ref": "#/s/$value/nope"}}
            """#
        for mode in [ReadingMode.compatible, .strict] {
            let document = try JSONParser().parse(json, file: "t.tokens.json").document
            let (system, read) = DTCGLoader(mode: mode).designSystem(name: "t", sources: [DTCGSource(document: document)], axes: [])
            let compiled = TokenGraph(system).compileKeepingGoing(Theme(name: "base")).diagnostics
            let errors = (read + compiled).filter { $0.severity == .error }
            #expect(errors.map(\.ruleID) == ["unknown-reference"], "\(errors)")
            #expect(errors.first?.token == "b")
        }
    }

    static let resolver = #"""
        {"version": "2025.10",
         "$defs": {"shared": {"c": {"$type": "number", "a": {"$value": 1}, "b": {"$value": 2}}}},
         "sets": {"base": {"sources": [{"$ref": "#/$defs/shared", "c": {"b": {"$type": "number", "$value": 20}}}]}},
         "modifiers": {"theme": {"default": "light", "contexts": {
            "light": [],
            "dark": [{"c": {"a": {"$value": 10}}}]}}},
         "resolutionOrder": [
            {"$ref": "#/sets/base"},
            {"type": "set", "name": "extra", "sources": [{"c": {"$type": "number", "d": {"$value": 4}}}]},
            {"$ref": "#/modifiers/theme"}]}
        """#

    @Test(
        "Resolver: sets by $ref and inline, an empty context, and keys beside $ref overriding what it names, in both modes",
        arguments: [ReadingMode.compatible, .strict])
    func resolverShapes(mode: ReadingMode) throws {
        let doc = try JSONParser().parse(Self.resolver, file: "r.resolver.json").document
        var reader = ResolverReader(document: doc, policy: PathPolicy(root: "/nonexistent", allowOutsideRoot: false)) { path in
            .failure(FileError(path: path, reason: "no files in this test"))
        }
        reader.mode = mode
        let (system, diagnostics) = reader.read(name: "r")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let theme = try TokenGraph(system).compileBase()
        func number(_ path: TokenPath, _ context: String) throws -> ResolvedValue? {
            try theme.table(for: theme.mode(["theme": context])).resolvedValue(at: path)?.get()
        }
        // The empty light context changes nothing; dark overrides a.
        #expect(try number("c.a", "light") == .number(1))
        #expect(try number("c.a", "dark") == .number(10))
        // The key beside $ref replaces the referenced b, and the rest of the referenced group stays.
        #expect(try number("c.b", "light") == .number(20))
        // The inline set is read like a referenced one.
        #expect(try number("c.d", "dark") == .number(4))
    }

    @Test("A token only some contexts define is absent in the others: no diagnostic, a typed absence", arguments: [ReadingMode.compatible, .strict])
    func contextOnlyToken(mode: ReadingMode) throws {
        let json = ##"""
            {"version": "2025.10",
             "sets": {"base": {"sources": [{"a": {"$type": "number", "$value": 1}}]}},
             "modifiers": {"theme": {"default": "light", "contexts": {"light": [], "dark": [{"extra": {"$type": "number", "$value": 2}}]}}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
            """##
        let doc = try JSONParser().parse(json, file: "r.resolver.json").document
        var reader = ResolverReader(document: doc, policy: PathPolicy(root: "/nonexistent", allowOutsideRoot: false)) { path in
            .failure(FileError(path: path, reason: "no files in this test"))
        }
        reader.mode = mode
        let (system, read) = reader.read(name: "r")
        let result = TokenGraph(system).compileKeepingGoing(Theme(name: "base"))
        #expect((read + result.diagnostics).isEmpty, "\(read + result.diagnostics)")
        let light = try result.theme.table(for: result.theme.mode(["theme": "light"]))
        let dark = try result.theme.table(for: result.theme.mode(["theme": "dark"]))
        #expect(try dark.resolvedValue(at: "extra")?.get() == .number(2))
        guard case .failure(let absence)? = light.resolvedValue(at: "extra") else {
            Issue.record("extra has a value in light mode")
            return
        }
        #expect(absence.reason == .absent)
        // In code, a mode no definition covers is still a mistake the compile names.
        var code = DesignSystem(name: "code", axes: [ModeAxis("theme", contexts: ["light", "dark"], defaultContext: "light")])
        code.declare("extra", type: .number, varying: [(["theme": "dark"], .number(2))])
        #expect(TokenGraph(code).compileKeepingGoing(Theme(name: "base")).diagnostics.contains { $0.rule == .invalidValue })
    }

    @Test("A repeated key: the last wins with a warning, an error under --strict (RFC 8259 §4, one token per DTCG path)")
    func duplicateKeys() throws {
        let json = ##"{"a": {"$type": "number", "$value": 1}, "a": {"$type": "number", "$value": 2}}"##
        let compatible = DesignSystemFiles.load([try Scratch.folder(["t.json": json]) + "/t.json"])
        #expect(compatible.diagnostics.map(\.rule) == [.duplicateKey], "\(compatible.diagnostics)")
        #expect(compatible.diagnostics.allSatisfy { $0.severity == .warning && $0.message.contains("the last one wins") })
        #expect(try TokenGraph(compatible.design).compileBase().defaultTable.resolvedValue(at: "a")?.get() == .number(2))
        let strict = DesignSystemFiles.load([try Scratch.folder(["t.json": json]) + "/t.json"], mode: .strict)
        #expect(strict.diagnostics.contains { $0.rule == .duplicateKey && $0.severity == .error })
        #expect(strict.diagnostics.first { $0.rule == .duplicateKey }?.location.map { "\($0.line):\($0.column)" } == "1:41")
    }
}
