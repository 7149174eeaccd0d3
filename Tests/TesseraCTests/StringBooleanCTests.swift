import Glibc
import Tessera
import TesseraC
import TesseraTestSupport
import Testing

/// `tessera_string` and `tessera_boolean` on a snapshot holding both types in two modes.
@Suite("C API: string and boolean readers")
struct StringBooleanCTests {
    static let path: String = {
        var ds = DesignSystem(name: "flags")
        ds.declare("label.greeting", type: .string, varying: [(.always, .string("Hello")), (["colorScheme": "dark"], .string("Bonne nuit ☾"))])
        ds.declare("label.alias", type: .string, .alias("label.greeting"))
        ds.declare("feature.glow", type: .boolean, varying: [(.always, .boolean(false)), (["colorScheme": "dark"], .boolean(true))])
        ds.declare("feature.off", type: .boolean, .forbidden)
        let bytes = try! Snapshot.encode([try! TokenGraph(ds).compileBase()])
        let path = try! Scratch.path("flags.tsnap")
        let f = fopen(path, "wb")!
        _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, f) }
        fclose(f)
        return path
    }()

    /// The text, flag and statuses C reads in `scheme`.
    static func read(_ theme: OpaquePointer, _ scheme: String) throws -> (text: String, alias: String, glow: Int32, statuses: [Int32]) {
        let selected = ["colorScheme"].withCStrings { a in [scheme].withCStrings { c in tessera_table_select(theme, a, c, 1, nil) } }
        let table = try #require(selected)
        defer { tessera_table_release(table) }
        var type: Int32 = -1
        let greeting = tessera_token_id(theme, "label.greeting", &type)
        #expect(type == 13)
        let alias = tessera_token_id(theme, "label.alias", nil)
        let glow = tessera_token_id(theme, "feature.glow", &type)
        #expect(type == 14)
        func text(_ id: Int32) throws -> (String, Int32) {
            var pointer: UnsafePointer<CChar>?
            var length = -1
            let s = tessera_string(table, id, &pointer, &length)
            let bytes = UnsafeRawBufferPointer(start: try #require(pointer), count: length)
            #expect(strlen(pointer!) == length)
            return (String(decoding: bytes, as: UTF8.self), s)
        }
        let (t, s0) = try text(greeting)
        let (a, s1) = try text(alias)
        var flag: Int32 = -1
        let s2 = tessera_boolean(table, glow, &flag)
        var off: Int32 = -1
        let s3 = tessera_boolean(table, tessera_token_id(theme, "feature.off", nil), &off)
        // Wrong-type reads are invalid and leave the output alone.
        var untouched: Int32 = 42
        let s4 = tessera_boolean(table, greeting, &untouched)
        #expect(untouched == 42)
        var d = 0.0
        let s5 = tessera_number(table, glow, &d)
        return (t, a, flag, [s0, s1, s2, s3, s4, s5])
    }

    @Test("Per-mode strings (pointer and UTF-8 length) and booleans; forbidden and wrong-type statuses")
    func reads() throws {
        let snapshot = try #require(tessera_snapshot_open(Self.path, nil))
        defer { tessera_snapshot_close(snapshot) }
        let theme = try #require(tessera_theme_get(snapshot, nil, nil))
        let light = try Self.read(theme, "light")
        #expect(light.text == "Hello" && light.alias == "Hello" && light.glow == 0)
        #expect(light.statuses == [0, 0, 0, 1, 3, 3])
        let dark = try Self.read(theme, "dark")
        #expect(dark.text == "Bonne nuit ☾" && dark.alias == "Bonne nuit ☾" && dark.glow == 1)
        #expect(dark.statuses == [0, 0, 0, 1, 3, 3])
    }
}
