import TesseraSnapshot

/// Writes into a caller's `tessera_error` (int32 code, then a 508-byte NUL-terminated message).
enum CError {
    static let messageCapacity = 508

    static let invalidArgument: Int32 = 11
    static let unknownAxis: Int32 = 9
    static let unknownContext: Int32 = 10

    /// Sets `err` to `code` and `message` (truncated at a UTF-8 boundary to fit); no-op for NULL.
    static func set(_ err: UnsafeMutableRawPointer?, _ code: Int32, _ message: String) {
        guard let err else { return }
        err.storeBytes(of: code, as: Int32.self)
        let text = err + 4
        var n = 0
        var utf8 = Array(message.utf8)
        if utf8.count > messageCapacity - 1 {
            var end = messageCapacity - 1
            // Do not cut a multi-byte character in half.
            while end > 0, utf8[end] & 0xC0 == 0x80 { end -= 1 }
            utf8 = Array(utf8[..<end])
        }
        for b in utf8 {
            text.storeBytes(of: b == 0 ? 0x3F : b, toByteOffset: n, as: UInt8.self)
            n += 1
        }
        text.storeBytes(of: 0, toByteOffset: n, as: UInt8.self)
    }

    /// Clears `err` to success.
    static func clear(_ err: UnsafeMutableRawPointer?) { set(err, 0, "") }

    /// Sets `err` from a snapshot error.
    static func set(_ err: UnsafeMutableRawPointer?, _ error: SnapshotError) { set(err, error.code.rawValue, error.message) }
}
