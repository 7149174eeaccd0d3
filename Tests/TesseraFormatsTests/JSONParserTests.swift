import Tessera
import TesseraFormats
import Testing

@Suite("JSON reader with positions")
struct JSONParserTests {
    func parse(_ text: String, limits: JSONLimits = JSONLimits()) throws -> JSONDocument {
        try JSONParser(limits: limits).parse(text, file: "t.json").document
    }

    func error(_ bytes: [UInt8], limits: JSONLimits = JSONLimits()) -> JSONParseError? {
        do {
            _ = try JSONParser(limits: limits).parse(bytes, file: "t.json")
            return nil
        } catch {
            return error
        }
    }

    func error(_ text: String) -> JSONParseError? { error(Array(text.utf8)) }

    @Test("Values, order and positions")
    func values() throws {
        let doc = try parse("{\n  \"a\": [1, -2.5e1, true, null],\n  \"é\": {\"b\": \"x\\u00e9\\n\"}\n}")
        let members = try #require(doc.object(doc.root))
        #expect(members.map(\.key) == ["a", "é"])
        let a = try #require(doc.array(members[0].value))
        #expect(doc.number(a[0]) == 1 && doc.number(a[1]) == -25 && doc.bool(a[2]) == true && doc.kind(a[3]) == .null)
        #expect(doc.location(members[0].keyNode) == Tessera.SourceLocation(file: "t.json", line: 2, column: 3))
        #expect(doc.location(a[1]) == Tessera.SourceLocation(file: "t.json", line: 2, column: 12))
        let inner = try #require(doc.member(members[1].value, "b"))
        #expect(doc.string(inner) == "xé\n")
        // Columns count Unicode scalars, not bytes: "é" is one column.
        #expect(doc.location(inner) == Tessera.SourceLocation(file: "t.json", line: 3, column: 14))
    }

    @Test(
        "Syntax errors carry line and column",
        arguments: [
            ("{\"a\": }", "unexpected character '}'", 1, 7),
            ("[1, 2", "unexpected end of input", 1, 6),
            ("{\"a\" 1}", "unexpected character '1'", 1, 6),
            ("[01]", "invalid number leading zero", 1, 2),
            ("[1.]", "invalid number 1.", 1, 2),
            ("\n  [tru]", "unexpected character 't'", 2, 4),
            ("[\"a\\x\"]", "invalid escape \\x", 1, 4),
            ("[\"\\ud800\"]", "invalid escape lone surrogate", 1, 3),
            ("[1] [2]", "unexpected content after the JSON value", 1, 5),
            ("", "unexpected end of input", 1, 1),
            // Found by the JSON fuzzer: an empty root followed by closing brackets.
            ("[]]]]]]]]]", "unexpected content after the JSON value", 1, 3),
            ("{}}", "unexpected content after the JSON value", 1, 3),
        ])
    func syntaxErrors(text: String, message: String, line: Int, column: Int) throws {
        let e = try #require(error(text))
        #expect(e.message == message)
        #expect(e.position.line == line && e.position.column == column)
        #expect(e.ruleID == "json-syntax")
    }

    @Test("Numbers: out of range, negative zero, and integers beyond 2^53")
    func numbers() throws {
        // Out of range is not a syntax error: the document reads on and the number reads as none.
        let big = try parse("[1e400, -1e400, 2]")
        let bigItems = try #require(big.array(big.root))
        #expect(bigItems.map { big.number($0) } == [nil, nil, 2])
        #expect(bigItems.map { big.isOutOfRangeNumber($0) } == [true, true, false])
        #expect(big.value(big.root) == .array([.number(.infinity), .number(-.infinity), .number(2)]))
        // Echoed input is abbreviated.
        let digits = "1." + String(repeating: "7", count: 5000) + "e"
        let message = try #require(error("[\(digits)]")).message
        #expect(message == "invalid number 1.7777777777777777777777…7777777e (5003 characters)")
        let doc = try parse("[-0, 9007199254740993, \"NaN\"]")
        let items = try #require(doc.array(doc.root))
        #expect(doc.number(items[0])?.sign == .minus)
        #expect(doc.numberText(items[1]) == "9007199254740993")
        #expect(doc.string(items[2]) == "NaN")
    }

