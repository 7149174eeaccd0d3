import Foundation
import Tessera
import TesseraFormats
import Testing

@Suite("DTCG resolver documents")
struct ResolverTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/resolver").path

    static func read(_ text: String, root: String = fixtures, allowOutside: Bool = false) throws -> (DesignSystem, [Diagnostic]) {
        let doc = try JSONParser().parse(text, file: "r.resolver.json").document
        var reader = ResolverReader(document: doc, policy: PathPolicy(root: root, allowOutsideRoot: allowOutside)) { path in
            Result { () throws(FileError) in try FileIO.read(path) }
        }
        return reader.read(name: "r")
    }

    static func load(_ file: String) throws -> (DesignSystem, [Diagnostic]) {
        try read(String(contentsOfFile: fixtures + "/" + file, encoding: .utf8))
    }

    @Test("Modifiers become axes; one compile holds every context; aliases resolve after the merge")
    func themeAndDensity() throws {
        let (system, diagnostics) = try Self.load("app.resolver.json")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(system.axes.map(\.name) == ["theme", "density"])
        let theme = try TokenGraph(system).compileBase()
        func value(_ path: TokenPath, _ input: [String: String]) throws -> ResolvedValue? {
            try theme.table(for: theme.mode(input)).resolvedValue(at: path).map { try $0.get() }
        }
        // Case 25: the base set's alias follows the input.
        #expect(try value("color.bg", ["theme": "light", "density": "regular"]) == .color(TokenColor(red: 1, green: 1, blue: 1)))
        // The trailing inline set overrides black for every input.
        #expect(try value("color.bg", ["theme": "dark", "density": "regular"]) == .color(TokenColor(red: 0.1, green: 0.1, blue: 0.1)))
        #expect(try value("space.gap", ["theme": "light", "density": "compact"]) == .dimension(TokenDimension(4)))
        #expect(try value("space.gap", ["theme": "light", "density": "regular"]) == .dimension(TokenDimension(8)))
        // Inputs: case-insensitive; a modifier without default is required; errors name the valid contexts.
        #expect(try theme.mode(["THEME": "Dark", "density": "compact"]) == theme.mode(["theme": "dark", "density": "compact"]))
        #expect(throws: Diagnostic(.error, .missingContext(axis: "density", valid: ["compact", "regular"]))) { try theme.mode(["theme": "dark"]) }
        #expect(throws: Diagnostic(.error, .unknownContext(axis: "theme", context: "blue", valid: ["light", "dark"]))) {
            try theme.mode(["theme": "blue", "density": "regular"])
        }
    }

    @Test("Case 26: groups merge and tokens replace whole, descriptions included")
    func mergeGranularity() throws {
        let (system, diagnostics) = try Self.read(
            #"""
            {"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "sources": [
              {"g": {"$type": "number", "x": {"$value": 1, "$description": "A"}, "y": {"$value": 5}}},
              {"g": {"$type": "number", "x": {"$value": 2}}}]}]}
            """#)
        #expect(diagnostics.isEmpty)
        let theme = try TokenGraph(system).compileBase()
        let table = theme.defaultTable
        #expect(try table.resolvedValue(at: "g.x")?.get() == .number(2))
        #expect(try table.resolvedValue(at: "g.y")?.get() == .number(5))
        #expect(system.tokens.first { $0.path == "g.x" }?.description == nil)
    }

    @Test(
        "MUST errors of the resolver module",
        arguments: [
            (##"{"version": "2025.10", "modifiers": {"m": {"contexts": {}}}, "resolutionOrder": [{"$ref": "#/modifiers/m"}]}"##, "invalid-modifier"),
            (##"{"version": "2025.10", "modifiers": {"m": {"contexts": {"a": []}}}, "resolutionOrder": [{"$ref": "#/modifiers/m"}]}"##, "invalid-modifier"),
            (
                ##"{"version": "2025.10", "modifiers": {"m": {"default": "c", "contexts": {"a": [], "b": []}}}, "resolutionOrder": [{"$ref": "#/modifiers/m"}]}"##,
                "invalid-modifier"
            ),
            (
                ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "#/modifiers/m"}]}}, "modifiers": {"m": {"contexts": {"a": [], "b": []}}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##,
                "invalid-reference"
            ),
            (##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "#/resolutionOrder/0"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##, "invalid-reference"),
            (##"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "a", "sources": []}, {"type": "set", "name": "a", "sources": []}]}"##, "duplicate-name"),
            (##"{"version": "2025.10", "resolutionOrder": [{"name": "a", "sources": []}]}"##, "invalid-resolver"),
            (##"{"version": "2025-10-01", "resolutionOrder": [{"type": "set", "name": "a", "sources": []}]}"##, "invalid-version"),
            (##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "#/sets/s"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##, "circular-reference"),
            (##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "../../etc/passwd"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##, "invalid-reference"),
        ])
    func mustErrors(json: String, rule: String) throws {
        let (_, diagnostics) = try Self.read(json)
        #expect(diagnostics.contains { $0.ruleID == rule && $0.severity == .error }, "\(diagnostics.map(\.description))")
    }

    @Test("A $ref outside the root directory is refused unless allowed")
    func outsideRoot() throws {
        let json = ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "../base.tokens.json"}, {"$ref": "/etc/hostname"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##
        let (_, refused) = try Self.read(json, root: Self.fixtures + "/theme")
        #expect(refused.filter { $0.message.contains("outside the directory of the root document") }.count == 2)
        let (system, _) = try Self.read(json, root: Self.fixtures + "/theme", allowOutside: true)
        #expect(system.tokens.contains { $0.path == "color.white" })
    }
}

@Suite("Resolver edge cases")
struct ResolverEdgeCaseTests {
    @Test("Case 32: a token in a modifier meeting a group of the same path in a set is an error")
    func tokenMeetsGroup() throws {
        let (_, diagnostics) = try ResolverTests.read(
            ##"""
            {"version": "2025.10",
             "sets": {"s": {"sources": [{"color": {"bg": {"avatar": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}}}]}},
             "modifiers": {"m": {"default": "a", "contexts": {"a": [{"color": {"bg": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}}}], "b": []}}},
             "resolutionOrder": [{"$ref": "#/sets/s"}, {"$ref": "#/modifiers/m"}]}
            """##)
        #expect(diagnostics.contains { $0.ruleID == "token-group-conflict" && $0.token == "color.bg.avatar" })
    }

    @Test("Case 30: inputs are validated; unknown modifiers and contexts name the valid ones")
    func inputs() throws {
        let (system, _) = try ResolverTests.read(
            ##"""
            {"version": "2025.10", "modifiers": {"theme": {"default": "light", "contexts": {"light": [], "dark": []}}},
             "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
            """##)
        let theme = try TokenGraph(system).compileBase()
        #expect(throws: Diagnostic(.error, .unknownAxis("foo", valid: ["theme"]))) { try theme.mode(["foo": "bar"]) }
        #expect(try theme.mode([:]) == theme.mode(["theme": "light"]))
        #expect(try theme.mode(["THEME": "DARK"]) == theme.mode(["theme": "dark"]))
    }

    @Test("A modifier missing from resolutionOrder is a warning and not an axis")
    func unusedModifier() throws {
        let (system, diagnostics) = try ResolverTests.read(
            ##"""
            {"version": "2025.10", "modifiers": {"beta": {"contexts": {"off": [], "on": []}}},
             "resolutionOrder": [{"type": "set", "name": "s", "sources": []}]}
            """##)
        #expect(system.axes.isEmpty)
        #expect(diagnostics.map(\.ruleID) == ["unused-modifier"])
        #expect(diagnostics.first?.severity == .warning)
    }
}
