import Glibc
import Tessera
import TesseraC
import TesseraSample
import TesseraTestSupport
import Testing

/// The C entry points called from Swift with C-shaped arguments: error codes and messages,
/// statuses, and the struct layouts the header promises.
@Suite("C API")
struct CAPITests {
    /// A `tessera_error` as the header lays it out: int32 code, then 508 message bytes.
    struct CErrorBuffer {
        var bytes = [UInt8](repeating: 0xAA, count: 512)
        var code: Int32 { bytes.withUnsafeBytes { $0.load(as: Int32.self) } }
        var message: String { String(decoding: bytes[4...].prefix { $0 != 0 }, as: UTF8.self) }
    }

    static let path: String = {
        let graph = TokenGraph(SampleDesignSystem.designSystem)
        let themes = SampleDesignSystem.designSystem.themes.map { try! graph.compile($0) }
        let bytes = try! Snapshot.encode(themes)
        let path = try! Scratch.path("capi.tsnap")
        let f = fopen(path, "wb")!
        _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, f) }
        fclose(f)
        return path
    }()

    static func open(_ err: inout CErrorBuffer) -> OpaquePointer? {
        err.bytes.withUnsafeMutableBytes { tessera_snapshot_open(path, $0.baseAddress) }
    }

    @Test("Open errors carry a code and a message naming the file")
    func openErrors() {
        var err = CErrorBuffer()
        #expect(err.bytes.withUnsafeMutableBytes { tessera_snapshot_open("/nonexistent/x.tsnap", $0.baseAddress) } == nil)
        #expect(err.code == SnapshotError.Code.io.rawValue)
        #expect(err.message.contains("/nonexistent/x.tsnap"))
        #expect(err.bytes.withUnsafeMutableBytes { tessera_snapshot_open(nil, $0.baseAddress) } == nil)
        #expect(err.code == 11)
        // NULL err is allowed.
        #expect(tessera_snapshot_open("/nonexistent/x.tsnap", nil) == nil)
    }

    @Test("A FIFO or a device is refused at once with an I/O error naming its kind", .timeLimit(.minutes(1)))
    func openSpecialFiles() throws {
        let fifo = try Scratch.path("pipe.tsnap")
        try #require(mkfifo(fifo, 0o600) == 0)
        for (path, kind) in [(fifo, "a FIFO"), ("/dev/null", "a character device")] {
            var err = CErrorBuffer()
            #expect(err.bytes.withUnsafeMutableBytes { tessera_snapshot_open(path, $0.baseAddress) } == nil)
            #expect(err.code == SnapshotError.Code.io.rawValue)
            #expect(err.message == "\(path): is \(kind), not a regular file; only regular files are read")
        }
    }

    @Test("Themes, ids, statuses and composite structs")
    func reads() throws {
        var err = CErrorBuffer()
        let opened = Self.open(&err)
        let snapshot = try #require(opened, "\(err.message)")
        defer { tessera_snapshot_close(snapshot) }
        #expect(err.code == 0)
        let theme = try #require(tessera_theme_get(snapshot, "ocean", nil))
        #expect(tessera_theme_get(snapshot, "ocean", nil) == theme)
        #expect(err.bytes.withUnsafeMutableBytes { tessera_theme_get(snapshot, "nope", $0.baseAddress) } == nil)
        #expect(err.code == SnapshotError.Code.unknownTheme.rawValue)
        #expect(err.message.contains("nope") && err.message.contains("lumen"))

        let compiled = try Snapshot(contentsOf: Self.path).theme(named: "ocean")
        let catalog = compiled.catalog
        #expect(tessera_token_count(theme) == Int32(catalog.count))
        #expect(tessera_token_id(theme, "no.such.token", nil) == -1)
        let mode = try compiled.mode(["colorScheme": "dark"])
        let expected = try compiled.table(for: mode)
        let selected = err.bytes.withUnsafeMutableBytes { e in
            ["colorScheme"].withCStrings { a in ["dark"].withCStrings { c in tessera_table_select(theme, a, c, 1, e.baseAddress) } }
        }
        let table = try #require(selected, "\(err.message)")
        defer { tessera_table_release(table) }

        var forbidden = 0
        for id in 0..<catalog.count {
            let path = catalog.paths[id].rawValue
            var type: Int32 = -1
            #expect(tessera_token_id(theme, path, &type) == Int32(id))
            #expect(String(cString: try #require(tessera_token_path(theme, Int32(id)))) == path)
            let value = expected.resolvedValue(ofTokenAt: id)
            switch catalog.types[id] {
            case .color:
                var rgba = [Float](repeating: -1, count: 4)
                let s = tessera_color(table, Int32(id), &rgba)
                switch value {
                case .success(.color(let c)):
                    #expect(s == 0)
                    #expect(rgba == [c.red, c.green, c.blue, c.alpha])
                case .failure(let e):
                    #expect(s == (e.reason == .forbidden ? 1 : 2))
                    if e.reason == .forbidden { forbidden += 1 }
                default: Issue.record("\(path): \(value)")
                }
                // A color id read as a dimension is invalid and leaves the output alone.
                var d = -7.0
                #expect(tessera_dimension(table, Int32(id), &d, nil) == 3)
                #expect(d == -7)
            case .typography:
                guard case .success(.typography(let family, let size, let weight, let spacing, let line)) = value else { continue }
                var raw = [UInt8](repeating: 0, count: 56)
                #expect(raw.withUnsafeMutableBytes { tessera_typography(table, Int32(id), $0.baseAddress) } == 0)
                raw.withUnsafeBytes { b in
                    let name = b.load(as: UnsafePointer<CChar>.self)
                    #expect(String(cString: name) == family.joined(separator: ", "))
                    #expect(b.load(fromByteOffset: 8, as: Double.self) == size.value)
                    #expect(b.load(fromByteOffset: 16, as: Int32.self) == Int32(size.unit.rawValue))
                    #expect(b.load(fromByteOffset: 24, as: Double.self) == weight)
                    #expect(b.load(fromByteOffset: 32, as: Double.self) == spacing.value)
                    #expect(b.load(fromByteOffset: 48, as: Double.self) == line)
                }
            case .shadow:
                guard case .success(.shadow(let layers)) = value else { continue }
                var count = -1
                #expect(tessera_shadow(table, Int32(id), nil, 0, &count) == (layers.isEmpty ? 0 : 4))
                #expect(count == layers.count)
                var raw = [UInt8](repeating: 0, count: 88 * max(layers.count, 1))
                #expect(raw.withUnsafeMutableBytes { tessera_shadow(table, Int32(id), $0.baseAddress, layers.count, &count) } == 0)
                raw.withUnsafeBytes { b in
                    for (k, layer) in layers.enumerated() {
                        #expect(b.load(fromByteOffset: 88 * k, as: Float.self) == layer.color.red)
                        #expect(b.load(fromByteOffset: 88 * k + 48, as: Double.self) == layer.blur.value)
                        #expect(b.load(fromByteOffset: 88 * k + 80, as: Int32.self) == (layer.inset ? 1 : 0))
                    }
                }
            case .border:
                guard case .success(.border(let color, let width, let style)) = value else { continue }
                var raw = [UInt8](repeating: 0xAA, count: 56)
                #expect(raw.withUnsafeMutableBytes { tessera_border(table, Int32(id), $0.baseAddress) } == 0)
                raw.withUnsafeBytes { b in
                    #expect(b.load(fromByteOffset: 12, as: Float.self) == color.alpha)
                    #expect(b.load(fromByteOffset: 16, as: Double.self) == width.value)
                    #expect(b.load(fromByteOffset: 32, as: Int32.self) == Int32(style.keyword.rawValue))
                    #expect(Self.dashes(b) == (style.keyword == .custom ? style.dashes : []))
                }
            case .dimension:
                guard case .success(.dimension(let d)) = value else { continue }
                var v = 0.0
                var unit: Int32 = -1
                #expect(tessera_dimension(table, Int32(id), &v, &unit) == 0)
                #expect(v == d.value && unit == Int32(d.unit.rawValue))
            default:
                continue
            }
        }
        #expect(forbidden >= 3)
        #expect(tessera_color(table, -1, nil) == 3)
        #expect(tessera_color(table, Int32(catalog.count), nil) == 3)
    }

    /// The dashes a `tessera_border_value` points at: pointer at 40, count at 48.
    static func dashes(_ border: UnsafeRawBufferPointer) -> [TokenDimension] {
        let count = border.load(fromByteOffset: 48, as: Int.self)
        guard let first = border.load(fromByteOffset: 40, as: UnsafeRawPointer?.self) else { return count == 0 ? [] : [TokenDimension(-1)] }
        return (0..<count).map { k in
            let entry = first + 16 * k
            return TokenDimension(entry.load(as: Double.self), TokenDimension.Unit(rawValue: UInt8(entry.load(fromByteOffset: 8, as: Int32.self))) ?? .px)
        }
    }

    @Test("A custom border's dashes reach C as a theme-owned array; other borders have none")
    func borderDashes() throws {
        var ds = DesignSystem()
        ds.declare("d", type: .dimension, .dimension(TokenDimension(1.5, .rem)))
        ds.declare("ss", type: .strokeStyle, .dashedStroke(dashes: [.px(4), .alias("d")], lineCap: .round))
        ds.declare("dashed", type: .border, .border(BorderExpression(color: .hex("#336699"), width: .px(2), style: .alias("ss"))))
        ds.declare("solid", type: .border, .border(BorderExpression(color: .hex("#000000"), width: .px(1), style: .strokeStyle(.solid))))
        let path = try Scratch.path("dashes.tsnap")
        let bytes = try Snapshot.encode([try TokenGraph(ds).compileBase()])
        let f = try #require(fopen(path, "wb"))
        _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, f) }
        fclose(f)
        defer { unlink(path) }
        let snapshot = try #require(tessera_snapshot_open(path, nil))
        defer { tessera_snapshot_close(snapshot) }
        let theme = try #require(tessera_theme_get(snapshot, nil, nil))
        let table = try #require(tessera_table_select(theme, nil, nil, 0, nil))
        defer { tessera_table_release(table) }
        var raw = [UInt8](repeating: 0xAA, count: 56)
        #expect(raw.withUnsafeMutableBytes { tessera_border(table, tessera_token_id(theme, "dashed", nil), $0.baseAddress) } == 0)
        raw.withUnsafeBytes { b in
            #expect(b.load(fromByteOffset: 32, as: Int32.self) == Int32(TokenStrokeStyle.Keyword.custom.rawValue))
            #expect(Self.dashes(b) == [TokenDimension(4), TokenDimension(1.5, .rem)])
        }
        #expect(raw.withUnsafeMutableBytes { tessera_border(table, tessera_token_id(theme, "solid", nil), $0.baseAddress) } == 0)
        raw.withUnsafeBytes { b in
            #expect(b.load(fromByteOffset: 40, as: UnsafeRawPointer?.self) == nil)
            #expect(b.load(fromByteOffset: 48, as: Int.self) == 0)
        }
    }

    @Test("An unknown axis or context is a typed error naming it")
    func badMode() throws {
        var err = CErrorBuffer()
        let opened = Self.open(&err)
        let snapshot = try #require(opened)
        defer { tessera_snapshot_close(snapshot) }
        let theme = try #require(tessera_theme_get(snapshot, nil, nil))
        let table = err.bytes.withUnsafeMutableBytes { e in
            ["colorScheme"].withCStrings { a in ["sepia"].withCStrings { c in tessera_table_select(theme, a, c, 1, e.baseAddress) } }
        }
        #expect(table == nil)
        #expect(err.code == 10)
        #expect(err.message.contains("sepia"))
        #expect(err.bytes.withUnsafeMutableBytes { tessera_table_select(theme, nil, nil, 1, $0.baseAddress) } == nil)
        #expect(err.code == 11)
    }
}

extension Array where Element == String {
    /// Calls `body` with a C array of NUL-terminated copies of the strings.
    func withCStrings<R>(_ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
        let copies = map { strdup($0) }
        defer { copies.forEach { free($0) } }
        let pointers = copies.map { UnsafePointer($0) }
        return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}
