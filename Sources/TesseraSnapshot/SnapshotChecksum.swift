import CChecksum

/// The payload checksum of a snapshot: a two-sum (Fletcher-style) checksum over eight 64-bit
/// lanes, finished with XXH64.
///
/// Each 64-byte block takes two additions per lane and nothing else: no rotation (SSE2 has no
/// vector rotate, and version 2's rotated sum ran as scalar instructions at a fraction of memory
/// speed) and no multiplication, so the loop is vector additions on baseline x86-64 and arm64
/// (and AVX2's four lanes per addition where the CPU has them, through `CChecksum`) and costs
/// about as much as reading the bytes. The first sum changes with any changed word;
/// the second, the sum of the running first sums, weights each word by its distance from the
/// end, so it also changes when differing words are swapped or moved, or when changes cancel in
/// the first. The exact algorithm is in docs/snapshot-format.md.
package enum SnapshotChecksum {
    /// The checksum of `payload` (the bytes after the header).
    package static func of(_ payload: UnsafeRawBufferPointer) -> UInt64 {
        var s = SIMD8<UInt64>(repeating: 0)
        var t = SIMD8<UInt64>(repeating: 0)
        let n = payload.count
        let whole = n & ~63
        var i = 0
        if let base = payload.baseAddress {
            // The same loop in AVX2 where the CPU has it: half the instructions of SSE2's
            // two lanes per addition. It starts from zero sums and runs over every whole block.
            var sums = SIMD16<UInt64>()
            let wide = whole > 0 && withUnsafeMutableBytes(of: &sums) { tessera_checksum_blocks(base, whole / 64, $0.baseAddress!.assumingMemoryBound(to: UInt64.self)) }
            if wide {
                s = sums.lowHalf
                t = sums.highHalf
                i = whole
            } else if Int(bitPattern: base) % MemoryLayout<SIMD8<UInt64>>.alignment == 0 {
                // A loaded file's payload (byte 64 of a 16-aligned buffer): aligned loads fold
                // into the additions, a third fewer instructions per block.
                while i < whole {
                    s &+= SIMD8<UInt64>(littleEndian: base.load(fromByteOffset: i, as: SIMD8<UInt64>.self))
                    t &+= s
                    i &+= 64
                }
            } else {
                while i < whole {
                    s &+= SIMD8<UInt64>(littleEndian: base.loadUnaligned(fromByteOffset: i, as: SIMD8<UInt64>.self))
                    t &+= s
                    i &+= 64
                }
            }
            if i < n {
                // The last partial block, zero-padded.
                var block = SIMD8<UInt64>(repeating: 0)
                withUnsafeMutableBytes(of: &block) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: payload[i...])) }
                s &+= SIMD8<UInt64>(littleEndian: block)
                t &+= s
            }
        }
        // On the stack: an array appended to grew three times on every load.
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 17) { summary in
            summary[0] = UInt64(n).littleEndian
            for k in 0..<8 {
                summary[1 + k] = s[k].littleEndian
                summary[9 + k] = t[k].littleEndian
            }
            return SnapshotHash.xxh64(UnsafeRawBufferPointer(summary))
        }
    }
}

extension SIMD8 where Scalar == UInt64 {
    /// The lanes read from little-endian storage.
    fileprivate init(littleEndian v: SIMD8<UInt64>) {
        self = v
        #if _endian(big)
        for k in 0..<8 { self[k] = v[k].byteSwapped }
        #endif
    }
}
