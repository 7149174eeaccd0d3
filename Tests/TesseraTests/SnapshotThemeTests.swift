import TesseraSample
import TesseraTestSupport
import Testing

@testable import Tessera

@Suite("Snapshot themes: cells read in place from the file")
struct SnapshotThemeTests {
    static let graph = TokenGraph(SampleDesignSystem.designSystem)

    /// Both sample themes, compiled and written to one snapshot.
    static func snapshot() throws -> [UInt8] {
        let design = SampleDesignSystem.designSystem
        let themes = try ["lumen", "ocean"].map { try graph.compile(try #require(design.theme(named: $0))) }
        return try Snapshot.encode(themes)
    }

    /// The same theme with its tables copied out of the file first: mode tables then gather
    /// from those copies, as they do for a compiled theme.
    static func copiedOut(_ theme: ResolvedTheme) -> ResolvedTheme { ResolvedTheme(storage: CopiedOut(theme.storage)) }

    /// A loaded theme's columns as copied-out tables, which gather as a compiled theme's do.
    final class CopiedOut: ThemeColumns {
        let theme: Theme
        let catalog: TokenCatalog
        let tables: ThemeTables
        let colorTarget: ColorTarget
        var diagnostics: [Diagnostic] { [] }
        var converter: (any ColorConverting)? { nil }

        init(_ loaded: any ThemeColumns) {
            (theme, catalog, tables, colorTarget) = (loaded.theme, loaded.catalog, loaded.tables, loaded.colorTarget)
        }

        func columns(for mode: Mode) -> ModeColumns { ModeColumns(tables: tables, mode: mode) }
    }

    /// `bytes` with the payload checksum recomputed, to reach the checks behind it.
    static func resealed(_ bytes: [UInt8]) -> [UInt8] {
        var b = bytes
        let sum = b.withUnsafeBytes { SnapshotChecksum.of(UnsafeRawBufferPointer(rebasing: $0[64...])) }
        withUnsafeBytes(of: sum.littleEndian) { for (k, v) in $0.enumerated() { b[32 + k] = v } }
        return b
    }

    /// Each section's element kind, count and offset.
    static func sections(_ b: [UInt8]) -> [(kind: Int, count: Int, offset: Int)] {
        func u64(_ at: Int) -> Int { (0..<8).reduce(0) { $0 | Int(b[at + $1]) << (8 * $1) } }
        let count = Int(b[20]) | Int(b[21]) << 8
        return (0..<count).map { k in (Int(b[64 + 32 * k]), u64(64 + 32 * k + 8), u64(64 + 32 * k + 16)) }
    }

    @Test("A mode table gathered from the file equals one gathered from the copied-out slabs, in every mode of every theme")
    func lazyEqualsEager() throws {
        let snapshot = try Snapshot(bytes: try Self.snapshot())
        for name in snapshot.themeNames {
            let lazy = try snapshot.theme(named: name)
            let eager = Self.copiedOut(lazy)
            #expect(lazy.storage is SnapshotTheme && eager.storage is CopiedOut)
            #expect(lazy.axes.allModes.count > 1)
            for mode in lazy.axes.allModes {
                let a = try lazy.table(for: mode)
                let b = try eager.table(for: mode)
                let m = "\(name) @ \(lazy.axes.describe(mode))"
                // Colors compared bit for bit, the sink slot included.
                #expect(a.columns.colors.map { unsafeBitCast($0.rgba, to: SIMD4<UInt32>.self) } == b.columns.colors.map { unsafeBitCast($0.rgba, to: SIMD4<UInt32>.self) }, "\(m)")
                #expect(a.columns.status == b.columns.status, "\(m)")
                for id in 0..<lazy.catalog.count {
                    #expect("\(a.resolvedValue(ofTokenAt: id))" == "\(b.resolvedValue(ofTokenAt: id))", "\(m): \(lazy.catalog.paths[id])")
                }
            }
            #expect(TestSupport.snapshot(lazy) == TestSupport.snapshot(eager))
        }
    }

    @Test("Every token's variations over all modes and its dependencies are the compiled theme's")
    func variations() throws {
        let snapshot = try Snapshot(bytes: try Self.snapshot())
        for name in snapshot.themeNames {
            let loaded = try snapshot.theme(named: name)
            let compiled = try Self.graph.compile(try #require(SampleDesignSystem.designSystem.theme(named: name)))
            for id in 0..<loaded.catalog.count {
                let path = loaded.catalog.paths[id]
                #expect("\(String(describing: loaded.variations(at: path)))" == "\(String(describing: compiled.variations(at: path)))", "\(name): \(path)")
                #expect(loaded.dependencies(ofTokenAt: id) == compiled.dependencies(ofTokenAt: id), "\(name): \(path)")
            }
        }
    }

    @Test("Copying the tables out leaves mode tables unchanged, and the copy is made once")
    func copyOnce() throws {
        let theme = try Snapshot(bytes: try Self.snapshot()).theme(named: "ocean")
        let before = TestSupport.snapshot(theme)
        let stats = theme.statistics
        #expect(stats.tokens == Self.graph.count)
        #expect(theme.storage.tables.groups.count == stats.groups)
        #expect(TestSupport.snapshot(theme) == before)
    }

    @Test("A cell's palette index past its type's palette is malformed when the theme loads, before any mode is selected")
    func paletteIndex() throws {
        let bytes = try Self.snapshot()
        let sections = Self.sections(bytes)
        func u64(_ at: Int) -> Int { (0..<8).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
        var checked = 0
        // Each type's cells end with their palette indices, just before the next type's slab
        // starts (u64: the starts, then the palette size).
        for h in sections.indices where sections[h].kind == 4 && sections[h].count >= 2 {
            let palette = u64(sections[h].offset + 8 * (sections[h].count - 1))
            let cells = u64(sections[h].offset + 8 * (sections[h].count - 2))
            guard palette > 0, cells > 0,
                let k = (h + 1..<sections.count - 1).first(where: { [2, 8].contains(sections[$0].kind) && sections[$0].count == cells && sections[$0 + 1].kind == 4 })
            else { continue }
            var b = bytes
            let width = sections[k].kind == 8 ? 2 : 4
            for i in 0..<width { b[sections[k].offset + i] = 0xFF }
            let snapshot = try Snapshot(bytes: Self.resealed(b))
            let error = #expect(throws: SnapshotError.self) {
                for name in snapshot.themeNames { _ = try snapshot.theme(named: name) }
            }
            #expect(error?.code == .malformed)
            #expect(error?.message.contains("palette") == true)
            checked += 1
        }
        #expect(checked >= 4)
    }

    @Test("An unknown cell status is malformed when the theme loads, before any mode is selected")
    func statusValue() throws {
        let bytes = try Self.snapshot()
        let sections = Self.sections(bytes)
        // The status cells are the tenth section of a theme (docs/snapshot-format.md); the
        // last section holds the section where each theme starts.
        let last = sections[sections.count - 1]
        let names = try Snapshot(bytes: bytes).themeNames
        func u32(_ at: Int) -> Int { (0..<4).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
        let starts = (0..<last.count).map { u32(last.offset + 4 * $0) }
        let t = try #require(starts.firstIndex { sections[$0 + 9].count > 0 }, "a sample theme has forbidden tokens")
        let status = sections[starts[t] + 9]
        #expect(status.kind == 1)
        for value: UInt8 in [3, 0xFF] {
            var b = bytes
            b[status.offset + status.count - 1] = value
            let snapshot = try Snapshot(bytes: Self.resealed(b))
            let error = #expect(throws: SnapshotError.self) { _ = try snapshot.theme(named: names[t]) }
            #expect(error?.code == .malformed)
            #expect(error?.message.contains("status") == true)
        }
    }
}
