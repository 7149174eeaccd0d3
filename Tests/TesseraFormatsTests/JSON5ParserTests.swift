import Tessera
import Testing

@testable import TesseraFormats

/// JSON5 (https://spec.json5.org) read by ``JSONParser`` with ``JSONParser/Syntax/json5``: every
/// construct JSON lacks is read, and reported once per file at its first use with a count.
@Suite("JSON5 parsing")
struct JSON5ParserTests {
    /// One JSON5 text, the value it reads as (``render(_:_:)``), and the warnings it gives.
    struct Case: Sendable, CustomStringConvertible {
        var text: String
        var value: String
        var warnings: [(kind: JSONParseError.Kind, at: String)]
        var description: String { text.debugDescription }

        init(_ text: String, _ value: String, _ warnings: (JSONParseError.Kind, String)...) {
            self.text = text
            self.value = value
            self.warnings = warnings.map { (kind: $0.0, at: $0.1) }
        }

        init(_ text: String, _ value: String, _ construct: JSONParseError.JSON5Construct, at: String) {
            self.init(text, value, (.json5(construct, occurrences: 1), at))
        }
    }

    /// A node as compact text: strings quoted as Swift writes them, numbers as `Double`
    /// describes them (`nan`, `inf`, `-inf` included).
    static func render(_ doc: JSONDocument, _ node: JSONDocument.Node) -> String {
        switch doc.kind(node) {
        case .null: return "null"
        case .bool: return doc.bool(node)! ? "true" : "false"
        case .number: return "\(doc.numbers[Int(doc.entries[Int(node.index)].payload)])"
        case .string: return doc.string(node)!.debugDescription
        case .array: return "[" + doc.array(node)!.map { render(doc, $0) }.joined(separator: ",") + "]"
        case .object: return "{" + doc.object(node)!.map { "\($0.key.debugDescription):\(render(doc, $0.value))" }.joined(separator: ",") + "}"
        }
    }

    static func parse(_ text: String, _ syntax: JSONParser.Syntax = .json5) throws(JSONParseError) -> (document: JSONDocument, warnings: [JSONParseError]) {
        try JSONParser(syntax: syntax).parse(text, file: "t.json5")
    }

