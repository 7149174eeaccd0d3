extension Snapshot {
    /// `bytes` with the header's checksum recomputed over its payload, so fuzzers and tests can
    /// reach the checks behind the checksum. Inputs shorter than a header come back unchanged.
    @_spi(Testing)
    public static func resealing(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.count >= SnapshotLayout.headerSize else { return bytes }
        var out = bytes
        let sum = out.withUnsafeBytes { SnapshotChecksum.of(UnsafeRawBufferPointer(rebasing: $0[SnapshotLayout.headerSize...])) }
        withUnsafeBytes(of: sum.littleEndian) { for (k, b) in $0.enumerated() { out[32 + k] = b } }
        return out
    }
}
