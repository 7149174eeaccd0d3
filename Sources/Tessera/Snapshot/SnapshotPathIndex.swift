/// A snapshot's token paths, read in place: an open-addressing table of path hashes written by
/// the encoder, so loading builds no dictionary and makes no string until one is asked for.
///
/// Every slot and offset is checked against the file when it is read, so a hostile index can
/// make a look-up miss but never read out of bounds or loop forever.
struct SnapshotPathIndex: @unchecked Sendable {
    // @unchecked: the pointers are into `buffer`, immutable and kept alive by it.
    private let buffer: SnapshotBuffer
    /// Start of each path in `bytes`, validated ascending and inside `bytes` at load.
    private let offsets: UnsafeBufferPointer<UInt32>
    private let bytes: UnsafeBufferPointer<UInt8>
    /// id + 1 per slot, 0 when empty; the count is a power of two.
    private let slots: UnsafeBufferPointer<UInt32>

    /// The number of paths.
    var count: Int { offsets.count - 1 }

    init(buffer: SnapshotBuffer, offsets: UnsafeBufferPointer<UInt32>, bytes: UnsafeBufferPointer<UInt8>, slots: UnsafeBufferPointer<UInt32>) {
        self.buffer = buffer
        self.offsets = offsets
        self.bytes = bytes
        self.slots = slots
    }

    /// The UTF-8 bytes of path `id`.
    private func utf8(_ id: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[Int(offsets[id])..<Int(offsets[id + 1])])
    }

    /// The path of token `id`.
    func path(_ id: Int) -> TokenPath { TokenPath(String(decoding: utf8(id), as: UTF8.self)) }

    /// The id of the token at `path`, if any.
    func id(of path: String) -> Int32? {
        var path = path
        return path.withUTF8 { key -> Int32? in
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: SnapshotHash.xxh64(UnsafeRawBufferPointer(key))) & mask
            for _ in 0..<slots.count {
                let entry = Int(slots[slot])
                if entry == 0 { return nil }
                if entry <= count {
                    let candidate = utf8(entry - 1)
                    if candidate.count == key.count, candidate.elementsEqual(key) { return Int32(entry - 1) }
                }
                slot = (slot + 1) & mask
            }
            return nil
        }
    }

    /// The slot table for `paths`: a power of two at most three quarters full, linear probing.
    static func slots(for paths: [TokenPath]) -> [UInt32] {
        var size = 1
        while size * 3 < paths.count * 4 + 1 { size <<= 1 }
        var slots = [UInt32](repeating: 0, count: size)
        for (id, p) in paths.enumerated() {
            var raw = p.rawValue
            var slot = raw.withUTF8 { Int(truncatingIfNeeded: SnapshotHash.xxh64(UnsafeRawBufferPointer($0))) } & (size - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = UInt32(id + 1)
        }
        return slots
    }
}
