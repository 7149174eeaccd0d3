import Testing

@testable import Tessera

@Suite("Snapshot path index: front-coded paths and hashed slots")
struct SnapshotPathIndexTests {
    /// A path index over `paths` read from a buffer laid out as a snapshot lays it out.
    static func index(_ paths: [TokenPath], editing edit: (inout [UInt8]) -> Void = { _ in }) -> SnapshotPathIndex {
        let (blocks, stream) = SnapshotPathIndex.stream(for: paths)
        var edited = stream
        edit(&edited)
        let slots = SnapshotPathIndex.slots(for: paths)
        // Blocks, stream and slots in one aligned allocation owned by the buffer.
        let blockBytes = blocks.count * 4
        let slotOffset = (blockBytes + edited.count + 15) & ~15
        let raw = UnsafeMutableRawBufferPointer.allocate(byteCount: slotOffset + slots.count * 4, alignment: 16)
        blocks.withUnsafeBytes { raw.baseAddress!.copyMemory(from: $0.baseAddress!, byteCount: blockBytes) }
        edited.withUnsafeBytes { if $0.count > 0 { (raw.baseAddress! + blockBytes).copyMemory(from: $0.baseAddress!, byteCount: $0.count) } }
        slots.withUnsafeBytes { (raw.baseAddress! + slotOffset).copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        let buffer = SnapshotBuffer(adopting: raw)
        let base = buffer.bytes.baseAddress!
        return SnapshotPathIndex(
            buffer: buffer, count: paths.count,
            blocks: UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt32.self), count: blocks.count),
            stream: UnsafeBufferPointer(start: (base + blockBytes).assumingMemoryBound(to: UInt8.self), count: edited.count),
            slots: .u32(UnsafeBufferPointer(start: (base + slotOffset).assumingMemoryBound(to: UInt32.self), count: slots.count)))
    }

    @Test("Each path stores the bytes it does not share with the previous path of its block")
    func knownStream() {
        let (blocks, stream) = SnapshotPathIndex.stream(for: [TokenPath("a.b"), TokenPath("a.c"), TokenPath("ab")])
        #expect(blocks == [0, 11])
        #expect(stream == [0, 3, 0x61, 0x2E, 0x62, 2, 1, 0x63, 1, 1, 0x62])
    }

    @Test("Long paths use multi-byte lengths; every block starts with a whole path")
    func longPathsAndBlocks() {
        let long = String(repeating: "x", count: 200)
        let paths = (0..<40).map { TokenPath("color.\(long).é\($0)") }
        let (blocks, stream) = SnapshotPathIndex.stream(for: paths)
        #expect(blocks.count == 4)  // ⌈40/16⌉ blocks and the end
        // The first entry of each block: prefix 0, then 200 + "color." + "é" + digits as LEB128.
        for b in 0..<3 {
            let at = Int(blocks[b])
            let length = Array("color.\(long).é\(16 * b)".utf8).count
            #expect(Array(stream[at..<at + 3]) == [0, UInt8(length & 0x7F) | 0x80, UInt8(length >> 7)])
        }
        let index = Self.index(paths)
        for (id, p) in paths.enumerated() {
            #expect(index.path(id) == p)
            #expect(index.id(of: p.rawValue) == Int32(id))
        }
        #expect(index.id(of: "color.\(long).é") == nil)  // a prefix of every path
        #expect(index.id(of: "color.\(long).é400") == nil)
    }

    @Test("A damaged path stream gives short paths and misses, never an out-of-bounds read")
    func damagedStream() {
        let paths = (0..<20).map { TokenPath("size.step\($0)") }
        // A shared-prefix length longer than the previous path, on every entry but block starts.
        let lying = Self.index(paths) { stream in
            var at = 0
            var id = 0
            while at < stream.count {
                let length = Int(stream[at + 1])
                if id % 16 != 0 { stream[at] = 0x7F }
                at += 2 + length
                id += 1
            }
        }
        #expect(lying.path(0) == paths[0])
        #expect(lying.id(of: paths[0].rawValue) == 0)
        #expect(lying.path(1) == TokenPath("size.step0"))  // stops at the bad entry
        #expect(lying.id(of: paths[1].rawValue) == nil)
        // Every byte 0xFF: lengths never end inside their block.
        let noise = Self.index(paths) { stream in stream = stream.map { _ in 0xFF } }
        for (id, p) in paths.enumerated() {
            #expect(noise.path(id) == TokenPath(""))
            #expect(noise.id(of: p.rawValue) == nil)
        }
    }
}
