import TesseraModel
import TesseraTables

extension Snapshot {
    /// A build function for ``ThemeHolder/watch(_:options:build:onEvent:)`` that reloads the
    /// theme named `theme` (the first when `nil`) from the snapshot file at `path`.
    ///
    /// A snapshot that fails to load (mid-write, corrupted, deleted) is reported as one
    /// `snapshot-load` diagnostic naming the file, and the holder keeps its current theme.
    public static func themeBuilder(_ path: String, theme: String? = nil) -> @Sendable () -> Result<ResolvedTheme, DiagnosticList> {
        {
            do throws(SnapshotError) {
                return .success(try Snapshot(contentsOf: path).theme(named: theme))
            } catch {
                let detail = error.code == .io ? error.message : "\(path): \(error.message)"
                return .failure(DiagnosticList([Diagnostic(.error, .format(rule: .snapshotLoad, detail: detail))]))
            }
        }
    }
}
