import Tessera
import TesseraFormats
import Testing

@Suite("Dimension units: converted only where defined")
struct DimensionConversionTests {
    @Test(
        "px ↔ rem through the root font size, dp ↔ px one to one",
        arguments: [
            (Dimension(24, .px), Dimension.Unit.rem, 16.0, Dimension(1.5, .rem)),
            (Dimension(1.5, .rem), .px, 20, Dimension(30, .px)),
            (Dimension(8, .dp), .px, 16, Dimension(8, .px)),
            (Dimension(2, .rem), .dp, 10, Dimension(20, .dp)),
            (Dimension(3, .vw), .vw, 16, Dimension(3, .vw)),
        ])
    func defined(from: Dimension, to: Dimension.Unit, base: Double, expected: Dimension) {
        #expect(from.converted(to: to, using: Dimension.Conversion(remBase: base)) == expected)
    }

    @Test("pt, em, %, vw and vh have no context-free conversion", arguments: [Dimension.Unit.pt, .em, .percent, .vw, .vh])
    func undefined(unit: Dimension.Unit) {
        #expect(Dimension(12, unit).converted(to: .px) == nil)
        #expect(Dimension(12, .px).converted(to: unit) == nil)
    }

    @Test("CSS has no dp: the export writes it as px; other units as written")
    func cssLengths() throws {
        var ds = DesignSystem(name: "units")
        ds.declare("space.android", type: .dimension, .dimension(Dimension(12, .dp)))
        ds.declare("space.apple", type: .dimension, .dimension(Dimension(17, .pt)))
        ds.declare("space.half", type: .dimension, .dimension(Dimension(50, .percent)))
        let css = try CSSExport(srgb: try TokenGraph(ds).compileBase()).text()
        #expect(css.contains("--space-android: 12px;"))
        #expect(css.contains("--space-apple: 17pt;"))
        #expect(css.contains("--space-half: 50%;"))
        #expect(!css.contains("dp;"))
    }
}
