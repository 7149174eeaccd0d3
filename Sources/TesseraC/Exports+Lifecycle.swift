import TesseraModel
import TesseraSnapshot

// The C entry points that open, select and free. Each converts C arguments, calls the library
// and reports failures through tessera_error; nothing here throws across the boundary.

/// `tessera_snapshot_open`.
@_cdecl("tessera_snapshot_open")
public func tessera_snapshot_open(_ path: UnsafePointer<CChar>?, _ err: UnsafeMutableRawPointer?) -> OpaquePointer? {
    guard let path else {
        CError.set(err, CError.invalidArgument, "tessera_snapshot_open: path is NULL")
        return nil
    }
    let file = String(cString: path)
    do {
        let snapshot = try Snapshot(contentsOf: file)
        CError.clear(err)
        return Handles.retained(SnapshotHandle(snapshot: snapshot, path: file))
    } catch {
        // I/O messages already name the file; the others say what is wrong inside it.
        CError.set(err, error.code.rawValue, error.code == .io ? error.message : "\(file): \(error.message)")
        return nil
    }
}

/// `tessera_snapshot_close`.
@_cdecl("tessera_snapshot_close")
public func tessera_snapshot_close(_ snapshot: OpaquePointer?) {
    Handles.release(snapshot, as: SnapshotHandle.self)
}

/// `tessera_theme_get`.
@_cdecl("tessera_theme_get")
public func tessera_theme_get(_ snapshot: OpaquePointer?, _ name: UnsafePointer<CChar>?, _ err: UnsafeMutableRawPointer?) -> OpaquePointer? {
    guard let box = Handles.borrow(snapshot, as: SnapshotHandle.self) else {
        CError.set(err, CError.invalidArgument, "tessera_theme_get: snapshot is NULL")
        return nil
    }
    // Themes are kept by position, so NULL and the first theme's name reach one object.
    let result: Result<ThemeHandle, SnapshotError> = box.themes.withLock { themes in
        do throws(SnapshotError) {
            let index = try box.snapshot.themeIndex(named: name.map { String(cString: $0) })
            if let cached = themes[index] { return .success(cached) }
            let handle = ThemeHandle(theme: try box.snapshot.theme(at: index))
            themes[index] = handle
            return .success(handle)
        } catch {
            return .failure(error)
        }
    }
    switch result {
    case .success(let handle):
        CError.clear(err)
        // The snapshot handle keeps the theme alive; C gets an unretained pointer.
        return OpaquePointer(Unmanaged.passUnretained(handle).toOpaque())
    case .failure(let error):
        CError.set(err, error.code.rawValue, "\(box.path): \(error.message)")
        return nil
    }
}

/// `tessera_table_select`.
@_cdecl("tessera_table_select")
public func tessera_table_select(
    _ theme: OpaquePointer?, _ axes: UnsafePointer<UnsafePointer<CChar>?>?, _ contexts: UnsafePointer<UnsafePointer<CChar>?>?, _ count: Int,
    _ err: UnsafeMutableRawPointer?
) -> OpaquePointer? {
    guard let box = Handles.borrow(theme, as: ThemeHandle.self) else {
        CError.set(err, CError.invalidArgument, "tessera_table_select: theme is NULL")
        return nil
    }
    var selection: [String: String] = [:]
    if count > 0 {
        guard let axes, let contexts else {
            CError.set(err, CError.invalidArgument, "tessera_table_select: axes or contexts is NULL with count \(count)")
            return nil
        }
        for i in 0..<count {
            guard let a = axes[i], let c = contexts[i] else {
                CError.set(err, CError.invalidArgument, "tessera_table_select: axis or context \(i) is NULL")
                return nil
            }
            let axis = String(cString: a)
            // The same spelling twice; two spellings of one axis are caught by `mode`.
            guard selection.updateValue(String(cString: c), forKey: axis) == nil else {
                CError.set(err, CError.invalidArgument, "tessera_table_select: axis \(axis) is named twice")
                return nil
            }
        }
    }
    do {
        let mode = try box.theme.mode(selection)
        // A mode made from the theme's own axes always selects.
        guard let table = try? box.theme.table(for: mode) else {
            CError.set(err, CError.invalidArgument, "theme \(box.theme.name): the mode does not belong to this theme")
            return nil
        }
        CError.clear(err)
        return Handles.retained(TableHandle(table: table, theme: box))
    } catch {
        let code: Int32
        switch error.kind {
        case .unknownAxis, .missingContext: code = CError.unknownAxis
        case .invalidAxis: code = CError.invalidArgument
        default: code = CError.unknownContext
        }
        CError.set(err, code, "theme \(box.theme.name): \(error.kind.message)")
        return nil
    }
}

/// `tessera_table_release`.
@_cdecl("tessera_table_release")
public func tessera_table_release(_ table: OpaquePointer?) {
    Handles.release(table, as: TableHandle.self)
}

/// `tessera_token_id`.
@_cdecl("tessera_token_id")
public func tessera_token_id(_ theme: OpaquePointer?, _ path: UnsafePointer<CChar>?, _ typeOut: UnsafeMutablePointer<Int32>?) -> Int32 {
    guard let box = Handles.borrow(theme, as: ThemeHandle.self), let path else { return -1 }
    guard let id = box.theme.catalog.id(of: TokenPath(String(cString: path))) else { return -1 }
    typeOut?.pointee = Int32(box.types[id].ordinal)
    return Int32(id)
}

/// `tessera_token_count`.
@_cdecl("tessera_token_count")
public func tessera_token_count(_ theme: OpaquePointer?) -> Int32 {
    guard let box = Handles.borrow(theme, as: ThemeHandle.self) else { return 0 }
    return Int32(box.types.count)
}

/// `tessera_token_path`.
@_cdecl("tessera_token_path")
public func tessera_token_path(_ theme: OpaquePointer?, _ id: Int32) -> UnsafePointer<CChar>? {
    Handles.borrow(theme, as: ThemeHandle.self)?.path(Int(id))
}

/// `tessera_token_type`.
@_cdecl("tessera_token_type")
public func tessera_token_type(_ theme: OpaquePointer?, _ id: Int32) -> Int32 {
    guard let box = Handles.borrow(theme, as: ThemeHandle.self), id >= 0, Int(id) < box.types.count else { return -1 }
    return Int32(box.types[Int(id)].ordinal)
}

/// `tessera_token_handle`.
@_cdecl("tessera_token_handle")
public func tessera_token_handle(_ theme: OpaquePointer?, _ id: Int32, _ type: Int32) -> Int32 {
    guard let box = Handles.borrow(theme, as: ThemeHandle.self), let type = Handles.type(type), let h = box.handle(id, type) else { return -1 }
    return Int32(bitPattern: h)
}

/// `tessera_theme_profile`.
@_cdecl("tessera_theme_profile")
public func tessera_theme_profile(_ theme: OpaquePointer?) -> UnsafePointer<CChar>? {
    Handles.borrow(theme, as: ThemeHandle.self)?.profile.pointer(0)
}
