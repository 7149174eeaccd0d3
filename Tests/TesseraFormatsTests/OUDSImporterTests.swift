import Foundation
import Tessera
import TesseraFormats
import Testing

@Suite("OUDS tokenator preset")
struct OUDSImporterTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/ouds").path

    static func load() -> (DesignSystem, [Diagnostic]) {
        let read = DesignSystemFiles.load(["core", "brand-orange", "brand-sosh"].map { "\(directory)/\($0).json" }, preset: .ouds)
        return (read.design, read.diagnostics)
    }

    func value(_ theme: ResolvedTheme, _ path: TokenPath, _ mode: [String: String]) throws -> ResolvedValue {
        try theme.table(for: theme.mode(mode)).resolvedValue(at: path)!.get()
    }

    @Test("Suffixes become colorScheme, size segments become sizeClass, brands become themes")
    func axesAndThemes() throws {
        let (system, diagnostics) = Self.load()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(system.axes.map(\.name) == ["colorScheme", "sizeClass"])
        #expect(system.themes.map(\.name) == ["brand-orange", "brand-sosh"])
        let graph = TokenGraph(system)
        #expect(graph.id(of: "ouds.color.bg.primary") != nil)
        #expect(graph.id(of: "ouds.color.bg.primary-light") == nil)
        let orange = try graph.compile(system.theme(named: "brand-orange")!)
        #expect(try value(orange, "ouds.color.bg.primary", ["colorScheme": "dark"]) == .color(TokenColor(rgb: 0x141414)))
        #expect(try value(orange, "ouds.color.action.accent", ["colorScheme": "light"]) == .color(TokenColor(rgb: 0xFF7900)))
        #expect(try value(orange, "ouds.font.size.heading-large", ["sizeClass": "compact"]) == .dimension(TokenDimension(28)))
        #expect(try value(orange, "ouds.font.size.heading-large", ["sizeClass": "regular"]) == .dimension(TokenDimension(32)))
        #expect(try value(orange, "ouds.font.size.heading-large", ["sizeClass": "expanded"]) == .dimension(TokenDimension(40)))
        #expect(try value(orange, "ouds.font.size.heading-large", ["sizeClass": "extraCompact"]) == .dimension(TokenDimension(28)))
        #expect(try value(orange, "ouds.font.weight.body", [:]) == .fontWeight(400))
    }

    @Test("#ff000000 is the forbidden value, reported for the brand that uses it")
    func forbidden() throws {
        let (system, _) = Self.load()
        let graph = TokenGraph(system)
        let sosh = try graph.compile(system.theme(named: "brand-sosh")!)
        #expect(sosh.diagnostics.contains { $0.ruleID == "forbidden-value" && $0.token == "ouds.color.surface.brand" })
        let table = try sosh.table(for: sosh.mode())
        #expect(throws: LookupError.self) { try table.value(sosh.token("ouds.color.surface.brand", as: TokenColor.self)!) }
        let orange = try graph.compile(system.theme(named: "brand-orange")!)
        #expect(orange.diagnostics.isEmpty)
    }

    @Test("Elevation parts are assembled into shadow tokens per level and scheme")
    func elevation() throws {
        let (system, _) = Self.load()
        let theme = try TokenGraph(system).compile(system.theme(named: "brand-orange")!)
        guard case .shadow(let dark) = try value(theme, "ouds.elevation.shadow.2", ["colorScheme": "dark"]) else {
            Issue.record("not a shadow")
            return
        }
        #expect(dark.count == 1)
        #expect(dark[0].offsetY == TokenDimension(2) && dark[0].blur == TokenDimension(4))
        #expect(dark[0].color.hex == "#0000007a")
    }

    @Test("Tokens only brands define are abstract in the core")
    func brandOnlyTokensAreAbstract() throws {
        let (system, _) = Self.load()
        let graph = TokenGraph(system)
        let id = try #require(graph.id(of: "ouds.color.brand.primary"))
        #expect(graph.isAbstract(id))
        #expect(graph.compileKeepingGoing(Theme(name: "core")).diagnostics.contains { $0.ruleID == "missing-abstract-definition" })
    }
}
