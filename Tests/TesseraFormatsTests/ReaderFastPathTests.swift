import Tessera
import Testing

@testable import TesseraFormats

/// The reader's fast paths give exactly what the slow ones they skip would: numbers as
/// `Double(String)` reads them, positions as a scan from the start of the text counts them,
/// and duplicate keys of a large object as a small object's pairwise comparison finds them.
@Suite("Reader fast paths")
struct ReaderFastPathTests {
    /// A deterministic sequence for generated inputs (SplitMix64).
    struct Sequence {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    func parsedNumber(_ text: String) throws -> Double? {
        let doc = try JSONParser().parse("[\(text)]", file: "n.json").document
        return doc.array(doc.root).flatMap { $0.first }.flatMap(doc.number)
    }

    @Test(
        "numbers read without strtod equal strtod's, bit for bit",
        arguments: ["0", "-0", "1", "0.1", "0.5019607843137255", "-12.75", "9007199254740991", "0.000001", "123456789.123456", "0.0000000000000000000001"])
    func knownDecimals(_ text: String) throws {
        let expected = try #require(Double(text))
        let read = try #require(try parsedNumber(text))
        #expect(read.bitPattern == expected.bitPattern)
    }

    @Test("generated decimals, including the ones past the fast path, read as Double(String) reads them")
    func generatedDecimals() throws {
        var random = Sequence(state: 42)
        var texts: [String] = []
        for _ in 0..<2_000 {
            let integer = random.next() % 1_000_000
            let digits = Int(random.next() % 20)
            let fraction = (0..<digits).map { _ in String(random.next() % 10) }.joined()
            let sign = random.next() % 3 == 0 ? "-" : ""
            texts.append(digits == 0 ? "\(sign)\(integer)" : "\(sign)\(integer).\(fraction)")
        }
        // Past 2^53, past 22 fraction digits and with exponents: strtod's path.
        texts += ["9007199254740993", "18446744073709551617", "0.12345678901234567890123", "1e3", "2.5E-3", "-7e+2"]
        let doc = try JSONParser().parse("[" + texts.joined(separator: ",") + "]", file: "n.json").document
        let values = try #require(doc.array(doc.root)).map { doc.number($0) }
        for (text, value) in zip(texts, values) {
            #expect(value?.bitPattern == Double(text)?.bitPattern, "\(text)")
        }
    }

    @Test("decimals of 16 to 19 significant digits with 1 to 25 fraction digits read as Double(String) reads them")
    func longDecimals() throws {
        var random = Sequence(state: 0x5EED)
        var texts: [String] = []
        for _ in 0..<20_000 {
            let significant = 16 + Int(random.next() % 4)
            var digits = String(1 + random.next() % 9)
            for _ in 1..<significant { digits += String(random.next() % 10) }
            let fraction = 1 + Int(random.next() % 25)
            // The point anywhere inside the digits or before them (with leading zeros).
            let text: String
            if fraction < significant {
                text = String(digits.prefix(significant - fraction)) + "." + String(digits.suffix(fraction))
            } else {
                text = "0." + String(repeating: "0", count: fraction - significant) + digits
            }
            texts.append(random.next() % 4 == 0 ? "-" + text : text)
        }
        // Halfway cases and the largest integers: 2^53 + 1 over powers of ten, 19 nines.
        texts += ["900719925474099.3", "90071992547409.93", "0.9007199254740993", "9999999999999999.999", "1844674407370955.1615", "0.5000000000000000555"]
        let doc = try JSONParser().parse("[" + texts.joined(separator: ",") + "]", file: "n.json").document
        let values = try #require(doc.array(doc.root)).map { doc.number($0) }
        var mismatches: [String] = []
        for (text, value) in zip(texts, values) where value?.bitPattern != Double(text)?.bitPattern { mismatches.append(text) }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    /// Line and column of every byte, found by scanning from the start (columns count scalars).
    func scannedPositions(_ bytes: [UInt8]) -> [(line: Int, column: Int)] {
        var out: [(Int, Int)] = []
        var line = 1
        var column = 1
        for b in bytes {
            out.append((line, column))
            if b == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if b & 0xC0 != 0x80 {
                column += 1
            }
        }
        return out
    }

    @Test("positions across many 4 KiB blocks, ASCII and not, match a scan from the start", arguments: [false, true])
    func positionsAcrossBlocks(nonASCII: Bool) {
        var random = Sequence(state: nonASCII ? 7 : 3)
        var text = ""
        // Lines from empty to several blocks long, so blocks start mid-line and hold no line start.
        for _ in 0..<400 {
            let length = Int(random.next() % 64 == 0 ? 9_000 : random.next() % 120)
            text += String(repeating: nonASCII ? "aé€" : "ab", count: length / 2) + "\n"
        }
        let bytes = Array(text.utf8)
        let index = LineIndex(bytes)
        let expected = scannedPositions(bytes)
        var mismatches = 0
        for offset in Swift.stride(from: 0, to: bytes.count, by: 37) where index.position(ofByte: offset, in: bytes) != expected[offset] { mismatches += 1 }
        #expect(mismatches == 0)
        #expect(index.lineCount == 401)
    }

    @Test("a duplicate key in a large object is reported where it is, and only real duplicates are")
    func duplicatesInLargeObject() throws {
        var text = "{"
        for i in 0..<5_000 { text += "\"k\(i)\": \(i),\n" }
        // Repeats, after the object switched to its key table; and keys differing in one byte.
        text += "\"k17\": -1,\n\"k4999\": -2,\n\"k5000\": 3\n}"
        let (doc, warnings) = try JSONParser().parse(text, file: "w.json")
        #expect(
            warnings.map(\.description) == [
                "w.json:5001:1: error[duplicate-key]: duplicate key \"k17\" (the last one wins)",
                "w.json:5002:1: error[duplicate-key]: duplicate key \"k4999\" (the last one wins)",
            ])
        #expect(doc.member(doc.root, "k17").flatMap(doc.number) == -1)
        #expect(doc.member(doc.root, "k5000").flatMap(doc.number) == 3)
        #expect(doc.object(doc.root)?.count == 5_003)
    }
}
