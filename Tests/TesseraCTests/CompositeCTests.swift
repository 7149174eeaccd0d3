import Tessera
import TesseraC
import Testing

/// Known answers for the readers of cubic Béziers, stroke styles, transitions and gradients,
/// on a snapshot whose values differ between light and dark, read through the header's struct
/// layouts as raw bytes.
@Suite("C API: cubic Bézier, stroke style, transition and gradient readers")
struct CompositeCTests {
    static let path: String = {
        var ds = DesignSystem(name: "motion")
        ds.declare(
            "easing", type: .cubicBezier, varying: [(.always, .cubicBezier(CubicBezier(0.25, 0.1, 0.25, 1))), (["colorScheme": "dark"], .cubicBezier(CubicBezier(0.4, 0, 0.2, 1)))])
        ds.declare("d", type: .dimension, .dimension(TokenDimension(1.5, .rem)))
        ds.declare("dash", type: .strokeStyle, .dashedStroke(dashes: [.px(4), .alias("d")], lineCap: .square))
        ds.declare("dots", type: .strokeStyle, .strokeStyle(.dotted))
        ds.declare("dur", type: .duration, varying: [(.always, .duration(TokenDuration(250))), (["colorScheme": "dark"], .duration(TokenDuration(0.5, .seconds)))])
        ds.declare("move", type: .transition, .transition(TransitionExpression(duration: .alias("dur"), delay: .duration(TokenDuration(100)), timingFunction: .alias("easing"))))
        ds.declare("c", type: .color, varying: [(.always, .hex("#ff8000")), (["colorScheme": "dark"], .hex("#00ff00"))])
        ds.declare(
            "fade", type: .gradient,
            .gradient([
                .gradientStop(GradientStopExpression(color: .alias("c"), position: .number(0))),
                .gradientStop(GradientStopExpression(color: .hex("#0000ff"), position: .number(0.75))),
            ]))
        ds.declare("gone", type: .gradient, .forbidden)
        return try! CSnapshotFixture.write([try! TokenGraph(ds).compileBase()], "motion.tsnap")
    }()

    static let orange: [Float] = [1, Float(128) / 255, 0, 1]

    @Test("Cubic Béziers: the four control points in each mode")
    func cubicBezier() throws {
        let s = try CSnapshotFixture(path: Self.path)
        for (scheme, points) in [("light", [0.25, 0.1, 0.25, 1]), ("dark", [0.4, 0, 0.2, 1])] {
            var out = [Double](repeating: -1, count: 4)
            #expect(tessera_cubic_bezier(try s.table(["colorScheme": scheme]), s.id("easing"), &out) == 0)
            #expect(out == points, "\(scheme)")
        }
    }

    /// A `tessera_stroke_style_value` (or a border's stroke fields): style, cap, dash array.
    static func stroke(_ b: UnsafeRawBufferPointer) -> (style: Int32, cap: Int32, dashes: [Double], units: [Int32], null: Bool) {
        let count = b.load(fromByteOffset: 16, as: Int.self)
        guard let first = b.load(fromByteOffset: 8, as: UnsafeRawPointer?.self) else { return (b.load(as: Int32.self), b.load(fromByteOffset: 4, as: Int32.self), [], [], true) }
        let dashes = (0..<count).map { first.load(fromByteOffset: 16 * $0, as: Double.self) }
        let units = (0..<count).map { first.load(fromByteOffset: 16 * $0 + 8, as: Int32.self) }
        return (b.load(as: Int32.self), b.load(fromByteOffset: 4, as: Int32.self), dashes, units, false)
    }

    @Test("Stroke styles: a dash pattern points at its lengths and units; a keyword has none")
    func strokeStyle() throws {
        let s = try CSnapshotFixture(path: Self.path)
        let table = try s.table()
        var raw = [UInt8](repeating: 0xAA, count: 24)
        #expect(raw.withUnsafeMutableBytes { tessera_stroke_style(table, s.id("dash"), $0.baseAddress) } == 0)
        let dash = raw.withUnsafeBytes(Self.stroke)
        // custom = 8, square = 2; 4 px, then 1.5 rem (px = 0, rem = 1).
        #expect(dash.style == 8 && dash.cap == 2 && dash.dashes == [4, 1.5] && dash.units == [0, 1])
        #expect(raw.withUnsafeMutableBytes { tessera_stroke_style(table, s.id("dots"), $0.baseAddress) } == 0)
        let dots = raw.withUnsafeBytes(Self.stroke)
        // dotted = 2, butt = 1, no dash array.
        #expect(dots.style == 2 && dots.cap == 1 && dots.null && raw.withUnsafeBytes { $0.load(fromByteOffset: 16, as: Int.self) } == 0)
    }

    @Test("Transitions: duration and delay in seconds, then the timing function, per mode")
    func transition() throws {
        let s = try CSnapshotFixture(path: Self.path)
        for (scheme, want) in [("light", [0.25, 0.1, 0.25, 0.1, 0.25, 1]), ("dark", [0.5, 0.1, 0.4, 0, 0.2, 1])] {
            let table = try s.table(["colorScheme": scheme])
            var raw = [Double](repeating: -1, count: 6)
            #expect(raw.withUnsafeMutableBytes { tessera_transition(table, s.id("move"), $0.baseAddress) } == 0)
            #expect(raw == want, "\(scheme)")
        }
    }

    /// The stops a gradient read wrote: colour and position each.
    static func stops(_ raw: [UInt8], _ count: Int) -> [([Float], Double)] {
        raw.withUnsafeBytes { b in
            (0..<count).map { k in ((0..<4).map { b.load(fromByteOffset: 24 * k + 4 * $0, as: Float.self) }, b.load(fromByteOffset: 24 * k + 16, as: Double.self)) }
        }
    }

    @Test("Gradients: stops copied in order with their count; too small a capacity says so")
    func gradient() throws {
        let s = try CSnapshotFixture(path: Self.path)
        for (scheme, first) in [("light", Self.orange), ("dark", [0, 1, 0, 1] as [Float])] {
            let table = try s.table(["colorScheme": scheme])
            var raw = [UInt8](repeating: 0, count: 24 * 2)
            var count = -1
            #expect(raw.withUnsafeMutableBytes { tessera_gradient(table, s.id("fade"), $0.baseAddress, 2, &count) } == 0)
            #expect(count == 2)
            let stops = Self.stops(raw, 2)
            #expect(stops[0].0 == first && stops[0].1 == 0, "\(scheme)")
            #expect(stops[1].0 == [0, 0, 1, 1] && stops[1].1 == 0.75, "\(scheme)")
        }
        let table = try s.table()
        // One slot for two stops: the first is written, the count is the whole gradient's.
        var one = [UInt8](repeating: 0, count: 24 * 2)
        var count = -1
        #expect(one.withUnsafeMutableBytes { tessera_gradient(table, s.id("fade"), $0.baseAddress, 1, &count) } == 4)
        #expect(count == 2 && Self.stops(one, 1)[0].0 == Self.orange && Self.stops(one, 2)[1].1 == 0)
        #expect(tessera_gradient(table, s.id("fade"), nil, 0, &count) == 4 && count == 2)
        // A forbidden gradient has no stops.
        #expect(tessera_gradient(table, s.id("gone"), nil, 0, &count) == 1 && count == 0)
        // A stroke style read as a gradient is invalid and writes nothing.
        count = -1
        #expect(tessera_gradient(table, s.id("dash"), nil, 0, &count) == 3 && count == -1)
    }
}
