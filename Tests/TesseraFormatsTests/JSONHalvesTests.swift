import Tessera
import Testing

@testable import TesseraFormats

/// A large text is read in two halves on two threads: the document, its warnings and its first
/// error are those of one reading from the start, whatever the text holds at the guessed split.
@Suite("JSON read in two halves")
struct JSONHalvesTests {
    /// Parses `text` whole and in halves (the threshold lowered to every size).
    static func both(
        _ text: String, relaxed: Bool = false
    ) -> (whole: Result<(JSONDocument, [JSONParseError]), JSONParseError>, halves: Result<(JSONDocument, [JSONParseError]), JSONParseError>) {
        var halves = JSONParser(acceptsCommentsAndTrailingCommas: relaxed)
        halves.halvesThreshold = 0
        var whole = JSONParser(acceptsCommentsAndTrailingCommas: relaxed)
        whole.halvesThreshold = .max
        func run(_ parser: JSONParser) -> Result<(JSONDocument, [JSONParseError]), JSONParseError> {
            do throws(JSONParseError) {
                let (document, warnings) = try parser.parse(text, file: "t.json")
                return .success((document, warnings))
            } catch {
                return .failure(error)
            }
        }
        return (run(whole), run(halves))
    }

    /// Every value of `a` and `b` below `x` and `y` has the same kind, offset, content and
    /// members, and the same objects have repeated keys.
    static func expectSame(_ a: JSONDocument, _ x: JSONDocument.Node, _ b: JSONDocument, _ y: JSONDocument.Node, _ path: String = "$") {
        let (ea, eb) = (a.entries[Int(x.index)], b.entries[Int(y.index)])
        guard ea.kind == eb.kind, ea.offset == eb.offset else {
            Issue.record("\(path): \(ea.kind)@\(ea.offset) against \(eb.kind)@\(eb.offset)")
            return
        }
        switch ea.kind {
        case .string: #expect(a.string(x) == b.string(y), "\(path)")
        case .number: #expect(a.number(x) == b.number(y), "\(path)")
        case .bool: #expect(a.bool(x) == b.bool(y), "\(path)")
        case .null: break
        case .array:
            let (ka, kb) = (a.array(x) ?? [], b.array(y) ?? [])
            #expect(ka.count == kb.count, "\(path)")
            for (k, (p, q)) in zip(ka, kb).enumerated() { expectSame(a, p, b, q, "\(path)[\(k)]") }
        case .object:
            let (ma, mb) = (a.object(x) ?? [], b.object(y) ?? [])
            #expect(ma.map(\.key) == mb.map(\.key), "\(path)")
            #expect(a.hasDuplicateKeys(x) == b.hasDuplicateKeys(y), "\(path)")
            for (p, q) in zip(ma, mb) {
                #expect(a.entries[Int(p.keyNode.index)].offset == b.entries[Int(q.keyNode.index)].offset, "\(path).\(p.key)")
                expectSame(a, p.value, b, q.value, "\(path).\(p.key)")
            }
        }
    }

    static func expectSameResult(_ text: String, _ comment: Comment, relaxed: Bool = false) {
        switch both(text, relaxed: relaxed) {
        case (.success(let (a, wa)), .success(let (b, wb))):
            expectSame(a, a.root, b, b.root)
            #expect(wa.map(\.description) == wb.map(\.description), comment)
        case (.failure(let a), .failure(let b)):
            #expect(a.description == b.description, comment)
        case (let whole, let halves):
            Issue.record("\(comment): whole \(whole), halves \(halves)")
        }
    }

    /// A root object of `count` members of every JSON kind, nested, with escapes, repeated
    /// keys inside members and at the root across the middle, and members of 20 keys (which
    /// detect repeats with a key table).
    static func mixed(count: Int, seed: UInt64) -> String {
        var state = seed
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        var members: [String] = []
        for m in 0..<count {
            let key = m % 37 == 36 ? "m\(m / 2)" : "m\(m)"
            switch next() % 6 {
            case 0: members.append("\"\(key)\": {\"$value\": \"{a.b\\\"c}\", \"$type\": \"color\", \"n\": [1, -2.5e3, true, false, null, {}, []]}")
            case 1: members.append("\"\(key)\": [\"x,y]\", \"\\u00e9\\\\\", {\"k\": 1, \"k\": 2}]")
            case 2:
                let wide = (0..<20).map { "\"w\($0 % 19)\": \($0)" }.joined(separator: ", ")
                members.append("\"\(key)\": {\(wide)}")
            case 3: members.append("\"\(key)\": \(Double(next() % 1000) / 8)")
            case 4: members.append("\"\(key)\": \"a string with , and { and ] inside\"")
            default: members.append("\"\(key)\": {\"g\": {\"t\": {\"$value\": {\"colorSpace\": \"srgb\", \"components\": [0.1, 0.2, 0.3]}}}}")
            }
        }
        return "{\n  " + members.joined(separator: ",\n  ") + "\n}\n"
    }

    @Test("Documents of every kind of value, repeated keys across the halves included, read the same in halves", arguments: [1, 2, 3, 8, 100, 2_000])
    func documents(_ count: Int) {
        Self.expectSameResult(Self.mixed(count: count, seed: UInt64(count)), "\(count) members")
    }

