// Whole columns: a pointer to a mode table's dense column, read in C with no call per value.

/// `tessera_table_column`.
@_cdecl("tessera_table_column")
public func tessera_table_column(_ table: OpaquePointer?, _ type: Int32, _ out: UnsafeMutableRawPointer?) -> Int32 {
    guard let box = Handles.borrow(table, as: TableHandle.self), let type = Handles.type(type), let column = box.column(type) else { return CStatus.invalid }
    if let out {
        out.storeBytes(of: column.values, toByteOffset: 0, as: UnsafeRawPointer.self)
        out.storeBytes(of: column.status, toByteOffset: CLayout.word, as: UnsafeRawPointer?.self)
        out.storeBytes(of: column.count, toByteOffset: 2 * CLayout.word, as: Int.self)
        out.storeBytes(of: column.stride, toByteOffset: 3 * CLayout.word, as: Int.self)
    }
    return CStatus.ok
}
