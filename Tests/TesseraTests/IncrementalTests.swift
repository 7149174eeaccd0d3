import Tessera
import TesseraTestSupport
import Testing

@Suite("Incremental overrides")
struct IncrementalTests {
    let graph = TokenGraph(Fixtures.brand)

    static let layers: [OverrideLayer] = [
        OverrideLayer("brand", [Override("color.brand.500", .hex("#AA3300"))]),
        OverrideLayer("dark-only", [Override("color.action.primary", when: ["colorScheme": "dark"], .hex("#00AAFF"))]),
        // Makes a token that depended on nothing depend on contrast: it must move groups.
        OverrideLayer("contrast", [Override("color.border.subtle", when: ["contrast": "high"], .alias("color.neutral.1000"))]),
        OverrideLayer("retarget", [Override("divider.color", .alias("color.text.primary"))]),
        OverrideLayer("forbid", [Override("color.neutral.0", when: ["colorScheme": "dark"], .forbidden)]),
    ]

    @Test("An incremental override equals a full recompile", arguments: layers)
    func equalsFullCompile(layer: OverrideLayer) throws {
        let base = try graph.compileBase()
        let incremental = try base.overriding(layer)
        let full = try graph.compile(Theme(name: "base", layers: [layer]))
        #expect(TestSupport.snapshot(incremental) == TestSupport.snapshot(full))
        #expect(Set(incremental.diagnostics) == Set(full.diagnostics))
        // The original is untouched.
        #expect(TestSupport.snapshot(base) == TestSupport.snapshot(try graph.compileBase()))
    }

    @Test("Stacked incremental overrides equal one full compile of all layers")
    func stacked() throws {
        var theme = try graph.compileBase()
        for layer in Self.layers { theme = try theme.overriding(layer) }
        let full = try graph.compile(Theme(name: "base", layers: Self.layers))
        #expect(TestSupport.snapshot(theme) == TestSupport.snapshot(full))
    }

    @Test("An override that closes a cycle is rejected with the chain")
    func cycleRejected() throws {
        let base = try graph.compileBase()
        #expect {
            try base.overriding(
                OverrideLayer(
                    "loop",
                    [
                        Override("color.action.primary", .alias("color.bg.surface")),
                        Override("color.bg.surface", .alias("color.action.primary")),
                    ]))
        } throws: { error in
            guard let list = error as? DiagnosticList else { return false }
            return list.diagnostics.contains { $0.kind == .aliasCycle(chain: ["color.action.primary", "color.bg.surface", "color.action.primary"]) }
        }
    }

    @Test("Incremental overrides reject closed tokens and bad types")
    func rejected() throws {
        let base = try graph.compileBase()
        #expect(throws: DiagnosticList.self) { try base.overriding(OverrideLayer("x", [Override("color.repository.black.12", .hex("#000000"))])) }
        #expect(throws: DiagnosticList.self) { try base.overriding(OverrideLayer("x", [Override("color.brand.500", .px(3))])) }
    }
}
