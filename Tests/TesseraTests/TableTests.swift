import Tessera
import TesseraTestSupport
import Testing

@Suite("Resolved tables")
struct TableTests {
    @Test("Typed handles read every value type")
    func everyType() throws {
        var ds = DesignSystem()
        ds.declare("c", type: .color, .hex("#33669980"))
        ds.declare("d", type: .dimension, .dimension(TokenDimension(1.5, .rem)))
        ds.declare("n", type: .number, .number(0.5))
        ds.declare("ff", type: .fontFamily, .fontFamily(["Inter"]))
        ds.declare("fw", type: .fontWeight, .fontWeight(650))
        ds.declare("du", type: .duration, .duration(TokenDuration(0.2, .seconds)))
        ds.declare("cb", type: .cubicBezier, .cubicBezier(CubicBezier(0.3, -0.5, 0.7, 1.8)))
        ds.declare("ss", type: .strokeStyle, .dashedStroke(dashes: [.px(4), .alias("d")], lineCap: .round))
        ds.declare(
            "sh", type: .shadow,
            .shadow([
                .shadowLayer(ShadowLayerExpression(color: .alias("c"), offsetX: .px(0), offsetY: .px(2), blur: .px(4))),
                .shadowLayer(ShadowLayerExpression(color: .hex("#000000"), offsetX: .px(1), offsetY: .px(1), blur: .px(0), spread: .px(1), inset: true)),
            ]))
        ds.declare("sh2", type: .shadow, .shadow([.alias("sh"), .shadowLayer(ShadowLayerExpression(color: .hex("#FFFFFF"), offsetX: .px(0), offsetY: .px(0), blur: .px(8)))]))
        ds.declare(
            "ty", type: .typography,
            .typography(TypographyExpression(fontFamily: .alias("ff"), fontSize: .px(16), fontWeight: .alias("fw"), letterSpacing: .px(0.2), lineHeight: .alias("n"))))
        ds.declare("bo", type: .border, .border(BorderExpression(color: .alias("c"), width: .px(1), style: .alias("ss"))))
        ds.declare("tr", type: .transition, .transition(TransitionExpression(duration: .alias("du"), delay: .duration(TokenDuration(0)), timingFunction: .alias("cb"))))
        ds.declare(
            "gr", type: .gradient,
            .gradient([
                .gradientStop(GradientStopExpression(color: .hex("#FF0000"), position: .number(-99))),
                .gradientStop(GradientStopExpression(color: .alias("c"), position: .number(42))),
            ]))
        let graph = TokenGraph(ds)
        #expect(graph.diagnostics.isEmpty)
        let theme = try graph.compileBase()
        let t = theme.defaultTable
        #expect(t[theme.token("c", as: TokenColor.self)!].hex == "#33669980")
        #expect(t[theme.token("d", as: TokenDimension.self)!] == TokenDimension(1.5, .rem))
        #expect(t[theme.token("n", as: Number.self)!].value == 0.5)
        #expect(theme.fontFamilyNames(t[theme.token("ff", as: FontFamily.self)!]) == ["Inter"])
        #expect(t[theme.token("fw", as: FontWeight.self)!].value == 650)
        #expect(t[theme.token("du", as: TokenDuration.self)!].seconds == 0.2)
        #expect(t[theme.token("cb", as: CubicBezier.self)!] == CubicBezier(0.3, -0.5, 0.7, 1.8))
        let stroke = t[theme.token("ss", as: TokenStrokeStyle.self)!]
        #expect(stroke.keyword == .custom && stroke.lineCap == .round)
        #expect(t.dashes(of: stroke) == [TokenDimension(4), TokenDimension(1.5, .rem)])
        let shadow = t.layers(of: t[theme.token("sh", as: Shadow.self)!])
        #expect(shadow.count == 2)
        #expect(shadow[0].color.hex == "#33669980" && shadow[0].offsetY == TokenDimension(2))
        #expect(shadow[1].inset && shadow[1].spread == TokenDimension(1))
        #expect(t.layers(of: t[theme.token("sh2", as: Shadow.self)!]).count == 3)
        let ty = t[theme.token("ty", as: Typography.self)!]
        #expect(ty.fontWeight.value == 650 && ty.lineHeight == 0.5 && ty.fontSize == TokenDimension(16))
        let bo = t[theme.token("bo", as: Border.self)!]
        #expect(bo.width == TokenDimension(1) && bo.style.keyword == .custom && bo.color.hex == "#33669980")
        let tr = t[theme.token("tr", as: TokenTransition.self)!]
        #expect(tr.duration.seconds == 0.2 && tr.timingFunction == CubicBezier(0.3, -0.5, 0.7, 1.8))
        // Gradient positions are clamped to 0...1.
        #expect(t.stops(of: t[theme.token("gr", as: TokenGradient.self)!]).map(\.position) == [0, 1])
    }

