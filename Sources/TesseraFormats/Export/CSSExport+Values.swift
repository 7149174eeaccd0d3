import Tessera

extension CSSExport {
    /// A CSS value for a resolved token value, with colors written by `color`.
    static func css(_ value: ResolvedValue, color: (Color) -> String = hex) -> String {
        func dim(_ d: Dimension) -> String { length(d) }
        func dur(_ d: TokenDuration) -> String { "\(number(d.value))\(d.unit.name)" }
        func bez(_ b: CubicBezier) -> String { "cubic-bezier(\([b.points.x, b.points.y, b.points.z, b.points.w].map(number).joined(separator: ", ")))" }
        func families(_ f: [String]) -> String {
            f.map { name in
                let generic = ["serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-sans-serif", "ui-serif", "ui-monospace", "emoji", "math"]
                return generic.contains(name) ? name : quoted(name)
            }.joined(separator: ", ")
        }
        switch value {
        case .color(let c): return color(c)
        case .dimension(let d): return dim(d)
        case .number(let n): return number(n)
        case .fontFamily(let f): return families(f)
        case .fontWeight(let w): return number(w)
        case .duration(let d): return dur(d)
        case .cubicBezier(let b): return bez(b)
        case .strokeStyle(let k, _, _): return k == .custom ? "dashed" : k.name
        case .shadow(let layers):
            return layers.map { "\($0.inset ? "inset " : "")\(dim($0.offsetX)) \(dim($0.offsetY)) \(dim($0.blur)) \(dim($0.spread)) \(color($0.color))" }.joined(separator: ", ")
        case .typography(let f, let size, let weight, _, let lineHeight):
            return "\(number(weight)) \(dim(size))/\(number(lineHeight)) \(families(f))"
        case .border(let c, let width, let style):
            return "\(dim(width)) \(style.keyword == .custom ? "dashed" : style.keyword.name) \(color(c))"
        case .transition(let t): return "\(dur(t.duration)) \(bez(t.timingFunction)) \(dur(t.delay))"
        case .gradient(let stops): return "linear-gradient(\(stops.map { "\(color($0.color)) \(number($0.position * 100))%" }.joined(separator: ", ")))"
        // A quoted CSS string: usable in `content:` and readable from script as written.
        case .string(let text): return quoted(text)
        // Bare identifiers, so `@container style(--flag: true)` can match them.
        case .boolean(let flag): return flag ? "true" : "false"
        }
    }

    /// Whether a value holds a color (and so has a wide-gamut form).
    static func hasColor(_ value: ResolvedValue) -> Bool {
        switch value {
        case .color, .shadow, .border, .gradient: true
        default: false
        }
    }

    /// `#rrggbb`, or `#rrggbbaa` when translucent; channels clamped to [0, 1].
    static func hex(_ c: Color) -> String {
        func byte(_ v: Float) -> Int { v.isNaN ? 0 : Int((min(max(v, 0), 1) * 255).rounded()) }
        let bytes = c.alpha >= 1 ? [byte(c.red), byte(c.green), byte(c.blue)] : [byte(c.red), byte(c.green), byte(c.blue), byte(c.alpha)]
        let digits = Array("0123456789abcdef")
        return "#" + String(bytes.flatMap { [digits[$0 >> 4], digits[$0 & 0xF]] })
    }

    /// `x` rounded to 4 decimals, as JSON prints numbers.
    static func number(_ x: Double) -> String { JSONWriter.number((x * 10_000).rounded() / 10_000) }

    /// `color(<space> r g b [/ a])`.
    static func color(_ c: Color, in space: ColorTarget.CSSName) -> String {
        let parts = [c.red, c.green, c.blue].map { number(Double($0)) }.joined(separator: " ")
        let alpha = c.alpha < 1 ? " / \(number(Double(c.alpha)))" : ""
        return "color(\(space.functionName) \(parts)\(alpha))"
    }

    /// A CSS length: the value in its own unit, except `dp`, which CSS does not have and which
    /// is written in `px` (both are density-independent pixels, one to one:
    /// ``Dimension/converted(to:using:)``).
    static func length(_ d: Dimension) -> String {
        let written = d.unit == .dp ? d.converted(to: .px) ?? d : d
        return "\(number(written.value))\(written.unit.name)"
    }

    /// What CSS cannot accept in a value: a negative shadow blur or border width (CSS rejects
    /// the whole declaration, so the property would silently be unset); `nil` when valid.
    static func invalidPart(of value: ResolvedValue) -> String? {
        switch value {
        case .shadow(let layers):
            for (i, layer) in layers.enumerated() where layer.blur.value < 0 {
                let which = layers.count > 1 ? "layer \(i + 1) of the shadow" : "the shadow"
                return "\(which) has a negative blur (\(number(layer.blur.value))\(layer.blur.unit.name))"
            }
        case .border(_, let width, _) where width.value < 0:
            return "the border has a negative width (\(number(width.value))\(width.unit.name))"
        default: break
        }
        return nil
    }
}
