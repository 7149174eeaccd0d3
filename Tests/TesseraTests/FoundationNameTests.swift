import Foundation
import Tessera
import Testing

/// A file that imports Foundation and Tessera: `Dimension` is ambiguous here (Foundation has a
/// class of that name), so this file spells Tessera's types module-qualified, as the Renderers article says.
@Suite("Names beside Foundation")
struct FoundationNameTests {
    @Test("Tessera.Dimension and Tessera.Color work beside Foundation.Dimension")
    func qualified() throws {
        var ds = DesignSystem(name: "f")
        ds.declare("space.md", type: .dimension, .px(12))
        ds.declare("ink", type: .color, .hex("#204060"))
        let graph = TokenGraph(ds)
        let theme = try graph.compileBase()
        let space = try #require(graph.token("space.md", as: Tessera.Dimension.self))
        let ink = try #require(graph.token("ink", as: Tessera.Color.self))
        let value: Tessera.Dimension = theme.defaultTable[space]
        let color: Tessera.Color = theme.defaultTable[ink]
        #expect(value == Tessera.Dimension(12, .px))
        #expect(color.hex == "#204060")
        // Foundation's class of the same name is still the unqualified one's other meaning.
        let meters: Foundation.Dimension = UnitLength.meters
        #expect(meters.symbol == "m")
    }
}
