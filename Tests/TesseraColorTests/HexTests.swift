import Testing

@testable import TesseraColor

@Suite("Hex parsing")
struct HexTests {
    @Test(
        "Valid forms, any case",
        arguments: [
            ("#FFF", RGBA8(red: 255, green: 255, blue: 255)),
            ("#abc", RGBA8(red: 0xAA, green: 0xBB, blue: 0xCC)),
            ("#aBc8", RGBA8(red: 0xAA, green: 0xBB, blue: 0xCC, alpha: 0x88)),
            ("#3366cc", RGBA8(red: 0x33, green: 0x66, blue: 0xCC)),
            ("#3366CC", RGBA8(red: 0x33, green: 0x66, blue: 0xCC)),
            ("#FF000000", RGBA8(red: 255, green: 0, blue: 0, alpha: 0)),
            ("#12345678", RGBA8(red: 0x12, green: 0x34, blue: 0x56, alpha: 0x78)),
        ])
    func valid(_ text: String, _ expected: RGBA8) throws {
        #expect(try HexColor.parse(text) == expected)
        #expect(try HexColor.parse(Substring(text)) == expected)
    }

    @Test(
        "Errors name the text and a 1-based UTF-8 column",
        arguments: [
            ("FF0000", 1, HexErrorReason.missingHash),
            ("", 1, .missingHash),
            ("#GG0000", 2, .invalidDigit),
            ("#12345z", 7, .invalidDigit),
            ("#12 456", 4, .invalidDigit),
            ("#ff00é0", 6, .invalidDigit),
            ("#", 2, .invalidLength),
            ("#12", 4, .invalidLength),
            ("#12345", 7, .invalidLength),
            ("#1234567", 9, .invalidLength),
            ("#123456789", 10, .invalidLength),
        ])
    func invalid(_ text: String, _ column: Int, _ reason: HexErrorReason) {
        #expect(throws: ColorError.invalidHex(text: text, column: column, reason: reason)) {
            try HexColor.parse(text)
        }
    }

    @Test("Formatting round-trips")
    func format() throws {
        #expect(RGBA8(red: 0xCC, green: 0xCC, blue: 0xCC).hex == "#CCCCCC")
        #expect(RGBA8(red: 1, green: 2, blue: 3, alpha: 4).hex == "#01020304")
        #expect(try HexColor.parse("#e7e7e7").hex == "#E7E7E7")
        var buffer = [UInt8](repeating: 0, count: 9)
        for color in [RGBA8(red: 0x0A, green: 0xB1, blue: 0xFF), RGBA8(red: 1, green: 2, blue: 3, alpha: 0xC4)] {
            let n = buffer.withUnsafeMutableBufferPointer { color.writeHex(to: $0.baseAddress!) }
            #expect(String(decoding: buffer.prefix(n), as: UTF8.self) == color.hex)
        }
    }

    @Test("Parses from raw UTF-8 bytes")
    func bytes() throws {
        let line = Array("#0a0B0c".utf8)
        let color = try line.withUnsafeBufferPointer { (b) throws(ColorError) in try HexColor.parse(utf8: b) }
        #expect(color == RGBA8(red: 10, green: 11, blue: 12))
    }
}