    static let cases: [Case] = [
        // Keys.
        Case("{a: 1}", #"{"a":1.0}"#, .unquotedKey, at: "1:2"),
        Case("{ $value_2: true }", #"{"$value_2":true}"#, .unquotedKey, at: "1:3"),
        Case("{\n  null: 0, true: 1}", #"{"null":0.0,"true":1.0}"#, (.json5(.unquotedKey, occurrences: 2), "2:3")),
        Case(#"{\u0061b: 1}"#, #"{"ab":1.0}"#, .unquotedKey, at: "1:2"),
        Case(#"{a\u0301: 1}"#, #"{"á":1.0}"#, .unquotedKey, at: "1:2"),
        Case("{café_ß: 1, π: 2}", #"{"café_ß":1.0,"π":2.0}"#, (.json5(.unquotedKey, occurrences: 2), "1:2")),
        Case("{'a b': 1}", #"{"a b":1.0}"#, .singleQuotedString, at: "1:2"),
        // Strings.
        Case("['x\"y']", #"["x\"y"]"#, .singleQuotedString, at: "1:2"),
        Case(#"['it\'s']"#, #"["it\'s"]"#, (.json5(.singleQuotedString, occurrences: 1), "1:2"), (.json5(.escape, occurrences: 1), "1:5")),
        Case(#"["\x41\x7a"]"#, #"["Az"]"#, (.json5(.escape, occurrences: 2), "1:3")),
        Case(#"["a\vb"]"#, #"["a\u{0B}b"]"#, .escape, at: "1:4"),
        Case(#"["\0"]"#, #"["\0"]"#, .escape, at: "1:3"),
        Case(#"["\q\é"]"#, #"["qé"]"#, (.json5(.escape, occurrences: 2), "1:3")),
        Case("[\"a\\\nb\"]", #"["ab"]"#, .lineContinuation, at: "1:4"),
        Case("['a\\\r\nb\\\u{2028}c']", #"["abc"]"#, (.json5(.singleQuotedString, occurrences: 1), "1:2"), (.json5(.lineContinuation, occurrences: 2), "1:4")),
        Case("[\"a\tb\"]", #"["a\tb"]"#, .controlCharacter, at: "1:4"),
        Case("[\"\u{2028}\"]", "[\"\u{2028}\"]", (.lineSeparatorInString(occurrences: 1), "1:3")),
        // Numbers.
        Case("[0x1F, 0XfF]", "[31.0,255.0]", (.json5(.hexadecimalNumber, occurrences: 2), "1:2")),
        Case("[-0x10]", "[-16.0]", .hexadecimalNumber, at: "1:2"),
        Case("0x10", "16.0", .hexadecimalNumber, at: "1:1"),
        Case("[0x10000000000000001]", "[1.8446744073709552e+19]", .hexadecimalNumber, at: "1:2"),
        Case("[+1, +0x2]", "[1.0,2.0]", (.json5(.hexadecimalNumber, occurrences: 1), "1:6"), (.json5(.plusSign, occurrences: 2), "1:2")),
        Case("[.5, -.25e1]", "[0.5,-2.5]", (.json5(.leadingDecimalPoint, occurrences: 2), "1:2")),
        Case("[5., 1.e2]", "[5.0,100.0]", (.json5(.trailingDecimalPoint, occurrences: 2), "1:2")),
        Case("[Infinity, -Infinity]", "[inf,-inf]", (.json5(.infinity, occurrences: 2), "1:2")),
        Case("[NaN]", "[nan]", .notANumber, at: "1:2"),
        Case(
            "[+NaN, +Infinity]", "[nan,inf]", (.json5(.plusSign, occurrences: 2), "1:2"), (.json5(.infinity, occurrences: 1), "1:8"), (.json5(.notANumber, occurrences: 1), "1:2")),
        // White space, comments and trailing commas.
        Case("[1,\u{0B}\u{0C}2]", "[1.0,2.0]", (.json5(.whitespace, occurrences: 2), "1:4")),
        Case("{\u{00A0}a\u{2003}:\u{3000}1\u{FEFF}}", #"{"a":1.0}"#, (.json5(.unquotedKey, occurrences: 1), "1:3"), (.json5(.whitespace, occurrences: 4), "1:2")),
        Case("[1\u{2028},\u{2029}2]", "[1.0,2.0]", (.json5(.whitespace, occurrences: 2), "1:3")),
        Case(
            "{\u{2003}a\u{2003}:\u{2003}1\u{2003},\u{2003}b:2}", #"{"a":1.0,"b":2.0}"#, (.json5(.unquotedKey, occurrences: 2), "1:3"), (.json5(.whitespace, occurrences: 5), "1:2")),
        Case("\u{00A0}0x10\u{00A0}", "16.0", (.json5(.hexadecimalNumber, occurrences: 1), "1:2"), (.json5(.whitespace, occurrences: 2), "1:1")),
        Case("[{\u{00A0}}, [\u{00A0}]]", "[{},[]]", (.json5(.whitespace, occurrences: 2), "1:3")),
        Case("[1,\u{00A0}]", "[1.0]", (.json5(.whitespace, occurrences: 1), "1:4"), (.trailingComma, "1:3")),
        Case(
            "{a: 1, /* c */\u{3000}}", #"{"a":1.0}"#, (.json5(.unquotedKey, occurrences: 1), "1:2"), (.comment, "1:8"), (.json5(.whitespace, occurrences: 1), "1:15"),
            (.trailingComma, "1:6")),
        Case("// a note\n[1, /* two */ 2,]", "[1.0,2.0]", (.comment, "1:1"), (.comment, "2:5"), (.trailingComma, "2:16")),
        Case("{a: [1,],}", #"{"a":[1.0]}"#, (.json5(.unquotedKey, occurrences: 1), "1:2"), (.trailingComma, "1:7"), (.trailingComma, "1:9")),
    ]

    @Test("Each JSON5 construct reads as its value, reported once per file at its first use", arguments: cases)
    func construct(_ c: Case) throws {
        let (document, warnings) = try Self.parse(c.text)
        #expect(Self.render(document, document.root) == c.value)
        let found = warnings.map { "\($0.kind) at \($0.position.line):\($0.position.column)" }
        #expect(Set(found) == Set(c.warnings.map { "\($0.kind) at \($0.at)" }))
        #expect(warnings.allSatisfy { ($0.rule == .jsonExtension || $0.rule == .unescapedLineSeparator) && $0.position.file == "t.json5" })
        #expect(warnings.map(\.position.line) == warnings.map(\.position.line).sorted(), "in the order of the text")
    }

    @Test("JSON5's additions are syntax errors in JSON and JSONC", arguments: cases.filter { c in c.warnings.contains { if case .json5 = $0.kind { true } else { false } } })
    func notJSONC(_ c: Case) {
        for syntax in [JSONParser.Syntax.json, .jsonc] {
            #expect(throws: JSONParseError.self, "\(syntax)") { try Self.parse(c.text, syntax) }
        }
    }

    @Test("Plain JSON reads the same whatever the syntax, without warnings")
    func plainJSON() throws {
        let text = ##"{"a": [1, -2.5e3, 0, -0, 0.125, "x\"\u00e9\n", true, false, null, {}, []], "b": {"$value": "#fff"}}"##
        let results = try JSONParser.Syntax.allCases.map { try Self.parse(text, $0) }
        for (document, warnings) in results {
            #expect(warnings.isEmpty)
            #expect(Self.render(document, document.root) == Self.render(results[0].document, results[0].document.root))
        }
    }

    @Test("The parser's older initialiser and flag choose JSON or JSONC")
    func compatibleInitialiser() {
        #expect(JSONParser(acceptsCommentsAndTrailingCommas: true).syntax == .jsonc)
        #expect(JSONParser(acceptsCommentsAndTrailingCommas: false).syntax == .json)
        #expect(JSONParser().syntax == .json)
        var parser = JSONParser(syntax: .json5)
        #expect(parser.acceptsCommentsAndTrailingCommas)
        parser.acceptsCommentsAndTrailingCommas = true
        #expect(parser.syntax == .json5)
        parser.acceptsCommentsAndTrailingCommas = false
        #expect(parser.syntax == .json)
    }

    @Test("Five thousand unquoted keys are one warning with their count, at the first")
    func summary() throws {
        let members = (0..<5_000).map { "  token\($0): {$value: \($0)}" }
        let (document, warnings) = try Self.parse("{\n" + members.joined(separator: ",\n") + "\n}")
        #expect(document.memberCount(document.root) == 5_000)
        #expect(warnings.count == 1)
        let warning = try #require(warnings.first)
        #expect(warning.kind == .json5(.unquotedKey, occurrences: 10_000))
        #expect(warning.description == "t.json5:2:3: error[json-extension]: an unquoted key (JSON5), and 9999 more in this file")
        // Unquoted keys share the key cache: `$value` is not stored once per token.
        #expect(document.strings.count < 6_000)
    }

    @Test(
        "Errors keep their positions",
        arguments: [
            ("{\n  a: 1,\n  bc: 'abc\n}", "3:7", "unterminated string: its line ends before its closing quote"),
            ("{\n  a: 1,\n  bc: \"abc\n}", "3:7", "unterminated string: its line ends before its closing quote"),
            ("['abc", "1:2", "unterminated string: its line ends before its closing quote"),
            ("[\n  'a\\1'\n]", "2:5", "invalid escape \\1"),
            ("['\\0\\01']", "1:5", "invalid escape \\0 before a digit"),
            ("['\\x4']", "1:3", "invalid escape \\x"),
            ("[0x]", "1:2", "invalid number 0x"),
            ("[01]", "1:2", "invalid number leading zero"),
            ("[.]", "1:2", "invalid number ."),
            ("[+]", "1:2", "invalid number +"),
            ("[-Infinit]", "1:3", "unexpected character 'I'"),
            ("[0 x1]", "1:4", "unexpected character 'x'"),
            ("[Infinityx]", "1:10", "unexpected character 'x'"),
            ("{1a: 1}", "1:2", "unexpected character '1'"),
            ("{a-b: 1}", "1:3", "unexpected character '-'"),
            (#"{\u0020: 1}"#, "1:2", "invalid escape \\u0020 in an unquoted key (not a letter, digit, $ or _)"),
            ("{\n a: 1\n b: 2}", "3:2", "unexpected character 'b'"),
        ])
    func errors(_ text: String, _ at: String, _ message: String) {
        do throws(JSONParseError) {
            _ = try Self.parse(text)
            Issue.record("\(text.debugDescription) parsed")
        } catch {
            #expect("\(error.position.line):\(error.position.column)" == at, "\(text.debugDescription)")
            #expect(error.message == message, "\(text.debugDescription)")
            #expect(error.rule == .jsonSyntax)
        }
    }

    @Test("numberText gives a JSON5 number's text")
    func numberText() throws {
        let (document, _) = try Self.parse("[0x1F, +.5, -Infinity, NaN, 1e400]")
        #expect(document.array(document.root)!.map { document.numberText($0) } == ["0x1F", "+.5", "-Infinity", "NaN", "1e400"])
        #expect(JSONParseError.Kind.numberOutOfRange("-Infinity").message == "-Infinity is not a finite number")
    }
}
