import Tessera
import Testing

@testable import TesseraFormats

/// The parser shares one string among equal keys and the loader drops repeated diagnostics by
/// place first: both must give what reading every key afresh and comparing every diagnostic
/// whole gave.
@Suite("Shared keys and repeated diagnostics")
struct SharedKeyTests {
    @Test("keys read from the shared table equal the text, escapes and non-ASCII included")
    func keysAsWritten() throws {
        let text = #"{"a": {"$value": 1, "k\u00e9": 2, "ké": 3}, "b": {"$value": 4, "k\"q": 5, "ké": 6}}"#
        let doc = try JSONParser().parse(text, file: "k.json").document
        let members = try #require(doc.object(doc.root))
        let a = try #require(doc.object(members[0].value)).map(\.key)
        let b = try #require(doc.object(members[1].value)).map(\.key)
        #expect(a == ["$value", "ké", "ké"])
        #expect(b == ["$value", "k\"q", "ké"])
        // The last of a repeated key wins, whichever way it was written.
        #expect(doc.member(members[0].value, "ké").flatMap { doc.number($0) } == 3)
    }

    @Test("a key repeated in small and in large objects is reported each time, at its place")
    func duplicatesOfSharedKeys() throws {
        let large = (0..<40).map { "\"m\($0)\": \($0)" }.joined(separator: ", ")
        let text = "{\"s\": {\"x\": 1, \"x\": 2}, \"l\": {\(large), \"m7\": 0}}"
        let warnings = try JSONParser().parse(text, file: "d.json").warnings
        #expect(warnings.map(\.message) == [#"duplicate key "x" (the last one wins)"#, #"duplicate key "m7" (the last one wins)"#])
        // One line: the repeat of m7 starts where the text's last 9 bytes (`"m7": 0}}`) do.
        #expect(warnings.map(\.position.column) == [16, text.utf8.count - 9 + 1])
    }

    @Test("adopting a legacy token's keys renames that token's keys only, not equal keys inside its value")
    func legacyAdoptionKeepsOtherKeys() throws {
        var doc = try JSONParser().parse(#"{"t": {"value": {"value": 1, "unit": "px"}, "type": "dimension"}}"#, file: "l.json").document
        #expect(doc.usesLegacyKeys)
        let adopted = doc.adoptLegacyKeys()
        #expect(adopted?.count == 1)
        let token = try #require(doc.member(doc.root, "t"))
        #expect(try #require(doc.object(token)).map(\.key) == ["$value", "$type"])
        let value = try #require(doc.member(token, "$value"))
        #expect(try #require(doc.object(value)).map(\.key) == ["value", "unit"])
    }

    @Test("repeated diagnostics are kept once, where first found; different ones at one place all stay")
    func firstOfEach() {
        func at(_ line: Int, _ file: String = "a.json") -> Tessera.SourceLocation { Tessera.SourceLocation(file: file, line: line, column: 3) }
        let first = Diagnostic(.warning, .format(rule: .nonDTCGValue, detail: "one"), location: at(1))
        let other = Diagnostic(.warning, .format(rule: .nonDTCGValue, detail: "two"), location: at(1))
        let elsewhere = Diagnostic(.warning, .format(rule: .nonDTCGValue, detail: "one"), location: at(1, "b.json"))
        let later = Diagnostic(.error, .format(rule: .invalidValue, detail: "three"), location: at(2))
        let noPlace = Diagnostic(.error, .format(rule: .invalidValue, detail: "four"))
        let all = [first, other, later, first, elsewhere, noPlace, other, noPlace, later]
        #expect(DesignSystemFiles.Loaded.firstOfEach(all) == [first, other, later, elsewhere, noPlace])
        let distinct = (1...1_000).map { Diagnostic(.error, .format(rule: .invalidValue, detail: "same"), location: at($0)) }
        #expect(DesignSystemFiles.Loaded.firstOfEach(distinct) == distinct)
    }
}
