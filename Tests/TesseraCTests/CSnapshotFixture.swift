import Glibc
import Tessera
import TesseraC
import TesseraTestSupport
import Testing

/// A snapshot opened through the C API, one of its themes, and the tables a test selects from
/// it, all freed when the fixture goes.
final class CSnapshotFixture {
    let path: String
    let snapshot: OpaquePointer
    let theme: OpaquePointer
    private var tables: [OpaquePointer] = []

    /// Opens the snapshot at `path` and gets `theme` (the first when `nil`).
    init(path: String, theme: String? = nil) throws {
        self.path = path
        snapshot = try #require(tessera_snapshot_open(path, nil), "cannot open \(path)")
        guard let got = tessera_theme_get(snapshot, theme, nil) else {
            tessera_snapshot_close(snapshot)
            throw CFixtureError.noTheme(theme ?? "(first)")
        }
        self.theme = got
    }

    /// Writes the snapshot of `themes` to a scratch file and opens its first theme.
    convenience init(writing themes: [ResolvedTheme], name: String) throws {
        try self.init(path: try Self.write(themes, name))
    }

    deinit {
        tables.forEach(tessera_table_release)
        tessera_snapshot_close(snapshot)
    }

    /// The snapshot of `themes` in a scratch file named `name`; returns its path.
    static func write(_ themes: [ResolvedTheme], _ name: String) throws -> String {
        let bytes = try Snapshot.encode(themes)
        let path = try Scratch.path(name)
        let f = try #require(fopen(path, "wb"))
        _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, f) }
        fclose(f)
        return path
    }

    /// The table of `selection` (axis → context, in the order given), released with the fixture.
    func table(_ selection: KeyValuePairs<String, String> = [:]) throws -> OpaquePointer {
        let selected =
            selection.isEmpty
            ? tessera_table_select(theme, nil, nil, 0, nil)
            : selection.map(\.key).withCStrings { a in selection.map(\.value).withCStrings { c in tessera_table_select(theme, a, c, selection.count, nil) } }
        let table = try #require(selected, "cannot select \(selection)")
        tables.append(table)
        return table
    }

    /// The id of the token at `path` (−1 when there is none).
    func id(_ path: String) -> Int32 { tessera_token_id(theme, path, nil) }

    enum CFixtureError: Error {
        case noTheme(String)
    }
}
