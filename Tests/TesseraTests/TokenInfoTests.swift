import Tessera
import Testing

@Suite("Path-keyed public API")
struct TokenInfoTests {
    static func graph() -> TokenGraph {
        var ds = DesignSystem(name: "info")
        ds.declare("color.raw.blue", type: .color, tier: .raw, closed: true, .hex("#0055FF"), description: "Brand blue")
        ds.declare(
            "color.text", type: .color, tier: .semantic,
            varying: [(.always, .alias("color.raw.blue")), (["colorScheme": "dark"], .hex("#FFFFFF"))])
        ds.declare("space.gap", type: .dimension, .px(8))
        return TokenGraph(ds)
    }

    @Test("info(at:) reports type, tier, closedness and description; unknown paths give nil")
    func info() throws {
        let graph = Self.graph()
        let blue = try #require(graph.info(at: "color.raw.blue"))
        #expect(blue.path == "color.raw.blue")
        #expect(blue.type == .color)
        #expect(blue.tier == .raw)
        #expect(blue.isClosed)
        #expect(!blue.isAbstract)
        #expect(blue.description == "Brand blue")
        let gap = try #require(graph.info(at: "space.gap"))
        #expect(gap.type == .dimension && gap.tier == nil && !gap.isClosed && gap.description == nil)
        #expect(graph.info(at: "space.missing") == nil)
        #expect(graph.tokenPaths == ["color.raw.blue", "color.text", "space.gap"])
    }

    @Test("variations(at:) and dependencies(at:) follow the token's own axes")
    func variations() throws {
        let graph = Self.graph()
        let theme = try graph.compileBase()
        let text = try #require(theme.variations(at: "color.text"))
        let scheme = try #require(theme.axes.index(of: "colorScheme"))
        #expect(text.axes == [scheme])
        #expect(theme.dependencies(at: "color.text")?.indices == [scheme])
        #expect(theme.dependencies(at: "space.gap")?.isEmpty == true)
        let dark = try #require(theme.axes[scheme].index(of: "dark"))
        var contexts = theme.defaultContexts
        contexts[scheme.position] = dark
        #expect(text.value(contexts: contexts) == .success(.color(TokenColor(rgb: 0xFFFFFF))))
        #expect(text.value(contexts: theme.defaultContexts) == .success(.color(TokenColor(rgb: 0x0055FF))))
        #expect(theme.variations(at: "nope") == nil && theme.dependencies(at: "nope") == nil)
    }

    @Test("unavailability(of:) names forbidden tokens by handle, without throwing")
    func unavailability() throws {
        let graph = Self.graph()
        let theme = try graph.compile(Theme(name: "t", layers: [OverrideLayer("forbid", [Override("space.gap", when: ["colorScheme": "dark"], .forbidden)])]))
        let gap = try #require(graph.token("space.gap", as: TokenDimension.self))
        #expect(theme.defaultTable.unavailability(of: gap) == nil)
        let dark = try theme.table(for: theme.mode(["colorScheme": "dark"]))
        #expect(dark.unavailability(of: gap) == .forbidden)
    }
}
