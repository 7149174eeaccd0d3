import TesseraModel

/// Dimensions laid out as `tessera_dimension_value` (double value, int32 unit, int32 reserved)
/// in one allocation, so a reader can hand C a pointer into it instead of copying.
///
/// Used for the dash pool: a border's `dashes` points at its run of entries here.
final class CDimensionTable: @unchecked Sendable {
    // @unchecked: the buffer is written in init only and read-only afterwards.
    private let buffer: UnsafeMutableRawPointer
    /// The number of entries.
    let count: Int
    /// Bytes per entry, as the header's `_Static_assert` pins it.
    static let stride = 16

    init(_ values: ContiguousArray<Dimension>) {
        count = values.count
        buffer = .allocate(byteCount: max(values.count, 1) * Self.stride, alignment: 8)
        for (i, d) in values.enumerated() {
            let entry = buffer + i * Self.stride
            entry.storeBytes(of: d.value, toByteOffset: 0, as: Double.self)
            entry.storeBytes(of: Int32(d.unit.rawValue), toByteOffset: 8, as: Int32.self)
            entry.storeBytes(of: Int32(0), toByteOffset: 12, as: Int32.self)
        }
    }

    deinit { buffer.deallocate() }

    /// The entries of `range`, or `nil` when it is empty or does not lie inside the table.
    func pointer(_ range: PoolRange) -> UnsafeRawPointer? {
        guard range.count > 0, UInt64(range.start) + UInt64(range.count) <= UInt64(count) else { return nil }
        return UnsafeRawPointer(buffer + Int(range.start) * Self.stride)
    }
}
