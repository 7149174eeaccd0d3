import Tessera
import Testing

@Suite("Colour targets and gamut verdicts")
struct ColorTargetTests {
    @Test(
        "Every built-in profile has one DTCG, CSS and display spelling",
        arguments: [
            ("srgb", "srgb", ColorLiteral.Space.srgb as ColorLiteral.Space?, ColorTarget.CSSName.predefined(.srgb) as ColorTarget.CSSName?),
            ("srgb-linear", "srgb-linear", .srgbLinear, .predefined(.srgbLinear)),
            ("display-p3", "display-p3", .displayP3, .predefined(.displayP3)),
            ("a98-rgb", "a98-rgb", .a98RGB, .predefined(.a98RGB)),
            ("prophoto-rgb", "prophoto-rgb", .prophotoRGB, .predefined(.prophotoRGB)),
            ("rec2020", "rec2020", .rec2020, .predefined(.rec2020)),
            ("rec2020-g24", "rec2020", .rec2020, .predefined(.rec2020)),
            ("rec2020-oetf", "rec2020-oetf", nil, nil),
        ])
    func builtIns(_ argument: String, _ name: String, _ dtcg: ColorLiteral.Space?, _ css: ColorTarget.CSSName?) throws {
        let target = try #require(ColorTarget.named(argument))
        #expect(target.name == name)
        #expect(target.dtcgSpace == dtcg)
        #expect(target.css == css)
        #expect(target.cssSubstitute == (argument == "rec2020-oetf" ? "rec2020" : nil))
    }

    @Test("An ICC file is a dashed ident with a relative or given URL, never its directory")
    func icc() throws {
        let target = try #require(ColorTarget.named("/home/me/profiles/Brand P3.v2.icc"))
        #expect(target.name == "Brand P3.v2.icc")
        #expect(target.dtcgSpace == nil)
        #expect(target.css == .profile(ident: "--Brand-P3", url: "Brand P3.v2.icc"))
        #expect(ColorTarget.named("/x/y.ICM", url: "https://cdn.example/y.icm")?.css == .profile(ident: "--y", url: "https://cdn.example/y.icm"))
        #expect(ColorTarget.named("hsl") == nil)
        #expect(ColorTarget.named("nope") == nil)
    }

    /// Returns every color inside 0…1, but says the second is out of gamut: the compiler must
    /// believe it (a gamma curve can clamp the values that show it).
    struct Verdicts: ColorConverting {
        var target: ColorTarget { ColorTarget(name: "verdicts", dtcgSpace: nil, css: nil) }
        func convert(_ colors: [ColorLiteral]) throws(ColorConversionError) -> ConvertedColors {
            ConvertedColors(colors: colors.map { $0.srgbColor! }, isInGamut: colors.indices.map { $0 != 1 })
        }
        func fromSRGB(_ colors: [TokenColor]) throws(ColorConversionError) -> [TokenColor] { colors }
        func toSRGB(_ colors: [TokenColor]) throws(ColorConversionError) -> [TokenColor] { colors }
    }

    @Test("The compiler uses the converter's gamut verdicts and never re-derives them", arguments: GamutHandling.allCases)
    func verdicts(_ handling: GamutHandling) {
        var ds = DesignSystem()
        ds.declare("a", type: .color, .colorLiteral(ColorLiteral(space: .srgb, components: [0.1, 0.2, 0.3])))
        ds.declare("b", type: .color, .colorLiteral(ColorLiteral(space: .srgb, components: [0.4, 0.5, 0.6])))
        ds.declare("c", type: .color, .colorLiteral(ColorLiteral(space: .srgb, components: [0.7, 0.8, 0.9])))
        let result = TokenGraph(ds).compileKeepingGoing(Theme(name: "t"), options: CompileOptions(colorConverter: Verdicts(), gamut: handling))
        let flagged = result.diagnostics.filter { $0.ruleID == "out-of-gamut" }
        #expect(flagged.map { $0.token?.rawValue } == ["b"])
        #expect(flagged.first?.severity == (handling == .error ? .error : .warning))
        #expect(flagged.first?.message.contains("outside the verdicts gamut") == true)
    }

    @Test(
        "Porter-Duff source-over, computed by hand",
        arguments: [
            // Opaque bottom: a plain mix. 20 % black over white is #CCCCCC (0.8).
            (0.0, 0.2, 1.0, 1.0, false, 0.8, 1.0),
            // Half black over half white: α = 0.5 + 0.5·0.5 = 0.75, color = 0.5·0.5 / 0.75 = 1/3.
            (0.0, 0.5, 1.0, 0.5, false, 1.0 / 3, 0.75),
            // The same in linear light: 1/3 linear re-encoded with the sRGB curve.
            (0.0, 0.5, 1.0, 0.5, true, 0.612501, 0.75),
            // 0.2 at α 0.5 over 0.8 at α 0.5, linear: weights 2/3 and 1/3 of the decoded values.
            (0.2, 0.5, 0.8, 0.5, true, 0.509928, 0.75),
            // Two transparent colors give transparent black.
            (0.6, 0.0, 0.9, 0.0, false, 0.0, 0.0),
        ])
    func sourceOver(_ top: Double, _ alpha: Double, _ bottom: Double, _ bottomAlpha: Double, _ linear: Bool, _ color: Double, _ outAlpha: Double) {
        let r = Blending.sourceOver((top, top, top), alpha: alpha, over: (bottom, bottom, bottom), bottomAlpha: bottomAlpha, linear: linear)
        #expect(abs(r.rgb.0 - color) < 1e-6)
        #expect(abs(r.rgb.2 - color) < 1e-6)
        #expect(abs(r.alpha - outAlpha) < 1e-12)
    }
}
