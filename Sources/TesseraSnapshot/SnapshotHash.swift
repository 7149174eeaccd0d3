/// XXH64, the 64-bit hash snapshots use for their path index and to finish their payload
/// checksum (``SnapshotChecksum``).
///
/// The algorithm is Yann Collet's published XXH64 (seed 0), so other languages have it.
package enum SnapshotHash {
    private static let p1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let p2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let p3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let p4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let p5: UInt64 = 0x27D4_EB2F_1656_67C5

    @inline(__always)
    private static func round(_ acc: UInt64, _ input: UInt64) -> UInt64 {
        var a = acc &+ input &* p2
        a = (a << 31) | (a >> 33)
        return a &* p1
    }

    @inline(__always)
    private static func merge(_ acc: UInt64, _ value: UInt64) -> UInt64 {
        var a = acc ^ round(0, value)
        a = a &* p1 &+ p4
        return a
    }

    /// The XXH64 (seed 0) of `bytes`.
    package static func xxh64(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let n = bytes.count
        guard let base = bytes.baseAddress else { return finish(p5, length: 0, tail: bytes, from: 0) }
        var i = 0
        var h: UInt64
        if n >= 32 {
            var v1 = p1 &+ p2
            var v2 = p2
            var v3: UInt64 = 0
            var v4: UInt64 = 0 &- p1
            while i + 32 <= n {
                v1 = round(v1, UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
                v2 = round(v2, UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self)))
                v3 = round(v3, UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self)))
                v4 = round(v4, UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self)))
                i += 32
            }
            h = ((v1 << 1) | (v1 >> 63)) &+ ((v2 << 7) | (v2 >> 57)) &+ ((v3 << 12) | (v3 >> 52)) &+ ((v4 << 18) | (v4 >> 46))
            h = merge(h, v1)
            h = merge(h, v2)
            h = merge(h, v3)
            h = merge(h, v4)
        } else {
            h = p5
        }
        return finish(h, length: n, tail: bytes, from: i)
    }

    @inline(__always)
    private static func finish(_ start: UInt64, length: Int, tail bytes: UnsafeRawBufferPointer, from offset: Int) -> UInt64 {
        var h = start &+ UInt64(length)
        var i = offset
        let n = bytes.count
        while i + 8 <= n {
            let k = round(0, UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
            h ^= k
            h = ((h << 27) | (h >> 37)) &* p1 &+ p4
            i += 8
        }
        if i + 4 <= n {
            h ^= UInt64(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: i, as: UInt32.self))) &* p1
            h = ((h << 23) | (h >> 41)) &* p2 &+ p3
            i += 4
        }
        while i < n {
            h ^= UInt64(bytes[i]) &* p5
            h = ((h << 11) | (h >> 53)) &* p1
            i += 1
        }
        h ^= h >> 33
        h = h &* p2
        h ^= h >> 29
        h = h &* p3
        h ^= h >> 32
        return h
    }
}
