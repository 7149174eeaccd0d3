import Tessera
import Testing

@testable import TesseraFormats

/// CSS color strings read into the DTCG space they are written in. Each expected literal is
/// worked out by hand from CSS Color 4: the percentage reference ranges (lab L 100% = 100,
/// a/b 100% = 125; lch C 100% = 150; oklab L 100% = 1, a/b 100% = 0.4; oklch C 100% = 0.4;
/// color() and alpha 100% = 1), hues normalized to [0, 360), lightness clamped to its range and
/// chroma to 0 and above at parsed-value time, `none` as a missing component.
@Suite("CSS color strings")
struct CSSColorStringTests {
    static func literal(_ space: ColorLiteral.Space, _ components: Double?..., alpha: Double = 1) -> ColorLiteral {
        ColorLiteral(space: space, components: components, alpha: alpha)
    }

    static let hexAndLegacyCases: [(String, ColorLiteral)] = [
        ("#336699", ColorLiteral(TokenColor(rgb: 0x336699))),
        ("rgb(255, 0, 0)", literal(.srgb, 1, 0, 0)),
        ("rgba(0,0,0,.1)", literal(.srgb, 0, 0, 0, alpha: 0.1)),
        ("rgba(255, 0, 0, 50%)", literal(.srgb, 1, 0, 0, alpha: 0.5)),
        ("RGB(100% 50% 0% / 25%)", literal(.srgb, 1, 0.5, 0, alpha: 0.25)),
        ("rgb(none 255 0)", literal(.srgb, nil, 1, 0)),
        ("rgb(0\u{0C}255\t0\n/ 50%)", literal(.srgb, 0, 1, 0, alpha: 0.5)),
        ("hsl(120, 50%, 25%)", literal(.hsl, 120, 50, 25)),
        ("hsl(120deg 50 25 / 0.5)", literal(.hsl, 120, 50, 25, alpha: 0.5)),
        ("hsl(0.25turn 100% 50%)", literal(.hsl, 90, 100, 50)),
        ("hsl(-120 50% 50%)", literal(.hsl, 240, 50, 50)),
        ("hsl(360 50% 50%)", literal(.hsl, 0, 50, 50)),
        ("hsla(none 0% 100%)", literal(.hsl, nil, 0, 100)),
    ]

    @Test("Reads hex, rgb() and hsl(), in the comma and the space syntax", arguments: hexAndLegacyCases)
    func hexAndLegacy(_ text: String, _ expected: ColorLiteral) {
        Self.expect(text, expected)
    }

    static let hwbCases: [(String, ColorLiteral)] = [
        ("hwb(150 20% 10%)", literal(.hwb, 150, 20, 10)),
        ("hwb(150 20 10)", literal(.hwb, 150, 20, 10)),
        // 200grad = 180deg; 50% alpha = 0.5.
        ("hwb(200grad 20 10 / 50%)", literal(.hwb, 180, 20, 10, alpha: 0.5)),
        ("hwb(1.5turn 0% 0%)", literal(.hwb, 180, 0, 0)),
        ("hwb(-90deg 0 0)", literal(.hwb, 270, 0, 0)),
        ("hwb(none none 100%)", literal(.hwb, nil, nil, 100)),
        // White and black summing past 100% are valid CSS: an achromatic color the compile computes.
        ("hwb(45 40% 80%)", literal(.hwb, 45, 40, 80)),
    ]

    @Test("Reads hwb()", arguments: hwbCases)
    func hwb(_ text: String, _ expected: ColorLiteral) {
        Self.expect(text, expected)
    }

    static let labCases: [(String, ColorLiteral)] = [
        ("lab(29.2345% 39.3825 20.0664)", literal(.lab, 29.2345, 39.3825, 20.0664)),
        ("lab(52.2345 40.1645 59.9971)", literal(.lab, 52.2345, 40.1645, 59.9971)),
        // a and b: 100% = 125, so 40% = 50 and -20% = -25.
        ("lab(50% 40% -20%)", literal(.lab, 50, 50, -25)),
        ("lab(29.69% 44.888% -29.04%)", literal(.lab, 29.69, 56.11, -36.3)),
        ("LAB(50 -20 30 / 0.25)", literal(.lab, 50, -20, 30, alpha: 0.25)),
        ("lab(110 0 0)", literal(.lab, 100, 0, 0)),
        ("lab(-5% 10 10)", literal(.lab, 0, 10, 10)),
        ("lab(none 20 30)", literal(.lab, nil, 20, 30)),
        ("lab(50 20 30 / none)", literal(.lab, 50, 20, 30, alpha: 0)),
    ]

