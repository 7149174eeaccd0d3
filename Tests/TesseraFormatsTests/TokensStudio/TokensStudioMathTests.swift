import Tessera
import TesseraFormats
import TesseraTestSupport
import Testing

/// Tokens Studio math in values, evaluated per mode after aliases resolve.
@Suite("Tokens Studio math")
struct TokensStudioMathTests {
    /// A Tokens Studio folder whose `Density` group changes `space.base`: 4px compact, 6px comfortable.
    static func load() throws -> DesignSystemFiles.Loaded {
        let math = ##"""
            {"space": {
              "double": {"$type": "spacing", "$value": "{space.base} * 2"},
              "sum": {"$type": "spacing", "$value": "{space.base} + {space.double}"},
              "neg": {"$type": "spacing", "$value": "-{space.base}"},
              "paren": {"$type": "spacing", "$value": "({space.base} + 2) * 3"},
              "third": {"$type": "spacing", "$value": "roundTo({space.base} / 3)"},
              "thirdTwo": {"$type": "spacing", "$value": "roundTo({space.base} / 3, 2)"},
              "rem": {"$type": "spacing", "$value": "{size.rem} * 1.5"},
              "unitless": {"$type": "spacing", "$value": "2 * 3"},
              "mixed": {"$type": "spacing", "$value": "{space.base} + {size.rem}"},
              "bad": {"$type": "spacing", "$value": "{space.base} ** 2"},
              "fn": {"$type": "spacing", "$value": "random({space.base})"},
              "x-large": {"$type": "spacing", "$value": "{space.base}"}},
             "ratio": {"$type": "number", "$value": "{space.double} / {space.base}"}}
            """##
        let themes = ##"""
            [{"name": "compact", "group": "Density", "selectedTokenSets": {"core": "enabled", "math": "enabled", "compact": "enabled"}},
             {"name": "comfortable", "group": "Density", "selectedTokenSets": {"core": "enabled", "math": "enabled", "comfortable": "enabled"}}]
            """##
        let root = try Scratch.folder([
            "core.json": ##"{"size": {"rem": {"$type": "dimension", "$value": "1rem"}}}"##,
            "compact.json": ##"{"space": {"base": {"$type": "spacing", "$value": "4px"}}}"##,
            "comfortable.json": ##"{"space": {"base": {"$type": "spacing", "$value": "6"}}}"##,
            "math.json": math, "$themes.json": themes,
            "$metadata.json": ##"{"tokenSetOrder": ["core", "compact", "comfortable", "math"]}"##,
        ])
        return DesignSystemFiles.load([root])
    }

    static func dimension(_ theme: ResolvedTheme, _ path: TokenPath, _ density: String) throws -> TokenDimension? {
        guard case .dimension(let d) = try TestSupport.value(theme, path, ["Density": density]) else { return nil }
        return d
    }

    @Test(
        "Math over numbers and dimensions resolves per mode",
        arguments: [
            // (token, compact (base 4px), comfortable (base 6px)), computed by hand.
            ("space.double", TokenDimension(8, .px), TokenDimension(12, .px)),
            ("space.sum", TokenDimension(12, .px), TokenDimension(18, .px)),
            ("space.neg", TokenDimension(-4, .px), TokenDimension(-6, .px)),
            ("space.paren", TokenDimension(18, .px), TokenDimension(24, .px)),
            ("space.third", TokenDimension(1, .px), TokenDimension(2, .px)),
            ("space.thirdTwo", TokenDimension(1.33, .px), TokenDimension(2, .px)),
            ("space.rem", TokenDimension(1.5, .rem), TokenDimension(1.5, .rem)),
            ("space.unitless", TokenDimension(6, .px), TokenDimension(6, .px)),
            ("space.x-large", TokenDimension(4, .px), TokenDimension(6, .px)),
        ] as [(String, TokenDimension, TokenDimension)])
    func perMode(path: String, compact: TokenDimension, comfortable: TokenDimension) throws {
        let loaded = try Self.load()
        let theme = TokenGraph(loaded.design).compileKeepingGoing(Theme(name: "base")).theme
        #expect(try Self.dimension(theme, TokenPath(path), "compact") == compact)
        #expect(try Self.dimension(theme, TokenPath(path), "comfortable") == comfortable)
    }

    @Test("A dimension divided by a dimension of the same unit is a number")
    func ratio() throws {
        let theme = try TokenGraph(Self.load().design).compileKeepingGoing(Theme(name: "base")).theme
        #expect(try TestSupport.value(theme, "ratio", ["Density": "comfortable"]) == .number(2))
    }

    @Test("Unreadable math and units that do not combine are unevaluable-math warnings naming the token, which is left out")
    func unevaluable() throws {
        let loaded = try Self.load()
        #expect(!loaded.hasErrors, "\(loaded.diagnostics)")
        let atLoad = loaded.diagnostics.filter { $0.rule == .unevaluableMath }
        #expect(atLoad.map(\.token) == ["space.bad", "space.fn"])
        #expect(atLoad.allSatisfy { $0.severity == .warning && $0.location?.file.hasSuffix("math.json") == true })
        let result = TokenGraph(loaded.design).compileKeepingGoing(Theme(name: "base"))
        let atCompile = result.diagnostics.filter { $0.rule == .unevaluableMath }
        #expect(atCompile.map(\.token) == ["space.mixed"])
        #expect(atCompile.map(\.severity) == [.warning])
        let table = try result.theme.table(for: result.theme.mode(["Density": "compact"]))
        for path: TokenPath in ["space.mixed", "space.bad", "space.fn"] {
            #expect((try? table.resolvedValue(at: path)?.get()) == nil, "\(path)")
        }
    }

    @Test("Hostile nesting and chains are unevaluable-math warnings, not deep recursion")
    func hostile() throws {
        let nested = String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000)
        let chain = String(repeating: "1 + ", count: 50_000) + "1"
        let negations = String(repeating: "-", count: 50_000) + "(1)"
        let root = try Scratch.folder([
            "t.json":
                ##"{"a": {"$type": "number", "$value": "\##(nested)"}, "b": {"$type": "number", "$value": "\##(chain)"}, "c": {"$type": "number", "$value": "\##(negations)"}}"##
        ])
        let loaded = DesignSystemFiles.load([root])
        #expect(loaded.diagnostics.filter { $0.rule == .unevaluableMath }.compactMap(\.token) == ["a", "b", "c"])
    }

    @Test("Math is a deviation: an error under --strict")
    func strict() throws {
        let root = try Scratch.folder(["t.json": ##"{"a": {"$type": "number", "$value": 2}, "b": {"$type": "number", "$value": "{a} * 2"}}"##])
        #expect(DesignSystemFiles.load([root], mode: .strict).diagnostics.map(\.severity) == [.error])
        let loaded = DesignSystemFiles.load([root])
        #expect(loaded.diagnostics.map(\.rule) == [.nonDTCGValue])
        #expect(try TestSupport.value(TokenGraph(loaded.design).compileBase(), "b") == .number(4))
    }
}
