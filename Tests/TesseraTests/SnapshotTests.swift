import Glibc
import TesseraFormats
import TesseraSample
import TesseraSupport
import TesseraTestSupport
import Testing

@testable import Tessera

@Suite("Snapshots: compiled themes as files")
struct SnapshotTests {
    static let design = SampleDesignSystem.designSystem
    static let graph = TokenGraph(design)

    static func compiled(_ name: String) throws -> ResolvedTheme {
        try graph.compile(try #require(design.theme(named: name)))
    }

    /// A small snapshot (the brand fixture, one theme) for exhaustive corruption tests.
    static func smallSnapshot() throws -> [UInt8] {
        let g = TokenGraph(Fixtures.brand)
        return try Snapshot.encode([try g.compileBase()])
    }

    /// `bytes` with the header checksum recomputed, to reach the checks behind it.
    static func resealed(_ bytes: [UInt8]) -> [UInt8] {
        var b = bytes
        let sum = b.withUnsafeBytes { SnapshotChecksum.of(UnsafeRawBufferPointer(rebasing: $0[64...])) }
        withUnsafeBytes(of: sum.littleEndian) { for (k, v) in $0.enumerated() { b[32 + k] = v } }
        return b
    }

    @Test("XXH64 matches the published known answers")
    func hash() {
        func h(_ s: String) -> UInt64 { Array(s.utf8).withUnsafeBytes { SnapshotHash.xxh64($0) } }
        #expect(h("") == 0xEF46_DB37_51D8_E999)
        #expect(h("abc") == 0x44BC_2CF5_AD77_0999)
        // 39 bytes: one 32-byte stripe plus every tail step.
        #expect(h("Nobody inspects the spammish repetition") == 0xFBCE_A83C_8A37_8BF1)
    }

    @Test("Every value of every token in every mode of both sample themes survives the round trip")
    func roundTrip() throws {
        let lumen = try Self.compiled("lumen")
        let ocean = try Self.compiled("ocean")
        let snapshot = try Snapshot(bytes: try Snapshot.encode([lumen, ocean]))
        #expect(snapshot.themeNames == ["lumen", "ocean"])
        for original in [lumen, ocean] {
            let loaded = try snapshot.theme(named: original.name)
            #expect(loaded.name == original.name)
            #expect(loaded.colorSpaceName == original.colorSpaceName)
            #expect(loaded.axes == original.axes)
            let expected = TestSupport.snapshot(original)
            let actual = TestSupport.snapshot(loaded)
            #expect(expected.count == actual.count)
            #expect(expected.count == Self.graph.count * original.axes.allModes.count)
            for (key, value) in expected where actual[key] != value {
                Issue.record("\(original.name): \(key): \(value) became \(actual[key] ?? "missing")")
            }
        }
        // The default theme is the first one written.
        #expect(try snapshot.theme().name == "lumen")
    }

    @Test("Handles from a snapshot equal handles from compiling")
    func handles() throws {
        let lumen = try Self.compiled("lumen")
        let snapshot = try Snapshot(bytes: try Snapshot.encode([lumen]))
        let loaded = try snapshot.theme()
        #expect(loaded.catalog.count == Self.graph.count)
        for id in 0..<Self.graph.count {
            let path = Self.graph.paths[id]
            let a = try #require(Self.graph.handleIndex(of: path))
            let b = try #require(loaded.catalog.handleIndex(of: path), "\(path) missing")
            #expect(a == b, "\(path)")
        }
        let colorID = try #require((0..<Self.graph.count).last { Self.graph.types[$0] == .color })
        let surface = try #require(lumen.token(Self.graph.paths[colorID], as: TokenColor.self))
        #expect(loaded.token(Self.graph.paths[colorID], as: TokenColor.self) == surface)
        let dark = try lumen.mode(["colorScheme": "dark"])
        #expect(try loaded.table(for: dark)[surface] == lumen.table(for: dark)[surface])
    }

    @Test("Forbidden tokens stay forbidden and the checked look-up says so")
    func forbidden() throws {
        let ocean = try Self.compiled("ocean")
        let loaded = try Snapshot(bytes: try Snapshot.encode([ocean])).theme()
        var forbidden = 0
        let table = loaded.defaultTable
        for id in 0..<loaded.catalog.count {
            if case .failure(let e) = table.resolvedValue(ofTokenAt: id), e.reason == .forbidden { forbidden += 1 }
        }
        #expect(forbidden >= 3)
    }

    @Test("A snapshot theme refuses overrides with a diagnostic instead of trapping")
    func noOverride() throws {
        let loaded = try Snapshot(bytes: try Self.smallSnapshot()).theme()
        #expect(throws: DiagnosticList.self) {
            try loaded.overriding(OverrideLayer("x", [Override("color.brand.500", .hex("#000000"))]))
        }
    }

