import Tessera
import Testing

@testable import TesseraFormats

/// A large JSON5 text is read in two halves like a JSON one: the document, its warnings and its
/// first error are those of one reading from the start.
@Suite("JSON5 read in two halves")
struct JSON5HalvesTests {
    /// A root object of `count` members using every JSON5 construct: unquoted and single-quoted
    /// keys, single-quoted strings holding double quotes, commas and brackets, hexadecimal
    /// numbers just before commas, JSON5 white space, comments and trailing commas, and keys
    /// repeated across the middle; `comment` is the text of its comments.
    static func text(count: Int, comment: String = "a note") -> String {
        var members: [String] = []
        for m in 0..<count {
            let key = m % 41 == 40 ? "m\(m / 2)" : "m\(m)"
            switch m % 7 {
            case 0: members.append("\(key): {$value: '{a.b}', $type: 'color', n: [0x\(m), -0x1F, +1, .5, 5., Infinity, NaN,],}")
            case 1: members.append("'\(key)': ['x, \"y\" ]', 'it\\'s {', \"\\x41\\v\", 'line \\\ncontinued']")
            case 2: members.append("\(key):\u{00A0}{ // \(comment)\n  k: 1, k: 0x2 }")
            case 3: members.append("\(key): 0x\(m)")
            case 4: members.append("\(key)\u{2003}: /* \(comment) */ 'tab\there'")
            case 5: members.append("\(key): {g: {t: {$value: {colorSpace: 'srgb', components: [0.1, 0.2, 0.3,]}}}}")
            default: members.append("\"\(key)\": [null, true, false, {}, [],]")
            }
        }
        return "// JSON5\n{\n  " + members.joined(separator: ",\n  ") + ",\n}\n"
    }

    /// Parses `text` as JSON5 in one reading and with the halves threshold at `threshold`.
    static func both(_ text: String, threshold: Int) -> [Result<(JSONDocument, [JSONParseError]), JSONParseError>] {
        [Int.max, threshold].map { halvesThreshold in
            var parser = JSONParser(syntax: .json5)
            parser.halvesThreshold = halvesThreshold
            do throws(JSONParseError) {
                let (document, warnings) = try parser.parse(text, file: "t.json5")
                return .success((document, warnings))
            } catch {
                return .failure(error)
            }
        }
    }

    /// Whether the text's guessed split is taken: the first half's reader stops at it and the
    /// second half joins, giving a root of `members` members.
    static func joins(_ text: String, members: Int) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            guard let split = JSONParser.split(buffer, from: 0, maxDepth: 1_000, singleQuotes: true) else { return false }
            var state = JSONParser.State(bytes: buffer, limits: JSONLimits(), syntax: .json5)
            var document = JSONDocument(file: "t.json5", bytes: bytes)
            try? state.runInHalves(&document, split: split, lines: LineIndexTask(bytes))
            return state.stopped && document.memberCount(document.root) == members
        }
    }

    @Test("A JSON5 text above the threshold reads to the same document and warnings in halves", arguments: [100, 400, 3_000])
    func sameDocument(_ count: Int) throws {
        let text = Self.text(count: count)
        let threshold = 1 << 12
        #expect(text.utf8.count > threshold)
        let results = Self.both(text, threshold: threshold)
        let (whole, wholeWarnings) = try results[0].get()
        let (halves, halvesWarnings) = try results[1].get()
        JSONHalvesTests.expectSame(whole, whole.root, halves, halves.root)
        #expect(halvesWarnings.map(\.description) == wholeWarnings.map(\.description))
        #expect(wholeWarnings.contains { $0.kind == .json5(.unquotedKey, occurrences: Self.unquotedKeys(count)) })
        #expect(Self.joins(text, members: count))
        // A quote in a comment misleads the guess, and the text is read as one: the same.
        let misleading = Self.text(count: count, comment: "it's a \"note\"")
        let read = Self.both(misleading, threshold: threshold)
        let (a, b) = (try read[0].get(), try read[1].get())
        JSONHalvesTests.expectSame(a.0, a.0.root, b.0, b.0.root)
        #expect(a.1.map(\.description) == b.1.map(\.description))
    }

    /// The unquoted keys of ``text(count:comment:)``: members' names and the keys inside them.
    static func unquotedKeys(_ count: Int) -> Int {
        (0..<count).reduce(0) { sum, m in
            switch m % 7 {
            case 0: sum + 1 + 3
            case 2: sum + 1 + 2
            case 3, 4: sum + 1
            case 5: sum + 1 + 5
            default: sum
            }
        }
    }

    @Test(
        "Small texts split at a trailing comma, a hexadecimal number or JSON5 white space read the same in halves",
        arguments: [" [[\n   -Infinity ]/* c */,// l\n]\u{0B}", "[0x1F, 0x2A, -0x3]", "{a: 'x', b: 'y',}\u{00A0}", "[1,\u{2003}2,\u{00A0}]", "{a: {b: 1},\u{3000}}"])
    func smallTexts(_ text: String) throws {
        let results = Self.both(text, threshold: 0)
        let (whole, wholeWarnings) = try results[0].get()
        let (halves, halvesWarnings) = try results[1].get()
        JSONHalvesTests.expectSame(whole, whole.root, halves, halves.root)
        #expect(halvesWarnings.map(\.description) == wholeWarnings.map(\.description))
    }

    @Test("An error in either half is the first error one reading finds", arguments: [0.2, 0.6, 0.9])
    func errors(_ at: Double) {
        var bytes = Array(Self.text(count: 600).utf8)
        // The first comma between members past the offset.
        var k = Int(Double(bytes.count) * at)
        while bytes[k] != UInt8(ascii: ",") || bytes[k + 1] != 0x0A { k += 1 }
        // An unterminated single-quoted string after the comma.
        bytes.insert(contentsOf: Array(" 'open\n".utf8), at: k + 1)
        let results = Self.both(String(decoding: bytes, as: UTF8.self), threshold: 1 << 12)
        guard case .failure(let whole) = results[0], case .failure(let halves) = results[1] else {
            Issue.record("not an error in both readings: \(results)")
            return
        }
        #expect(halves.description == whole.description)
        #expect(whole.kind == .unterminatedString)
    }
}
