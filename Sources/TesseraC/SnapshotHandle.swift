import TesseraSnapshot
import TesseraSupport

/// What `tessera_snapshot *` points at: a loaded snapshot, its names for discovery, and the
/// themes C callers got from it.
final class SnapshotHandle: Sendable {
    let snapshot: Snapshot
    let path: String
    let names: CSnapshotNames
    /// Themes by their index in the snapshot, made on first request and kept so that a theme
    /// pointer lives until close and every name that reaches a theme gets the same pointer.
    let themes: Locked<[ThemeHandle?]>

    init(snapshot: Snapshot, path: String) {
        self.snapshot = snapshot
        self.path = path
        names = CSnapshotNames(snapshot.catalog)
        themes = Locked([ThemeHandle?](repeating: nil, count: names.themes.count))
    }
}
