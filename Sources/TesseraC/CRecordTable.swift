import TesseraModel

/// Fixed-size records in one of the header's struct layouts, in one allocation, so a reader can
/// copy a run of them with one `memcpy` or hand C a pointer into it.
///
/// Used for the pools composite values index: dash lengths (`tessera_dimension_value`, which
/// borders and stroke styles point into), shadow layers and gradient stops.
final class CRecordTable: @unchecked Sendable {
    // @unchecked: the buffer is written in init only and read-only afterwards.
    private let buffer: UnsafeMutableRawPointer
    /// The number of records.
    let count: Int
    /// Bytes per record, as the header's `_Static_assert` pins it.
    let stride: Int

    /// `count` records of `stride` bytes, record `i` written by `write(i, address)`.
    init(count: Int, stride: Int, _ write: (Int, UnsafeMutableRawPointer) -> Void) {
        self.count = count
        self.stride = stride
        buffer = .allocate(byteCount: max(count, 1) * stride, alignment: 8)
        for i in 0..<count { write(i, buffer + i * stride) }
    }

    deinit { buffer.deallocate() }

    /// The records of `range`, or `nil` when it is empty or does not lie inside the table.
    func pointer(_ range: PoolRange) -> UnsafeRawPointer? {
        guard range.count > 0, UInt64(range.start) + UInt64(range.count) <= UInt64(count) else { return nil }
        return UnsafeRawPointer(buffer + Int(range.start) * stride)
    }

    /// Copies the first `capacity` records of `range` to `out` (none when `out` is NULL) and
    /// returns how many records `range` has (0 when it does not lie inside the table).
    func copy(_ range: PoolRange, to out: UnsafeMutableRawPointer?, capacity: Int) -> Int {
        guard let first = pointer(range) else { return 0 }
        let n = Int(range.count)
        if let out, capacity > 0 { out.copyMemory(from: first, byteCount: min(n, capacity) * stride) }
        return n
    }
}