    @Test("Reads lab(): L 0…100 (clamped), a and b with 100% = 125", arguments: labCases)
    func lab(_ text: String, _ expected: ColorLiteral) {
        Self.expect(text, expected)
    }

    static let lchCases: [(String, ColorLiteral)] = [
        ("lch(29.2345% 44.2 27)", literal(.lch, 29.2345, 44.2, 27)),
        ("lch(60.2345 59.2 95.2)", literal(.lch, 60.2345, 59.2, 95.2)),
        // C: 100% = 150.
        ("lch(29.69% 45.553% 327.1)", literal(.lch, 29.69, 68.3295, 327.1)),
        ("lch(50% 50% 0.5turn)", literal(.lch, 50, 75, 180)),
        ("lch(50 20 3.141592653589793rad)", literal(.lch, 50, 20, 180)),
        ("lch(50 -10 90)", literal(.lch, 50, 0, 90)),
        ("lch(150 20 400)", literal(.lch, 100, 20, 40)),
        ("lch(50 20 none / 10%)", literal(.lch, 50, 20, nil, alpha: 0.1)),
    ]

    @Test("Reads lch(): C with 100% = 150 and 0 and above, H in degrees", arguments: lchCases)
    func lch(_ text: String, _ expected: ColorLiteral) {
        Self.expect(text, expected)
    }

    static let oklabCases: [(String, ColorLiteral)] = [
        ("oklab(40.1% 0.1143 0.045)", literal(.oklab, 0.401, 0.1143, 0.045)),
        // a and b: 100% = 0.4.
        ("oklab(0.5 50% -25%)", literal(.oklab, 0.5, 0.2, -0.1)),
        ("oklab(120% 0 0)", literal(.oklab, 1, 0, 0)),
        ("oklab(-0.1 0 0)", literal(.oklab, 0, 0, 0)),
        ("oklab(none 0 0 / 30%)", literal(.oklab, nil, 0, 0, alpha: 0.3)),
    ]

    @Test("Reads oklab(): L 0…1 (clamped) with 100% = 1, a and b with 100% = 0.4", arguments: oklabCases)
    func oklab(_ text: String, _ expected: ColorLiteral) {
        Self.expect(text, expected)
    }

    static let oklchCases: [(String, ColorLiteral)] = [
        ("oklch(40.1% 0.123 21.57)", literal(.oklch, 0.401, 0.123, 21.57)),
        ("oklch(59.69% 0.156 49.77 / .5)", literal(.oklch, 0.5969, 0.156, 49.77, alpha: 0.5)),
        // The example in CSSColorString's documentation. C: 100% = 0.4.
        ("oklch(60% 0.1 0.5turn / 50%)", literal(.oklch, 0.6, 0.1, 180, alpha: 0.5)),
        ("oklch(60% 50% 90deg)", literal(.oklch, 0.6, 0.2, 90)),
        ("OKLCH(0.5 0.1 200DEG)", literal(.oklch, 0.5, 0.1, 200)),
        ("oklch(0.7 -0.1 90)", literal(.oklch, 0.7, 0, 90)),
        ("oklch(0.5 0.1 360)", literal(.oklch, 0.5, 0.1, 0)),
        ("oklch(0.5 0.1 400grad)", literal(.oklch, 0.5, 0.1, 0)),
        ("oklch(0.5 0.1 -0.25turn)", literal(.oklch, 0.5, 0.1, 270)),
        ("oklch(1 0 none)", literal(.oklch, 1, 0, nil)),
    ]

    @Test("Reads oklch(): C with 100% = 0.4 and 0 and above, H in degrees", arguments: oklchCases)
    func oklch(_ text: String, _ expected: ColorLiteral) {
        Self.expect(text, expected)
    }

