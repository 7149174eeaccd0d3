import TesseraTables

/// A compiled design system loaded from a snapshot file: every theme it holds, ready to select
/// modes from, with no JSON parsing and no compile.
///
/// ```swift
/// let snapshot = try Snapshot(contentsOf: "design.tsnap")
/// let theme = try snapshot.theme(named: "ocean")
/// let table = theme.table(for: try theme.mode(["colorScheme": "dark"]))
/// ```
///
/// Opening reads the file in one call into a 16-byte-aligned buffer and validates the header,
/// the checksum and every section's offset and count before any column is read. Every theme
/// shares one ``TokenCatalog``, so handles are the same in every theme and equal the handles of
/// a compile of the same files. That catalog reads token paths in place from the loaded bytes
/// (through the file's path index), so it and every theme from it keep those bytes alive after
/// the snapshot itself is gone. The format is specified in docs/snapshot-format.md.
public final class Snapshot: @unchecked Sendable {
    // @unchecked: `reader` and `strings` point into `buffer`, written in init only and kept
    // alive by it.
    private let buffer: SnapshotBuffer
    private let reader: SnapshotReader
    private let themeStarts: [Int]
    private let profiles: [String]
    private let strings: UnsafeBufferPointer<UInt8>

    /// The token namespace and axes every theme of the snapshot shares.
    public let catalog: TokenCatalog
    /// The names of the snapshot's themes, in the order they were written; the first is the default.
    public var themeNames: [String] { catalog.themes.map(\.name) }
    /// The size of the snapshot file in bytes.
    public var byteCount: Int { buffer.bytes.count }

    /// Validates and loads a snapshot from its bytes.
    public convenience init(bytes: [UInt8]) throws(SnapshotError) {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: SnapshotLayout.alignment)
        bytes.withUnsafeBytes { buffer.copyMemory(from: $0) }
        try self.init(adopting: buffer)
    }

    /// Validates and loads the snapshot file at `path`, read in one call.
    public convenience init(contentsOf path: String) throws(SnapshotError) {
        try self.init(adopting: try SnapshotFile.read(path))
    }

    /// Takes ownership of an aligned allocation (freed when the snapshot and every catalog and
    /// theme read from it are gone, or now on failure).
    package init(adopting allocation: UnsafeMutableRawBufferPointer) throws(SnapshotError) {
        let buffer = SnapshotBuffer(adopting: allocation)
        var r = try SnapshotReader(buffer.bytes)
        // Taken apart as it is returned, so each part moves into its property: a struct holding
        // them was copied field by field, retaining and releasing each of its arrays.
        let (catalog, profiles, strings, themeStarts) = try Self.decodeShared(&r, buffer: buffer)
        self.catalog = catalog
        self.themeStarts = themeStarts
        self.profiles = profiles
        self.strings = strings
        self.reader = r
        self.buffer = buffer
    }

    /// The theme named `name` (the first theme when `nil`), with its tables ready to select modes.
    ///
    /// Each call decodes the theme's columns again; keep the result.
    /// - Throws: ``SnapshotError`` with code `unknownTheme`, or `malformed` when its columns
    ///   are inconsistent.
    public func theme(named name: String? = nil) throws(SnapshotError) -> ResolvedTheme {
        try theme(at: try themeIndex(named: name))
    }

    /// The position of the theme named `name` in ``themeNames`` (0 when `nil`); names match
    /// exactly.
    /// - Throws: ``SnapshotError`` with code `unknownTheme`.
    package func themeIndex(named name: String?) throws(SnapshotError) -> Int {
        guard let name else { return 0 }
        let names = themeNames
        guard let i = names.firstIndex(of: name) else {
            throw SnapshotError(.unknownTheme, "the snapshot has no theme '\(name)'; its themes: \(names.joined(separator: ", "))")
        }
        return i
    }

    /// The theme at `index` in ``themeNames``, decoded again on each call.
    /// - Throws: ``SnapshotError`` with code `malformed` when its columns are inconsistent.
    package func theme(at index: Int) throws(SnapshotError) -> ResolvedTheme {
        precondition(themeNames.indices.contains(index), "theme index \(index) out of range")
        var r = reader
        try r.seek(themeStarts[index])
        return try Self.decodeTheme(&r, name: catalog.themes[index].name, profile: profiles[index], strings: strings, catalog: catalog, buffer: buffer)
    }
}
