import Tessera
import TesseraC
import TesseraSample
import Testing

/// The contracts tessera.h states: font families as arrays of names, one object per theme,
/// which names match case-insensitively, an axis named twice, and one rule for NULL outputs.
@Suite("C API: contracts")
struct ContractCTests {
    /// The sample's two themes.
    static let samplePath: String = {
        let graph = TokenGraph(SampleDesignSystem.designSystem)
        return try! CSnapshotFixture.write(SampleDesignSystem.designSystem.themes.map { try! graph.compile($0) }, "contracts-sample.tsnap")
    }()

    /// One token of every type ("ok.<type>") and a forbidden one of every type ("gone.<type>").
    static let everyTypePath: String = {
        var ds = DesignSystem(name: "every")
        let values: [(TokenType, TokenExpression)] = [
            (.color, .hex("#336699")),
            (.dimension, .px(3)),
            (.number, .number(0.5)),
            (.fontFamily, .fontFamily(["Comma, Inc Sans", "Q\"uote\\Sans", "serif"])),
            (.fontWeight, .fontWeight(600)),
            (.duration, .duration(TokenDuration(120))),
            (.cubicBezier, .cubicBezier(CubicBezier(0, 0, 1, 1))),
            (.strokeStyle, .dashedStroke(dashes: [.px(2)], lineCap: .round)),
            (.shadow, .shadow([.shadowLayer(ShadowLayerExpression(color: .alias("ok.color"), offsetX: .px(1), offsetY: .px(1), blur: .px(2)))])),
            (
                .typography,
                .typography(
                    TypographyExpression(fontFamily: .alias("ok.fontFamily"), fontSize: .px(14), fontWeight: .fontWeight(400), letterSpacing: .px(0), lineHeight: .number(1.4)))
            ),
            (.border, .border(BorderExpression(color: .alias("ok.color"), width: .px(1), style: .alias("ok.strokeStyle")))),
            (.transition, .transition(TransitionExpression(duration: .alias("ok.duration"), delay: .duration(TokenDuration(0)), timingFunction: .alias("ok.cubicBezier")))),
            (.gradient, .gradient([.gradientStop(GradientStopExpression(color: .alias("ok.color"), position: .number(0)))])),
            (.string, .string("label")),
            (.boolean, .boolean(true)),
        ]
        for (type, value) in values {
            ds.declare(TokenPath("ok.\(type)"), type: type, value)
            ds.declare(TokenPath("gone.\(type)"), type: type, .forbidden)
        }
        return try! CSnapshotFixture.write([try! TokenGraph(ds).compileBase()], "every.tsnap")
    }()

    @Test("Font families are arrays of names; the display string quotes a name with a comma")
    func families() throws {
        let s = try CSnapshotFixture(path: Self.everyTypePath)
        let table = try s.table()
        func names(_ path: String) -> (Int32, [String]) {
            var list: UnsafePointer<UnsafePointer<CChar>?>?
            var count = -1
            let status = tessera_font_family_names(table, s.id(path), &list, &count)
            return (status, (0..<max(count, 0)).map { String(cString: list![$0]!) })
        }
        let want = ["Comma, Inc Sans", "Q\"uote\\Sans", "serif"]
        #expect(names("ok.fontFamily") == (0, want))
        // A typography's family, through the same call.
        #expect(names("ok.typography") == (0, want))
        let display = #""Comma, Inc Sans", "Q\"uote\\Sans", serif"#
        var family: UnsafePointer<CChar>?
        #expect(tessera_font_family(table, s.id("ok.fontFamily"), &family) == 0)
        #expect(String(cString: try #require(family)) == display)
        var typography = [UInt8](repeating: 0, count: 56)
        #expect(typography.withUnsafeMutableBytes { tessera_typography(table, s.id("ok.typography"), $0.baseAddress) } == 0)
        #expect(typography.withUnsafeBytes { String(cString: $0.load(as: UnsafePointer<CChar>.self)) } == display)
        // Another type's id is invalid and leaves the outputs alone.
        var count = -7
        #expect(tessera_font_family_names(table, s.id("ok.color"), nil, &count) == 3 && count == -7)
    }

    @Test("One object per theme, whichever name reaches it first")
    func oneThemeObject() throws {
        for order in [[nil, "lumen"], ["lumen", nil]] as [[String?]] {
            let snapshot = try #require(tessera_snapshot_open(Self.samplePath, nil))
            defer { tessera_snapshot_close(snapshot) }
            let first = tessera_theme_get(snapshot, order[0], nil)
            #expect(first != nil && tessera_theme_get(snapshot, order[1], nil) == first)
            #expect(tessera_theme_get(snapshot, "ocean", nil) != first)
            #expect(tessera_theme_get(snapshot, "ocean", nil) == tessera_theme_get(snapshot, "ocean", nil))
        }
    }

    @Test(
        "An axis named twice in one selection is rejected whatever its case", arguments: [["colorScheme", "colorscheme"], ["CONTRAST", "contrast"], ["elevation", "elevation"]])
    func axisNamedTwice(axes: [String]) throws {
        let s = try CSnapshotFixture(path: Self.samplePath)
        var err = CAPITests.CErrorBuffer()
        let contexts = axes.map { $0.lowercased() == "colorscheme" ? "dark" : $0.lowercased() == "contrast" ? "high" : "elevated" }
        let table = err.bytes.withUnsafeMutableBytes { e in axes.withCStrings { a in contexts.withCStrings { c in tessera_table_select(s.theme, a, c, 2, e.baseAddress) } } }
        #expect(table == nil)
        #expect(err.code == 11)
        #expect(err.message.contains("twice"))
    }

