import Tessera
import TesseraTestSupport
import Testing

@Suite("Context fallbacks")
struct FallbackTests {
    let brand = try! TokenGraph(Fixtures.brand).compileBase()
    let sizes = try! TokenGraph(Fixtures.sizes).compileBase()

    @Test("High contrast falls back to standard where a token has no high-contrast value")
    func highContrast() throws {
        // color.action.primary has no contrast variant.
        #expect(try TestSupport.hex(brand, "color.action.primary", ["contrast": "high"]) == "#3366cc")
        #expect(try TestSupport.hex(brand, "color.action.primary", ["contrast": "high", "colorScheme": "dark"]) == "#1f3f80")
        // color.text.primary has one, which wins where it is the most specific match.
        #expect(try TestSupport.hex(brand, "color.text.primary", ["contrast": "high"]) == "#000000")
        #expect(try TestSupport.hex(brand, "color.text.primary", ["contrast": "standard"]) == "#1a1a1a")
    }

    @Test("Elevated falls back to base")
    func elevated() throws {
        #expect(try TestSupport.hex(brand, "color.bg.surface", ["colorScheme": "dark", "elevation": "elevated"]) == "#2b2b2b")
        #expect(try TestSupport.hex(brand, "color.bg.surface", ["colorScheme": "dark", "elevation": "base"]) == "#0d0d0d")
        #expect(try TestSupport.hex(brand, "color.bg.surface", ["colorScheme": "light", "elevation": "elevated"]) == "#ffffff")
        #expect(try TestSupport.hex(brand, "button.primary.bg", ["elevation": "elevated"]) == "#3366cc")
    }

    @Test("Fluent's six color slots come from colorScheme × contrast × elevation")
    func sixSlots() throws {
        let expected: [([String: String], String)] = [
            (["colorScheme": "light"], "#ffffff"),
            (["colorScheme": "light", "contrast": "high"], "#ffffff"),
            (["colorScheme": "light", "elevation": "elevated"], "#ffffff"),
            (["colorScheme": "dark"], "#0d0d0d"),
            (["colorScheme": "dark", "contrast": "high"], "#0d0d0d"),
            (["colorScheme": "dark", "elevation": "elevated"], "#2b2b2b"),
        ]
        for (mode, hex) in expected {
            #expect(try TestSupport.hex(brand, "color.bg.surface", mode) == hex, "\(mode)")
        }
    }

    @Test("extraCompact falls back to compact; regular is the default")
    func sizeClasses() throws {
        #expect(try TestSupport.value(sizes, "space.inset", ["sizeClass": "extraCompact"]) == .dimension(TokenDimension(12)))
        #expect(try TestSupport.value(sizes, "space.inset", ["sizeClass": "compact"]) == .dimension(TokenDimension(12)))
        #expect(try TestSupport.value(sizes, "space.inset") == .dimension(TokenDimension(16)))
        #expect(try TestSupport.value(sizes, "space.gap", ["sizeClass": "extraCompact"]) == .dimension(TokenDimension(4)))
    }

    @Test("Composite fields resolve through aliases per size class")
    func typographyPerSizeClass() throws {
        let expected = ResolvedValue.typography(
            fontFamily: ["Inter", "sans-serif"], fontSize: TokenDimension(15), fontWeight: 400, letterSpacing: TokenDimension(0), lineHeight: 1.4)
        #expect(try TestSupport.value(sizes, "type.body", ["sizeClass": "extraCompact"]) == expected)
        guard case .typography(_, let regular, _, _, _) = try TestSupport.value(sizes, "type.body") else {
            Issue.record("not a typography")
            return
        }
        #expect(regular == TokenDimension(17))
        let handle = try #require(sizes.token("type.body", as: Typography.self))
        let table = try sizes.table(for: sizes.mode(["sizeClass": "compact"]))
        #expect(table[handle].fontSize == TokenDimension(15))
        #expect(sizes.fontFamilyNames(table[handle].fontFamily) == ["Inter", "sans-serif"])
    }
}

@Suite("Definition precedence")
struct PrecedenceTests {
    static func system(_ precedence: DefinitionPrecedence) -> DesignSystem {
        var ds = DesignSystem(axes: [ModeAxis("theme", contexts: ["light", "dark"]), ModeAxis("density", contexts: ["regular", "compact"])])
        ds.precedence = precedence
        // Resolution order: base set, theme modifier, density modifier, then a trailing set.
        ds.declare(
            "x", type: .number,
            varying: [
                (.always, .number(1)), (["theme": "dark"], .number(2)), (["density": "compact"], .number(3)),
                (["theme": "dark", "density": "compact"], .number(4)),
            ])
        ds.declare("y", type: .number, varying: [(["theme": "dark"], .number(2)), (.always, .number(9))])
        return ds
    }

    @Test("Most specific wins by default; the last match wins for resolver semantics")
    func precedence() throws {
        let specific = try TokenGraph(Self.system(.mostSpecific)).compileBase()
        let last = try TokenGraph(Self.system(.lastMatching)).compileBase()
        #expect(try TestSupport.value(specific, "y", ["theme": "dark"]) == .number(2))
        #expect(try TestSupport.value(last, "y", ["theme": "dark"]) == .number(9))
        #expect(try TestSupport.value(last, "x", ["theme": "dark", "density": "compact"]) == .number(4))
        #expect(try TestSupport.value(last, "x", ["density": "compact"]) == .number(3))
    }
}
