import Foundation
import Tessera
import TesseraTestSupport
import Testing

@testable import TesseraFormats

/// Whole files read in one call whatever their size or kind, and whitespace skipped in words
/// giving the same values and positions as a byte-by-byte reading.
@Suite("Reading large inputs")
struct LargeInputReadingTests {
    @Test("a file larger than the read chunk and the huge-page threshold reads back byte for byte")
    func largeFileReadsBack() throws {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // 5 MiB + 3 bytes of a pattern that shifts every 251 bytes, so a lost or repeated
        // chunk cannot go unnoticed.
        let count = 5 << 20 + 3
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 / 251) }
        let path = folder + "/big.bin"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let read = try FileIO.read(path)
        #expect(read.count == count)
        #expect(read == bytes)
    }

    @Test("an empty file is no bytes; a file over the limit is refused with its size")
    func emptyAndOverLimit() throws {
        let folder = try Scratch.folder(["empty.json": "", "small.json": "[1, 2, 3]"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try FileIO.read(folder + "/empty.json").isEmpty)
        #expect(throws: FileError(path: folder + "/small.json", reason: "file size 9 bytes is above the limit of 4", kind: .tooLarge)) {
            try FileIO.read(folder + "/small.json", limit: 4)
        }
    }

    @Test("a file whose size the system reports as 0 is still read to its end")
    func procFile() throws {
        let text = String(decoding: try FileIO.read("/proc/self/status"), as: UTF8.self)
        #expect(text.hasPrefix("Name:"))
        #expect(text.contains("VmRSS:"))
    }

    @Test("runs of 0 to 40 spaces anywhere read as a byte-by-byte skip reads them", arguments: 0...40)
    func spaceRuns(_ n: Int) throws {
        let s = String(repeating: " ", count: n)
        let text = "\(s){\(s)\"k\"\(s):\(s)[1,\(s)2.5\(s),\t\(s)\n\(s)\"x\"]\(s)}\(s)"
        let doc = try JSONParser().parse(text, file: "s.json").document
        let array = try #require(doc.member(doc.root, "k").flatMap(doc.array))
        #expect(array.count == 3)
        #expect(doc.number(array[1]) == 2.5)
        #expect(doc.string(array[2]) == "x")
        // Positions after a run: the column of the byte after the spaces.
        #expect(doc.location(doc.root) == SourceLocation(file: "s.json", line: 1, column: n + 1))
        let bad = "[1,\(s)x]"
        #expect(throws: JSONParseError(.unexpectedCharacter("'x'"), at: SourceLocation(file: "b.json", line: 1, column: 4 + n))) {
            try JSONParser().parse(bad, file: "b.json")
        }
    }
}
