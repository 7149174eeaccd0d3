import Tessera
import TesseraFormats
import Testing

@Suite("Axis variations name their tokens by path")
struct AxisVariationsTests {
    @Test("Each non-default context lists exactly the tokens that change in it, with their values")
    func pathsAndValues() throws {
        var ds = DesignSystem(name: "v")
        ds.declare("b.text", type: .number, varying: [(.always, .number(1)), (["colorScheme": "dark"], .number(2))])
        ds.declare("a.gap", type: .number, varying: [(.always, .number(4)), (["contrast": "high"], .number(6))])
        ds.declare("c.fixed", type: .number, .number(9))
        let theme = try TokenGraph(ds).compileBase()
        let variations = AxisVariations(theme: theme)
        let dark = try #require(variations.variations.first { $0.axis == "colorScheme" && $0.context == "dark" })
        #expect(variations.paths(of: dark) == ["b.text"])
        #expect(dark.values == [.number(2)])
        let high = try #require(variations.variations.first { $0.axis == "contrast" && $0.context == "high" })
        #expect(variations.paths(of: high) == ["a.gap"])
        #expect(high.values == [.number(6)])
        #expect(variations.variations.allSatisfy { !variations.paths(of: $0).contains("c.fixed") })
    }
}