    static let colorCases: [(String, ColorLiteral)] = [
        ("color(srgb 0.41587 0.503670 0.36664)", literal(.srgb, 0.41587, 0.50367, 0.36664)),
        ("color(sRGB 0.41587 0.503670 0.36664)", literal(.srgb, 0.41587, 0.50367, 0.36664)),
        ("color(srgb-linear 0.5 none 0)", literal(.srgbLinear, 0.5, nil, 0)),
        ("color(display-p3 100% 50% 0% / 50%)", literal(.displayP3, 1, 0.5, 0, alpha: 0.5)),
        ("color(a98-rgb 0.44091 0.49971 0.37408)", literal(.a98RGB, 0.44091, 0.49971, 0.37408)),
        ("color(prophoto-rgb 0.36589 0.41717 0.31333)", literal(.prophotoRGB, 0.36589, 0.41717, 0.31333)),
        ("color(rec2020 0.6295 0.9657 0.3633 / 1)", literal(.rec2020, 0.6295, 0.9657, 0.3633)),
        ("color(xyz 0.13 0.12 0.04)", literal(.xyzD65, 0.13, 0.12, 0.04)),
        ("color(xyz-d65 0.9505 1 1.089)", literal(.xyzD65, 0.9505, 1, 1.089)),
        ("color(xyz-d50 0.26 0.30 0.23)", literal(.xyzD50, 0.26, 0.3, 0.23)),
        // Out-of-gamut channels are valid CSS and kept; the compile reports or maps them.
        ("color(display-p3 1.1 -0.1 0)", literal(.displayP3, 1.1, -0.1, 0)),
        ("  color( Display-P3   1 0 0 )  ", literal(.displayP3, 1, 0, 0)),
    ]

    @Test("Reads color() in the predefined spaces, 100% = 1", arguments: colorCases)
    func color(_ text: String, _ expected: ColorLiteral) {
        Self.expect(text, expected)
    }

    static let failureCases: [(String, String)] = [
        ("oklch(0.5 0.1 200 / 1.5)", "alpha above 1"),
        ("lab(50 0 0 / -0.1)", "alpha below 0"),
        ("color(srgb 1 0 0 / 150%)", "alpha above 100%"),
        ("rgb(0 0 0 / 1.5)", "alpha above 1"),
        ("oklch(0.5 0.1)", "two channels"),
        ("lab(50 0 0 0)", "four channels"),
        ("hwb(0 0 0 0 / 1)", "four channels"),
        ("color(srgb 1 0)", "two channels"),
        ("color(xyz 1 0 0 0)", "four channels"),
        ("oklab()", "no channels"),
        ("color()", "no space"),
        ("color(display-p4 1 0 0)", "an unknown space"),
        ("color(--brand 1 0 0)", "a custom space"),
        ("color(lab 50 0 0)", "a space color() does not name"),
        ("color(hsl 0 0 0)", "a space color() does not name"),
        ("oklch(from red l c h)", "relative color syntax"),
        ("rgb(from #fff r g b / 0.5)", "relative color syntax"),
        ("color(from red srgb r g b)", "relative color syntax"),
        ("color-mix(in oklch, red, blue)", "color-mix()"),
        ("color-mix(in srgb, #fff 50%, #000)", "color-mix()"),
        ("light-dark(#fff, #000)", "light-dark()"),
        ("lab(50, 20, 30)", "the comma syntax, which only rgb() and hsl() have"),
        ("oklch(0.5, 0.1, 200)", "the comma syntax, which only rgb() and hsl() have"),
        ("hwb(0, 0%, 0%)", "the comma syntax, which only rgb() and hsl() have"),
        ("color(srgb, 1, 0, 0)", "the comma syntax, which only rgb() and hsl() have"),
        ("rgb(none, 0, 0)", "none in the comma syntax"),
        ("rgba(0, 0, 0 / 0.5)", "a slash in the comma syntax"),
        ("rgb(0 0 0 0.5)", "alpha without a slash"),
        ("oklch(0.5 0.1 200 /)", "a slash without alpha"),
        ("oklch(0.5 0.1 200 / 0.5 / 1)", "two slashes"),
        ("oklch(0.5 0.1 50%)", "a percentage hue"),
        ("hsl(50% 50% 50%)", "a percentage hue"),
        ("oklch(0.5 0.1 10px)", "a length hue"),
        ("lch(50 20 1rad2)", "a malformed angle"),
        ("oklch(calc(0.5) 0.1 200)", "calc()"),
        ("oklch(0.5 0.1 200", "no closing parenthesis"),
        ("lab(nan 0 0)", "not a CSS number"),
        ("lab(inf 0 0)", "not a CSS number"),
        ("color(srgb 0x1 0 0)", "not a CSS number"),
        ("rgb(300, 0, 0)", "an rgb() channel above 255, rejected as before"),
        ("hsl(120, 150%, 50%)", "an hsl() saturation above 100%, rejected as before"),
        ("rgb(1\u{A0}2 3)", "a no-break space is not CSS whitespace, so 1\u{A0}2 is one word"),
    ]