    /// Whether `text` is read in two halves that are joined (the first half's reader stops at
    /// the guessed comma), giving a root with `members` members.
    static func joins(_ text: String, members: Int, relaxed: Bool = false) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            guard let split = JSONParser.split(buffer, from: 0, maxDepth: 1_000) else { return false }
            #expect(bytes[split.comma] == UInt8(ascii: ","))
            #expect(split.comma >= bytes.count / 2 && split.comma <= bytes.count * 3 / 4)
            var state = JSONParser.State(bytes: buffer, limits: JSONLimits(), relaxed: relaxed)
            var document = JSONDocument(file: "t.json", bytes: bytes)
            try? state.runInHalves(&document, split: split, lines: LineIndexTask(bytes))
            let root = document.entries[Int(document.root.index)]
            return state.stopped && Int(root.count) == members
        }
    }

    @Test("The split is taken wherever the middle falls: between members of the root, inside one wide group, inside an array")
    func splitTaken() throws {
        let mixed = Self.mixed(count: 500, seed: 7)
        #expect(Self.joins(mixed, members: 500))
        Self.expectSameResult(mixed, "500 members")
        let wide = "{\"only\": {" + (0..<2_000).map { "\"t\($0)\": {\"$value\": \($0)}" }.joined(separator: ",") + ", \"t7\": 1}, \"after\": [1]}"
        #expect(Self.joins(wide, members: 2))
        Self.expectSameResult(wide, "one wide group with a repeated key across the halves")
        let deep = "{\"a\": {\"b\": [" + (0..<2_000).map { "{\"v\": \($0)}" }.joined(separator: ",") + "], \"c\": {}}, \"d\": 0}"
        #expect(Self.joins(deep, members: 2))
        Self.expectSameResult(deep, "an array inside groups")
        let array = "[" + (0..<2_000).map { "[\($0), {\"k\": \"\($0)\"}]" }.joined(separator: ",") + "]"
        #expect(Self.joins(array, members: 2_000))
        Self.expectSameResult(array, "array root")
    }

    @Test("Errors before, at and after the split are the first error one reading finds", arguments: [0.1, 0.3, 0.5, 0.7, 0.95])
    func errors(_ at: Double) {
        var bytes = Array(Self.mixed(count: 400, seed: 3).utf8)
        // A stray character at a member boundary near the offset: the first comma after it.
        var k = Int(Double(bytes.count) * at)
        while bytes[k] != UInt8(ascii: ",") { k += 1 }
        bytes.insert(UInt8(ascii: "x"), at: k + 1)
        let text = String(decoding: bytes, as: UTF8.self)
        guard case (.failure, .failure) = Self.both(text) else {
            Issue.record("not an error in both readings")
            return
        }
        Self.expectSameResult(text, "error at \(at)")
    }

    @Test("A guess inside a long string, trailing content and a truncated text read as one")
    func misleadingText() {
        let long = String(repeating: "{[,\\\"]}", count: 2_000)
        Self.expectSameResult("{\"a\": 1, \"b\": \"\(long)\", \"c\": [1, 2], \"d\": \"\(long)\"}", "long strings")
        Self.expectSameResult("{\"a\": 1, \"b\": 2, \"c\": 3, \"d\": 4} trailing", "trailing content")
        Self.expectSameResult("{\"a\": 1, \"b\": 2, \"c\": 3, \"d\": [1, 2", "truncated")
    }

    @Test("With comments and trailing commas (the compatible mode's reading), warnings of both halves in order, a trailing comma of the root included")
    func relaxed() throws {
        func text(comment: String) -> String {
            let members = (0..<400).map { "\"m\($0)\": {\"$value\": \($0), /* \(comment) */ \"t\": [1, 2,],}" }
            return "{\n  // the root\n  " + members.joined(separator: ",\n  // member\n  ") + ",\n}\n"
        }
        let plain = text(comment: "a note")
        guard case (.success(let (_, warnings)), .success) = Self.both(plain, relaxed: true) else {
            Issue.record("the relaxed text did not parse")
            return
        }
        #expect(warnings.count > 1_000)
        #expect(Self.joins(plain, members: 400, relaxed: true))
        Self.expectSameResult(plain, "relaxed", relaxed: true)
        // A comment with a quote and a bracket misleads the guess: read as one.
        Self.expectSameResult(text(comment: "a \"quote\" and a {"), "misleading comments", relaxed: true)
        Self.expectSameResult(Self.mixed(count: 300, seed: 5), "mixed, relaxed", relaxed: true)
        // The guessed comma a trailing one: of an inner array, of the root, behind a comment.
        let inner = "{\"a\": [" + (0..<500).map { "\($0)" }.joined(separator: ",") + ",]  , \"b\": [" + (0..<497).map { "\($0)" }.joined(separator: ",") + "]}"
        Self.expectSameResult(inner, "trailing comma of an array at the split", relaxed: true)
        Self.expectSameResult(inner, "the same, strict", relaxed: false)
        let root = "{\"a\": \"" + String(repeating: "x", count: 1_000) + "\", /* " + String(repeating: "c", count: 900) + " */ }"
        Self.expectSameResult(root, "trailing comma of the root at the split, behind a comment", relaxed: true)
        for (text, next) in [(inner, "]"), (root, " ")] {
            let bytes = Array(text.utf8)
            let split = bytes.withUnsafeBufferPointer { JSONParser.split($0, from: 0, maxDepth: 1_000) }
            #expect(split.map { bytes[$0.comma + 1] } == UInt8(ascii: Unicode.Scalar(next)!), "the split is the trailing comma")
        }
    }
}
