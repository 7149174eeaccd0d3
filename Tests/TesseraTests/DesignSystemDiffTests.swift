import Tessera
import Testing

@Suite("Comparing two versions of a design system")
struct DesignSystemDiffTests {
    static func side(_ ds: DesignSystem, pairs: [ContrastPair] = []) throws -> DesignSystemDiff.Side {
        DesignSystemDiff.Side(design: ds, themes: [try TokenGraph(ds).compileBase()], pairs: pairs)
    }

    static func diff(_ old: DesignSystem, _ new: DesignSystem, pairs: [ContrastPair] = []) throws -> DesignSystemDiff {
        DesignSystemDiff(old: try side(old, pairs: pairs), new: try side(new, pairs: pairs))
    }

    static func hex(_ v: DiffValue) -> String? {
        if case .value(.color(let c)) = v { return c.hex }
        return nil
    }

    /// 20 semantic colors alias `raw.dark` in dark mode (half of them also vary with contrast,
    /// aliasing it in both dark contexts), and 20 component colors alias those: 40 tokens reach
    /// the raw color, in dark mode only.
    static func palette(dark: String) -> DesignSystem {
        var ds = DesignSystem(name: "palette", axes: ModeAxis.builtIn)
        ds.declare("raw.light", type: .color, .hex("#f4f4f8"))
        ds.declare("raw.lightHigh", type: .color, .hex("#ffffff"))
        ds.declare("raw.dark", type: .color, .hex(dark))
        for i in 0..<20 {
            var definitions: [(ContextCondition, TokenExpression)] = [(.always, .alias("raw.light")), (["colorScheme": "dark"], .alias("raw.dark"))]
            if !i.isMultiple(of: 2) {
                definitions += [(["contrast": "high"], .alias("raw.lightHigh")), (["colorScheme": "dark", "contrast": "high"], .alias("raw.dark"))]
            }
            ds.declare(TokenPath("sem.\(i)"), type: .color, varying: definitions)
        }
        for i in 0..<20 { ds.declare(TokenPath("comp.\(i)"), type: .color, .alias(TokenPath("sem.\(i)"))) }
        return ds
    }

    @Test("A raw color change reaches 40 tokens in dark mode only, each reported once through the alias")
    func rawColorInDarkMode() throws {
        let diff = try Self.diff(Self.palette(dark: "#1a1a2e"), Self.palette(dark: "#f0e68c"))
        let theme = try #require(diff.themes.first)
        #expect(theme.modesCompared == 24)
        #expect(theme.tokens.count == 41)
        let raw = try #require(theme.tokens.first)
        #expect(raw.path == "raw.dark" && raw.cause == .definition)
        #expect(raw.changes.count == 1 && raw.changes[0].selection.isEmpty)
        let reached = theme.tokens.dropFirst()
        #expect(reached.count == 40)
        for token in reached {
            #expect(token.cause == .alias(sources: ["raw.dark"]), "\(token.path)")
            // One line, collapsed: the odd semantic colors depend on contrast too, and changed
            // in both of its contexts.
            #expect(token.changes.count == 1, "\(token.path)")
            let change = try #require(token.changes.first)
            #expect(change.selection == [AxisContexts(axis: "colorScheme", contexts: ["dark"])], "\(token.path)")
            #expect(change.selection.modeDescription == "colorScheme=dark")
            #expect(Self.hex(change.change.before) == "#1a1a2e" && Self.hex(change.change.after) == "#f0e68c")
            guard case .color(let deltaE, let alpha)? = change.change.delta else {
                Issue.record("no color delta for \(token.path)")
                continue
            }
            // scripts/diff-delta-e.py (coloraide): 70.135602.
            #expect(abs(deltaE - 70.135602) < 1e-3 && alpha == 0)
        }
        let odd = try #require(theme.tokens.first { $0.path == "sem.1" })
        #expect(odd.axes == ["colorScheme", "contrast"] && odd.changes[0].combinations == 2)
        #expect(diff.summary.changedThroughAlias == 40 && diff.summary.changedByDefinition == 1)
        #expect(diff.kinds == [.changed])
    }

    static func brand(_ name: TokenPath, extra: Bool) -> DesignSystem {
        var ds = DesignSystem(name: "brand", axes: ModeAxis.builtIn)
        ds.declare(name, type: .color, varying: [(.always, .hex("#3366cc")), (["colorScheme": "dark"], .hex("#99bbff"))])
        ds.declare("button.bg", type: .color, .alias(name))
        if extra { ds.declare("color.legacy", type: .color, .hex("#123456")) }
        return ds
    }

