/// Parser for CSS hex colors: `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, any case.
///
/// Works on UTF-8 bytes without Foundation and without allocating, so it can run over
/// millions of lines; only the error path builds a `String`. Error columns are 1-based
/// UTF-8 byte columns (see ``ColorError/invalidHex(text:column:reason:)``).
public enum HexColor {
    /// Parses a hex color from text.
    @inlinable
    public static func parse(_ text: some StringProtocol) throws(ColorError) -> RGBA8 {
        try parse(String(text))
    }

    /// Parses a hex color from `String` without copying its contiguous UTF-8 storage.
    @inlinable
    public static func parse(_ text: String) throws(ColorError) -> RGBA8 {
        var text = text
        let result = text.withUTF8 { bytes in
            Result { () throws(ColorError) -> RGBA8 in try parse(utf8: bytes) }
        }
        return try result.get()
    }

    /// Parses a hex color from UTF-8 bytes (e.g. a slice of a memory-mapped file).
    ///
    /// - Complexity: O(n) in the byte count, no allocation on success.
    @inlinable
    public static func parse(utf8 bytes: UnsafeBufferPointer<UInt8>) throws(ColorError) -> RGBA8 {
        guard let first = bytes.first, first == UInt8(ascii: "#") else {
            throw makeError(bytes, column: 1, reason: .missingHash)
        }
        // Table-driven, branch-free digit decoding: random digits defeat the branch
        // predictor (a per-character switch measured 17 M colors/s).
        var packed: UInt32 = 0
        var flags: UInt8 = 0
        var index = 1
        while index < bytes.count {
            let value = hexDigitTable[Int(bytes[index])]
            flags |= value
            packed = packed &<< 4 | UInt32(value & 0xF)
            index &+= 1
        }
        let invalid = flags & 0x10 != 0
        if invalid {
            var column = 2
            while hexDigit(bytes[column - 1]) != nil { column += 1 }
            throw makeError(bytes, column: column, reason: .invalidDigit)
        }
        let n = bytes.count - 1
        switch n {
        case 3:
            return RGBA8(red: nibble(packed, 2), green: nibble(packed, 1), blue: nibble(packed, 0))
        case 4:
            return RGBA8(
                red: nibble(packed, 3), green: nibble(packed, 2), blue: nibble(packed, 1),
                alpha: nibble(packed, 0))
        case 6:
            return RGBA8(
                red: UInt8(truncatingIfNeeded: packed >> 16), green: UInt8(truncatingIfNeeded: packed >> 8),
                blue: UInt8(truncatingIfNeeded: packed))
        case 8:
            return RGBA8(
                red: UInt8(truncatingIfNeeded: packed >> 24), green: UInt8(truncatingIfNeeded: packed >> 16),
                blue: UInt8(truncatingIfNeeded: packed >> 8), alpha: UInt8(truncatingIfNeeded: packed))
        default:
            // Too long: point at the first extra digit; too short: one past the end.
            let column = n > 8 ? 10 : bytes.count + 1
            throw makeError(bytes, column: column, reason: .invalidLength)
        }
    }

    /// A 4-bit digit widened to 8 bits (`F` → `FF`).
    @inlinable @inline(__always)
    static func nibble(_ packed: UInt32, _ position: UInt32) -> UInt8 {
        UInt8(truncatingIfNeeded: (packed >> (position * 4)) & 0xF) &* 17
    }

    @inlinable @inline(__always)
    static func hexDigit(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): c &- UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): c &- UInt8(ascii: "a") &+ 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): c &- UInt8(ascii: "A") &+ 10
        default: nil
        }
    }

    @usableFromInline
    static func makeError(_ bytes: UnsafeBufferPointer<UInt8>, column: Int, reason: HexErrorReason) -> ColorError {
        .invalidHex(text: String(decoding: bytes, as: UTF8.self), column: column, reason: reason)
    }
}

/// Hex digit values; 0x10 marks a non-digit byte.
@usableFromInline
let hexDigitTable: [UInt8] = [
    0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10,
    0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10,
    0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10,
    0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10,
    0x10, 0x0A, 0x0B, 0x0C, 0x0D, 0x0E, 0x0F, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10,
    0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10,
    0x10, 0x0A, 0x0B, 0x0C, 0x0D, 0x0E, 0x0F, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10,
    0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10,
    0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10,
    0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10,
    0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10,
    0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10,
    0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10,
    0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10,
    0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10,
    0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10,
]
