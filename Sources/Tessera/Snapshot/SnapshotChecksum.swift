import CSnapshotChecksum

/// The payload checksum of a snapshot: a two-sum (Fletcher-style) checksum over four 64-bit
/// lanes, finished with XXH64.
///
/// XXH64 alone runs at a few GB/s, which for a 700 KB snapshot was a tenth of the load. This
/// reads 32 bytes per step with two additions and a rotation per lane, in vector registers, so
/// it runs near memory speed. The first sum changes with any changed word; the second (of the
/// rotated first sums) also changes when words are swapped or moved, or when equal and opposite
/// changes cancel in the first. The exact algorithm is in docs/snapshot-format.md.
enum SnapshotChecksum {
    /// The checksum of `payload` (the bytes after the header).
    static func of(_ payload: UnsafeRawBufferPointer) -> UInt64 {
        var s = (UInt64(0), UInt64(0), UInt64(0), UInt64(0))
        var t = s
        if let base = payload.baseAddress {
            // Swift's SIMD4<UInt64> rotation compiles to scalar rotates (a third of memory
            // speed), so the loop is C; see Sources/CSnapshotChecksum.
            withUnsafeMutableBytes(of: &s) { sb in
                withUnsafeMutableBytes(of: &t) { tb in
                    tessera_snapshot_checksum_lanes(
                        base.assumingMemoryBound(to: UInt8.self), payload.count,
                        sb.baseAddress!.assumingMemoryBound(to: UInt64.self), tb.baseAddress!.assumingMemoryBound(to: UInt64.self))
                }
            }
        }
        let summary: [UInt64] = [UInt64(payload.count), s.0, s.1, s.2, s.3, t.0, t.1, t.2, t.3].map(\.littleEndian)
        return summary.withUnsafeBytes { SnapshotHash.xxh64($0) }
    }
}
