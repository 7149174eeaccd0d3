import Tessera
import TesseraFormats
import Testing

/// Reads one token document and compiles it.
private func load(_ json: String, mode: ReadingMode = .compatible) throws -> (read: [Diagnostic], compiled: [Diagnostic], theme: ResolvedTheme) {
    let document = try JSONParser().parse(json, file: "flags.tokens.json").document
    let (system, diagnostics) = DTCGLoader(mode: mode).designSystem(name: "flags", sources: [DTCGSource(document: document)], axes: [])
    let result = TokenGraph(system).compileKeepingGoing(Theme(name: "base"))
    return (diagnostics, result.diagnostics, result.theme)
}

private func value(_ theme: ResolvedTheme, _ path: String) -> ResolvedValue? {
    guard case .success(let v)? = theme.defaultTable.resolvedValue(at: TokenPath(path)) else { return nil }
    return v
}

@Suite("Reading and writing string and boolean tokens")
struct StringBooleanReadingTests {
    static let json = #"""
        {"label": {"$type": "string",
           "greeting": {"$value": "Hello, \"world\""},
           "empty": {"$value": ""}},
         "feature": {"$type": "boolean", "glow": {"$value": true}, "beta": {"$value": false}},
         "button": {"label": {"$type": "string", "$value": "{label.greeting}"},
                    "glow": {"$value": "{feature.glow}"}},
         "card": {"label": {"$value": "{button.label}"}}}
        """#

    @Test("Read in the default mode with a non-dtcg-type warning per $type; aliases resolve; strict makes the same rule an error")
    func reading() throws {
        let r = try load(Self.json)
        #expect(r.read.map(\.ruleID) == ["non-dtcg-type", "non-dtcg-type", "non-dtcg-type"])
        #expect(r.read.allSatisfy { $0.severity == .warning && $0.message.contains("not a DTCG 2025.10 type") })
        #expect(r.compiled.filter { $0.severity == .error }.isEmpty, "\(r.compiled)")
        let expected: [(String, ResolvedValue)] = [
            ("label.greeting", .string("Hello, \"world\"")), ("label.empty", .string("")), ("feature.glow", .boolean(true)), ("feature.beta", .boolean(false)),
            ("button.label", .string("Hello, \"world\"")), ("button.glow", .boolean(true)), ("card.label", .string("Hello, \"world\"")),
        ]
        for (path, v) in expected { #expect(value(r.theme, path) == v, "\(path)") }
        #expect(r.theme.catalog.types[try #require(r.theme.catalog.id(of: "card.label"))] == .string)
        #expect(r.theme.catalog.types[try #require(r.theme.catalog.id(of: "button.glow"))] == .boolean)
        let strict = try load(Self.json, mode: .strict)
        #expect(strict.read.map(\.ruleID) == ["non-dtcg-type", "non-dtcg-type", "non-dtcg-type"])
        #expect(strict.read.allSatisfy { $0.severity == .error })
    }

    @Test("A value of the wrong shape is an invalid-value error at its position")
    func wrongShape() throws {
        let r = try load(#"{"a": {"$type": "boolean", "$value": "yes"}, "b": {"$type": "string", "$value": [3]}}"#)
        let errors = r.read.filter { $0.severity == .error }
        try #require(errors.count == 2, "\(r.read)")
        #expect(errors.map(\.ruleID) == ["invalid-value", "invalid-value"])
        #expect(errors.map(\.token) == ["a", "b"])
        #expect(errors[0].message.contains("true or false"))
        #expect(errors[1].location?.column == 81)
    }

    @Test("DTCG export writes $type string/boolean and reads back to the same values")
    func dtcgRoundTrip() throws {
        let r = try load(Self.json)
        let text = JSONWriter().string(DTCGExport.document(r.theme.defaultTable))
        #expect(text.contains(#""$type": "string""#) && text.contains(#""$type": "boolean""#))
        let again = try load(text)
        for path in ["label.greeting", "label.empty", "feature.glow", "feature.beta", "button.label", "button.glow", "card.label"] {
            #expect(value(again.theme, path) == value(r.theme, path), "\(path)")
            #expect(value(again.theme, path) != nil, "\(path)")
        }
    }

    @Test("CSS export: strings as quoted CSS strings, booleans as true/false identifiers")
    func css() throws {
        let r = try load(Self.json)
        let css = try CSSExport(srgb: r.theme).text()
        #expect(css.contains(#"--label-greeting: "Hello, \"world\"";"#), "\(css)")
        #expect(css.contains(#"--label-empty: "";"#))
        #expect(css.contains("--feature-glow: true;"))
        #expect(css.contains("--feature-beta: false;"))
    }

    @Test("Resolved JSON and the summary show the text and the flag")
    func summaries() {
        #expect(ResolvedValue.string("a\"b").summary == #""a\"b""#)
        #expect(ResolvedValue.boolean(false).summary == "false")
        #expect(ResolvedValue.string("x").dtcgValue() == .string("x"))
        #expect(ResolvedValue.boolean(true).dtcgValue() == .bool(true))
    }
}
