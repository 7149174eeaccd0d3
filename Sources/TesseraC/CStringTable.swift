/// NUL-terminated copies of strings in one allocation, for pointers handed to C callers.
///
/// The pointers stay valid for the table's lifetime; the snapshot, theme or table that owns it
/// outlives every pointer the header promises.
final class CStringTable: @unchecked Sendable {
    // @unchecked: the buffer is written in init only and read-only afterwards.
    private let buffer: UnsafeMutablePointer<CChar>
    private let offsets: [Int]
    /// Where the strings end, so a length is a subtraction.
    private let total: Int

    /// Copies `strings`.
    convenience init(_ strings: [String]) {
        self.init { add in
            for s in strings {
                var text = s
                text.withUTF8 { add($0) }
            }
        }
    }

    /// Copies the strings `fill` hands to the closure it is given, in order; `fill` runs twice
    /// (once to size the buffer, once to copy), so it must hand over the same bytes both times.
    init(_ fill: ((UnsafeBufferPointer<UInt8>) -> Void) -> Void) {
        var offsets: [Int] = []
        var total = 0
        fill { bytes in
            offsets.append(total)
            total += bytes.count + 1
        }
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: max(total, 1))
        var o = 0
        fill { bytes in
            for b in bytes {
                // A NUL inside a name would end the C string early; it cannot come from JSON text
                // without an escape, and is replaced rather than truncating silently.
                buffer[o] = b == 0 ? CChar(bitPattern: 0x3F) : CChar(bitPattern: b)
                o += 1
            }
            buffer[o] = 0
            o += 1
        }
        precondition(o == total, "the strings changed between the two passes")
        self.buffer = buffer
        self.offsets = offsets
        self.total = total
    }

    deinit { buffer.deallocate() }

    /// The number of strings.
    var count: Int { offsets.count }

    /// The C string at `i`; `i` must be in range.
    func pointer(_ i: Int) -> UnsafePointer<CChar> { UnsafePointer(buffer + offsets[i]) }

    /// The UTF-8 length of string `i`, without its NUL; `i` must be in range.
    func length(_ i: Int) -> Int { (i + 1 < offsets.count ? offsets[i + 1] : total) - offsets[i] - 1 }
}
