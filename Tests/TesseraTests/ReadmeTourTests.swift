import Foundation
import Tessera
import TesseraColor
import TesseraSample
import Testing

/// The README's tour, compiled and run as written: the blocks between the markers are the
/// README's Swift blocks in order (`scripts/check-readme-tour` keeps them identical), and the
/// expectations after them check what the tour's comments claim.
@Suite("README tour")
struct ReadmeTourTests {
    @Test("The tour's Swift blocks compile and run in order, and their comments are true")
    func tour() throws {
        // readme-tour: begin
        // readme-tour: block 1
        var ds = DesignSystem(name: "Acme")  // built-in axes: colorScheme, contrast, elevation, sizeClass
        ds.declare("color.brand.500", type: .color, tier: .raw, .hex("#3366CC"))
        ds.declare("color.neutral.0", type: .color, tier: .raw, .hex("#FFFFFF"))
        ds.declare("color.neutral.950", type: .color, tier: .raw, .hex("#0D0D0D"))
        ds.declare(
            "color.bg.surface", type: .color, tier: .semantic,
            varying: [
                (.always, .alias("color.neutral.0")),
                (["colorScheme": "dark"], .alias("color.neutral.950")),
            ])
        ds.declare("button.bg", type: .color, tier: .component, .alias("color.brand.500"))
        ds.declareAbstract("brand.typeface", type: .fontFamily, tier: .semantic)  // every theme must define it
        ds.declare("color.repository.black.12", type: .color, tier: .raw, closed: true, .hex("#0000001F"))
        ds.declare("radius.md", type: .dimension, tier: .raw, .px(8))
        // readme-tour: block 2
        var brand = OverrideLayer("brand-green")
        brand.set("color.brand.500", .hex("#12A150"))  // every alias cascades
        brand.set("color.bg.surface", when: ["colorScheme": "dark"], .hex("#101010"))  // one context only
        brand.set("brand.typeface", .fontFamily(["Inter", "sans-serif"]))
        let graph = TokenGraph(ds)
        let theme = try graph.compile(Theme(name: "green", layers: [brand]))
        // readme-tour: block 3
        let surface = graph.token("color.bg.surface", as: TokenColor.self)!  // once, at load time
        let holder = ThemeHolder(theme)  // swap from any thread
        let table = try holder.current.table(for: theme.mode(["colorScheme": "dark"]))
        let rgba = table[surface].rgba  // SIMD4<Float>, one load, no allocation
        let checked = try table.value(surface)  // throws LookupError if forbidden/absent
        // readme-tour: block 4
        let result = graph.compileKeepingGoing(Theme(name: "green", layers: [brand]))  // a CompileResult
        let errors = result.diagnostics.filter { $0.severity == .error }  // every problem, each with its rule id
        let partial = result.theme  // failed tokens read as absent
        // readme-tour: block 5
        let p3 = try ProfileColorConverting(named: "display-p3")
        let p3Theme = try graph.compile(Theme(name: "green", layers: [brand]), options: CompileOptions(colorConverter: p3, gamut: .clip))
        let p3Surface = try p3Theme.table(for: p3Theme.mode(["colorScheme": "dark"]))[surface]  // Display P3 components
        // readme-tour: block 6
        let lumen = SampleDesignSystem.designSystem  // the bundled DTCG files, read once
        let lumenGraph = TokenGraph(lumen)
        let themeNames = lumen.themes.map(\.name)  // ["lumen", "ocean"]
        let ocean = try lumenGraph.compile(lumen.theme(named: "ocean") ?? Theme(name: "base"))
        let oceanDark = try ocean.table(for: ocean.mode(["colorScheme": "dark"]))
        let shadow = lumenGraph.token("elevation.shadow.2", as: Shadow.self)!
        let layers = oceanDark.layers(of: oceanDark[shadow])  // [ShadowLayer], in paint order
        let body = lumenGraph.token("typography.body.md", as: Typography.self)!
        let fonts = ocean.fontFamilyNames(oceanDark[body].fontFamily)  // ["Source Sans 3", "system-ui", "sans-serif"]
        // readme-tour: end

        #expect(rgba == SIMD4<Float>(16, 16, 16, 255) / 255)
        #expect(checked.hex == "#101010")
        #expect(errors.isEmpty)
        #expect(partial.name == "green")
        #expect(p3Theme.colorSpaceName == "display-p3")
        #expect(p3Surface.hex == "#101010")
        #expect(themeNames == ["lumen", "ocean"])
        #expect(layers.count == 2)
        #expect(layers.map(\.offsetY) == [TokenDimension(2, .px), TokenDimension(4, .px)])
        #expect(layers.map(\.blur) == [TokenDimension(4, .px), TokenDimension(8, .px)])
        #expect(abs(layers[0].color.alpha - 122 / 255) < 1e-6)
        #expect(fonts == ["Source Sans 3", "system-ui", "sans-serif"])
    }
}
