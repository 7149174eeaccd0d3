import Foundation
import Tessera
import TesseraTestSupport
import Testing

/// Names and values from files reach the terminal escaped and abbreviated.
@Suite("Hostile text in diagnostics")
struct HostileTextTests {
    @Test(
        "control characters are escaped, tabs and newlines kept",
        arguments: [
            ("plain", "plain"),
            ("a\u{1B}[2Jb", "a\\u{1B}[2Jb"),
            ("bell\u{07} del\u{7F} c1\u{9B}", "bell\\u{7} del\\u{7F} c1\\u{9B}"),
            ("tab\tkept\nnext\u{0}line", "tab\tkept\nnext\\u{0}line"),
            ("é ✓ 漢", "é ✓ 漢"),
        ])
    func escapes(input: String, expected: String) {
        #expect(PrintableText.make(input) == expected)
    }

    @Test("a line over the limit keeps its first 1,200 and last 300 characters")
    func abbreviates() {
        let line = "file.json:1:2: error[x]: " + String(repeating: "a", count: 5_000) + "END"
        let printed = PrintableText.make(line)
        let omitted = line.unicodeScalars.count - 1_500
        #expect(printed == String(line.prefix(1_200)) + " … [\(omitted) characters left out] … " + String(line.suffix(300)))
        #expect(PrintableText.make(String(repeating: "b", count: PrintableText.limit)) == String(repeating: "b", count: PrintableText.limit))
    }

    @Test("validate prints a token name's escape codes escaped, and a 5 MB value abbreviated")
    func throughTheCommand() throws {
        let huge = String(repeating: "x", count: 5 << 20)
        let json = ##"{"evil\u001b[31mred": {"$type": "dimension", "$value": "#\##(huge)"}}"##
        let path = try Scratch.path("hostile.tokens.json", contents: json)
        let run = tessera("validate", path)
        #expect(run.code == 1)
        #expect(!run.err.contains("\u{1B}"))
        #expect(run.err.contains("evil\\u{1B}[31mred"))
        #expect(run.err.utf8.count < 20_000, "stderr holds \(run.err.utf8.count) bytes")
        #expect(run.err.contains("characters left out"))
    }
}
