import Tessera
import TesseraFormats
import Testing

/// Media queries read from the context names of any axis, checked through the cascade oracle.
@Suite("CSS export: any axis's contexts as media queries")
struct CSSAxisMediaTests {
    /// A `theme` axis with light, dark and their high-contrast variants, plus an unrelated axis.
    static var system: DesignSystem {
        let theme = ModeAxis("theme", contexts: ["light", "dark", "light-hc", "dark-hc"])
        let density = ModeAxis("density", contexts: ["regular", "compact"])
        var ds = DesignSystem(name: "themed", axes: [theme, density])
        ds.declare(
            "surface", type: .color,
            varying: [
                (.always, .hex("#ffffff")), (["theme": "dark"], .hex("#101010")), (["theme": "light-hc"], .hex("#fafafa")), (["theme": "dark-hc"], .hex("#000000")),
            ])
        ds.declare("gap", type: .dimension, varying: [(.always, .px(8)), (["density": "compact"], .px(4)), (["theme": "dark-hc", "density": "compact"], .px(5))])
        return ds
    }

    @Test("Context names give conditions; narrower contexts are excluded from wider ones")
    func automaticConditions() {
        let theme = ModeAxis("theme", contexts: ["light", "dark", "light-hc", "dark-hc"])
        #expect(
            CSSMediaMapping.automatic(for: theme).map { "\($0.context) \($0.condition)" } == [
                "light (prefers-color-scheme: light) and (not (prefers-contrast: more))",
                "dark (prefers-color-scheme: dark) and (not (prefers-contrast: more))",
                "light-hc (prefers-color-scheme: light) and (prefers-contrast: more)",
                "dark-hc (prefers-color-scheme: dark) and (prefers-contrast: more)",
            ])
        // The built-in axes get what the standard mappings say.
        #expect(CSSMediaMapping.automatic(for: .colorScheme).map(\.condition) == ["(prefers-color-scheme: light)", "(prefers-color-scheme: dark)"])
        #expect(CSSMediaMapping.automatic(for: .contrast).map { "\($0.context) \($0.condition)" } == ["high (prefers-contrast: more)"])
        let mode = ModeAxis("mode", contexts: ["dim", "darkHighContrast", "Light", "lowContrast", "high"])
        #expect(
            CSSMediaMapping.automatic(for: mode).map { "\($0.context) \($0.condition)" } == [
                "darkHighContrast (prefers-color-scheme: dark) and (prefers-contrast: more)", "Light (prefers-color-scheme: light)",
                "lowContrast (prefers-contrast: less)",
            ])
        #expect(CSSMediaMapping.automatic(for: ModeAxis("density", contexts: ["regular", "compact"])).isEmpty)
    }

    @Test("Generated rules for a theme axis: one media block per non-default context")
    func rules() throws {
        let css = try CSSExport(srgb: try TokenGraph(Self.system).compileBase()).text()
        #expect(css.contains("@media (prefers-color-scheme: dark) and (not (prefers-contrast: more)) {\n  :root:not([data-theme]) {\n    --surface: #101010;"), "\(css)")
        #expect(css.contains("@media (prefers-color-scheme: light) and (prefers-contrast: more) {\n  :root:not([data-theme]) {\n    --surface: #fafafa;"))
        #expect(css.contains("@media (prefers-color-scheme: dark) and (prefers-contrast: more) {\n  :root:not([data-theme]) {\n    --surface: #000000;"))
        #expect(css.contains(":root[data-theme=\"dark-hc\"] {\n  --surface: #000000;"))
        #expect(!css.contains("prefers-color-scheme: light) and (not"), "the default context has no rule")
        let off = try CSSExport(srgb: try TokenGraph(Self.system).compileBase(), automaticMedia: false).text()
        #expect(!off.contains("@media"))
        let explicit = try CSSExport(
            srgb: try TokenGraph(Self.system).compileBase(), media: [CSSMediaMapping(axis: "theme", context: "dark", condition: "(prefers-color-scheme: dark)")]
        ).text()
        #expect(explicit.contains("@media (prefers-color-scheme: dark) {\n  :root:not([data-theme]) {\n    --surface: #101010;"))
    }

    @Test(
        "Every preference and attribute combination cascades to the value of the context it selects",
        arguments: [
            ("light", "no-preference", nil, "#ffffff"), ("dark", "no-preference", nil, "#101010"), ("light", "more", nil, "#fafafa"), ("dark", "more", nil, "#000000"),
            ("dark", "less", nil, "#101010"), ("dark", "more", "light", "#ffffff"), ("light", "no-preference", "dark-hc", "#000000"), ("dark", "more", "dark", "#101010"),
        ] as [(String, String, String?, String)])
    func cascade(scheme: String, contrast: String, attribute: String?, expected: String) throws {
        let theme = try TokenGraph(Self.system).compileBase()
        let cascade = try CSSCascade(try CSSExport(srgb: theme).text())
        var env = CSSCascade.Environment()
        env.media = ["prefers-color-scheme": scheme, "prefers-contrast": contrast]
        if let attribute { env.attributes["data-theme"] = attribute }
        #expect(cascade.computed(env)["--surface"] == expected)
        env.attributes["data-density"] = "compact"
        let selected = attribute ?? ["light more": "light-hc", "dark more": "dark-hc", "dark no-preference": "dark", "dark less": "dark"]["\(scheme) \(contrast)"]
        #expect(cascade.computed(env)["--gap"] == (selected == "dark-hc" ? "5px" : "4px"))
    }
}
