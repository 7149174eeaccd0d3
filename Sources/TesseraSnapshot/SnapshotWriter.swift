/// Appends typed columns and lays them out as a snapshot file: header, section table, columns.
package struct SnapshotWriter {
    private struct Section {
        package var kind: SnapshotElementKind
        package var count: Int
        package var bytes: [UInt8]
    }

    private var sections: [Section] = []

    /// The number of sections appended so far: the index the next one gets.
    package var sectionCount: Int { sections.count }

    /// Appends a column. Values are written in this machine's byte order (little-endian on every
    /// platform Tessera builds for); the header's endianness marker records it.
    package mutating func column<T: BitwiseCopyable>(_ kind: SnapshotElementKind, _ values: [T]) {
        precondition(MemoryLayout<T>.stride == kind.size, "column element does not match its kind")
        let bytes = values.withUnsafeBytes { [UInt8]($0) }
        sections.append(Section(kind: kind, count: values.count, bytes: bytes))
    }

    package mutating func u8(_ v: [UInt8]) { column(.u8, v) }
    package mutating func u16(_ v: [UInt16]) { column(.u16, v) }
    package mutating func u32(_ v: [UInt32]) { column(.u32, v) }
    package mutating func i32(_ v: [Int32]) { column(.i32, v) }
    package mutating func u64(_ v: [UInt64]) { column(.u64, v) }
    package mutating func f64(_ v: [Double]) { column(.f64, v) }

    /// The bytes of each of the `count` values that the columns appended so far hold, row
    /// after row, each row one element of every column (`width` bytes): two values are bit-for-bit
    /// equal when their rows are. One allocation for all rows, where a key array per value was
    /// most of encoding a large system.
    package func rows(count: Int) -> (width: Int, bytes: [UInt8]) {
        precondition(sections.allSatisfy { $0.count == count }, "columns of different lengths")
        let width = sections.reduce(0) { $0 + $1.kind.size }
        var rows = [UInt8](repeating: 0, count: count * width)
        rows.withUnsafeMutableBytes { rows in
            var offset = 0
            for s in sections {
                let size = s.kind.size
                s.bytes.withUnsafeBytes { column in
                    for i in 0..<count {
                        (rows.baseAddress! + i * width + offset).copyMemory(from: column.baseAddress! + i * size, byteCount: size)
                    }
                }
                offset += size
            }
        }
        return (width, rows)
    }

    /// The finished file.
    package func bytes() -> [UInt8] {
        let tableEnd = SnapshotLayout.headerSize + sections.count * SnapshotLayout.entrySize
        var offsets: [Int] = []
        var end = SnapshotLayout.aligned(tableEnd)
        for s in sections {
            offsets.append(end)
            end = SnapshotLayout.aligned(end + s.bytes.count)
        }
        var out = [UInt8](repeating: 0, count: end)
        func put<T: FixedWidthInteger>(_ v: T, at o: Int) {
            withUnsafeBytes(of: v.littleEndian) { for (i, b) in $0.enumerated() { out[o + i] = b } }
        }
        for (i, b) in SnapshotLayout.magic.enumerated() { out[i] = b }
        put(SnapshotLayout.version, at: 8)
        put(SnapshotLayout.endianMarker, at: 12)
        put(UInt32(SnapshotLayout.headerSize), at: 16)
        put(UInt32(sections.count), at: 20)
        put(UInt64(end), at: 24)
        for (k, s) in sections.enumerated() {
            let e = SnapshotLayout.headerSize + k * SnapshotLayout.entrySize
            put(s.kind.rawValue, at: e)
            put(UInt32(s.kind.size), at: e + 4)
            put(UInt64(s.count), at: e + 8)
            put(UInt64(offsets[k]), at: e + 16)
            out.replaceSubrange(offsets[k]..<offsets[k] + s.bytes.count, with: s.bytes)
        }
        let checksum = out.withUnsafeBytes { SnapshotChecksum.of(UnsafeRawBufferPointer(rebasing: $0[SnapshotLayout.headerSize...])) }
        put(checksum, at: 32)
        return out
    }
}
