/// Validates a snapshot's header, checksum and section table, then hands out its columns in
/// order, each checked against its expected kind and count before it is read.
package struct SnapshotReader {
    private struct Section {
        package var kind: SnapshotElementKind
        package var count: Int
        package var offset: Int
    }

    private let base: UnsafeRawBufferPointer
    private let sections: [Section]
    /// The number of sections in the file.
    package var sectionCount: Int { sections.count }
    /// The next section to hand out.
    private(set) var position = 0

    /// Checks everything that can be checked without knowing the content: magic, endianness,
    /// version, sizes, checksum and that every section lies inside the file, aligned.
    ///
    /// `bytes` must start at a 16-byte-aligned address and stay alive while the reader is used.
    package init(_ bytes: UnsafeRawBufferPointer) throws(SnapshotError) {
        base = bytes
        let n = bytes.count
        guard n >= SnapshotLayout.magic.count else { throw SnapshotError(.truncated, "the file is \(n) bytes, shorter than a snapshot header") }
        for i in SnapshotLayout.magic.indices where bytes[i] != SnapshotLayout.magic[i] {
            throw SnapshotError(.badMagic, "not a Tessera snapshot (the file does not start with TSNAP)")
        }
        guard n >= SnapshotLayout.headerSize else { throw SnapshotError(.truncated, "the file is \(n) bytes, shorter than the 64-byte header") }
        func u32(_ o: Int) -> UInt32 { UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: o, as: UInt32.self)) }
        func u64(_ o: Int) -> UInt64 { UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: o, as: UInt64.self)) }
        let marker = u32(12)
        if marker == SnapshotLayout.endianMarker.byteSwapped {
            throw SnapshotError(.wrongEndianness, "the snapshot was written on a machine of the other byte order")
        }
        guard marker == SnapshotLayout.endianMarker else { throw SnapshotError(.malformed, "bad endianness marker 0x\(String(marker, radix: 16))") }
        let version = u32(8)
        guard version == SnapshotLayout.version else {
            throw SnapshotError(.unsupportedVersion, "snapshot format version \(version); this build reads version \(SnapshotLayout.version)")
        }
        guard u32(16) == UInt32(SnapshotLayout.headerSize) else { throw SnapshotError(.malformed, "header size \(u32(16)), expected 64") }
        let declared = u64(24)
        guard declared <= UInt64(n) else { throw SnapshotError(.truncated, "the file is \(n) bytes but its header says \(declared)") }
        guard declared == UInt64(n) else { throw SnapshotError(.malformed, "the file is \(n) bytes but its header says \(declared)") }
        for o in stride(from: 40, to: SnapshotLayout.headerSize, by: 8) where u64(o) != 0 {
            throw SnapshotError(.malformed, "reserved header bytes at \(o) are not zero")
        }
        let count = Int(u32(20))
        guard count <= SnapshotLayout.maxSections else { throw SnapshotError(.malformed, "\(count) sections (at most \(SnapshotLayout.maxSections))") }
        let tableEnd = SnapshotLayout.headerSize + count * SnapshotLayout.entrySize
        guard tableEnd <= n else { throw SnapshotError(.truncated, "the section table ends at byte \(tableEnd), past the end of the file (\(n))") }
        let checksum = SnapshotChecksum.of(UnsafeRawBufferPointer(rebasing: bytes[SnapshotLayout.headerSize...]))
        guard checksum == u64(32) else { throw SnapshotError(.checksumMismatch, "the payload checksum does not match: the file is corrupted") }
        var sections: [Section] = []
        sections.reserveCapacity(count)
        for k in 0..<count {
            let e = SnapshotLayout.headerSize + k * SnapshotLayout.entrySize
            guard let kind = SnapshotElementKind(rawValue: u32(e)), u32(e + 4) == UInt32(kind.size) else {
                throw SnapshotError(.malformed, "section \(k) has an unknown element kind")
            }
            let c = u64(e + 8)
            let o = u64(e + 16)
            // Bounded by the file size first, so the products below cannot overflow.
            guard c <= UInt64(n), o <= UInt64(n), o % UInt64(SnapshotLayout.alignment) == 0, o >= UInt64(tableEnd),
                o + c * UInt64(kind.size) <= UInt64(n)
            else { throw SnapshotError(.malformed, "section \(k) (\(c) elements at offset \(o)) lies outside the file or is misaligned") }
            sections.append(Section(kind: kind, count: Int(c), offset: Int(o)))
        }
        self.sections = sections
    }

    /// The next section, which must hold `kind` elements (and `count` of them, when given).
    package mutating func column<T: BitwiseCopyable>(
        _ kind: SnapshotElementKind, _ type: T.Type, count: Int? = nil, _ what: @autoclosure () -> String
    ) throws(SnapshotError)
        -> UnsafeBufferPointer<T>
    {
        guard position < sections.count else { throw SnapshotError(.malformed, "missing section for \(what())") }
        let s = sections[position]
        guard s.kind == kind, MemoryLayout<T>.stride == kind.size else { throw SnapshotError(.malformed, "section \(position) (\(what())) has the wrong element kind") }
        if let count, s.count != count { throw SnapshotError(.malformed, "section \(position) (\(what())) has \(s.count) elements, expected \(count)") }
        position += 1
        guard s.count > 0, let start = base.baseAddress else { return UnsafeBufferPointer(start: nil, count: 0) }
        // Offsets are 16-aligned within a 16-aligned buffer, so T (stride ≤ 32, alignment ≤ 16) is aligned.
        return UnsafeBufferPointer(start: (start + s.offset).assumingMemoryBound(to: T.self), count: s.count)
    }

    package mutating func u8(count: Int? = nil, _ what: @autoclosure () -> String) throws(SnapshotError) -> UnsafeBufferPointer<UInt8> {
        try column(.u8, UInt8.self, count: count, what())
    }
    package mutating func u16(count: Int? = nil, _ what: @autoclosure () -> String) throws(SnapshotError) -> UnsafeBufferPointer<UInt16> {
        try column(.u16, UInt16.self, count: count, what())
    }
    package mutating func u32(count: Int? = nil, _ what: @autoclosure () -> String) throws(SnapshotError) -> UnsafeBufferPointer<UInt32> {
        try column(.u32, UInt32.self, count: count, what())
    }
    package mutating func i32(count: Int? = nil, _ what: @autoclosure () -> String) throws(SnapshotError) -> UnsafeBufferPointer<Int32> {
        try column(.i32, Int32.self, count: count, what())
    }
    package mutating func u64(count: Int? = nil, _ what: @autoclosure () -> String) throws(SnapshotError) -> UnsafeBufferPointer<UInt64> {
        try column(.u64, UInt64.self, count: count, what())
    }
    package mutating func f64(count: Int? = nil, _ what: @autoclosure () -> String) throws(SnapshotError) -> UnsafeBufferPointer<Double> {
        try column(.f64, Double.self, count: count, what())
    }

    /// Skips `n` sections (a theme the caller did not ask for).
    package mutating func skip(_ n: Int) throws(SnapshotError) {
        guard n >= 0, n <= sections.count - position else { throw SnapshotError(.malformed, "a theme's sections run past the section table") }
        position += n
    }

    /// The kind of the next section, if there is one.
    package var nextKind: SnapshotElementKind? { position < sections.count ? sections[position].kind : nil }

    /// Moves to section `k`.
    package mutating func seek(_ k: Int) throws(SnapshotError) {
        guard k >= 0, k <= sections.count else { throw SnapshotError(.malformed, "section index \(k) is past the section table") }
        position = k
    }
}