    @Test("An unknown theme name is a typed error listing the themes")
    func unknownTheme() throws {
        let snapshot = try Snapshot(bytes: try Self.smallSnapshot())
        let error = #expect(throws: SnapshotError.self) { try snapshot.theme(named: "nope") }
        #expect(error?.code == .unknownTheme)
        #expect(error?.message.contains("base") == true)
    }

    @Test("Every truncation of a small snapshot is a typed error")
    func truncation() throws {
        let bytes = try Self.smallSnapshot()
        #expect(bytes.count > 1000)
        for n in 0..<bytes.count {
            do {
                _ = try Snapshot(bytes: Array(bytes[..<n]))
                Issue.record("prefix of \(n) bytes loaded")
            } catch {
                #expect(error.code == .truncated, "prefix \(n): \(error)")
            }
        }
    }

    @Test("Random byte flips are typed errors")
    func flips() throws {
        let bytes = try Self.smallSnapshot()
        var rng = SplitMix64(seed: 0x7E55)
        for _ in 0..<2000 {
            var b = bytes
            let i = Int(rng.next() % UInt64(b.count))
            let x = UInt8(truncatingIfNeeded: rng.next() | 1)
            b[i] ^= x
            #expect(throws: SnapshotError.self, "flip at \(i)") { _ = try Snapshot(bytes: b) }
        }
    }

    @Test("Header checks name what is wrong", arguments: [(0, SnapshotError.Code.badMagic), (8, .unsupportedVersion), (12, .wrongEndianness)])
    func header(offset: Int, code: SnapshotError.Code) throws {
        var b = try Self.smallSnapshot()
        switch code {
        case .wrongEndianness: b.replaceSubrange(12..<16, with: [1, 2, 3, 4])
        case .unsupportedVersion: b[8] = UInt8(SnapshotLayout.version + 1)
        default: b[offset] = 0x58
        }
        let error = #expect(throws: SnapshotError.self) { _ = try Snapshot(bytes: b) }
        #expect(error?.code == code)
    }

    @Test("A format-1 snapshot (no path index) is refused as unsupported, naming both versions")
    func oldVersion() throws {
        var b = try Self.smallSnapshot()
        b[8] = 1
        let error = #expect(throws: SnapshotError.self) { _ = try Snapshot(bytes: b) }
        #expect(error?.code == .unsupportedVersion)
        #expect(error?.message == "snapshot format version 1; this build reads version 5")
    }

    @Test("A hostile snapshot with a valid checksum but out-of-range contents is malformed, not a crash")
    func hostile() throws {
        let bytes = try Self.smallSnapshot()
        func resealed(_ edit: (inout [UInt8]) -> Void) -> [UInt8] {
            var b = bytes
            edit(&b)
            let sum = b.withUnsafeBytes { SnapshotChecksum.of(UnsafeRawBufferPointer(rebasing: $0[64...])) }
            withUnsafeBytes(of: sum.littleEndian) { for (k, v) in $0.enumerated() { b[32 + k] = v } }
            return b
        }
        func put64(_ b: inout [UInt8], _ at: Int, _ v: UInt64) { withUnsafeBytes(of: v.littleEndian) { for (k, x) in $0.enumerated() { b[at + k] = x } } }
        let sections = Int(bytes[20]) | Int(bytes[21]) << 8
        // Every section's count, then every section's offset, pointed past the end of the file.
        for s in 0..<sections {
            for (field, value) in [(8, UInt64(bytes.count)), (16, UInt64(bytes.count + 16)), (8, UInt64.max), (16, 8)] {
                let b = resealed { put64(&$0, 64 + 32 * s + field, value) }
                let error = #expect(throws: SnapshotError.self) { _ = try Snapshot(bytes: b) }
                #expect(error?.code == .malformed, "section \(s) field \(field)")
            }
        }
        // Every 4-byte word of the payload set to 0xFFFFFFFF, resealed: never a trap.
        var loaded = 0
        for o in stride(from: 64 + 32 * sections, to: bytes.count - 4, by: 4) {
            let b = resealed { for k in 0..<4 { $0[o + k] = 0xFF } }
            if let s = try? Snapshot(bytes: b), let t = try? s.theme() {
                _ = TestSupport.snapshot(t)
                loaded += 1
            }
        }
        // Some words are plain values (colors), which load; indices and counts do not.
        #expect(loaded > 0)
    }

