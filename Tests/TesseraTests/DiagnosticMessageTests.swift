import Tessera
import TesseraColor
import Testing

/// Messages that state the right numbers and never end in an empty list.
@Suite("Diagnostic messages")
struct DiagnosticMessageTests {
    @Test("limit-exceeded states the token's combinations, not its number of axes")
    func limitCount() throws {
        var limits = Limits()
        limits.maxCombinationsPerToken = 10
        var ds = DesignSystem(name: "l")  // built-in axes: 2 × 2 × 2 × 3 contexts
        ds.declare(
            "x", type: .color,
            varying: [
                (.always, .hex("#000000")), (["colorScheme": "dark"], .hex("#111111")), (["contrast": "high"], .hex("#222222")),
                (["sizeClass": "compact"], .hex("#333333")),
            ])
        let result = TokenGraph(ds, limits: limits).compileKeepingGoing(Theme(name: "base"))
        let d = try #require(result.diagnostics.first { $0.ruleID == "limit-exceeded" })
        // colorScheme (2) × contrast (2) × sizeClass (3) = 12 combinations.
        #expect(d.kind.message == "combinations of token x is 12, above the limit of 10")
    }

    @Test("An unknown axis in a design system without axes says there are none")
    func noAxes() throws {
        var ds = DesignSystem(name: "n", axes: [])
        ds.declare("x", type: .number, .number(1))
        let theme = try TokenGraph(ds).compileBase()
        let error = #expect(throws: Diagnostic.self) { try theme.mode(["colorScheme": "dark"]) }
        #expect(error?.kind.message == "unknown axis 'colorScheme'; this design system declares no axes")
        let withAxes = #expect(throws: Diagnostic.self) { try TokenGraph(Fixtures.brand).compileBase().mode(["scheme": "dark"]) }
        #expect(withAxes?.kind.message == "unknown axis 'scheme'; valid axes: colorScheme, contrast, elevation, sizeClass")
    }

    @Test("Diagnostics sort by file, line and column; unplaced ones follow in their order")
    func sorting() {
        func at(_ file: String, _ line: Int, _ column: Int, _ token: TokenPath) -> Diagnostic {
            Diagnostic(.error, .invalidValue(expected: "x", detail: "v"), token: token, location: SourceLocation(file: file, line: line, column: column))
        }
        let list = [
            Diagnostic(.error, .invalidValue(expected: "x", detail: "v"), token: "first-unplaced"), at("b.json", 1, 1, "b1"), at("a.json", 9, 2, "a9c2"),
            at("a.json", 9, 1, "a9c1"), Diagnostic(.error, .invalidValue(expected: "x", detail: "v"), token: "second-unplaced"), at("a.json", 2, 7, "a2"),
            at("a.json", 2, 7, "a2-again"),
        ]
        #expect(list.sortedByPosition().map(\.token) == ["a2", "a2-again", "a9c1", "a9c2", "b1", "first-unplaced", "second-unplaced"])
    }

    @Test("srgbHex is CSS hex in an sRGB table and nil where the codes are another space's")
    func srgbHex() throws {
        let graph = TokenGraph(Fixtures.brand)
        let theme = try graph.compileBase()
        let handle = try #require(theme.token("color.brand.500", as: TokenColor.self))
        #expect(theme.defaultTable.srgbHex(handle) == "#3366cc")
        #expect(theme.defaultTable[handle].encodedHex == "#3366cc")
        #expect(theme.defaultTable[handle].hex == theme.defaultTable[handle].encodedHex)
        let p3 = try graph.compileBase(options: CompileOptions(colorConverter: ProfileColorConverting(named: "display-p3")))
        #expect(p3.defaultTable.srgbHex(handle) == nil)
        #expect(p3.defaultTable[handle].encodedHex == "#4065c5")
    }
}