    /// The two range policies of the one reader, and where each refusal points (UTF-8 columns,
    /// counted by hand): token files refuse what DTCG's ranges exclude, palettes clamp as CSS does.
    @Test("Token files refuse out-of-range rgb(), hsl() and alpha; palettes clamp them; failures have columns")
    func rangesAndColumns() {
        #expect(throws: CSSColorString.Failure(column: 5, message: "rgb() channel 1 is 300.0, outside 0…255")) {
            try CSSColorString.read("rgb(300 -5 20)", ranges: .reject).get()
        }
        #expect((try? CSSColorString.read("rgb(300 -5 20)", ranges: .clamp).get()) == Self.literal(.srgb, 1, 0, 20.0 / 255))
        #expect((try? CSSColorString.read("hsl(120 150% -10%)", ranges: .clamp).get()) == Self.literal(.hsl, 120, 100, 0))
        #expect((try? CSSColorString.read("color(display-p3 1 0 0 / 2)", ranges: .clamp).get()) == Self.literal(.displayP3, 1, 0, 0))
        #expect(throws: CSSColorString.Failure(column: 26, message: "alpha 2 is outside 0…1")) {
            try CSSColorString.read("color(display-p3 1 0 0 / 2)", ranges: .reject).get()
        }
        // color() keeps components outside 0…1 under either policy: they are wide-gamut colors.
        #expect((try? CSSColorString.read("color(srgb 1.2 0 0)", ranges: .clamp).get()) == Self.literal(.srgb, 1.2, 0, 0))
        let failures: [(String, Int, String)] = [
            ("rgb(1 2 x)", 9, "invalid component x"),
            ("  color(dci-p3 1 0 0)", 9, "unknown color space dci-p3"),
            ("color( )", 7, "color() needs a color space"),
            ("lab(50 0)", 5, "expected 3 components, found 2"),
            ("hsl(10, 20%, 30%, 0.5, 1)", 5, "expected 3 components and an optional alpha, found 5 items"),
            ("oklch(0.5 0.1 10 / 1 / 2)", 19, "expected one alpha value after /"),
            ("rgb(0 0 0 / x)", 13, "invalid alpha x"),
            ("cmyk(0 0 0 0)", 1, "unrecognised color function cmyk()"),
            ("#12345", 1, "invalid hex color #12345"),
            ("blue", 1, "unrecognised color blue"),
        ]
        for (text, column, message) in failures {
            guard case .failure(let failure) = CSSColorString.read(text, ranges: .clamp) else {
                Issue.record("\(text) was read")
                continue
            }
            #expect(failure.column == column, "\(text)")
            #expect(failure.message.hasPrefix(message), "\(text): \(failure.message)")
        }
    }

    @Test("Reads nothing from what is not one of the forms", arguments: failureCases)
    func failures(_ text: String, _ reason: String) {
        #expect(CSSColorString.parse(text) == nil, "\(reason)")
    }

    /// Expects `text` to read as `expected`, each number within 1e-9: percentages and angles are
    /// scaled in floating point.
    static func expect(_ text: String, _ expected: ColorLiteral, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let parsed = CSSColorString.parse(text)
        let close = { (a: Double?, b: Double?) in a == nil && b == nil || a.flatMap { a in b.map { abs(a - $0) < 1e-9 } } == true }
        let matches =
            parsed.map { p in
                p.space == expected.space && p.components.count == expected.components.count && close(p.alpha, expected.alpha)
                    && zip(p.components, expected.components).allSatisfy(close)
            } ?? false
        #expect(matches, "\(text) read as \(String(describing: parsed)), expected \(expected)", sourceLocation: sourceLocation)
    }
}