    @Test("Encoding: BOM skipped; invalid UTF-8, NUL bytes and raw controls rejected")
    func encoding() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8)
        let doc = try JSONParser().parse(bom, file: "b.json").document
        #expect(doc.member(doc.root, "a").flatMap(doc.number) == 1)
        #expect(error([0x5B, 0x22, 0xC3, 0x28, 0x22, 0x5D])?.kind == .invalidUTF8)
        #expect(error([0x5B, 0x22, 0xE0, 0x80, 0x80, 0x22, 0x5D])?.kind == .invalidUTF8)
        #expect(error([0x5B, 0x22, 0x61, 0x00, 0x22, 0x5D])?.kind == .controlCharacterInString)
        #expect(error([0x5B, 0x00, 0x5D])?.kind == .unexpectedCharacter("byte 0x00"))
        // Names that differ only by normalisation are different keys, kept apart.
        let nfc = try parse("{\"\u{E9}\": 1, \"e\u{301}\": 2}")
        #expect(nfc.object(nfc.root)?.count == 2)
    }

    @Test("Strings read eight bytes at a time: every length, and an escape, a non-ASCII character, a control or bad UTF-8 at every position")
    func stringsAtEveryPosition() throws {
        for length in 0..<20 {
            let plain = String((0..<length).map { Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8($0 % 26))) })
            // At the end of the text too: the scan must not read past it.
            for text in ["[\"\(plain)\"]", "{\"k\": \"\(plain)\"}", "[\"\(plain)\", \"x\"]"] {
                let doc = try parse(text)
                let node = doc.kind(doc.root) == .array ? try #require(doc.array(doc.root)?.first) : try #require(doc.member(doc.root, "k"))
                #expect(doc.string(node) == plain, "\(text)")
            }
            for position in 0...length {
                let head = String(plain.prefix(position))
                let tail = String(plain.dropFirst(position))
                for (inserted, expected) in [("\\n", "\n"), ("\\\"", "\""), ("\\u00e9", "é"), ("é", "é"), ("☾", "☾"), ("/", "/")] {
                    let doc = try parse("[\"\(head)\(inserted)\(tail)\"]")
                    #expect(doc.string(try #require(doc.array(doc.root)?.first)) == head + expected + tail)
                }
                let bytes = Array("[\"\(head)".utf8) + [0xC3, 0x28] + Array("\(tail)\"]".utf8)
                #expect(error(bytes)?.kind == .invalidUTF8, "bad UTF-8 at \(position) of \(length)")
                let control = Array("[\"\(head)".utf8) + [0x01] + Array("\(tail)\"]".utf8)
                #expect(error(control)?.kind == .controlCharacterInString, "control at \(position) of \(length)")
                #expect(error(Array("[\"\(head)".utf8))?.kind == .unexpectedEnd, "unterminated at \(position)")
            }
        }
    }

    @Test("Duplicate keys are reported and the last one wins")
    func duplicateKeys() throws {
        let (doc, warnings) = try JSONParser().parse("{\"a\": 1,\n \"a\": 2}", file: "d.json")
        #expect(doc.member(doc.root, "a").flatMap(doc.number) == 2)
        #expect(warnings.map(\.description) == ["d.json:2:2: error[duplicate-key]: duplicate key \"a\" (the last one wins)"])
    }

    @Test("A wide object (keys in a hash table) reports the same duplicates as a small one, canonical ones too")
    func duplicateKeysInWideObjects() throws {
        func duplicates(_ members: [String]) throws -> [String] {
            let text = "{" + members.enumerated().map { "\"\($0.element)\": \($0.offset)" }.joined(separator: ",\n") + "}"
            return try JSONParser().parse(text, file: "w.json").warnings.filter { $0.rule == .duplicateKey }.map(\.message)
        }
        let repeats = ["k3", "caf\u{E9}", "cafe\u{301}", "temp.\u{212A}", "temp.K"]
        let small = try duplicates(["k3"] + repeats)
        let wide = try duplicates((0..<40).map { "k\($0)" } + repeats)
        #expect(small.count == 3)
        #expect(wide == small)
    }

    @Test("Deep nesting is a typed limit error by default, and parses without recursion when allowed")
    func deepNesting() throws {
        let depth = 100_000
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(error(Array(text.utf8))?.kind == .nestingTooDeep(limit: 1_000))
        var limits = JSONLimits()
        limits.maxDepth = depth
        let doc = try parse(text, limits: limits)
        #expect(doc.nodeCount == depth)
    }

    @Test("Oversized input is a typed limit error")
    func tooLarge() {
        var limits = JSONLimits()
        limits.maxBytes = 4
        #expect(error(Array("[1, 2]".utf8), limits: limits)?.kind == .fileTooLarge(bytes: 6, limit: 4))
    }

    @Test("Writer output reads back")
    func roundTrip() throws {
        let value = JSONValue.object([("a", .array([.number(1.5), .string("q\"\n"), .null])), ("b", .bool(false))])
        let text = JSONWriter().string(value)
        let doc = try parse(text)
        #expect(doc.string(doc.array(doc.member(doc.root, "a")!)![1]) == "q\"\n")
        #expect(JSONWriter(indent: 0).string(value) == "{\"a\":[1.5, \"q\\\"\\n\", null],\"b\":false}")
    }
}
