import TesseraModel

/// The `tessera_status` codes, and the one step every typed reader starts with.
enum CStatus {
    static let ok: Int32 = 0
    static let forbidden: Int32 = 1
    static let absent: Int32 = 2
    static let invalid: Int32 = 3
    static let tooSmall: Int32 = 4

    /// `body`'s status for the table and the handle of token `id`, when `id` names a token of
    /// `type`: the one check a typed read makes. A NULL table, an id out of range or of another
    /// type is TESSERA_INVALID, and `body` does not run.
    ///
    /// The table is borrowed without a retain: C holds it for the call, and a retain and release
    /// per read cost more than the read.
    @inline(__always)
    static func read(_ table: OpaquePointer?, _ id: Int32, _ type: TokenType, _ body: (TableHandle, UInt32) -> Int32) -> Int32 {
        Handles.with(table, as: TableHandle.self, orElse: invalid) { box in
            guard let h = box.handle(id, type) else { return invalid }
            return body(box, h)
        }
    }

    /// A counted read (shadow layers, gradient stops): copies up to `capacity` records of
    /// `range` from `pool` to `out` (none when `out` is NULL, which holds nothing), writes the
    /// value's record count to `countOut`, and returns `status`, or TESSERA_TOO_SMALL when a
    /// value with more records than `out` holds was read.
    static func counted(
        _ status: Int32, _ pool: CRecordTable, _ range: PoolRange, _ out: UnsafeMutableRawPointer?, _ capacity: Int, _ countOut: UnsafeMutablePointer<Int>?
    ) -> Int32 {
        let n = pool.copy(range, to: out, capacity: capacity)
        countOut?.pointee = n
        return status == ok && n > (out == nil ? 0 : max(capacity, 0)) ? tooSmall : status
    }
}
