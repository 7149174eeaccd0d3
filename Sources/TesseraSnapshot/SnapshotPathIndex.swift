import TesseraModel
import TesseraTables

/// A snapshot's token paths, read in place: front-coded paths in blocks of ``blockSize`` and an
/// open-addressing table of path hashes written by the encoder, so loading builds no dictionary
/// and makes no string until one is asked for.
///
/// Every slot, block start and length is checked against the file when it is read, so a hostile
/// index or path stream can make a look-up miss or a path come out wrong, but never read out of
/// bounds or loop forever.
package struct SnapshotPathIndex: TokenPathIndex, @unchecked Sendable {
    // @unchecked: the pointers are into `buffer`, immutable and kept alive by it.
    private let buffer: SnapshotBuffer
    /// Start of each block of paths in `stream`, validated ascending and inside it at load.
    private let blocks: UnsafeBufferPointer<UInt32>
    private let stream: UnsafeBufferPointer<UInt8>
    /// id + 1 per slot, 0 when empty; the count is a power of two.
    private let slots: SnapshotIndices

    /// Paths per block: a path is rebuilt from the start of its block, so a look-up reads at
    /// most this many entries, and every path but the first of a block shares a prefix.
    package static let blockSize = 16

    /// The number of paths.
    package let count: Int
    /// Paths are made one by one, on request.
    package var interned: [TokenPath]? { nil }

    /// The number of block starts a stream of `count` paths has (one past the last block).
    package static func blockStartCount(paths count: Int) -> Int { (count + blockSize - 1) / blockSize + 1 }

    package init(buffer: SnapshotBuffer, count: Int, blocks: UnsafeBufferPointer<UInt32>, stream: UnsafeBufferPointer<UInt8>, slots: SnapshotIndices) {
        precondition(blocks.count == Self.blockStartCount(paths: count))
        self.buffer = buffer
        self.count = count
        self.blocks = blocks
        self.stream = stream
        self.slots = slots
    }

    /// Reads the entries of path `id`'s block up to and including `id`, handing each one's shared
    /// prefix length and suffix bytes to `body`; stops early at an entry that does not fit its
    /// block or when `body` returns false. Returns whether every entry was read.
    private func walk(to id: Int, _ body: (Int, UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
        let b = id / Self.blockSize
        var at = Int(blocks[b])
        let end = Int(blocks[b + 1])
        for _ in 0...(id % Self.blockSize) {
            guard let prefix = varint(&at, end), let length = varint(&at, end), length <= end - at else { return false }
            guard body(prefix, UnsafeBufferPointer(rebasing: stream[at..<at + length])) else { return false }
            at += length
        }
        return true
    }

    /// The LEB128 number at `at` (below 2²⁸), advancing past it; nil when it runs past `end`.
    private func varint(_ at: inout Int, _ end: Int) -> Int? {
        var value = 0
        for shift in stride(from: 0, to: 28, by: 7) {
            guard at < end else { return nil }
            let byte = stream[at]
            at += 1
            value |= Int(byte & 0x7F) << shift
            if byte < 0x80 { return value }
        }
        return nil
    }

    /// The path of token `id` (a damaged stream gives the part that could be read).
    package func path(_ id: Int) -> TokenPath {
        var bytes: [UInt8] = []
        _ = walk(to: id) { prefix, suffix in
            guard prefix <= bytes.count else { return false }
            bytes.removeSubrange(prefix...)
            bytes.append(contentsOf: suffix)
            return true
        }
        return TokenPath(String(decoding: bytes, as: UTF8.self))
    }

    /// Every path's bytes in id order, each block's entries read once into one scratch buffer:
    /// rebuilding each path from its block's start read eight entries per path on average.
    package func forEachPath(_ body: (Int, UnsafeBufferPointer<UInt8>) -> Void) {
        var bytes: [UInt8] = []
        var block = -1
        var at = 0
        var end = 0
        for id in 0..<count {
            if id / Self.blockSize != block {
                block = id / Self.blockSize
                at = Int(blocks[block])
                end = Int(blocks[block + 1])
                bytes.removeAll(keepingCapacity: true)
            }
            // A damaged entry reads as an empty path, and so does the rest of its block: a
            // hostile stream gives wrong paths, never a read outside it.
            if let prefix = varint(&at, end), let length = varint(&at, end), length <= end - at, prefix <= bytes.count {
                bytes.removeSubrange(prefix...)
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: stream[at..<at + length]))
                at += length
            } else {
                bytes.removeAll(keepingCapacity: true)
                at = end
            }
            bytes.withUnsafeBufferPointer { body(id, $0) }
        }
    }

    /// Whether path `id` is `key`, compared entry by entry without rebuilding the path.
    private func path(_ id: Int, is key: UnsafeBufferPointer<UInt8>) -> Bool {
        // `length` is the current entry's path length, `agree` how many of its leading bytes
        // equal the key's: an entry keeps the agreement of the shared prefix and extends it
        // through its suffix only when the whole prefix agreed.
        var length = 0
        var agree = 0
        let complete = walk(to: id) { prefix, suffix in
            guard prefix <= length else { return false }
            agree = min(agree, prefix)
            if agree == prefix {
                var k = 0
                while k < suffix.count, prefix + k < key.count, suffix[k] == key[prefix + k] { k += 1 }
                agree = prefix + k
            }
            length = prefix + suffix.count
            return true
        }
        return complete && agree == length && length == key.count
    }

    /// The id of the token at `path`, if any.
    package func id(of path: String) -> Int32? {
        var path = path
        return path.withUTF8 { key -> Int32? in
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: SnapshotHash.xxh64(UnsafeRawBufferPointer(key))) & mask
            for _ in 0..<slots.count {
                let entry = slots[slot]
                if entry == 0 { return nil }
                if entry <= count, self.path(entry - 1, is: key) { return Int32(entry - 1) }
                slot = (slot + 1) & mask
            }
            return nil
        }
    }

    /// The front-coded stream of `paths` and the start of each block in it.
    package static func stream(for paths: [TokenPath]) -> (blocks: [UInt32], stream: [UInt8]) {
        var blocks: [UInt32] = []
        var stream: [UInt8] = []
        var previous: [UInt8] = []
        for (id, p) in paths.enumerated() {
            let bytes = Array(p.rawValue.utf8)
            var prefix = 0
            if id % blockSize == 0 {
                blocks.append(UInt32(stream.count))
            } else {
                while prefix < min(bytes.count, previous.count), bytes[prefix] == previous[prefix] { prefix += 1 }
            }
            appendVarint(prefix, to: &stream)
            appendVarint(bytes.count - prefix, to: &stream)
            stream += bytes[prefix...]
            previous = bytes
        }
        blocks.append(UInt32(stream.count))
        return (blocks, stream)
    }

    private static func appendVarint(_ value: Int, to stream: inout [UInt8]) {
        precondition(value < 1 << 28, "a token path of \(value) bytes")
        var v = value
        while v >= 0x80 {
            stream.append(UInt8(v & 0x7F) | 0x80)
            v >>= 7
        }
        stream.append(UInt8(v))
    }

    /// The slot table for `paths`: a power of two at most three quarters full, linear probing.
    package static func slots(for paths: [TokenPath]) -> [UInt32] {
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
