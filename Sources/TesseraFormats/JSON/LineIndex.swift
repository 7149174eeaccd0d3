import Tessera

/// Byte offset → 1-based line and column, in O(log lines) per query.
///
/// Built once per document in one pass. A minified file is one long line, so a column cannot be
/// found by scanning from the start of its line (that made every position query O(offset) and a
/// minified file's load quadratic). Columns count Unicode scalars, so for text with non-ASCII
/// bytes the index also keeps, every `stride` bytes, how many scalars start before that byte;
/// a column is then a difference of two such counts, each finished with a scan of under
/// `stride` bytes.
struct LineIndex: Sendable {
    /// Byte offsets where lines start; the first is 0.
    private let lineStarts: [Int]
    /// Scalar starts before byte `k * stride`; empty when the text is ASCII.
    private let scalarCheckpoints: [Int]
    private static let strideShift = 6
    private static let stride = 1 << strideShift

    init(_ bytes: [UInt8]) {
        var starts = [0]
        var ascii = true
        bytes.withUnsafeBufferPointer { b in
            for i in 0..<b.count {
                let byte = b[i]
                if byte == UInt8(ascii: "\n") { starts.append(i + 1) }
                if byte >= 0x80 { ascii = false }
            }
        }
        lineStarts = starts
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

    /// Number of lines.
    var lineCount: Int { lineStarts.count }

    /// The 1-based line and column of `offset` (clamped to the text).
    func position(ofByte offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let offset = max(0, min(offset, bytes.count))
        var lo = 0
        var hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        let start = lineStarts[lo]
        if scalarCheckpoints.isEmpty { return (lo + 1, offset - start + 1) }
        return (lo + 1, scalarsBefore(offset, in: bytes) - scalarsBefore(start, in: bytes) + 1)
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
