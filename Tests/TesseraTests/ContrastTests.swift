import Tessera
import Testing

/// Reference values come from `scripts/contrast-oracle.py`, an independent Python
/// implementation of the published WCAG 2.x and APCA 0.0.98G-4g formulas.
@Suite("Contrast metrics")
struct ContrastMetricTests {
    static func rgb(_ hex: UInt32) -> (Double, Double, Double) {
        (Double((hex >> 16) & 0xFF) / 255, Double((hex >> 8) & 0xFF) / 255, Double(hex & 0xFF) / 255)
    }

    @Test(
        "WCAG ratios match known answers",
        arguments: [
            (0x000000, 0xFFFFFF, 21.0), (0x777777, 0xFFFFFF, 4.478089), (0x888888, 0xFFFFFF, 3.544886),
            (0x17163B, 0x7B84EA, 5.213328), (0xCCCCCC, 0xFFFFFF, 1.605929), (0x123456, 0x123456, 1.0),
        ] as [(UInt32, UInt32, Double)])
    func wcag(fg: UInt32, bg: UInt32, expected: Double) {
        #expect(abs(WCAGContrast.ratio(Self.rgb(fg), Self.rgb(bg)) - expected) < 1e-5)
        // The ratio is symmetric.
        #expect(abs(WCAGContrast.ratio(Self.rgb(bg), Self.rgb(fg)) - expected) < 1e-5)
    }

    @Test(
        "APCA Lc matches published and oracle values, with polarity",
        arguments: [
            (0x888888, 0xFFFFFF, 63.056470), (0x000000, 0xFFFFFF, 106.040673), (0xFFFFFF, 0x000000, -107.884733),
            (0x17163B, 0x7B84EA, 41.641097), (0xFFFFFF, 0x5A5FDE, -80.118793), (0x000000, 0x000000, 0),
            (0xCCCCCC, 0xFFFFFF, 27.289814),
        ] as [(UInt32, UInt32, Double)])
    func apca(text: UInt32, background: UInt32, expected: Double) {
        #expect(abs(APCAContrast.lightnessContrast(text: Self.rgb(text), background: Self.rgb(background)) - expected) < 1e-4)
    }

    @Test("Low contrast clips to Lc 0 in both polarities")
    func apcaClip() {
        #expect(APCAContrast.lightnessContrast(text: Self.rgb(0xF0F0F0), background: Self.rgb(0xFFFFFF)) == 0)
        #expect(APCAContrast.lightnessContrast(text: Self.rgb(0x101010), background: Self.rgb(0x000000)) == 0)
    }

    @Test("Levels, their thresholds and one step up")
    func levels() {
        #expect(ContrastLevel.allCases.map(\.minimumRatio) == [4.5, 7, 3, 4.5, 3])
        #expect(ContrastLevel.aa.raised == .aaa)
        #expect(ContrastLevel.aaLarge.raised == .aaaLarge)
        #expect(ContrastLevel.ui.raised.minimumRatio == 4.5)
        #expect(ContrastLevel.aaa.raised == .aaa)
    }

    @Test("Ratios print truncated, so a failing value never shows as its threshold")
    func formatting() {
        #expect(ContrastFormat.fixed(4.4999, digits: 2, truncating: true) == "4.49")
        #expect(ContrastFormat.fixed(-57.77, digits: 1, truncating: true) == "-57.7")
        #expect(ContrastFormat.fixed(3, digits: 1) == "3.0")
    }
}

@Suite("Contrast of declared pairs in every mode")
struct ContrastCheckTests {
    static let here = SourceLocation(file: "tokens.json", line: 7, column: 5)

    /// Text and background that change with the color scheme only; a size token on another axis.
    static var system: DesignSystem {
        var ds = DesignSystem(name: "pairs")
        ds.declare("white", type: .color, .hex("#FFFFFF"))
        ds.declare("black", type: .color, .hex("#000000"))
        ds.declare("grey", type: .color, .hex("#777777"))
        ds.declare("veil", type: .color, .hex("#00000033"))
        ds.declare("text", type: .color, varying: [(.always, .alias("grey")), (["colorScheme": "dark"], .hex("#888888"))])
        ds.declare("bg", type: .color, varying: [(.always, .alias("white")), (["colorScheme": "dark"], .alias("black"))])
        ds.declare("gap", type: .dimension, varying: [(.always, .dimension(TokenDimension(8, .px))), (["sizeClass": "compact"], .dimension(TokenDimension(4, .px)))])
        return ds
    }

    static func theme() throws -> ResolvedTheme { try TokenGraph(system).compileBase() }

