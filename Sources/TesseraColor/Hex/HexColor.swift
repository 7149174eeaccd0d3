/// Parser for CSS hex colors: `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, any case.
///
/// Reads through ``HexDigits``, the one hex parser, and turns its rejections into
/// ``ColorError/invalidHex(text:column:reason:)``: only the error path builds a `String`.
/// Error columns are 1-based UTF-8 byte columns.
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
        switch HexDigits.parse(utf8: bytes) {
        case .rgba(let red, let green, let blue, let alpha): return RGBA8(red: red, green: green, blue: blue, alpha: alpha)
        case .invalid(let column, let reason): throw makeError(bytes, column: column, reason: reason)
        }
    }

    @usableFromInline
    static func makeError(_ bytes: UnsafeBufferPointer<UInt8>, column: Int, reason: HexErrorReason) -> ColorError {
        .invalidHex(text: String(decoding: bytes, as: UTF8.self), column: column, reason: reason)
    }
}
