import Tessera
import TesseraFormats
import Testing

@Suite("Dimension units: converted only where defined")
struct DimensionConversionTests {
    @Test(
        "px ↔ rem through the root font size, dp ↔ px one to one",
        arguments: [
            (TokenDimension(24, .px), TokenDimension.Unit.rem, 16.0, TokenDimension(1.5, .rem)),
            (TokenDimension(1.5, .rem), .px, 20, TokenDimension(30, .px)),
            (TokenDimension(8, .dp), .px, 16, TokenDimension(8, .px)),
            (TokenDimension(2, .rem), .dp, 10, TokenDimension(20, .dp)),
            (TokenDimension(3, .vw), .vw, 16, TokenDimension(3, .vw)),
        ])
    func defined(from: TokenDimension, to: TokenDimension.Unit, base: Double, expected: TokenDimension) {
        #expect(from.converted(to: to, using: TokenDimension.Conversion(remBase: base)) == expected)
    }

    @Test("pt, em, %, vw and vh have no context-free conversion", arguments: [TokenDimension.Unit.pt, .em, .percent, .vw, .vh])
    func undefined(unit: TokenDimension.Unit) {
        #expect(TokenDimension(12, unit).converted(to: .px) == nil)
        #expect(TokenDimension(12, .px).converted(to: unit) == nil)
    }

    @Test("CSS has no dp: the export writes it as px; other units as written")
    func cssLengths() throws {
        var ds = DesignSystem(name: "units")
        ds.declare("space.android", type: .dimension, .dimension(TokenDimension(12, .dp)))
        ds.declare("space.apple", type: .dimension, .dimension(TokenDimension(17, .pt)))
        ds.declare("space.half", type: .dimension, .dimension(TokenDimension(50, .percent)))
        let css = try CSSExport(srgb: try TokenGraph(ds).compileBase()).text()
        #expect(css.contains("--space-android: 12px;"))
        #expect(css.contains("--space-apple: 17pt;"))
        #expect(css.contains("--space-half: 50%;"))
        #expect(!css.contains("dp;"))
    }
}