    @Test("Handles are checked by type and stay valid across themes of one graph")
    func handles() throws {
        let graph = TokenGraph(Fixtures.brand)
        #expect(graph.token("button.primary.bg", as: TokenDimension.self) == nil)
        #expect(graph.token("nope", as: TokenColor.self) == nil)
        let handle = try #require(graph.token("button.primary.bg", as: TokenColor.self))
        var brand = OverrideLayer("b")
        brand.set("color.brand.500", .hex("#00FF00"))
        let a = try graph.compileBase()
        let b = try graph.compile(Theme(name: "b", layers: [brand]))
        let mode = try a.mode()
        #expect(try a.table(for: mode)[handle].hex == "#3366cc")
        #expect(try b.table(for: mode)[handle].hex == "#00ff00")
    }

    @Test("Forty two-context axes each touching their own tokens compile without a cross product")
    func noBlowUp() throws {
        var ds = DesignSystem(axes: (0..<40).map { ModeAxis("axis\($0)", contexts: ["off", "on"]) })
        for a in 0..<40 {
            ds.declare(TokenPath("raw.\(a)"), type: .color, tier: .raw, .hex("#102030"))
            for t in 0..<100 {
                ds.declare(
                    TokenPath("sem.\(a).\(t)"), type: .color, tier: .semantic,
                    varying: [(.always, .alias(TokenPath("raw.\(a)"))), (["axis\(a)": "on"], .hex("#FFFFFF"))])
            }
        }
        let theme = try TokenGraph(ds).compileBase()
        let stats = theme.statistics
        // Σ over tokens of their own combinations: 40 raw × 1 + 4000 × 2.
        #expect(stats.colorCells == 40 + 4000 * 2)
        #expect(stats.bytesPerColorValue == 16)
        #expect(stats.statusBytes == 0)
        #expect(stats.groups == 41)
        let on7 = try theme.mode(["axis7": "on"])
        #expect(try TestSupport.hex(theme, "sem.7.3", ["axis7": "on"]) == "#ffffff")
        #expect(try TestSupport.hex(theme, "sem.8.3", ["axis7": "on"]) == "#102030")
        #expect(try theme.table(for: on7)[theme.token("sem.7.99", as: TokenColor.self)!].hex == "#ffffff")
    }

    @Test("A token's axes include those reached through its aliases")
    func axesThroughAliases() throws {
        let theme = try TokenGraph(Fixtures.brand).compileBase()
        // button.primary.bg has no conditions of its own but follows color.action.primary's colorScheme.
        #expect(try TestSupport.hex(theme, "button.primary.bg", ["colorScheme": "dark"]) == "#1f3f80")
        // 8 raw colors ×1 + closed ×1 + action 2 + text 2×2 + surface 2×2 + border 1 + 3 components (2+1+1) + list 1
        #expect(theme.statistics.colorCells == 9 + 2 + 4 + 4 + 1 + 2 + 1 + 1 + 1)
    }

    @Test("Long alias chains and big cycles resolve without recursion")
    func deepChains() throws {
        var ds = DesignSystem()
        let n = 50_000
        ds.declare("chain.0", type: .number, .number(7))
        for i in 1..<n { ds.declare(TokenPath("chain.\(i)"), type: .number, .alias(TokenPath("chain.\(i - 1)"))) }
        for i in 0..<n { ds.declare(TokenPath("loop.\(i)"), type: .number, .alias(TokenPath("loop.\((i + 1) % n)"))) }
        let result = TokenGraph(ds).compileKeepingGoing(Theme(name: "t"))
        #expect(try TestSupport.value(result.theme, TokenPath("chain.\(n - 1)")) == .number(7))
        let cycles = result.diagnostics.with(rule: "alias-cycle")
        #expect(cycles.count == n)
        guard case .aliasCycle(let chain) = cycles.first?.kind else { return }
        #expect(chain.count == 17 && chain.first == chain.last)
    }
}
