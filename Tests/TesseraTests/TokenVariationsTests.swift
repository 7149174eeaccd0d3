import Tessera
import TesseraSample
import Testing

@Suite("Per-token variations")
struct TokenVariationsTests {
    @Test("Each token's variations equal the mode tables in every mode, and list only the axes it depends on")
    func matchTables() throws {
        let graph = TokenGraph(SampleDesignSystem.designSystem)
        let theme = try graph.compile(try #require(graph.themes.first))
        let axes = theme.axes
        var dependent = 0
        for mode in axes.allModes {
            let table = try theme.table(for: mode)
            let contexts = mode.contexts
            for id in 0..<graph.count {
                let v = theme.variations(ofTokenAt: id)
                #expect(v.axes == theme.dependencies(ofTokenAt: id).indices)
                #expect(v.values.count == v.radices.reduce(1, *))
                #expect(v.value(contexts: contexts) == table.resolvedValue(ofTokenAt: id), "\(graph.paths[id]) in \(axes.describe(mode))")
            }
        }
        for id in 0..<graph.count where !theme.dependencies(ofTokenAt: id).isEmpty { dependent += 1 }
        // The sample's colors follow colorScheme and contrast, its sizes sizeClass; most raw tokens follow nothing.
        #expect(dependent > 100 && dependent < graph.count)
        let surface = try #require(graph.id(of: "color.surface.default"))
        #expect(theme.dependencies(ofTokenAt: surface).indices.map { axes[$0].name }.contains("colorScheme"))
        #expect(theme.defaultContexts == axes.defaultMode.contexts)
    }
}
