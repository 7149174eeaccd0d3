import Tessera
import Testing

@testable import TesseraFormats

/// Inputs that were quadratic in the way from a file to tables: a minified file (one long
/// line), one very wide group, and a long chain of untyped aliases. Each size here is large
/// enough that a quadratic step would take hours, yet the whole suite runs in seconds.
@Suite("Linear loading")
struct LinearLoadingTests {
    /// `{"chain":{"t0":{"$type":"color","$value":…},"t1":{"$value":"{chain.t0}"},…}}`.
    static func untypedChain(_ n: Int) -> String {
        var s = #"{"chain":{"t0":{"$type":"color","$value":{"colorSpace":"srgb","components":[0.2,0.4,0.6]}}"#
        s.reserveCapacity(n * 40)
        for i in 1..<n { s += #","t\#(i)":{"$value":"{chain.t\#(i - 1)}"}"# }
        return s + "}}"
    }

    @Test("a 200k-token untyped alias chain gets its type once per token and resolves to the root")
    func untypedChain200k() throws {
        let (diagnostics, theme) = try compileDTCG(Self.untypedChain(200_000))
        #expect(diagnostics.isEmpty)
        let last = try #require(resolved(theme, "chain.t199999"))
        #expect(last == .color(TokenColor(red: 0.2, green: 0.4, blue: 0.6)))
    }

    @Test("one group of 100k members keeps every member, in order, with its value")
    func wideGroup100k() throws {
        var s = #"{"wide":{"$type":"dimension""#
        for i in 0..<100_000 { s += #","t\#(i)":{"$value":{"value":\#(i),"unit":"px"}}"# }
        s += "}}"
        let parsed = try JSONParser().parse(s, file: "wide.tokens.json")
        let (system, problems) = DTCGLoader().designSystem(name: "wide", sources: [DTCGSource(document: parsed.document)], axes: [])
        #expect(problems.isEmpty)
        #expect(system.tokens.count == 100_000)
        #expect(system.tokens[12_345].path == "wide.t12345")
        let theme = TokenGraph(system).compileKeepingGoing(Theme(name: "base")).theme
        #expect(resolved(theme, "wide.t99999") == .dimension(TokenDimension(99_999)))
    }

    @Test("a 100k-member untyped cycle is reported on every member")
    func untypedCycle100k() throws {
        let n = 100_000
        var s = "{\"cycle\":{"
        for i in 0..<n { s += (i == 0 ? "" : ",") + #""t\#(i)":{"$value":"{cycle.t\#((i + 1) % n)}"}"# }
        s += "}}"
        let (diagnostics, _) = try compileDTCG(s)
        let undeterminable = Set(diagnostics.filter { $0.ruleID == "type-undeterminable" }.compactMap(\.token))
        #expect(undeterminable.count == n)
    }

    @Test("a minified file reports positions on its one line, counting Unicode scalars")
    func minifiedPositions() throws {
        // 30k tokens on one line, names with non-ASCII letters, and a bad value at the end.
        var s = #"{"g":{"$type":"number""#
        for i in 0..<30_000 { s += #","é\#(i)":{"$value":\#(i)}"# }
        let badName = "zß"
        s += #","\#(badName)":{"$value":"nope"}}}"#
        let (diagnostics, _) = try compileDTCG(s)
        let bad = try #require(diagnostics.first { $0.token == TokenPath("g.\(badName)") })
        let offset = try #require(s.range(of: #""nope""#)).lowerBound
        let expectedColumn = s.unicodeScalars[..<offset].count + 1
        #expect(bad.location?.line == 1)
        #expect(bad.location?.column == expectedColumn)
    }

    @Test(
        "line index positions equal a naive scan",
        arguments: [
            "{\n  \"a\": 1,\n  \"b\": [1, 2]\n}", "{\"é\":{\"ü\":\"ñ🎨x\"},\n\"k\":\n\n true}",
            String(repeating: "ab\u{00E9}c\n", count: 200) + String(repeating: "🎨", count: 300),
        ])
    func lineIndex(text: String) {
        let bytes = Array(text.utf8)
        let index = LineIndex(bytes)
        var line = 1
        var column = 1
        for offset in 0...bytes.count {
            let got = index.position(ofByte: offset, in: bytes)
            #expect(got.line == line && got.column == column, "offset \(offset)")
            if offset < bytes.count {
                if bytes[offset] == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else if bytes[offset] & 0xC0 != 0x80 {
                    column += 1
                }
            }
        }
    }
}
