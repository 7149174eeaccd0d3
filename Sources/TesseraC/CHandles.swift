import Synchronization
import TesseraModel
import TesseraSnapshot
import TesseraTables

/// What `tessera_snapshot *` points at: a loaded snapshot and the themes C callers got from it.
final class SnapshotHandle: Sendable {
    let snapshot: Snapshot
    let path: String
    /// Themes by name (`""` for the default), kept so a theme pointer lives until close.
    let themes = Mutex<[String: ThemeHandle]>([:])

    init(snapshot: Snapshot, path: String) {
        self.snapshot = snapshot
        self.path = path
    }
}

/// What `tessera_theme *` points at: a theme plus the C strings and per-id tables readers use.
final class ThemeHandle: Sendable {
    let theme: ResolvedTheme
    /// Token paths by id.
    let paths: CStringTable
    /// Font-family lists by family id, comma-separated.
    let families: CStringTable
    /// The profile name.
    let profile: CStringTable
    /// Per id: the token's type ordinal and its handle index, so readers need no graph copy.
    let types: [Int32]
    let handles: [UInt32]
    /// The shadow-layer pool, read by `tessera_shadow`.
    let shadowLayers: ContiguousArray<ShadowLayer>
    /// The dash pool in C layout, which `tessera_border` points custom borders into.
    let dashes: CDimensionTable

    init(theme: ResolvedTheme) {
        self.theme = theme
        let catalog = theme.catalog
        paths = CStringTable(catalog.paths.map(\.rawValue))
        families = CStringTable(theme.fontFamilyLists.map { $0.joined(separator: ", ") })
        profile = CStringTable([theme.colorSpaceName])
        var types: [Int32] = []
        var handles: [UInt32] = []
        types.reserveCapacity(catalog.count)
        handles.reserveCapacity(catalog.count)
        for i in 0..<catalog.count {
            let h = catalog.handleIndex(ofTokenAt: i)
            types.append(Int32(h?.type.ordinal ?? -1))
            handles.append(h?.index ?? 0)
        }
        self.types = types
        self.handles = handles
        shadowLayers = theme.shadowLayers
        dashes = CDimensionTable(theme.dashes)
    }

    /// The handle index of token `id` when it has type `type`.
    @inline(__always)
    func handle(_ id: Int32, _ type: TokenType) -> UInt32? {
        guard id >= 0, Int(id) < types.count, types[Int(id)] == Int32(type.ordinal) else { return nil }
        return handles[Int(id)]
    }
}

/// What `tessera_table *` points at: one mode's dense table and the theme it came from.
final class TableHandle: Sendable {
    let table: ModeTable
    let theme: ThemeHandle

    init(table: ModeTable, theme: ThemeHandle) {
        self.table = table
        self.theme = theme
    }
}

/// Opaque pointers to and from the handle classes.
enum Handles {
    static func retained(_ object: AnyObject) -> OpaquePointer { OpaquePointer(Unmanaged.passRetained(object).toOpaque()) }

    @inline(__always)
    static func borrow<T: AnyObject>(_ pointer: OpaquePointer?, as: T.Type) -> T? {
        guard let pointer else { return nil }
        return Unmanaged<T>.fromOpaque(UnsafeRawPointer(pointer)).takeUnretainedValue()
    }

    static func release<T: AnyObject>(_ pointer: OpaquePointer?, as: T.Type) {
        guard let pointer else { return }
        Unmanaged<T>.fromOpaque(UnsafeRawPointer(pointer)).release()
    }
}