    @Test("A font-family list that claims to run past the family names is malformed before anything is sized by it")
    func familyListPastNames() throws {
        let bytes = try Snapshot.encode([try Self.compiled("lumen")])
        func u64(_ at: Int) -> Int { (0..<8).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
        func u32(_ at: Int) -> Int { (0..<4).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
        let sections = u32(20)
        // The last section holds each theme's first section: its font-family list starts.
        let themeStart = u32(u64(64 + 32 * (sections - 1) + 16))
        let entry = 64 + 32 * themeStart
        let starts = (count: u64(entry + 8), offset: u64(entry + 16))
        try #require(starts.count >= 3, "the sample theme has at least two family lists")
        var b = bytes
        // List 0 ends (and list 1 starts) far past the names: a list of 4 billion names.
        withUnsafeBytes(of: UInt32(0xFF00_0000).littleEndian) { for (k, v) in $0.enumerated() { b[starts.offset + 4 + k] = v } }
        let snapshot = try Snapshot(bytes: Self.resealed(b))
        let error = #expect(throws: SnapshotError.self) { _ = try snapshot.theme() }
        #expect(error?.code == .malformed)
        #expect(error?.message.contains("family list 0") == true)
    }

    @Test("The path index finds every token by path, misses unknown paths and makes paths on demand")
    func pathIndex() throws {
        let snapshot = try Snapshot(bytes: try Snapshot.encode([try Self.compiled("lumen")]))
        let catalog = snapshot.catalog
        for id in 0..<Self.graph.count {
            let path = Self.graph.paths[id]
            #expect(catalog.id(of: path) == id, "\(path)")
            #expect(catalog.path(of: id) == path)
        }
        for miss in ["", "color", "color.", "x.y.z", Self.graph.paths[0].rawValue + "x"] {
            #expect(catalog.id(of: TokenPath(miss)) == nil, "\(miss)")
        }
        #expect(catalog.paths == Self.graph.paths)
    }

    @Test("A lying path index makes look-ups miss, never loop or read out of bounds")
    func hostilePathIndex() throws {
        let bytes = try Self.smallSnapshot()
        let graph = TokenGraph(Fixtures.brand)
        func u64(_ at: Int) -> Int { (0..<8).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
        // Section 9 is the path index (docs/snapshot-format.md), in 16-bit slots for a small system.
        let entry = 64 + 32 * 9
        let width = Int(bytes[entry + 4])
        let count = u64(entry + 8)
        let offset = u64(entry + 16)
        #expect(width == 2)
        #expect(count.nonzeroBitCount == 1 && count > graph.count)
        for fill: UInt16 in [1, 0xFFFF, UInt16(graph.count + 1)] {
            var b = bytes
            for slot in 0..<count { withUnsafeBytes(of: fill.littleEndian) { for (k, v) in $0.enumerated() { b[offset + 2 * slot + k] = v } } }
            let loaded = try Snapshot(bytes: Self.resealed(b)).catalog
            // Every slot full of one id: only that id's own path is found, after at most `count` probes.
            for id in 0..<graph.count {
                #expect(loaded.id(of: graph.paths[id]) == (fill == 1 && id == 0 ? 0 : nil))
            }
        }
        var b = bytes
        withUnsafeBytes(of: UInt64(count - 1).littleEndian) { for (k, v) in $0.enumerated() { b[entry + 8 + k] = v } }
        let error = #expect(throws: SnapshotError.self) { _ = try Snapshot(bytes: Self.resealed(b)) }
        #expect(error?.code == .malformed)
        #expect(error?.message.contains("path index") == true)
    }

    @Test("Loading from a file reads the same snapshot; a missing file is an I/O error")
    func file() throws {
        let bytes = try Self.smallSnapshot()
        let path = try Scratch.path("small.tsnap")
        try FileIO.writeAtomically(bytes, to: path)
        defer { unlink(path) }
        let snapshot = try Snapshot(contentsOf: path)
        #expect(snapshot.byteCount == bytes.count)
        #expect(TestSupport.snapshot(try snapshot.theme()) == TestSupport.snapshot(try TokenGraph(Fixtures.brand).compileBase()))
        let error = #expect(throws: SnapshotError.self) { _ = try Snapshot(contentsOf: path + ".missing") }
        #expect(error?.code == .io)
        #expect(error?.message.contains(".missing") == true)
    }
}
