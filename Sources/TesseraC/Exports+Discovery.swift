// What a snapshot holds, for a mode picker: its themes, its axes with their contexts and
// defaults. Token paths and types are listed per theme (Exports+Lifecycle.swift). Nothing here
// allocates: the names were made when the snapshot opened.

/// `tessera_snapshot_theme_count`.
@_cdecl("tessera_snapshot_theme_count")
public func tessera_snapshot_theme_count(_ snapshot: OpaquePointer?) -> Int {
    Handles.borrow(snapshot, as: SnapshotHandle.self)?.names.themes.count ?? 0
}

/// `tessera_snapshot_theme_name`.
@_cdecl("tessera_snapshot_theme_name")
public func tessera_snapshot_theme_name(_ snapshot: OpaquePointer?, _ index: Int) -> UnsafePointer<CChar>? {
    guard let names = Handles.borrow(snapshot, as: SnapshotHandle.self)?.names, index >= 0, index < names.themes.count else { return nil }
    return names.themes.pointer(index)
}

/// `tessera_snapshot_axis_count`.
@_cdecl("tessera_snapshot_axis_count")
public func tessera_snapshot_axis_count(_ snapshot: OpaquePointer?) -> Int {
    Handles.borrow(snapshot, as: SnapshotHandle.self)?.names.axes.count ?? 0
}

/// `tessera_snapshot_axis`.
@_cdecl("tessera_snapshot_axis")
public func tessera_snapshot_axis(_ snapshot: OpaquePointer?, _ axis: Int, _ out: UnsafeMutableRawPointer?) -> Int32 {
    guard let names = Handles.borrow(snapshot, as: SnapshotHandle.self)?.names, axis >= 0, axis < names.axes.count else { return CStatus.invalid }
    if let out {
        out.storeBytes(of: names.axes.pointer(axis), toByteOffset: 0, as: UnsafePointer<CChar>.self)
        out.storeBytes(of: names.contextStarts[axis + 1] - names.contextStarts[axis], toByteOffset: CLayout.word, as: Int.self)
        out.storeBytes(of: names.defaults[axis], toByteOffset: 2 * CLayout.word, as: Int.self)
        out.storeBytes(of: Int32(names.requiresSelection[axis] ? 1 : 0), toByteOffset: 3 * CLayout.word, as: Int32.self)
        out.storeBytes(of: Int32(0), toByteOffset: 3 * CLayout.word + 4, as: Int32.self)
    }
    return CStatus.ok
}

/// `tessera_snapshot_axis_context`.
@_cdecl("tessera_snapshot_axis_context")
public func tessera_snapshot_axis_context(_ snapshot: OpaquePointer?, _ axis: Int, _ context: Int) -> UnsafePointer<CChar>? {
    guard let names = Handles.borrow(snapshot, as: SnapshotHandle.self)?.names, axis >= 0, axis < names.axes.count, context >= 0,
        context < names.contextStarts[axis + 1] - names.contextStarts[axis]
    else { return nil }
    return names.contexts.pointer(names.contextStarts[axis] + context)
}
