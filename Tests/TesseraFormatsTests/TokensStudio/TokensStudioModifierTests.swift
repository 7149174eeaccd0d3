import Tessera
import TesseraFormats
import TesseraTestSupport
import Testing

/// Tokens Studio color modifiers (`$extensions["studio.tokens"].modify`), applied per mode.
/// The HSL, LCh and P3 answers come from `scripts/studio-modifiers.py`, written apart from Tessera.
@Suite("Tokens Studio color modifiers")
struct TokensStudioModifierTests {
    static func token(_ base: String, _ modify: String) -> String {
        ##"{"$type": "color", "$value": "\##(base)", "$extensions": {"studio.tokens": {"modify": \##(modify)}}}"##
    }

    static func load(_ tokens: [String: String], mode: ReadingMode = .compatible) throws -> DesignSystemFiles.Loaded {
        let body = tokens.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ",\n")
        let file = ##"{"red": {"$type": "color", "$value": "#c14242"}, "orange": {"$type": "color", "$value": "#c8640a"}, "m": {\##(body)}}"##
        return DesignSystemFiles.load([try Scratch.folder(["t.json": file]) + "/t.json"], mode: mode)
    }

    @Test(
        "lighten, darken, mix and alpha in each space give Tokens Studio's colors",
        arguments: [
            // sRGB by hand: #c8640a = (200, 100, 10); toward white 0.5 of (55, 155, 245) is not whole, so darken:
            // 0.2 toward black = (160, 80, 8).
            (##"{"type": "darken", "value": "0.2", "space": "srgb"}"##, "{orange}", "#a05008"),
            // mix 0.5 toward (10, 100, 200) = (105, 100, 105).
            (##"{"type": "mix", "value": 0.5, "space": "srgb", "color": "#0a64c8"}"##, "{orange}", "#696469"),
            // alpha 0.4: 102 = 0x66.
            (##"{"type": "alpha", "value": "0.4"}"##, "{orange}", "#c8640a66"),
            // From scripts/studio-modifiers.py.
            (##"{"type": "lighten", "value": "0.2", "space": "hsl"}"##, "{red}", "#cd6868"),
            (##"{"type": "darken", "value": "0.2", "space": "hsl"}"##, "{red}", "#9c3333"),
            (##"{"type": "lighten", "value": "0.2", "space": "lch"}"##, "{red}", "#d26b64"),
            (##"{"type": "darken", "value": "0.3", "space": "lch"}"##, "{red}", "#84312f"),
            (##"{"type": "lighten", "value": "0.3", "space": "p3"}"##, "{red}", "#d67d7c"),
            (##"{"type": "darken", "value": "0.3", "space": "p3"}"##, "#c14242", "#872e2e"),
        ])
    func modifiers(modify: String, base: String, expected: String) throws {
        let loaded = try Self.load(["x": Self.token(base, modify)])
        #expect(!loaded.hasErrors, "\(loaded.diagnostics)")
        #expect(try TestSupport.hex(TokenGraph(loaded.design).compileBase(), "m.x") == expected)
        // The modifier is applied, so it is not kept for another tool to apply again.
        #expect(loaded.design.tokens.first { $0.path == "m.x" }?.extensionsJSON == nil)
    }

    @Test("A modifier over an alias that varies by mode gives a color per mode")
    func perMode() throws {
        let resolver = ##"""
            {"version": "2025.10", "resolutionOrder": [
              {"type": "set", "name": "base", "sources": [{"brand": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.7843137254901961, 0.39215686274509803, 0.0392156862745098]}},
                "hover": {"$type": "color", "$value": "{brand}", "$extensions": {"studio.tokens": {"modify": {"type": "darken", "value": "0.2", "space": "srgb"}}}}}]},
              {"type": "modifier", "name": "scheme", "default": "light", "contexts": {"light": [],
                "dark": [{"brand": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.19607843137254902, 0.39215686274509803, 1]}}}]}}]}
            """##
        let loaded = DesignSystemFiles.load([try Scratch.folder(["r.resolver.json": resolver]) + "/r.resolver.json"])
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        let theme = try TokenGraph(loaded.design).compileBase()
        // (200, 100, 10) × 0.8 = (160, 80, 8); (50, 100, 255) × 0.8 = (40, 80, 204).
        #expect(try TestSupport.hex(theme, "hover", ["scheme": "light"]) == "#a05008")
        #expect(try TestSupport.hex(theme, "hover", ["scheme": "dark"]) == "#2850cc")
    }

    @Test("An unsupported space or type is an unsupported-color-modifier warning naming the token, which is left out")
    func unsupported() throws {
        let loaded = try Self.load([
            "space": Self.token("{red}", ##"{"type": "lighten", "value": "0.2", "space": "oklch"}"##),
            "kind": Self.token("{red}", ##"{"type": "saturate", "value": "0.2"}"##),
            "elsewhere": Self.token("{red}", ##""{another.file}""##),
        ])
        let warnings = loaded.diagnostics.filter { $0.rule == .unsupportedColorModifier }
        #expect(Set(warnings.compactMap(\.token)) == ["m.space", "m.kind", "m.elsewhere"])
        #expect(warnings.allSatisfy { $0.severity == .warning })
        #expect(!loaded.hasErrors, "\(loaded.diagnostics)")
        let theme = TokenGraph(loaded.design).compileKeepingGoing(Theme(name: "base")).theme
        for path: TokenPath in ["m.space", "m.kind", "m.elsewhere"] {
            #expect((try? theme.defaultTable.resolvedValue(at: path)?.get()) == nil, "\(path)")
        }
    }

    @Test("A modifier's value may be a reference or math, read per mode; type, space or the whole object may be references")
    func referencedParts() throws {
        let resolver = ##"""
            {"version": "2025.10", "resolutionOrder": [
              {"type": "set", "name": "base", "sources": [{
                "orange": {"$type": "color", "$value": "#c8640a"},
                "amount": {"$type": "number", "$value": 0.2},
                "space": {"$type": "string", "$value": "srgb"},
                "darken": {"$type": "string", "$value": "darken"},
                "preset": {"$type": "other", "$value": {"type": "alpha", "value": "0.4"}},
                "byRef": {"$type": "color", "$value": "{orange}", "$extensions": {"studio.tokens": {"modify": {"type": "{darken}", "value": "{amount}", "space": "{space}"}}}},
                "byMath": {"$type": "color", "$value": "{orange}", "$extensions": {"studio.tokens": {"modify": {"type": "darken", "value": "{amount} * 2", "space": "srgb"}}}},
                "byObject": {"$type": "color", "$value": "{orange}", "$extensions": {"studio.tokens": {"modify": "{preset}"}}}}]},
              {"type": "modifier", "name": "scheme", "default": "light", "contexts": {"light": [],
                "dark": [{"amount": {"$type": "number", "$value": 0.5}}]}}]}
            """##
        let loaded = DesignSystemFiles.load([try Scratch.folder(["r.resolver.json": resolver]) + "/r.resolver.json"])
        #expect(!loaded.diagnostics.contains { $0.rule == .unsupportedColorModifier }, "\(loaded.diagnostics)")
        let theme = TokenGraph(loaded.design).compileKeepingGoing(Theme(name: "base")).theme
        // (200, 100, 10) toward black by 0.2 = (160, 80, 8); by 0.5 = (100, 50, 5); by 0.4 = (120, 60, 6); by 1.0 = black.
        #expect(try TestSupport.hex(theme, "byRef", ["scheme": "light"]) == "#a05008")
        #expect(try TestSupport.hex(theme, "byRef", ["scheme": "dark"]) == "#643205")
        #expect(try TestSupport.hex(theme, "byMath", ["scheme": "light"]) == "#783c06")
        #expect(try TestSupport.hex(theme, "byMath", ["scheme": "dark"]) == "#000000")
        // alpha 0.4 of 255 = 102 = 0x66.
        #expect(try TestSupport.hex(theme, "byObject", ["scheme": "light"]) == "#c8640a66")
    }
}
