import Tessera
import TesseraFormats
import TesseraTestSupport
import Testing

/// Reads one token document in `mode` and compiles it: the read diagnostics, the compile's, the
/// design system and the resolved theme.
/// Reads `json` as one token file; `read` holds its warnings and errors (the note naming the
/// tool whose conventions applied is checked on its own).
private func read(_ json: String, mode: ReadingMode = .compatible) throws -> (read: [Diagnostic], compiled: [Diagnostic], system: DesignSystem, theme: ResolvedTheme) {
    let document = try JSONParser().parse(json, file: "real.tokens.json").document
    let (system, diagnostics) = DTCGLoader(mode: mode).designSystem(name: "real", sources: [DTCGSource(document: document)], axes: [])
    let result = TokenGraph(system).compileKeepingGoing(Theme(name: "base"))
    return (diagnostics.filter { $0.severity != .note }, result.diagnostics, system, result.theme)
}

private func value(_ theme: ResolvedTheme, _ path: String) -> ResolvedValue? {
    guard case .success(let v)? = theme.defaultTable.resolvedValue(at: TokenPath(path)) else { return nil }
    return v
}

/// The resolved color at `path` as 8-bit sRGB channels and alpha, rounded (independent of
/// Float rounding in the tables).
private func rgba(_ theme: ResolvedTheme, _ path: String) -> [Int]? {
    guard case .color(let c)? = value(theme, path) else { return nil }
    return [c.red, c.green, c.blue, c.alpha].map { Int(($0 * 255).rounded()) }
}

@Suite("Compatible and strict reading of real token files")
struct CompatibleReadingTests {
    @Test("One deviation: a warning naming --strict in the compatible mode, the same rule as an error in the strict mode, same position")
    func twoModes() throws {
        let json = #"{"space": {"md": {"$type": "sizing", "$value": "16px"}}}"#
        let compatible = try read(json)
        #expect(compatible.read.map(\.ruleID).sorted() == ["non-dtcg-type", "non-dtcg-value"])
        #expect(compatible.read.allSatisfy { $0.severity == .warning && $0.message.contains("--strict rejects this") })
        #expect(compatible.compiled.filter { $0.severity == .error }.isEmpty)
        #expect(value(compatible.theme, "space.md") == .dimension(TokenDimension(16, .px)))
        let strict = try read(json, mode: .strict)
        #expect(strict.read.map(\.ruleID).sorted() == ["non-dtcg-type", "non-dtcg-value"])
        #expect(strict.read.allSatisfy { $0.severity == .error && $0.message.contains("accepted without --strict") })
        let typeWarning = try #require(compatible.read.first { $0.ruleID == "non-dtcg-type" })
        #expect(typeWarning.location?.line == 1 && typeWarning.location?.column == 28)
        let valueWarning = try #require(compatible.read.first { $0.ruleID == "non-dtcg-value" })
        #expect(valueWarning.location?.column == 48 && valueWarning.token == "space.md")
    }

