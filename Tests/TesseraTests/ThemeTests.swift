import Tessera
import TesseraTestSupport
import Testing

@Suite("Themes and override layers")
struct ThemeTests {
    let graph = TokenGraph(Fixtures.brand)

    @Test("Replacing a raw brand color cascades to every alias that reaches it")
    func brandCascade() throws {
        var brand = OverrideLayer("brand-green")
        brand.set("color.brand.500", .hex("#12A150"))
        brand.set("color.brand.700", .hex("#0B6B35"))
        let theme = try graph.compile(Theme(name: "green", layers: [brand]))
        #expect(try TestSupport.hex(theme, "color.action.primary") == "#12a150")
        #expect(try TestSupport.hex(theme, "button.primary.bg") == "#12a150")
        #expect(try TestSupport.hex(theme, "button.primary.bg", ["colorScheme": "dark"]) == "#0b6b35")
        let base = try graph.compileBase()
        #expect(try TestSupport.hex(base, "button.primary.bg") == "#3366cc")
    }

    @Test("An override for one context changes only that context")
    func contextOverride() throws {
        var layer = OverrideLayer("dark-tweak")
        layer.set("color.action.primary", when: ["colorScheme": "dark"], .hex("#FF8800"))
        let theme = try graph.compile(Theme(name: "t", layers: [layer]))
        #expect(try TestSupport.hex(theme, "button.primary.bg", ["colorScheme": "dark"]) == "#ff8800")
        #expect(try TestSupport.hex(theme, "button.primary.bg", ["colorScheme": "light"]) == "#3366cc")
    }

    @Test("An override for all contexts replaces every definition")
    func allContextsOverride() throws {
        var layer = OverrideLayer("flat")
        layer.set("color.text.primary", .hex("#222222"))
        let theme = try graph.compile(Theme(name: "t", layers: [layer]))
        for contexts in [["colorScheme": "dark"], ["contrast": "high"], [:]] {
            #expect(try TestSupport.hex(theme, "color.text.primary", contexts) == "#222222")
        }
    }

    @Test("Overriding the raw radius tokens to zero removes every corner")
    func removeCornerRadii() throws {
        let graph = TokenGraph(Fixtures.radii)
        var square = OverrideLayer("square")
        for name in ["none", "sm", "md", "lg"] { square.set(TokenPath("radius.\(name)"), .px(0)) }
        let theme = try graph.compile(Theme(name: "square", layers: [square]))
        for path in ["button.radius", "card.radius", "badge.radius", "radius.control"] {
            #expect(try TestSupport.value(theme, TokenPath(path)) == .dimension(TokenDimension(0, .px)))
        }
        let base = try graph.compileBase()
        #expect(try TestSupport.value(base, "card.radius") == .dimension(TokenDimension(16, .px)))
    }

    @Test("A scoped theme passes a list's divider color down to its divider, leaving the parent alone")
    func scopedDivider() throws {
        let app = try graph.compileBase()
        let list = try app.scoped("list", [Override("divider.color", .alias("list.divider.color"))])
        let listOverride = try list.scoped("list-instance", [Override("list.divider.color", .hex("#FF0000"))])
        #expect(try TestSupport.hex(listOverride, "divider.color") == "#ff0000")
        #expect(try TestSupport.hex(app, "divider.color") == "#f5f5f5")
        #expect(try TestSupport.hex(list, "divider.color") == "#f5f5f5")
        #expect(listOverride.theme.layers.map(\.name) == ["list", "list-instance"])
    }

    @Test("Closed tokens reject overrides with an error naming the token and layer")
    func closedTokens() throws {
        var layer = OverrideLayer("app")
        layer.set("color.repository.black.12", .hex("#00000033"))
        let result = graph.compileKeepingGoing(Theme(name: "t", layers: [layer]))
        let errors = result.diagnostics.with(rule: "closed-token-override")
        #expect(errors.count == 1)
        #expect(errors.first?.token == "color.repository.black.12")
        #expect(errors.first?.kind == .closedTokenOverride(layer: "app"))
        // The closed value is kept.
        #expect(try TestSupport.hex(result.theme, "color.repository.black.12") == "#0000001f")
        #expect(throws: DiagnosticList.self) { try graph.compile(Theme(name: "t", layers: [layer])) }
    }

    @Test("Overriding an unknown token is an error with a suggestion")
    func unknownOverrideTarget() {
        var layer = OverrideLayer("app")
        layer.set("color.brand.50", .hex("#000000"))
        let result = graph.compileKeepingGoing(Theme(name: "t", layers: [layer]))
        #expect(result.diagnostics.with(rule: "unknown-override-target").first?.kind == .unknownOverrideTarget(layer: "app", suggestion: "color.brand.500"))
    }

    @Test("Abstract tokens must be defined by every concrete theme")
    func abstractTokens() throws {
        var ds = Fixtures.brand
        ds.declareAbstract("brand.typeface", type: .fontFamily, tier: .semantic)
        ds.declare("type.family", type: .fontFamily, tier: .component, .alias("brand.typeface"))
        let graph = TokenGraph(ds)
        let bare = graph.compileKeepingGoing(Theme(name: "bare"))
        #expect(bare.diagnostics.with(rule: "missing-abstract-definition").map(\.token) == ["brand.typeface"])
        #expect(bare.diagnostics.with(rule: "unresolved-dependency").map(\.token) == ["type.family"])
        var layer = OverrideLayer("brand")
        layer.set("brand.typeface", .fontFamily(["Söhne", "sans-serif"]))
        let theme = try graph.compile(Theme(name: "branded", layers: [layer]))
        #expect(try TestSupport.value(theme, "type.family") == .fontFamily(["Söhne", "sans-serif"]))
    }

    @Test("Forbidden values are reported per theme and the checked look-up throws")
    func forbiddenValues() throws {
        var layer = OverrideLayer("lite")
        layer.set("color.action.primary", when: ["colorScheme": "dark"], .forbidden)
        let theme = try graph.compile(Theme(name: "lite", layers: [layer]))
        let warnings = theme.diagnostics.with(rule: "forbidden-value")
        #expect(Set(warnings.compactMap(\.token)) == ["color.action.primary", "button.primary.bg"])
        let viaAlias = try #require(warnings.first { $0.token == "button.primary.bg" })
        #expect(viaAlias.kind == .forbiddenValue(source: "color.action.primary", modes: ["colorScheme=dark"]))
        #expect(viaAlias.theme == "lite")
        #expect(viaAlias.severity == .warning)

        let token = try #require(theme.token("button.primary.bg", as: TokenColor.self))
        let dark = try theme.table(for: theme.mode(["colorScheme": "dark"]))
        #expect(throws: LookupError(reason: .forbidden, token: "button.primary.bg", mode: "colorScheme=dark, contrast=standard, elevation=base, sizeClass=regular")) {
            try dark.value(token)
        }
        #expect(dark[token] == TokenColor.forbiddenSentinel)
        let light = try theme.table(for: theme.mode(["colorScheme": "light"]))
        #expect(try light.value(token).hex == "#3366cc")
    }
}
