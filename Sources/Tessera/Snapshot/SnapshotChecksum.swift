/// The payload checksum of a snapshot: a two-sum (Fletcher-style) checksum over four 64-bit
/// lanes, finished with XXH64.
///
/// XXH64 alone runs at a few GB/s, which for a 700 KB snapshot was a tenth of the load. This
/// reads 32 bytes per step with two additions and a rotation per lane, which the compiler turns
/// into vector instructions, so it runs at memory speed. The first sum changes with any changed
/// word; the second (of the rotated first sums) also changes when words are swapped or moved,
/// or when equal and opposite changes cancel in the first. The exact algorithm is in
/// docs/snapshot-format.md.
enum SnapshotChecksum {
    /// The checksum of `payload` (the bytes after the header).
    static func of(_ payload: UnsafeRawBufferPointer) -> UInt64 {
        var s = SIMD4<UInt64>(repeating: 0)
        var t = SIMD4<UInt64>(repeating: 0)
        let n = payload.count
        var i = 0
        if let base = payload.baseAddress {
            while i + 32 <= n {
                s &+= SIMD4<UInt64>(littleEndian: base.loadUnaligned(fromByteOffset: i, as: SIMD4<UInt64>.self))
                t &+= (s &<< 17) | (s &>> 47)
                i += 32
            }
            if i < n {
                // The last partial block, zero-padded.
                var block = SIMD4<UInt64>(repeating: 0)
                withUnsafeMutableBytes(of: &block) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: payload[i...])) }
                s &+= SIMD4<UInt64>(littleEndian: block)
                t &+= (s &<< 17) | (s &>> 47)
            }
        }
        var summary: [UInt64] = [UInt64(n).littleEndian]
        for k in 0..<4 { summary.append(s[k].littleEndian) }
        for k in 0..<4 { summary.append(t[k].littleEndian) }
        return summary.withUnsafeBytes { SnapshotHash.xxh64($0) }
    }
}

extension SIMD4 where Scalar == UInt64 {
    /// The lanes read from little-endian storage.
    fileprivate init(littleEndian v: SIMD4<UInt64>) {
        self = v
        #if _endian(big)
        self = SIMD4(v[0].byteSwapped, v[1].byteSwapped, v[2].byteSwapped, v[3].byteSwapped)
        #endif
    }

    /// The lanes in little-endian storage order.
    fileprivate var littleEndian: SIMD4<UInt64> {
        #if _endian(big)
        return SIMD4(self[0].byteSwapped, self[1].byteSwapped, self[2].byteSwapped, self[3].byteSwapped)
        #else
        return self
        #endif
    }
}
