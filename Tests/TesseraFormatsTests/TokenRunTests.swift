import Foundation
import Tessera
import Testing

@testable import TesseraFormats

/// Token values are read in runs on several threads: however the occurrences are cut into
/// runs, the design system and the diagnostics are the ones reading them in order gives.
@Suite("Reading tokens in runs")
struct TokenRunTests {
    /// Every token file under a real-world fixture, parsed.
    static func documents(_ system: String) throws -> [JSONDocument] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/real-world/\(system)")
        let files =
            FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".json") && !$0.hasSuffix("resolver.json") }.sorted() ?? []
        #expect(!files.isEmpty)
        return try files.map {
            try JSONParser(acceptsCommentsAndTrailingCommas: true).parse(String(contentsOfFile: root.appendingPathComponent($0).path, encoding: .utf8), file: $0).document
        }
    }

    static func load(_ sources: [DTCGSource], runLength: Int) -> (DesignSystem, [Diagnostic]) {
        var loader = DTCGLoader()
        loader.tokenRunLength = runLength
        return loader.designSystem(name: "runs", sources: sources, axes: [])
    }

    static func expectSame(_ sources: [DTCGSource], runLengths: [Int] = [1, 3, 64]) {
        let (whole, wholeProblems) = load(sources, runLength: .max)
        for runLength in runLengths {
            let (system, problems) = load(sources, runLength: runLength)
            #expect(system.tokens == whole.tokens, "run length \(runLength)")
            #expect(system.rejectedTokens == whole.rejectedTokens, "run length \(runLength)")
            #expect(system.themes.map(\.name) == whole.themes.map(\.name), "run length \(runLength)")
            #expect(problems == wholeProblems, "run length \(runLength)")
        }
    }

    @Test("Each real-world system's files, read as one source after another, load the same in runs of 1, 3 and 64", arguments: ["carbon", "fluent", "primer", "sds", "spectrum"])
    func realSystems(_ system: String) throws {
        let sources = try Self.documents(system).map { DTCGSource(document: $0) }
        let (whole, _) = Self.load(sources, runLength: .max)
        #expect(whole.tokens.count > 20)
        Self.expectSame(sources)
    }

    @Test("Later occurrences for some contexts add values, for every context replace the token; rejected and untyped tokens keep their order")
    func additionsAndRejections() throws {
        let base = """
            {"c": {"$type": "color",
              "a": {"$value": "#112233", "$description": "base a"},
              "b": {"$value": "{c.a}"}},
             "u": {"x": {"$value": "{u.y}"}, "y": {"$value": "{u.x}"}, "z": {"$value": "{nowhere.at.all}"}},
             "d": {"$type": "dimension", "s": {"$value": {"value": 4, "unit": "px"}}, "bad": {"$value": {"value": "4", "unit": "px"}}}}
            """
        let dark = """
            {"c": {"$type": "color", "a": {"$value": "#445566", "$description": "dark a"}, "n": {"$value": "#000000"}}}
            """
        let again = """
            {"c": {"$type": "color", "b": {"$value": "#778899", "$deprecated": "use c.a"}}, "d": {"s": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}}}}
            """
        let parser = JSONParser()
        let sources = [
            DTCGSource(document: try parser.parse(base, file: "base.tokens.json").document),
            DTCGSource(document: try parser.parse(dark, file: "dark.tokens.json").document, condition: ["color-scheme": "dark"]),
            DTCGSource(document: try parser.parse(again, file: "again.tokens.json").document),
        ]
        Self.expectSame(sources, runLengths: [1, 2, 5])
        let (system, problems) = Self.load(sources, runLength: 1)
        let a = try #require(system.tokens.first { $0.path == TokenPath("c.a") })
        #expect(a.definitions.count == 2)
        #expect(a.description == "base a")
        #expect(a.contextMetadata.map(\.description) == ["dark a"])
        let b = try #require(system.tokens.first { $0.path == TokenPath("c.b") })
        #expect(b.deprecation == "use c.a")
        #expect(b.definitions.count == 2)
        #expect(system.tokens.map(\.path.description) == ["c.a", "c.b", "d.s", "d.bad", "c.n"])
        #expect(system.rejectedTokens.paths.map(\.description).sorted() == ["u.x", "u.y", "u.z"])
        #expect(problems.filter { $0.rule == .typeUndeterminable }.compactMap { $0.token?.description } == ["u.x", "u.y", "u.z"])
        let untyped = try #require(problems.first { $0.token == TokenPath("u.x") })
        #expect(untyped.kind == .typeUndeterminable(TokenPath("u.x")))
        #expect(untyped.severity == .error)
        #expect(untyped.kind.message == "the type of u.x cannot be determined: give it a $type, put it in a group with one, or alias a typed token")
    }
}
