import Tessera
import TesseraC
import Testing

/// Listing a snapshot's themes, axes, contexts and tokens from C.
@Suite("C API: discovery")
struct DiscoveryCTests {
    @Test("Themes, axes with their contexts and defaults, as the catalog has them")
    func themesAndAxes() throws {
        let s = try CSnapshotFixture(path: ContractCTests.samplePath)
        let catalog = try Snapshot(contentsOf: s.path).catalog
        #expect(tessera_snapshot_theme_count(s.snapshot) == 2)
        #expect((0..<2).map { String(cString: tessera_snapshot_theme_name(s.snapshot, $0)!) } == ["lumen", "ocean"])
        #expect(tessera_snapshot_theme_name(s.snapshot, 2) == nil)
        #expect(tessera_snapshot_axis_count(s.snapshot) == catalog.axes.count)
        for (a, axis) in catalog.axes.axes.enumerated() {
            var info = [UInt8](repeating: 0xAA, count: 32)
            #expect(info.withUnsafeMutableBytes { tessera_snapshot_axis(s.snapshot, a, $0.baseAddress) } == 0)
            try info.withUnsafeBytes { b in
                #expect(String(cString: b.load(as: UnsafePointer<CChar>.self)) == axis.name)
                #expect(b.load(fromByteOffset: 8, as: Int.self) == axis.contexts.count)
                #expect(b.load(fromByteOffset: 16, as: Int.self) == axis.index(of: axis.defaultContext)?.position)
                #expect(b.load(fromByteOffset: 24, as: Int32.self) == 0)
                let names = try (0..<axis.contexts.count).map { String(cString: try #require(tessera_snapshot_axis_context(s.snapshot, a, $0))) }
                #expect(names == axis.contexts.map(\.name))
            }
            #expect(tessera_snapshot_axis_context(s.snapshot, a, axis.contexts.count) == nil)
        }
        // The sample's axes, written out: what a mode picker shows.
        let sizeClass = try #require(catalog.axes.index(of: "sizeClass")).position
        #expect((0..<3).map { String(cString: tessera_snapshot_axis_context(s.snapshot, sizeClass, $0)!) } == ["extraCompact", "compact", "regular"])
        var info = [UInt8](repeating: 0xAA, count: 32)
        #expect(info.withUnsafeMutableBytes { tessera_snapshot_axis(s.snapshot, sizeClass, $0.baseAddress) } == 0)
        #expect(info.withUnsafeBytes { $0.load(fromByteOffset: 16, as: Int.self) } == 2)
        let untouched = [UInt8](repeating: 0xAA, count: 32)
        info = untouched
        #expect(info.withUnsafeMutableBytes { tessera_snapshot_axis(s.snapshot, catalog.axes.count, $0.baseAddress) } == 3)
        #expect(info == untouched)
        #expect(tessera_snapshot_theme_count(nil) == 0 && tessera_snapshot_axis_count(nil) == 0)
    }

    @Test("An axis a selection must name says so")
    func requiredAxis() throws {
        var ds = DesignSystem(name: "required", axes: [ModeAxis("brand", contexts: ["a", "b"])])
        ds.axes[0].requiresSelection = true
        ds.declare("x", type: .number, varying: [(.always, .number(1)), (["brand": "b"], .number(2))])
        let s = try CSnapshotFixture(writing: [try TokenGraph(ds).compileBase()], name: "required.tsnap")
        var info = [UInt8](repeating: 0xAA, count: 32)
        #expect(info.withUnsafeMutableBytes { tessera_snapshot_axis(s.snapshot, 0, $0.baseAddress) } == 0)
        #expect(info.withUnsafeBytes { $0.load(fromByteOffset: 24, as: Int32.self) } == 1)
        #expect(tessera_table_select(s.theme, nil, nil, 0, nil) == nil)
        var value = 0.0
        #expect(tessera_number(try s.table(["brand": "b"]), s.id("x"), &value) == 0 && value == 2)
    }

    @Test("Token paths and types by id, decoded on first request, equal the catalog's")
    func tokens() throws {
        let s = try CSnapshotFixture(path: ContractCTests.samplePath)
        let catalog = try Snapshot(contentsOf: s.path).catalog
        #expect(tessera_token_count(s.theme) == Int32(catalog.count))
        let first = try #require(tessera_token_path(s.theme, 0))
        for id in 0..<catalog.count {
            let pointer = try #require(tessera_token_path(s.theme, Int32(id)))
            #expect(String(cString: pointer) == catalog.paths[id].rawValue)
            #expect(tessera_token_type(s.theme, Int32(id)) == Int32(catalog.types[id].ordinal))
        }
        // Paths are made once: the same pointer on every call.
        #expect(tessera_token_path(s.theme, 0) == first)
        #expect(tessera_token_path(s.theme, -1) == nil && tessera_token_path(s.theme, Int32(catalog.count)) == nil)
        #expect(tessera_token_type(s.theme, Int32(catalog.count)) == -1)
    }
}