    @Test("A removed and an added token with equal values in every mode are a probable rename")
    func rename() throws {
        let diff = try Self.diff(Self.brand("color.brand.primary", extra: true), Self.brand("color.accent.primary", extra: false))
        #expect(diff.renamed == [TokenRename(old: "color.brand.primary", new: "color.accent.primary", type: .color)])
        #expect(diff.added.isEmpty)
        #expect(diff.removed.map(\.path) == ["color.legacy"])
        #expect(Self.hex(diff.removed[0].value) == "#123456")
        // The alias that follows the rename keeps its values: nothing changed.
        #expect(diff.themes[0].tokens.isEmpty)
        #expect(diff.kinds == [.renamed, .removed])
    }

    @Test("Values that differ in one mode are not a rename")
    func notARename() throws {
        var new = Self.brand("color.accent.primary", extra: false)
        new.tokens[0].definitions[1].expression = .hex("#99bbfe")
        let diff = try Self.diff(Self.brand("color.brand.primary", extra: false), new)
        #expect(diff.renamed.isEmpty)
        #expect(diff.added.map(\.path) == ["color.accent.primary"] && diff.removed.map(\.path) == ["color.brand.primary"])
        #expect(diff.added[0].varies)
    }

    static func surfaces(darkHighText: String) -> DesignSystem {
        var ds = DesignSystem(name: "surfaces", axes: ModeAxis.builtIn)
        ds.declare("bg.canvas", type: .color, varying: [(.always, .hex("#ffffff")), (["colorScheme": "dark"], .hex("#101010"))])
        ds.declare(
            "text.primary", type: .color,
            varying: [
                (.always, .hex("#222222")), (["colorScheme": "dark"], .hex("#eeeeee")), (["colorScheme": "dark", "contrast": "high"], .hex(darkHighText)),
            ])
        return ds
    }

    @Test("A contrast pair that drops below its level in one mode is a regression there only")
    func contrastRegression() throws {
        let pairs = [ContrastPair(foreground: "text.primary", background: "bg.canvas", level: .aa, apca: 60)]
        let diff = try Self.diff(Self.surfaces(darkHighText: "#ffffff"), Self.surfaces(darkHighText: "#444444"), pairs: pairs)
        let theme = try #require(diff.themes.first)
        #expect(theme.tokens.map(\.path) == ["text.primary"])
        #expect(theme.tokens[0].changes.map(\.selection.modeDescription) == ["colorScheme=dark, contrast=high"])
        #expect(theme.contrast.count == 1)
        let change = try #require(theme.contrast.first)
        #expect(change.selection.modeDescription == "colorScheme=dark, contrast=high")
        #expect(change.isRegression && !change.isImprovement)
        let before = try #require(change.before)
        let after = try #require(change.after)
        #expect(before.passes && !after.passes)
        // #ffffff on #101010 and #444444 on #101010, as WCAGContrast computes them.
        #expect(abs(before.ratio - WCAGContrast.ratio((1, 1, 1), (16 / 255, 16 / 255, 16 / 255))) < 1e-4)
        #expect(after.ratio < 4.5 && before.ratio > 18)
        #expect(theme.regressions.count == 1 && diff.kinds.contains(.contrastRegression))
        // The same change the other way round is an improvement, not a regression.
        let back = try Self.diff(Self.surfaces(darkHighText: "#444444"), Self.surfaces(darkHighText: "#ffffff"), pairs: pairs)
        #expect(back.themes[0].contrast.count == 1 && back.themes[0].contrast[0].isImprovement && back.themes[0].regressions.isEmpty)
    }

    @Test("Contrast judgements alike in several modes are one line, collapsed as token changes are")
    func contrastCollapsed() throws {
        func system(text: String) -> DesignSystem {
            var ds = DesignSystem(name: "surfaces", axes: ModeAxis.builtIn)
            // Depends on elevation, though no value differs along it.
            ds.declare(
                "bg.canvas", type: .color,
                varying: [(.always, .hex("#ffffff")), (["colorScheme": "dark"], .hex("#101010")), (["colorScheme": "dark", "elevation": "elevated"], .hex("#101010"))])
            ds.declare("text.primary", type: .color, .hex(text))
            return ds
        }
        let pairs = [ContrastPair(foreground: "text.primary", background: "bg.canvas", level: .aa)]
        let diff = try Self.diff(system(text: "#222222"), system(text: "#bbbbbb"), pairs: pairs)
        let contrast = diff.themes[0].contrast
        #expect(contrast.map(\.selection.modeDescription) == ["colorScheme=light", "colorScheme=dark"])
        #expect(contrast.map(\.combinations) == [2, 2])
        #expect(contrast.map(\.isRegression) == [true, false] && contrast.map(\.isImprovement) == [false, true])
        // #bbbbbb on #ffffff, by hand: (1 + 0.05) / (0.496933 + 0.05) = 1.9198, below AA's 4.5.
        #expect(abs((contrast.first?.after?.ratio ?? 0) - 1.9198) < 1e-4)
        #expect(diff.summary.contrastChanges == 2 && diff.summary.contrastRegressions == 1)
    }

