import TesseraColorModel
import TesseraCompiler
import TesseraModel
import TesseraTables

/// One field of a composite value (typography, shadow, border, transition, gradient, stroke
/// style) that differs between two versions.
public struct FieldChange: Sendable, Hashable {
    /// The field as DTCG names it; a shadow's layers and a gradient's stops are numbered from 0
    /// when there are several: `fontSize`, `color`, `layers[1].blur`, `stops[0].position`.
    public var field: String
    /// Its value before; `nil` when the layer or stop did not exist.
    public var before: ResolvedValue?
    /// Its value after; `nil` when the layer or stop no longer exists.
    public var after: ResolvedValue?
    /// How far apart the two are, where that means something.
    public var delta: ValueDelta?

    /// Creates a field change.
    public init(field: String, before: ResolvedValue?, after: ResolvedValue?) {
        self.field = field
        self.before = before
        self.after = after
        self.delta = before.flatMap { b in after.flatMap { ValueDelta.between(b, $0) } }
    }
}

extension FieldChange {
    /// The fields in which two composite values of one type differ, in DTCG order; empty for
    /// values that are not composites, or of different types.
    package static func fields(_ before: ResolvedValue, _ after: ResolvedValue) -> [FieldChange] {
        var out: [FieldChange] = []
        func compare(_ name: String, _ a: ResolvedValue?, _ b: ResolvedValue?) {
            if a != b { out.append(FieldChange(field: name, before: a, after: b)) }
        }
        switch (before, after) {
        case (.typography(let f0, let s0, let w0, let l0, let h0), .typography(let f1, let s1, let w1, let l1, let h1)):
            compare("fontFamily", .fontFamily(f0), .fontFamily(f1))
            compare("fontSize", .dimension(s0), .dimension(s1))
            compare("fontWeight", .fontWeight(w0), .fontWeight(w1))
            compare("letterSpacing", .dimension(l0), .dimension(l1))
            compare("lineHeight", .number(h0), .number(h1))
        case (.border(let c0, let w0, let s0), .border(let c1, let w1, let s1)):
            compare("color", .color(c0), .color(c1))
            compare("width", .dimension(w0), .dimension(w1))
            compare("style", .strokeStyle(s0.keyword, dashes: s0.dashes, lineCap: s0.lineCap), .strokeStyle(s1.keyword, dashes: s1.dashes, lineCap: s1.lineCap))
        case (.shadow(let a), .shadow(let b)):
            let numbered = max(a.count, b.count) > 1
            for i in 0..<max(a.count, b.count) {
                let prefix = numbered ? "layers[\(i)]." : ""
                let x = i < a.count ? a[i] : nil
                let y = i < b.count ? b[i] : nil
                compare(prefix + "color", x.map { .color($0.color) }, y.map { .color($0.color) })
                compare(prefix + "offsetX", x.map { .dimension($0.offsetX) }, y.map { .dimension($0.offsetX) })
                compare(prefix + "offsetY", x.map { .dimension($0.offsetY) }, y.map { .dimension($0.offsetY) })
                compare(prefix + "blur", x.map { .dimension($0.blur) }, y.map { .dimension($0.blur) })
                compare(prefix + "spread", x.map { .dimension($0.spread) }, y.map { .dimension($0.spread) })
                compare(prefix + "inset", x.map { .boolean($0.inset) }, y.map { .boolean($0.inset) })
            }
        case (.transition(let a), .transition(let b)):
            compare("duration", .duration(a.duration), .duration(b.duration))
            compare("delay", .duration(a.delay), .duration(b.delay))
            compare("timingFunction", .cubicBezier(a.timingFunction), .cubicBezier(b.timingFunction))
        case (.gradient(let a), .gradient(let b)):
            for i in 0..<max(a.count, b.count) {
                let x = i < a.count ? a[i] : nil
                let y = i < b.count ? b[i] : nil
                compare("stops[\(i)].color", x.map { .color($0.color) }, y.map { .color($0.color) })
                compare("stops[\(i)].position", x.map { .number($0.position) }, y.map { .number($0.position) })
            }
        case (.strokeStyle(let k0, let d0, let c0), .strokeStyle(let k1, let d1, let c1)):
            guard k0 == .custom || k1 == .custom else { break }
            compare("dashArray", .string(d0.map(CSSText.length).joined(separator: " ")), .string(d1.map(CSSText.length).joined(separator: " ")))
            compare("lineCap", .string(c0.name), .string(c1.name))
        default:
            break
        }
        return out
    }
}
