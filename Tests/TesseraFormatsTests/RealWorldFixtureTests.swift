import Tessera
import TesseraFormats
import Testing

import struct Foundation.URL

/// The real-world-shaped systems in `Tests/Fixtures/real-world` (Spectrum-, Primer-, Carbon-,
/// Fluent-, Apple-HIG-, SDS-like DTCG conversions and a legacy Style Dictionary tree) load with
/// no error in the compatible mode and resolve, in two modes each, to values computed by hand
/// from the files. `scripts/check-real-world` compares every token in every mode with an
/// independent oracle; these tests keep `swift test` alone catching regressions.
@Suite("Real-world-shaped design systems")
struct RealWorldFixtureTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../Fixtures/real-world").standardized.path

    /// One expected value: the token, the mode it is read in, and the value.
    struct Expectation: Sendable, CustomStringConvertible {
        var system: String
        var mode: [String: String]
        var path: TokenPath
        var value: Expected

        var description: String { "\(system) \(mode.sorted { $0.key < $1.key }.map { "\($0)=\($1)" }.joined(separator: " ")) \(path)" }
    }

    /// A value written the way a person reads it off the files.
    enum Expected: Sendable {
        case hex(String)
        case dimension(Double, TokenDimension.Unit)
        case number(Double)
        case duration(Double, TokenDuration.Unit)
        /// Font size, letter spacing and line height of a typography token.
        case text(size: TokenDimension, letterSpacing: TokenDimension, lineHeight: Double)
    }

    static let systems = ["spectrum", "primer", "carbon", "fluent", "hig", "sds", "style-dictionary-legacy"]

    static let expectations: [Expectation] = [
        // Spectrum: theme and scale modifiers; "#000" hex fields; dp units; base tokens sized by the scale files.
        .init(system: "spectrum", mode: [:], path: "accent-fill-default", value: .hex("#4675f2")),
        .init(system: "spectrum", mode: ["theme": "dark"], path: "accent-fill-default", value: .hex("#5a86f0")),
        .init(system: "spectrum", mode: [:], path: "focus-ring", value: .hex("#000000")),
        .init(system: "spectrum", mode: ["theme": "dark"], path: "focus-ring", value: .hex("#ffffff")),
        .init(system: "spectrum", mode: [:], path: "control-height-default", value: .dimension(32, .px)),
        .init(system: "spectrum", mode: ["scale": "mobile"], path: "control-height-default", value: .dimension(40, .px)),
        .init(system: "spectrum", mode: [:], path: "android-shadow-elevation", value: .dimension(3, .dp)),
        // Primer: colour objects without colorSpace; stacked high-contrast files; an empty size context; JSONC.
        .init(system: "primer", mode: [:], path: "bgColor.inset", value: .hex("#f6f8fa")),
        .init(system: "primer", mode: ["theme": "dark"], path: "bgColor.inset", value: .hex("#0d1117")),
        .init(system: "primer", mode: ["theme": "dark-hc"], path: "bgColor.inset", value: .hex("#010409")),
        .init(system: "primer", mode: ["theme": "light-hc"], path: "fgColor.link", value: .hex("#0349b4")),
        .init(system: "primer", mode: [:], path: "control.medium.size", value: .dimension(32, .px)),
        .init(system: "primer", mode: ["size": "coarse"], path: "control.medium.size", value: .dimension(40, .px)),
        .init(
            system: "primer", mode: [:], path: "text.body.shorthand",
            value: .text(size: TokenDimension(14), letterSpacing: TokenDimension(0), lineHeight: 1.42857)),
        // Carbon: hex strings under a group $type; rgba() strings; %; a 0 with an empty unit; letterSpacing as a string.
        .init(system: "carbon", mode: [:], path: "theme.focus", value: .hex("#0b63f5")),
        .init(system: "carbon", mode: ["theme": "g100"], path: "theme.focus", value: .hex("#ffffff")),
        .init(system: "carbon", mode: [:], path: "theme.overlay", value: .hex("#16161680")),
        .init(system: "carbon", mode: ["theme": "g100"], path: "theme.overlay", value: .hex("#000000a6")),
        .init(system: "carbon", mode: [:], path: "layout.breakpoints.sm.margin", value: .dimension(0, .px)),
        .init(system: "carbon", mode: [:], path: "layout.fluidSpacing.02", value: .dimension(2, .vw)),
        .init(system: "carbon", mode: [:], path: "layout.container.narrow", value: .dimension(62.5, .percent)),
        .init(
            system: "carbon", mode: [:], path: "type.display03",
            value: .text(size: TokenDimension(3.75, .rem), letterSpacing: TokenDimension(-0.64), lineHeight: 1.16)),
        .init(
            system: "carbon", mode: ["breakpoint": "max"], path: "type.display03",
            value: .text(size: TokenDimension(6, .rem), letterSpacing: TokenDimension(-0.96), lineHeight: 1.05)),
        // Fluent: a token with child tokens; shadows with "unit": ""; vendor typography properties.
        .init(system: "fluent", mode: [:], path: "semanticColors.primaryButtonBackground", value: .hex("#0a6ed1")),
        .init(system: "fluent", mode: ["theme": "inverted"], path: "semanticColors.primaryButtonBackground", value: .hex("#2f86dc")),
        .init(system: "fluent", mode: [:], path: "semanticColors.primaryButtonBackgroundHovered", value: .hex("#004c94")),
        .init(system: "fluent", mode: ["theme": "inverted"], path: "semanticColors.primaryButtonText", value: .hex("#000000")),
        .init(system: "fluent", mode: [:], path: "fonts.medium", value: .text(size: TokenDimension(14), letterSpacing: TokenDimension(0), lineHeight: 1)),
        // Apple HIG: colours without $type; lineHeight in px; pt metrics.
        .init(system: "hig", mode: [:], path: "color.systemGreen", value: .hex("#30c45a")),
        .init(system: "hig", mode: ["appearance": "dark_ax"], path: "color.systemGreen", value: .hex("#31de4b")),
        .init(system: "hig", mode: [:], path: "color.secondaryLabel", value: .hex("#3c3c4399")),
        .init(
            system: "hig", mode: [:], path: "font.textStyle.body",
            value: .text(size: TokenDimension(17), letterSpacing: TokenDimension(0.01, .em), lineHeight: 22.0 / 17)),
        .init(
            system: "hig", mode: ["size": "large"], path: "font.textStyle.body",
            value: .text(size: TokenDimension(23), letterSpacing: TokenDimension(0, .em), lineHeight: 29.0 / 23)),
        .init(system: "hig", mode: [:], path: "layout.listRowHeight", value: .dimension(44, .pt)),
        // SDS: $root tokens, references across files, translucent primitives.
        .init(system: "sds", mode: [:], path: "color.background.brand.$root", value: .hex("#27272a")),
        .init(system: "sds", mode: ["theme": "dark"], path: "color.background.brand.$root", value: .hex("#f4f4f5")),
        .init(system: "sds", mode: ["theme": "dark"], path: "color.border.brand.$root", value: .hex("#f4f4f5")),
        .init(system: "sds", mode: [:], path: "color.background.scrim.$root", value: .hex("#0b0b0c66")),
        .init(system: "sds", mode: [:], path: "size.space.negative-100", value: .dimension(-0.25, .rem)),
        // Legacy Style Dictionary: value/type/comment, {x.value} references, strings for everything.
        .init(system: "style-dictionary-legacy", mode: [:], path: "color.font.base", value: .hex("#2b2b2b")),
        .init(system: "style-dictionary-legacy", mode: [:], path: "color.base.translucent", value: .hex("#00000080")),
        .init(system: "style-dictionary-legacy", mode: [:], path: "size.spacing.gutter", value: .dimension(16, .px)),
        .init(system: "style-dictionary-legacy", mode: [:], path: "size.font.base", value: .dimension(1, .rem)),
        .init(system: "style-dictionary-legacy", mode: [:], path: "opacity.disabled", value: .number(0.4)),
        .init(system: "style-dictionary-legacy", mode: [:], path: "time.fast", value: .duration(150, .milliseconds)),
    ]

    @Test("Each system loads with no error in the compatible mode", arguments: systems)
    func loadsWithoutErrors(_ system: String) throws {
        let loaded = DesignSystemFiles.load([Self.root + "/" + system])
        #expect(loaded.diagnostics.filter { $0.severity == .error }.isEmpty, "\(loaded.diagnostics.filter { $0.severity == .error })")
        let result = TokenGraph(loaded.design).compileKeepingGoing(loaded.design.themes.first ?? Theme(name: "base"))
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics.filter { $0.severity == .error })")
    }

    @Test("Each system is rejected by the strict mode: its deviations are errors there", arguments: systems)
    func strictRejects(_ system: String) {
        let loaded = DesignSystemFiles.load([Self.root + "/" + system], mode: .strict)
        #expect(loaded.diagnostics.contains { $0.severity == .error })
    }

    @Test("Tokens resolve to the values their authors meant", arguments: expectations)
    func value(_ e: Expectation) throws {
        let loaded = DesignSystemFiles.load([Self.root + "/" + e.system])
        let theme = try TokenGraph(loaded.design).compileBase()
        let resolved = try #require(try theme.table(for: theme.mode(e.mode)).resolvedValue(at: e.path)?.get(), "\(e)")
        switch (e.value, resolved) {
        case (.hex(let hex), .color(let color)):
            #expect(color.hex == hex, "\(e)")
        case (.dimension(let v, let unit), .dimension(let d)):
            #expect(d == TokenDimension(v, unit), "\(e)")
        case (.number(let n), .number(let m)):
            #expect(abs(n - m) < 1e-9, "\(e)")
        case (.duration(let v, let unit), .duration(let d)):
            #expect(d == TokenDuration(v, unit), "\(e)")
        case (.text(let size, let spacing, let lineHeight), .typography(_, let fontSize, _, let letterSpacing, let height)):
            #expect(fontSize == size && letterSpacing == spacing, "\(e)")
            #expect(abs(height - lineHeight) < 1e-9, "\(e)")
        default:
            Issue.record("\(e): \(resolved)")
        }
    }
}
