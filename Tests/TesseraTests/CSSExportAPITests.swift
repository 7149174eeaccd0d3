import Tessera
import TesseraFormats
import Testing

@Suite("CSSExport API")
struct CSSExportAPITests {
    /// A token that differs in every combination of three media-mapped axes.
    static var threeAxes: DesignSystem {
        let motion = ModeAxis("motion", contexts: ["full", "reduced"])
        var ds = DesignSystem(name: "three", axes: [.colorScheme, .contrast, motion])
        var definitions: [(ContextCondition, TokenExpression)] = [(.always, .px(0))]
        for (k, scheme) in ["light", "dark"].enumerated() {
            for (l, contrast) in ["standard", "high"].enumerated() {
                for (m, speed) in ["full", "reduced"].enumerated() where k + l + m > 0 {
                    definitions.append((ContextCondition(["colorScheme": scheme, "contrast": contrast, "motion": speed]), .px(Double(4 * k + 2 * l + m))))
                }
            }
        }
        ds.declare("gap", type: .dimension, tier: .raw, varying: definitions)
        return ds
    }

    @Test("Three media-mapped axes: 2^3 ways to select the all-non-default combination, one media block joining all three")
    func threeMappedAxes() throws {
        let theme = try TokenGraph(Self.threeAxes).compileBase()
        let media = CSSMediaMapping.standard + [CSSMediaMapping(axis: "motion", context: "reduced", condition: "(prefers-reduced-motion: reduce)")]
        let css = try CSSExport(srgb: theme, media: media).text()
        #expect(
            css.contains(
                "@media (prefers-color-scheme: dark) and (prefers-contrast: more) and (prefers-reduced-motion: reduce) {\n  :root:not([data-color-scheme]):not([data-contrast]):not([data-motion]) {\n    --gap: 7px;"
            ))
        #expect(css.components(separatedBy: "--gap: 7px;").count - 1 == 8)
        // Every non-default combination has its 2^(non-default axes) rules: 3·2 + 3·4 + 1·8.
        #expect(css.components(separatedBy: "--gap: ").count - 1 == 1 + 6 + 12 + 8)
        // Without the motion mapping, motion is selected by attribute only.
        let plain = try CSSExport(srgb: theme).text()
        #expect(!plain.contains("prefers-reduced-motion") && plain.components(separatedBy: "--gap: 7px;").count - 1 == 4)
    }

    @Test("Property names: segments joined by '-', $root named after its group, other characters as '_'")
    func names() {
        #expect(CSSExport.propertyName("color.accent.$root") == "--color-accent")
        #expect(CSSExport.propertyName("space.1/2") == "--space-1_2")
        #expect(CSSExport.propertyName("icon.🎨") == "--icon-🎨")
        #expect(CSSExport.attributeName("colorScheme") == "data-color-scheme")
        #expect(CSSExport.attributeName("size class") == "data-size_class")
    }

    @Test("Colliding names throw one error naming both tokens")
    func collision() throws {
        var ds = DesignSystem(name: "c", axes: [])
        ds.declare("y-z.w", type: .dimension, tier: .raw, .px(1))
        ds.declare("y.z-w", type: .dimension, tier: .raw, .px(2))
        ds.declare("a b", type: .dimension, tier: .raw, .px(3))
        ds.declare("a_b", type: .dimension, tier: .raw, .px(4))
        let theme = try TokenGraph(ds).compileBase()
        let error = #expect(throws: DiagnosticList.self) { try CSSExport(srgb: theme).text() }
        let problems = error?.diagnostics ?? []
        #expect(problems.map(\.ruleID) == ["css-name-collision", "css-name-collision"])
        #expect(problems.contains { $0.message.contains("'y-z.w'") && $0.message.contains("'y.z-w'") && $0.message.contains("--y-z-w") })
        #expect(problems.contains { $0.message.contains("'a b'") && $0.message.contains("'a_b'") })
    }
}
