import Tessera
import TesseraTestSupport
import Testing

/// Tokens whose every definition is an alias evaluate from flat rows the graph builds once;
/// these pin that path against values known by construction and against the definitions path
/// (an override layer, which rebuilds the rows, and an incremental override, which has none).
@Suite("Alias rows")
struct AliasRowTests {
    /// Four raw colors and `s`, which aliases one of them per scheme × contrast.
    /// With `gap`, also `t`, which aliases `s` in dark mode only.
    private static func system(_ precedence: DefinitionPrecedence = .mostSpecific, order: [(ContextCondition, TokenExpression)]? = nil, gap: Bool = false) -> DesignSystem {
        var ds = DesignSystem(name: "rows")
        ds.precedence = precedence
        ds.declare("r.a", type: .color, .hex("#000001"))
        ds.declare("r.b", type: .color, .hex("#000002"))
        ds.declare("r.c", type: .color, .hex("#000003"))
        ds.declare("r.d", type: .color, .hex("#000004"))
        ds.declare(
            "s", type: .color,
            varying: order ?? [
                (.always, .alias("r.a")), (["colorScheme": "dark"], .alias("r.b")), (["contrast": "high"], .alias("r.c")),
                (["colorScheme": "dark", "contrast": "high"], .alias("r.d")),
            ])
        if gap { ds.declare("t", type: .color, varying: [(["colorScheme": "dark"], .alias("s"))]) }
        return ds
    }

    private static let modes: [[String: String]] = [
        [:], ["colorScheme": "dark"], ["contrast": "high"], ["colorScheme": "dark", "contrast": "high"],
    ]

    @Test("Several alias definitions: the most specific match wins in each mode")
    func mostSpecific() throws {
        let theme = try TokenGraph(Self.system()).compileBase()
        #expect(try Self.modes.map { try TestSupport.hex(theme, "s", $0) } == ["#000001", "#000002", "#000003", "#000004"])
    }

    @Test("With last-match precedence the later definition wins, whatever its specificity")
    func lastMatching() throws {
        let order: [(ContextCondition, TokenExpression)] = [(["colorScheme": "dark"], .alias("r.b")), (.always, .alias("r.a"))]
        let last = try TokenGraph(Self.system(.lastMatching, order: order)).compileBase()
        let specific = try TokenGraph(Self.system(.mostSpecific, order: order)).compileBase()
        #expect(try TestSupport.hex(last, "s", ["colorScheme": "dark"]) == "#000001")
        #expect(try TestSupport.hex(specific, "s", ["colorScheme": "dark"]) == "#000002")
    }

    @Test("A mode no alias definition covers is absent and reported")
    func uncovered() throws {
        let result = TokenGraph(Self.system(gap: true)).compileKeepingGoing(Theme(name: "rows"))
        #expect(try TestSupport.hex(result.theme, "t", ["colorScheme": "dark", "contrast": "high"]) == "#000004")
        #expect(throws: (any Error).self) { try TestSupport.value(result.theme, "t", [:]) }
        #expect(result.diagnostics.with(rule: "invalid-value").compactMap(\.token) == ["t"])
    }

    @Test("An override layer and an incremental override agree with the rows")
    func overrides() throws {
        let graph = TokenGraph(Self.system())
        var layer = OverrideLayer("brand")
        layer.set("s", when: ["colorScheme": "dark"], .alias("r.c"))
        let full = try graph.compile(Theme(name: "brand", layers: [layer]))
        let incremental = try graph.compileBase().overriding(layer)
        for theme in [full, incremental] {
            #expect(try Self.modes.map { try TestSupport.hex(theme, "s", $0) } == ["#000001", "#000003", "#000003", "#000004"])
        }
    }
}
