import Tessera
import Testing

@testable import TesseraFormats

/// A large file's line index is built on another thread while it parses: positions of errors,
/// warnings and tokens in it are the same as in a small file.
@Suite("Positions in large documents")
struct LargeDocumentPositionTests {
    /// `count` lines of `{"tN": {"$value": N}}` members under one group, above 1 MiB.
    static func text(lines count: Int, last: String) -> String {
        var text = "{\n  \"g\": {\n    \"$type\": \"number\""
        for i in 0..<count { text += ",\n    \"t\(i)\": {\"$value\": \(i)}" }
        return text + last
    }

    @Test("A syntax error on the last line of a 2 MB file is reported at its line and column")
    func syntaxError() throws {
        let count = 80_000
        let text = Self.text(lines: count, last: ",\n    \"bad\": [1, 2,, 3]\n  }\n}\n")
        #expect(text.utf8.count > LineIndexTask.threshold)
        do {
            _ = try JSONParser().parse(text, file: "big.tokens.json")
            Issue.record("the file parsed")
        } catch {
            // Line 1 is "{", line 2 the group, line 3 its $type, then one line per token.
            #expect(error.position.line == count + 4)
            #expect(error.position.column == 18)
        }
    }

    @Test("A duplicate key and every token of a 2 MB file keep their lines")
    func warningsAndTokens() throws {
        let count = 80_000
        let text = Self.text(lines: count, last: ",\n    \"t7\": {\"$value\": 7}\n  }\n}\n")
        let (document, warnings) = try JSONParser().parse(text, file: "big.tokens.json")
        #expect(warnings.map(\.position.line) == [count + 4])
        #expect(warnings.map(\.position.column) == [5])
        let (system, _) = DTCGLoader().designSystem(name: "big", sources: [DTCGSource(document: document)], axes: [])
        let lines = Dictionary(uniqueKeysWithValues: system.tokens.compactMap { t in t.location.map { (t.path.description, $0.line) } })
        #expect(lines["g.t0"] == 4)
        #expect(lines["g.t12345"] == 12_349)
        #expect(lines["g.t79999"] == count + 3)
    }

    /// A line index task gives its text's index whichever thread builds it: a queued build, the
    /// caller that ran out of parsing first, or the waiter when nobody started it; a build
    /// queued after the caller claimed it does nothing.
    @Test("A line index task gives the text's index whoever builds it")
    func lineIndexTaskBuilders() {
        let bytes = Array(Self.text(lines: 80_000, last: "\n  }\n}\n").utf8)
        #expect(bytes.count > LineIndexTask.threshold)
        let expected = LineIndex(bytes)
        let started = LineIndexTask(bytes)
        started.start()
        let startedThenClaimed = LineIndexTask(bytes)
        startedThenClaimed.start()
        startedThenClaimed.buildUnlessClaimed()
        let claimedThenStarted = LineIndexTask(bytes)
        claimedThenStarted.buildUnlessClaimed()
        claimedThenStarted.start()
        let neverStarted = LineIndexTask(bytes)
        for task in [started, startedThenClaimed, claimedThenStarted, neverStarted] {
            #expect(task.isRunning)
            let index = task.wait()
            for offset in stride(from: 0, through: bytes.count, by: 4_099) {
                #expect(index.position(ofByte: offset, in: bytes) == expected.position(ofByte: offset, in: bytes))
            }
            // The newline that ends the group's closing line, "  }", after the 80,003 lines above it.
            #expect(index.position(ofByte: bytes.count - 3, in: bytes) == (80_004, 4))
        }
    }

    /// A position found by stepping down from an earlier line is the one a search finds, for
    /// every pair of offsets in texts with short and long lines, with and without non-ASCII
    /// characters; a wrong starting line (below the offset, or out of range) is searched past.
    @Test("Positions stepped from an earlier line are the searched ones")
    func steppedPositions() {
        let texts = [
            "{\n  \"a\": {\n    \"$value\": 1\n  },\n\n\n\n\n\n\n\n\n\n  \"b\": 2\n}\n",
            "{\"caf\u{E9}\": {\n\"$value\": \"\u{1F3A8}\"},\n\n \"\u{4E2D}\": [1,\n2]}",
            String(repeating: "x\n", count: 40) + String(repeating: "y", count: 300),
        ]
        for text in texts {
            let bytes = Array(text.utf8)
            let index = LineIndex(bytes)
            for earlier in 0...bytes.count {
                let line = index.position(ofByte: earlier, in: bytes).line
                for offset in 0...bytes.count {
                    let searched = index.position(ofByte: offset, in: bytes)
                    let stepped = index.position(ofByte: offset, fromLine: line, in: bytes)
                    #expect(stepped == searched, "offset \(offset) from line \(line)")
                }
            }
            for line in [-1, 0, index.lineCount + 1, Int.max] {
                #expect(index.position(ofByte: 3, fromLine: line, in: bytes) == index.position(ofByte: 3, in: bytes))
            }
        }
    }
}