    @Test("Tokens Studio types read as the DTCG type they mean, with their values")
    func tokensStudioTypes() throws {
        let json = #"""
            {"ts": {
              "sizing": {"$type": "sizing", "$value": "24px"},
              "spacing": {"$type": "spacing", "$value": 8},
              "radius": {"$type": "borderRadius", "$value": "4"},
              "width": {"$type": "borderWidth", "$value": {"value": 1, "unit": "px"}},
              "size": {"$type": "fontSizes", "$value": "1.5rem"},
              "opacity": {"$type": "opacity", "$value": "0.4"},
              "family": {"$type": "fontFamilies", "$value": "Inter"},
              "weight": {"$type": "fontWeights", "$value": "Semi Bold"},
              "bold": {"$type": "fontWeights", "$value": "700"},
              "line": {"$type": "lineHeights", "$value": 1.25},
              "tracking": {"$type": "letterSpacing", "$value": "-0.16px"}
            }}
            """#
        let r = try read(json)
        #expect(r.read.allSatisfy { $0.severity == .warning }, "\(r.read)")
        #expect(r.read.filter { $0.ruleID == "non-dtcg-type" }.count == 11)
        // The reading says which tool's conventions it applied, before anything else.
        let document = try JSONParser().parse(json, file: "real.tokens.json").document
        let first = DTCGLoader().designSystem(name: "real", sources: [DTCGSource(document: document)], axes: []).1.first
        #expect(first?.rule == .toolConvention && first?.message.contains("Tokens Studio") == true, "\(String(describing: first))")
        let expected: [(String, ResolvedValue)] = [
            ("ts.sizing", .dimension(TokenDimension(24, .px))), ("ts.spacing", .dimension(TokenDimension(8, .px))), ("ts.radius", .dimension(TokenDimension(4, .px))),
            ("ts.width", .dimension(TokenDimension(1, .px))), ("ts.size", .dimension(TokenDimension(1.5, .rem))), ("ts.opacity", .number(0.4)),
            ("ts.family", .fontFamily(["Inter"])), ("ts.weight", .fontWeight(600)), ("ts.bold", .fontWeight(700)), ("ts.line", .number(1.25)),
            ("ts.tracking", .dimension(TokenDimension(-0.16, .px))),
        ]
        for (path, v) in expected { #expect(value(r.theme, path) == v, "\(path)") }
    }

    @Test("other and text tokens are string tokens; composition is left out, and a reference to one says it was rejected")
    func otherToolTypes() throws {
        let json = #"""
            {"o": {"$type": "other", "$value": "x"},
             "t": {"$type": "text", "$value": "y"},
             "n": {"$type": "number", "$value": 2},
             "c": {"$type": "composition", "$value": {"fill": "#fff"}},
             "alias": {"$type": "text", "$value": "{o}"},
             "broken": {"$type": "color", "$value": "{c}"}}
            """#
        let r = try read(json)
        #expect(r.read.filter { $0.ruleID == "non-dtcg-type" }.count == 3)
        let unsupported = r.read.filter { $0.ruleID == "unsupported-type" }
        #expect(unsupported.count == 1)
        #expect(unsupported.allSatisfy { $0.severity == .warning && $0.message.contains("composition") && $0.message.contains("left out") })
        #expect(r.system.tokens.map(\.path.rawValue) == ["o", "t", "n", "alias", "broken"])
        #expect(value(r.theme, "o") == .string("x"))
        #expect(value(r.theme, "t") == .string("y"))
        #expect(value(r.theme, "alias") == .string("x"))
        #expect(r.system.rejectedTokens.reason(of: "c") == "$type composition")
        let strict = try read(json, mode: .strict)
        #expect(strict.read.filter { $0.ruleID == "unsupported-type" || $0.ruleID == "non-dtcg-type" }.allSatisfy { $0.severity == .error })
    }

    @Test("Colors as CSS strings and 8-digit hex objects resolve to the colors they name")
    func colorStrings() throws {
        let json = #"""
            {"c": {"$type": "color",
              "short": {"$value": "#f00"},
              "shortAlpha": {"$value": "#0f08"},
              "long": {"$value": "#3366CC"},
              "longAlpha": {"$value": "#ff000080"},
              "rgb": {"$value": "rgb(255, 128, 0)"},
              "rgba": {"$value": "rgba(0, 0, 255, 0.5)"},
              "space": {"$value": "rgb(0 255 0 / 25%)"},
              "hsl": {"$value": "hsl(120, 100%, 25%)"},
              "hex8": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1], "hex": "#0000ff40"}},
              "mismatch": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#00ff00"}}
            }}
            """#
        let r = try read(json)
        #expect(r.read.allSatisfy { $0.severity == .warning }, "\(r.read)")
        // hsl() stays an hsl literal, as an hsl object does: compiling it needs the color converter.
        #expect(r.compiled.filter { $0.severity == .error }.map { $0.message.contains("hsl colors need a color converter") } == [true], "\(r.compiled)")
        let hsl = try #require(r.system.tokens.first { $0.path == "c.hsl" }?.definitions.first?.expression)
        #expect(hsl == .colorLiteral(ColorLiteral(space: .hsl, components: [120, 100, 25])))
        // Expected channels computed by hand: 0x88 = 136, 0x80 = 128, 0x40 = 64.
        let expected: [(String, [Int])] = [
            ("c.short", [255, 0, 0, 255]), ("c.shortAlpha", [0, 255, 0, 136]), ("c.long", [0x33, 0x66, 0xCC, 255]), ("c.longAlpha", [255, 0, 0, 128]),
            ("c.rgb", [255, 128, 0, 255]), ("c.rgba", [0, 0, 255, 128]), ("c.space", [0, 255, 0, 64]),
            ("c.hex8", [0, 0, 255, 64]), ("c.mismatch", [255, 0, 0, 255]),
        ]
        for (path, channels) in expected { #expect(rgba(r.theme, path) == channels, "\(path)") }
        let mismatch = try #require(r.read.first { $0.ruleID == "hex-mismatch" })
        #expect(mismatch.message.contains("the components win") && mismatch.token == "c.mismatch")
        let strict = try read(json, mode: .strict)
        // Components disagreeing with hex is valid DTCG (a warning); every string and the 8-digit hex are errors.
        #expect(strict.read.filter { $0.severity == .error }.count == 9)
        #expect(strict.read.filter { $0.ruleID == "hex-mismatch" }.map(\.severity) == [.warning])
        #expect(try read(##"{"c": {"$type": "color", "$value": "#ggg"}}"##).read.first?.message.contains("is not a color") == true)
    }

    @Test("Dimensions as strings, unitless numbers and units beyond px and rem keep the unit as written")
    func dimensions() throws {
        let json = #"""
            {"d": {"$type": "dimension",
              "px": {"$value": "16px"}, "rem": {"$value": "1.5rem"}, "zero": {"$value": "0"}, "zeroNumber": {"$value": 0},
              "pt": {"$value": "12pt"}, "em": {"$value": "1.25em"}, "percent": {"$value": {"value": 50, "unit": "%"}},
              "dp": {"$value": "2dp"}, "vw": {"$value": "100vw"}, "vh": {"$value": "-50vh"}, "plain": {"$value": "8"}
            }}
            """#
        let r = try read(json)
        #expect(r.read.allSatisfy { $0.severity == .warning && $0.ruleID == "non-dtcg-value" }, "\(r.read)")
        let expected: [(String, TokenDimension)] = [
            ("d.px", TokenDimension(16, .px)), ("d.rem", TokenDimension(1.5, .rem)), ("d.zero", TokenDimension(0, .px)), ("d.zeroNumber", TokenDimension(0, .px)),
            ("d.pt", TokenDimension(12, .pt)), ("d.em", TokenDimension(1.25, .em)), ("d.percent", TokenDimension(50, .percent)), ("d.dp", TokenDimension(2, .dp)),
            ("d.vw", TokenDimension(100, .vw)), ("d.vh", TokenDimension(-50, .vh)), ("d.plain", TokenDimension(8, .px)),
        ]
        for (path, d) in expected { #expect(value(r.theme, path) == .dimension(d), "\(path)") }
        #expect(TokenDimension(50, .percent).description == "50%")
    }

    @Test(
        "A bad dimension string says what is wrong with it",
        arguments: [
            ("16 px", "space between the number and the unit"), ("", "it is empty"), ("1.2.3px", "\"1.2.3\" is not a number"),
        ])
    func badDimension(_ text: String, _ problem: String) throws {
        let r = try read(#"{"d": {"$type": "dimension", "$value": "\#(text)"}}"#)
        let error = try #require(r.read.first { $0.severity == .error })
        #expect(error.ruleID == "invalid-value")
        #expect(error.message.contains(problem), "\(error.message)")
        #expect(error.location?.column == 40)
    }

    @Test("A legacy Style Dictionary file: value, type and comment without $ are read, with one legacy-format warning")
    func legacyStyleDictionary() throws {
        let json = #"""
            {"color": {"brand": {"primary": {"value": "#ff0000", "type": "color", "comment": "Brand red"}}},
             "size": {"sm": {"value": "4px", "type": "dimension"}, "lg": {"value": "{size.sm}", "type": "dimension"}},
             "shadow": {"dim": {"value": {"value": 2, "unit": "px"}, "type": "dimension"}}}
            """#
        let r = try read(json)
        let legacy = r.read.filter { $0.ruleID == "legacy-format" }
        #expect(legacy.count == 1)
        #expect(legacy.first?.message.contains("4 tokens") == true)
        #expect(legacy.first?.location?.line == 1 && legacy.first?.location?.column == 33)
        #expect(rgba(r.theme, "color.brand.primary") == [255, 0, 0, 255])
        #expect(value(r.theme, "size.lg") == .dimension(TokenDimension(4, .px)))
        // A legacy token's value may be a DTCG object with its own `value` member.
        #expect(value(r.theme, "shadow.dim") == .dimension(TokenDimension(2, .px)))
        #expect(r.system.tokens.first { $0.path == "color.brand.primary" }?.description == "Brand red")
        // A file that uses $value or $type anywhere is not legacy: its `value` objects are groups.
        let mixed = try read(#"{"a": {"$type": "number", "$value": 1}, "b": {"value": 2, "type": "number"}}"#)
        #expect(mixed.system.tokens.map(\.path.rawValue) == ["a"])
        let typed = try read(#"{"g": {"$type": "number", "b": {"value": 2}}}"#)
        #expect(typed.system.tokens.isEmpty && !typed.read.contains { $0.ruleID == "legacy-format" })
        #expect(try read(json, mode: .strict).read.first { $0.ruleID == "legacy-format" }?.severity == .error)
    }

    @Test("A token that also contains tokens: the parent and the children are tokens, and references to both resolve")
    func tokenWithChildren() throws {
        let json = #"""
            {"color": {"$type": "color",
              "transparent": {"$value": "#00000000", "alpha": {"$type": "number", "$value": 0.25}, "tint": {"$value": "#ffffff"}}},
             "use": {"$type": "color", "$value": "{color.transparent}"},
             "useAlpha": {"$type": "number", "$value": "{color.transparent.alpha}"},
             "useTint": {"$value": "{color.transparent.tint}"}}
            """#
        let r = try read(json)
        #expect(r.read.filter { $0.ruleID == "token-and-group" }.allSatisfy { $0.severity == .warning })
        #expect(r.compiled.filter { $0.severity == .error }.isEmpty, "\(r.compiled)")
        #expect(rgba(r.theme, "color.transparent") == [0, 0, 0, 0])
        #expect(rgba(r.theme, "use") == [0, 0, 0, 0])
        #expect(value(r.theme, "color.transparent.alpha") == .number(0.25))
        #expect(value(r.theme, "useAlpha") == .number(0.25))
        // A child without its own $type inherits the parent's.
        #expect(rgba(r.theme, "useTint") == [255, 255, 255, 255])
        let strict = try read(json, mode: .strict)
        #expect(strict.read.contains { $0.ruleID == "token-and-group" && $0.severity == .error })
    }

    @Test("Typography without letterSpacing reads 0px; vendor properties are kept in the token's extensions")
    func typography() throws {
        let json = #"""
            {"type": {"$type": "typography", "body": {"$value": {
              "fontFamily": "Inter", "fontSize": "16px", "fontWeight": 400, "lineHeight": 1.5, "MozOsxFontSmoothing": "grayscale"}}}}
            """#
        let r = try read(json)
        #expect(r.read.allSatisfy { $0.severity == .warning && $0.ruleID == "non-dtcg-value" })
        #expect(r.read.count == 3)
        #expect(
            value(r.theme, "type.body")
                == .typography(fontFamily: ["Inter"], fontSize: TokenDimension(16), fontWeight: 400, letterSpacing: TokenDimension(0), lineHeight: 1.5))
        let extensions = try #require(r.system.tokens.first?.extensionsJSON)
        #expect(extensions == #"{"\#(DTCGLoader.extraPropertiesKey)":{"MozOsxFontSmoothing":"grayscale"}}"#)
        #expect(try read(json, mode: .strict).read.filter { $0.severity == .error }.count == 3)
    }

    @Test("JSON with comments and trailing commas: read with positions intact, a warning each; errors with --strict")
    func jsonWithComments() throws {
        let folder = try Scratch.folder([
            "t.json": """
            // Brand tokens
            {
              "a": {"$type": "number", "$value": 1, /* inline */},
              "list": {"$type": "cubicBezier", "$value": [0, 0, 1, 1,]},
            }
            """
        ])
        let loaded = DesignSystemFiles.load([folder + "/t.json"])
        let extensions = loaded.diagnostics.filter { $0.ruleID == "json-extension" }
        #expect(extensions.map { "\($0.location!.line):\($0.location!.column)" } == ["1:1", "3:39", "3:41", "4:57", "4:60"])
        #expect(extensions.allSatisfy { $0.severity == .warning })
        let theme = TokenGraph(loaded.design).compileKeepingGoing(Theme(name: "base")).theme
        #expect(value(theme, "a") == .number(1))
        #expect(value(theme, "list") == .cubicBezier(CubicBezier(0, 0, 1, 1)))
        let strict = DesignSystemFiles.load([folder + "/t.json"], mode: .strict)
        #expect(strict.diagnostics.filter { $0.ruleID == "json-extension" && $0.severity == .error }.count == 5)
        // The parser alone stays RFC 8259 unless asked.
        #expect(throws: JSONParseError.self) { try JSONParser().parse("[1,]", file: "x.json") }
    }

    @Test("A token-level $ref to a token object is an alias with a warning; the published text's /$value form has none")
    func refToTokenObject() throws {
        let (object, objectTheme) = try compileDTCG(##"{"base":{"$type":"number","$value":3},"alias":{"$ref":"#/base"}}"##, mode: .compatible)
        #expect(object.map(\.ruleID) == ["invalid-reference"], "\(object)")
        #expect(object.allSatisfy { $0.severity == .warning })
        #expect(resolved(objectTheme, "alias") == .number(3))
        let (value, valueTheme) = try compileDTCG(##"{"base":{"$type":"number","$value":3},"alias":{"$ref":"#/base/$value"}}"##, mode: .strict)
        #expect(value.isEmpty, "\(value)")
        #expect(resolved(valueTheme, "alias") == .number(3))
    }

    @Test("Every specification case also reads in the compatible mode; the valid ones resolve to the same values", arguments: dtcgCases)
    func specCaseInCompatibleMode(_ c: DTCGCase) throws {
        let (diagnostics, theme) = try compileDTCG(c.json, mode: .compatible)
        if c.rules.isEmpty {
            #expect(diagnostics.filter { $0.severity == .error && $0.ruleID != "unresolved-dependency" }.isEmpty, "\(c): \(diagnostics)")
        }
        if let check = c.check { #expect(resolved(theme, TokenPath(check.path)) == check.value, "\(c)") }
    }
}