    @Test("Axis and context names match case-insensitively; theme names and paths do not")
    func caseInsensitiveNames() throws {
        let s = try CSnapshotFixture(path: Self.samplePath)
        let dark = try s.table(["colorScheme": "dark"])
        let shouted = try s.table(["COLORSCHEME": "DARK"])
        let light = try s.table()
        var counted = 0
        for id in 0..<tessera_token_count(s.theme) where tessera_token_type(s.theme, id) == 0 {
            var a = [Float](repeating: 0, count: 4)
            var b = [Float](repeating: 0, count: 4)
            var c = [Float](repeating: 0, count: 4)
            _ = tessera_color(dark, id, &a)
            _ = tessera_color(shouted, id, &b)
            _ = tessera_color(light, id, &c)
            #expect(a == b)
            if a != c { counted += 1 }
        }
        // Dark differs from light for many colours, so the shouted names did select dark.
        #expect(counted > 50)
        var err = CAPITests.CErrorBuffer()
        #expect(err.bytes.withUnsafeMutableBytes { tessera_theme_get(s.snapshot, "LUMEN", $0.baseAddress) } == nil)
        #expect(err.code == 8)
        let path = String(cString: try #require(tessera_token_path(s.theme, 0)))
        #expect(s.id(path) == 0)
        #expect(s.id(path.uppercased()) == -1)
    }

    /// Each reader, called with every output pointing at scratch memory or with every output
    /// NULL (capacity 4 for the counted readers either way).
    static let readers: [(TokenType, @Sendable (OpaquePointer?, Int32, UnsafeMutableRawPointer?) -> Int32)] = [
        (.color, { tessera_color($0, $1, $2?.assumingMemoryBound(to: Float.self)) }),
        (.dimension, { tessera_dimension($0, $1, $2?.assumingMemoryBound(to: Double.self), $2.map { ($0 + 8).assumingMemoryBound(to: Int32.self) }) }),
        (.number, { tessera_number($0, $1, $2?.assumingMemoryBound(to: Double.self)) }),
        (.fontFamily, { tessera_font_family($0, $1, $2?.assumingMemoryBound(to: UnsafePointer<CChar>?.self)) }),
        (
            .fontFamily,
            { tessera_font_family_names($0, $1, $2?.assumingMemoryBound(to: UnsafePointer<UnsafePointer<CChar>?>?.self), $2.map { ($0 + 8).assumingMemoryBound(to: Int.self) }) }
        ),
        (.fontWeight, { tessera_font_weight($0, $1, $2?.assumingMemoryBound(to: Double.self)) }),
        (.duration, { tessera_duration($0, $1, $2?.assumingMemoryBound(to: Double.self)) }),
        (.cubicBezier, { tessera_cubic_bezier($0, $1, $2?.assumingMemoryBound(to: Double.self)) }),
        (.strokeStyle, { tessera_stroke_style($0, $1, $2) }),
        (.shadow, { tessera_shadow($0, $1, $2, 4, $2.map { ($0 + 400).assumingMemoryBound(to: Int.self) }) }),
        (.typography, { tessera_typography($0, $1, $2) }),
        (.border, { tessera_border($0, $1, $2) }),
        (.transition, { tessera_transition($0, $1, $2) }),
        (.gradient, { tessera_gradient($0, $1, $2, 4, $2.map { ($0 + 400).assumingMemoryBound(to: Int.self) }) }),
        (.string, { tessera_string($0, $1, $2?.assumingMemoryBound(to: UnsafePointer<CChar>?.self), $2.map { ($0 + 8).assumingMemoryBound(to: Int.self) }) }),
        (.boolean, { tessera_boolean($0, $1, $2?.assumingMemoryBound(to: Int32.self)) }),
    ]

    @Test("NULL outputs: every reader skips them and returns the status it returns with outputs", arguments: 0..<16)
    func nullOutputs(reader k: Int) throws {
        let (type, read) = Self.readers[k]
        let s = try CSnapshotFixture(path: Self.everyTypePath)
        let table = try s.table()
        var scratch = [UInt8](repeating: 0xAA, count: 512)
        // An ok token: ok both ways, except that a counted reader with a NULL array holds no
        // parts (a capacity of 0), so a shadow or gradient with parts is too small for it.
        let ok = s.id("ok.\(type)")
        #expect(scratch.withUnsafeMutableBytes { read(table, ok, $0.baseAddress) } == 0)
        #expect(read(table, ok, nil) == (type == .shadow || type == .gradient ? 4 : 0))
        // A forbidden token: forbidden both ways.
        let gone = s.id("gone.\(type)")
        #expect(scratch.withUnsafeMutableBytes { read(table, gone, $0.baseAddress) } == 1)
        #expect(read(table, gone, nil) == 1)
        // Another type's id, a bad id and a NULL table: invalid, nothing written.
        let other = s.id(type == .color ? "ok.number" : "ok.color")
        scratch = [UInt8](repeating: 0xAA, count: 512)
        #expect(scratch.withUnsafeMutableBytes { read(table, other, $0.baseAddress) } == 3)
        #expect(scratch.withUnsafeMutableBytes { read(table, -1, $0.baseAddress) } == 3)
        #expect(scratch.withUnsafeMutableBytes { read(table, tessera_token_count(s.theme), $0.baseAddress) } == 3)
        #expect(scratch.withUnsafeMutableBytes { read(nil, ok, $0.baseAddress) } == 3)
        #expect(scratch.allSatisfy { $0 == 0xAA })
        #expect(read(table, other, nil) == 3)
    }
}