    static func typeScale(size: Double, blur: Double) -> DesignSystem {
        var ds = DesignSystem(name: "type")
        ds.declare(
            "type.body", type: .typography,
            .typography(
                TypographyExpression(
                    fontFamily: .fontFamily(["Inter"]), fontSize: .dimension(TokenDimension(size)), fontWeight: .fontWeight(400),
                    letterSpacing: .dimension(TokenDimension(0)), lineHeight: .number(1.5))))
        ds.declare(
            "shadow.card", type: .shadow,
            .shadowLayer(ShadowLayerExpression(color: .hex("#00000033"), offsetX: .px(0), offsetY: .px(2), blur: .px(blur))))
        return ds
    }

    @Test("A composite value is compared field by field")
    func compositeFields() throws {
        let diff = try Self.diff(Self.typeScale(size: 16, blur: 4), Self.typeScale(size: 18, blur: 8))
        let tokens = diff.themes[0].tokens
        #expect(tokens.map(\.path) == ["type.body", "shadow.card"])
        let type = try #require(tokens.first?.changes.first?.change)
        #expect(type.delta == nil)
        #expect(type.fields == [FieldChange(field: "fontSize", before: .dimension(TokenDimension(16)), after: .dimension(TokenDimension(18)))])
        #expect(type.fields[0].delta == .dimension(TokenDimension(2)))
        let shadow = try #require(tokens.last?.changes.first?.change)
        #expect(shadow.fields.map(\.field) == ["blur"] && shadow.fields[0].delta == .dimension(TokenDimension(4)))
    }

    @Test("Identical systems give an empty comparison")
    func identical() throws {
        let pairs = [ContrastPair(foreground: "text.primary", background: "bg.canvas", level: .aa)]
        let ds = Self.surfaces(darkHighText: "#ffffff")
        let diff = try Self.diff(ds, ds, pairs: pairs)
        #expect(diff.isEmpty && diff.kinds.isEmpty)
        #expect(diff.themes.count == 1 && diff.themes[0].tokens.isEmpty && diff.themes[0].contrast.isEmpty)
        #expect(diff.added.isEmpty && diff.removed.isEmpty && diff.renamed.isEmpty && diff.axes.isEmpty)
    }

    @Test("Moving a definition in its file is no change; a new axis is compared in each of its contexts")
    func axesAndLocations() throws {
        var old = DesignSystem(name: "space", axes: ModeAxis.builtIn)
        old.declare("space.md", type: .dimension, .dimension(TokenDimension(12)))
        var new = DesignSystem(name: "space", axes: ModeAxis.builtIn + [ModeAxis("density", contexts: ["comfortable", "compact"])])
        new.declare("space.md", type: .dimension, varying: [(.always, .dimension(TokenDimension(12))), (["density": "compact"], .dimension(TokenDimension(8)))])
        new.tokens[0].location = SourceLocation(file: "moved.json", line: 40, column: 3)
        let diff = try Self.diff(old, new)
        #expect(diff.axes == [.added(axis: "density")])
        let token = try #require(diff.themes[0].tokens.first)
        #expect(token.cause == .definition && token.axes == ["density"])
        #expect(token.changes.map(\.selection.modeDescription) == ["density=compact"])
        #expect(token.changes[0].change.delta == .dimension(TokenDimension(-4)))
        #expect(diff.themes[0].modesCompared == 48)
    }

    @Test(
        "ΔE OK matches an independent computation (coloraide, scripts/diff-delta-e.py)",
        arguments: [
            ("#5a5fde", "#474bcc", 6.225502), ("#000000", "#ffffff", 100.0), ("#ff0000", "#00ff00", 51.981290),
            ("#3366cc", "#3366cd", 0.155625), ("#1a1a2e", "#f0e68c", 70.135602), ("#808080", "#7f7f7f", 0.338134),
        ])
    func deltaE(_ a: String, _ b: String, _ expected: Double) throws {
        let x = try #require(TokenColor(hex: a))
        let y = try #require(TokenColor(hex: b))
        #expect(abs(ColorDifference.deltaE(x, y) - expected) < 1e-3)
        #expect(abs(ColorDifference.deltaE(y, x) - expected) < 1e-3)
    }
}