    @Test("Only the axes the two tokens depend on vary; failures name the mode and the place")
    func modesAndFailures() throws {
        let pair = ContrastPair(foreground: "text", background: "bg", level: .aa, location: Self.here)
        let report = try Self.theme().checkContrast([pair])
        #expect(report.problems.isEmpty)
        // colorScheme only: 2 modes, not 2 × 2 × 2 × 3.
        #expect(report.results.map(\.modeDescription) == ["colorScheme=light", "colorScheme=dark"])
        #expect(abs(report.results[0].ratio - 4.478089) < 1e-4)
        // #888 on black: 5.924 passes; #777 on white: 4.48 fails AA.
        #expect(report.results.map(\.passes) == [false, true])
        let d = try #require(report.diagnostics.first)
        #expect(report.diagnostics.count == 1)
        #expect(d.description == "tokens.json:7:5: error[contrast]: text on bg 4.47:1 < 4.5 (AA) in colorScheme=light [theme base]")
    }

    @Test("A pair that depends on no axis is judged once, in every mode")
    func constantPair() throws {
        let report = try Self.theme().checkContrast([ContrastPair(foreground: "black", background: "white", level: .aaa, apca: 90)])
        #expect(report.results.count == 1)
        #expect(report.results[0].modeDescription.isEmpty)
        #expect(report.results[0].ratio == 21)
        #expect(report.passes)
    }

    @Test("APCA minimums compare |Lc|, so light-on-dark pairs pass too")
    func apcaMinimum() throws {
        let report = try Self.theme().checkContrast([
            ContrastPair(foreground: "white", background: "black", apca: 100), ContrastPair(foreground: "grey", background: "white", apca: 75),
        ])
        #expect(report.results.map(\.passes) == [true, false])
        #expect(report.results[1].shortfall == "Lc 71.1 < 75 (APCA)")
    }

    @Test("A translucent foreground is judged on its composited color, in the pair's space")
    func compositedForeground() throws {
        let theme = try Self.theme()
        let srgb = theme.checkContrast([ContrastPair(foreground: "veil", background: "white", level: .aa)]).results[0]
        // 20 % black over white is #CCCCCC in gamma-encoded sRGB and #E7E7E7 in linear light.
        #expect(srgb.foreground.hex == "#cccccc")
        #expect(abs(srgb.ratio - 1.605929) < 1e-3)
        let linear = theme.checkContrast([ContrastPair(foreground: "veil", background: "white", level: .aa, space: .linear)]).results[0]
        #expect(linear.foreground.hex == "#e7e7e7")
    }

    @Test("A translucent background needs what lies under it")
    func translucentBackground() throws {
        let theme = try Self.theme()
        let missing = theme.checkContrast([ContrastPair(foreground: "black", background: "veil", level: .aa, location: Self.here)])
        #expect(missing.results.isEmpty)
        #expect(missing.problems.map(\.ruleID) == ["contrast-pair"])
        #expect(missing.problems.first?.location == Self.here)
        let over = theme.checkContrast([ContrastPair(foreground: "black", background: "veil", over: "white", level: .aa)])
        #expect(over.results.first?.background.hex == "#cccccc")
        #expect(abs((over.results.first?.ratio ?? 0) - 13.0765) < 1e-3)
    }

    @Test("Unknown and non-color tokens are problems, with a suggestion")
    func badPairs() throws {
        let report = try Self.theme().checkContrast([ContrastPair(foreground: "txt", background: "bg", level: .aa), ContrastPair(foreground: "gap", background: "bg", level: .aa)])
        #expect(report.problems.count == 2)
        #expect(report.problems[0].message.contains("unknown token {txt}; did you mean {text}?"))
        #expect(report.problems[1].message.contains("a dimension, not a color"))
        #expect(!report.passes)
    }

    @Test("High contrast can require one level more")
    func highContrastStep() throws {
        // Black on white everywhere except text, which reaches 5.92:1 in dark: AA, not AAA.
        let pair = ContrastPair(foreground: "text", background: "bg", level: .aa)
        let plain = try Self.theme().checkContrast([pair])
        #expect(plain.results.count == 2)
        let raised = try Self.theme().checkContrast([pair], options: ContrastOptions(raiseInHighContrast: true))
        // The contrast axis joins the iteration so that its high context is judged.
        #expect(raised.results.count == 4)
        let high = raised.results.filter { $0.modeDescription.contains("contrast=high") }
        #expect(high.map(\.requiredLevel) == [.aaa, .aaa])
        #expect(raised.results.filter { !$0.modeDescription.contains("contrast=high") }.map(\.requiredLevel) == [.aa, .aa])
        #expect(high.allSatisfy { !$0.passes })
    }
}
