import Tessera
import TesseraColor
import Testing

@Suite("Compiling into display profiles")
struct CompileIntegrationTests {
    func color(_ theme: ResolvedTheme, _ path: TokenPath, _ mode: [String: String] = [:]) throws -> TokenColor {
        let table = try theme.table(for: theme.mode(mode))
        return table[try #require(theme.token(path, as: TokenColor.self))]
    }

    @Test("Every color column holds target-profile floats")
    func displayP3() throws {
        var ds = DesignSystem()
        ds.declare("red", type: .color, tier: .raw, .hex("#FF0000"))
        ds.declare("blue", type: .color, tier: .raw, .hex("#3366CC80"))
        ds.declare("accent", type: .color, tier: .semantic, varying: [(.always, .alias("red")), (["colorScheme": "dark"], .alias("blue"))])
        let p3 = try ProfileColorConverting(named: "display-p3")
        let theme = try TokenGraph(ds).compile(Theme(name: "t"), options: CompileOptions(colorConverter: p3))
        #expect(theme.colorSpaceName == "display-p3")
        let red = try color(theme, "accent")
        #expect(abs(red.red - 0.917488) < 1e-6 && abs(red.green - 0.200287) < 1e-6 && abs(red.blue - 0.138561) < 1e-6)
        let blue = try color(theme, "accent", ["colorScheme": "dark"])
        #expect(abs(blue.red - 0.249851) < 1e-6 && abs(blue.green - 0.395240) < 1e-6 && abs(blue.blue - 0.773562) < 1e-6)
        #expect(blue.alpha == Float(0x80) / 255)
    }

    @Test("Colors in any DTCG space convert; out-of-gamut ones are reported per mode and clipped")
    func gamutReport() throws {
        var ds = DesignSystem()
        ds.declare("p3red", type: .color, tier: .raw, .colorLiteral(ColorLiteral(space: .displayP3, components: [1, 0, 0])))
        ds.declare("gray", type: .color, tier: .raw, .colorLiteral(ColorLiteral(space: .oklch, components: [0.5, 0, nil])))
        ds.declare(
            "accent", type: .color, tier: .semantic,
            varying: [(.always, .alias("gray")), (["colorScheme": "dark"], .colorLiteral(ColorLiteral(space: .displayP3, components: [0, 1, 0])))])
        let srgb = try ProfileColorConverting(named: "srgb")
        let result = TokenGraph(ds).compileKeepingGoing(Theme(name: "t"), options: CompileOptions(colorConverter: srgb))
        let gamut = result.diagnostics.filter { $0.ruleID == "out-of-gamut" }
        #expect(Set(gamut.compactMap(\.token)) == ["p3red", "accent"])
        #expect(gamut.first { $0.token == "accent" }?.kind == .outOfGamut(target: "srgb", handling: .clip, modes: ["colorScheme=dark"]))
        #expect(gamut.allSatisfy { $0.severity == .warning })
        let clipped = try color(result.theme, "p3red")
        #expect(clipped.red == 1 && clipped.green == 0 && clipped.blue == 0)
        // oklch L=0.5 with no chroma is a neutral gray (#636363 in sRGB).
        #expect(try color(result.theme, "accent").hex == "#636363")

        let kept = TokenGraph(ds).compileKeepingGoing(Theme(name: "t"), options: CompileOptions(colorConverter: srgb, gamut: .keep))
        #expect(try color(kept.theme, "p3red").red > 1.09)
        let strict = TokenGraph(ds).compileKeepingGoing(Theme(name: "t"), options: CompileOptions(colorConverter: srgb, gamut: .error))
        #expect(strict.hasErrors)
    }

    @Test("Overlays and flattened shadows are composited per mode in the chosen space")
    func compositing() throws {
        var ds = DesignSystem()
        ds.declare("surface", type: .color, tier: .semantic, varying: [(.always, .hex("#FFFFFF")), (["colorScheme": "dark"], .hex("#F5F5F5"))])
        ds.declare("black", type: .color, tier: .raw, .hex("#000000"))
        ds.declare("overlay.srgb", type: .color, tier: .semantic, .over(top: .alias("black"), bottom: .alias("surface"), alpha: 0.2, space: .srgb))
        ds.declare("overlay.linear", type: .color, tier: .semantic, .over(top: .alias("black"), bottom: .alias("surface"), alpha: 0.2, space: .linear))
        ds.declare(
            "shadow", type: .shadow, tier: .semantic,
            .shadow([.shadowLayer(ShadowLayerExpression(color: .hex("#0000001F"), offsetX: .px(0), offsetY: .px(1), blur: .px(2)))]))
        ds.declare("shadow.flat", type: .shadow, tier: .semantic, .flattenedShadow(shadow: .alias("shadow"), surface: .alias("surface"), space: .srgb))
        ds.declare("shadow.flatLinear", type: .shadow, tier: .semantic, .flattenedShadow(shadow: .alias("shadow"), surface: .alias("surface"), space: .linear))
        let graph = TokenGraph(ds)
        let srgb = try graph.compileBase()
        #expect(try color(srgb, "overlay.srgb").hex == "#cccccc")
        #expect(try color(srgb, "overlay.linear").hex == "#e7e7e7")
        let dark = try srgb.table(for: srgb.mode(["colorScheme": "dark"]))
        let flat = dark.layers(of: dark[srgb.token("shadow.flat", as: Shadow.self)!])
        #expect(flat.map(\.color.hex) == ["#d7d7d7"])
        #expect(flat.first?.offsetY == TokenDimension(1))
        #expect(dark.layers(of: dark[srgb.token("shadow.flatLinear", as: Shadow.self)!]).map(\.color.hex) == ["#e7e7e7"])

        // Into Display P3 the blend still happens in sRGB, then converts: P3(#CCCCCC).
        let p3 = try graph.compileBase(options: CompileOptions(colorConverter: ProfileColorConverting(named: "display-p3")))
        let expected = try ColorConverter(from: .builtIn(.srgb), to: .builtIn(.displayP3)).convert((0.8, 0.8, 0.8))
        let got = try color(p3, "overlay.srgb")
        #expect(abs(Double(got.red) - expected.0) < 1e-5 && abs(Double(got.blue) - expected.2) < 1e-5)
    }
}
