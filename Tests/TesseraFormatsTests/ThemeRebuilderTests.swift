import Foundation
import Tessera
import TesseraFormats
import TesseraTestSupport
import Testing

@Suite("Hot reload rebuilds: only override layers when the base is unchanged")
struct ThemeRebuilderTests {
    static let resolver = """
        {"version": "2025.10",
         "sets": {"core": {"sources": [{"$ref": "core.tokens.json"}]},
                  "brand": {"sources": [{"$ref": "brand.tokens.json"}]}},
         "resolutionOrder": [{"$ref": "#/sets/core"}],
         "$extensions": {"org.tessera": {"themes": {"ocean": ["#/sets/brand"]}}}}
        """
    static let core = """
        {"color": {"$type": "color",
           "brand": {"$value": "#112233"},
           "action": {"$value": "{color.brand}"},
           "text": {"$value": "#000000"}}}
        """
    static func brand(_ hex: String) -> String { #"{"color": {"brand": {"$type": "color", "$value": "\#(hex)"}}}"# }

    static func hex(_ theme: ResolvedTheme, _ path: TokenPath) throws -> String? {
        guard case .color(let c) = try #require(theme.defaultTable.resolvedValue(at: path)).get() else { return nil }
        return c.hex
    }

    @Test("A brand edit re-resolves the layer over the cached base and equals a full compile; a core edit compiles fully")
    func layersOnly() throws {
        let root = try Scratch.folder(["app.resolver.json": Self.resolver, "core.tokens.json": Self.core, "brand.tokens.json": Self.brand("#0077cc")])
        let paths = [root + "/app.resolver.json"]
        let builder = ThemeRebuilder(paths, preset: nil, allowOutsideRoot: false, theme: "ocean", options: CompileOptions())
        let first = try builder.build().get()
        #expect(try Self.hex(first, "color.action") == "#0077cc")
        #expect(builder.incrementalBuilds.withLock { $0 } == 0)

        try Self.brand("#ff8800").write(toFile: root + "/brand.tokens.json", atomically: true, encoding: .utf8)
        let second = try builder.build().get()
        #expect(builder.incrementalBuilds.withLock { $0 } == 1)
        #expect(try Self.hex(second, "color.brand") == "#ff8800")
        #expect(try Self.hex(second, "color.action") == "#ff8800")
        #expect(try Self.hex(second, "color.text") == "#000000")
        // The same as compiling the files from scratch.
        let loaded = DesignSystemFiles.load(paths)
        let full = try TokenGraph(loaded.design).compile(try #require(loaded.design.theme(named: "ocean")))
        #expect(TestSupport.snapshot(second) == TestSupport.snapshot(full))
        #expect(second.name == full.name)

        try Self.core.replacingOccurrences(of: "#000000", with: "#222222").write(toFile: root + "/core.tokens.json", atomically: true, encoding: .utf8)
        let third = try builder.build().get()
        #expect(builder.incrementalBuilds.withLock { $0 } == 1)
        #expect(try Self.hex(third, "color.text") == "#222222")
        #expect(try Self.hex(third, "color.action") == "#ff8800")
    }

    @Test("A broken layer edit fails with the full compile's diagnostics, and the next good edit builds again")
    func brokenLayer() throws {
        let root = try Scratch.folder(["app.resolver.json": Self.resolver, "core.tokens.json": Self.core, "brand.tokens.json": Self.brand("#0077cc")])
        let builder = ThemeRebuilder([root + "/app.resolver.json"], preset: nil, allowOutsideRoot: false, theme: "ocean", options: CompileOptions())
        _ = try builder.build().get()
        try #"{"color": {"brand": {"$type": "color", "$value": "{color.nowhere}"}}}"#.write(toFile: root + "/brand.tokens.json", atomically: true, encoding: .utf8)
        guard case .failure(let list) = builder.build() else {
            Issue.record("a layer aliasing nothing must fail")
            return
        }
        #expect(list.diagnostics.contains { $0.rule == .unknownReference && $0.token == "color.brand" })
        try Self.brand("#00aa00").write(toFile: root + "/brand.tokens.json", atomically: true, encoding: .utf8)
        #expect(try Self.hex(try builder.build().get(), "color.action") == "#00aa00")
    }
}
