import TesseraIO
import TesseraSupport

/// Byte offset → 1-based line and column, in O(log lines) per query.
///
/// Built once per document in one pass. A minified file is one long line, so a column cannot be
/// found by scanning from the start of its line (that made every position query O(offset) and a
/// minified file's load quadratic). Columns count Unicode scalars, so for text with non-ASCII
/// bytes the index also keeps, every `stride` bytes, how many scalars start before that byte;
/// a column is then a difference of two such counts, each finished with a scan of under
/// `stride` bytes.
package struct LineIndex: Sendable {
    /// Byte offsets where lines start; the first is 0. 32 bits: files are read up to 512 MiB,
    /// and a pretty-printed million-token file has millions of lines.
    private let lineStarts: [UInt32]
    /// Scalar starts before byte `k * stride`; empty when the text is ASCII.
    private let scalarCheckpoints: [Int]
    private static let strideShift = 6
    /// The line of the first byte of every 4 KiB block: a query searches only the lines of
    /// its block, which stay in cache, instead of the whole table (a cache miss a step at a
    /// million lines).
    private let lineOfBlock: [Int32]
    private static let blockShift = 12
    private static let stride = 1 << strideShift

    package init(_ bytes: [UInt8]) {
        // Token files average well over 16 bytes a line; more lines only grow the array.
        var starts: [UInt32] = LargeBuffer.reserved(bytes.count / 16 + 1, expected: bytes.count / 24)
        starts.append(0)
        var ascii = true
        bytes.withUnsafeBufferPointer { b in
            guard let base = b.baseAddress else { return }
            // memchr finds the newlines and a word-wide OR finds any non-ASCII byte: a byte at a
            // time with an append check per byte was the slowest part of reading a large file.
            var cursor = 0
            while cursor < b.count, let hit = memchr(base + cursor, Int32(UInt8(ascii: "\n")), b.count - cursor) {
                let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                starts.append(UInt32(truncatingIfNeeded: at + 1))
                cursor = at + 1
            }
            var high: UInt64 = 0
            let words = b.count / 8
            let raw = UnsafeRawPointer(base)
            for w in 0..<words { high |= raw.loadUnaligned(fromByteOffset: w * 8, as: UInt64.self) }
            for i in (words * 8)..<b.count { high |= UInt64(b[i]) }
            ascii = high & 0x8080_8080_8080_8080 == 0
        }
        lineStarts = starts
        lineOfBlock = Self.blockTable(starts, byteCount: bytes.count)
        guard !ascii else {
            scalarCheckpoints = []
            return
        }
        var checkpoints: [Int] = []
        checkpoints.reserveCapacity(bytes.count / Self.stride + 1)
        var scalars = 0
        bytes.withUnsafeBufferPointer { b in
            for i in 0..<b.count {
                if i & (Self.stride - 1) == 0 { checkpoints.append(scalars) }
                if b[i] & 0xC0 != 0x80 { scalars += 1 }
            }
        }
        checkpoints.append(scalars)
        scalarCheckpoints = checkpoints
    }

    /// For each block of `1 << blockShift` bytes, the line its first byte is on (0-based), and
    /// one more entry past the end.
    private static func blockTable(_ starts: [UInt32], byteCount: Int) -> [Int32] {
        let blocks = (byteCount >> blockShift) + 2
        var table = [Int32](repeating: 0, count: blocks)
        var line = 0
        for block in 0..<blocks {
            let first = block << blockShift
            while line + 1 < starts.count, Int(starts[line + 1]) <= first { line += 1 }
            table[block] = Int32(line)
        }
        return table
    }

    /// Number of lines.
    package var lineCount: Int { lineStarts.count }

    /// The 1-based line and column of `offset` (clamped to the text).
    package func position(ofByte offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let offset = max(0, min(offset, bytes.count))
        let block = offset >> Self.blockShift
        var lo = Int(lineOfBlock[block])
        var hi = Int(lineOfBlock[block + 1])
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if Int(lineStarts[mid]) <= offset { lo = mid } else { hi = mid - 1 }
        }
        let start = Int(lineStarts[lo])
        if scalarCheckpoints.isEmpty { return (lo + 1, offset - start + 1) }
        return (lo + 1, scalarsBefore(offset, in: bytes) - scalarsBefore(start, in: bytes) + 1)
    }

    /// The 1-based line and column of `offset`, which lies on 1-based line `line` or below it:
    /// the few lines between are stepped over instead of searched for (a token's value is a
    /// line or two below its name). Any other offset is searched for as ``position(ofByte:in:)``.
    package func position(ofByte offset: Int, fromLine line: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var at = line - 1
        guard at >= 0, at < lineStarts.count, offset <= bytes.count, Int(lineStarts[at]) <= offset else { return position(ofByte: offset, in: bytes) }
        for _ in 0..<8 {
            guard at + 1 < lineStarts.count, Int(lineStarts[at + 1]) <= offset else {
                let start = Int(lineStarts[at])
                if scalarCheckpoints.isEmpty { return (at + 1, offset - start + 1) }
                return (at + 1, scalarsBefore(offset, in: bytes) - scalarsBefore(start, in: bytes) + 1)
            }
            at += 1
        }
        return position(ofByte: offset, in: bytes)
    }

    /// How many Unicode scalars start before byte `offset`.
    private func scalarsBefore(_ offset: Int, in bytes: [UInt8]) -> Int {
        let block = offset >> Self.strideShift
        var count = scalarCheckpoints[block]
        var i = block << Self.strideShift
        while i < offset {
            if bytes[i] & 0xC0 != 0x80 { count += 1 }
            i += 1
        }
        return count
    }
}
