import TesseraColorModel
import TesseraModel

/// Values written as CSS text: what a CSS export declares, and what a text template (a string
/// token such as `"{space.sm} {space.xl}"`) puts where a reference stands.
public enum CSSText {
    /// Generic font families, written without quotes.
    package static let genericFamilies: Set<String> = [
        "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-sans-serif", "ui-serif", "ui-monospace", "ui-rounded", "emoji", "math",
    ]

    /// `x` rounded to 4 decimals, integers without a fraction.
    public static func number(_ x: Double) -> String { ((x * 10_000).rounded() / 10_000).formatted }

    /// `#rrggbb`, or `#rrggbbaa` when translucent; channels clamped to [0, 1].
    public static func hex(_ c: TokenColor) -> String {
        func byte(_ v: Float) -> Int { v.isNaN ? 0 : Int((min(max(v, 0), 1) * 255).rounded()) }
        let bytes = c.alpha >= 1 ? [byte(c.red), byte(c.green), byte(c.blue)] : [byte(c.red), byte(c.green), byte(c.blue), byte(c.alpha)]
        let digits = Array("0123456789abcdef")
        return "#" + String(bytes.flatMap { [digits[$0 >> 4], digits[$0 & 0xF]] })
    }

    /// A CSS length: the value in its own unit, except `dp`, which CSS does not have and which
    /// is written in `px` (both are density-independent pixels, one to one).
    public static func length(_ d: TokenDimension) -> String {
        let written = d.unit == .dp ? d.converted(to: .px) ?? d : d
        return "\(number(written.value))\(written.unit.name)"
    }

    /// A CSS string: `"…"` with `"`, `\` and line breaks escaped.
    public static func quoted(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n", "\r", "\u{0C}": out += "\\\(String(u.value, radix: 16)) "
            case "\u{0}": out += "\u{FFFD}"
            default: out.unicodeScalars.append(u)
            }
        }
        return out + "\""
    }

    /// The names of a CSS font-family list: split at commas outside quotes, each trimmed and
    /// unquoted (`"'Fira Sans', Arial, sans-serif"` has three).
    public static func familyNames(_ text: String) -> [String] {
        var names: [String] = []
        var current = ""
        var quote: Character?
        for c in text {
            if let q = quote {
                if c == q { quote = nil } else { current.append(c) }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == "," {
                names.append(current)
                current = ""
            } else {
                current.append(c)
            }
        }
        names.append(current)
        return names.map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }.filter { !$0.isEmpty }
    }

    /// A font-family list: generic families bare, every other name quoted.
    public static func families(_ names: [String]) -> String {
        names.map { genericFamilies.contains($0) ? $0 : quoted($0) }.joined(separator: ", ")
    }

    /// The `font` shorthand, in the order Style Dictionary's `typography/css/shorthand` writes
    /// it: `[style] [variant] weight [width] size/line-height families`. The keywords are
    /// written as given; CSS accepts only `normal` and `small-caps` as the variant and only
    /// width keywords (`condensed`…) there.
    public static func font(
        families names: [String], size: TokenDimension, weight: Double, lineHeight: Double, style: String? = nil, variant: String? = nil, width: String? = nil
    ) -> String {
        let before = [style, variant, number(weight), width].compactMap { $0 }.joined(separator: " ")
        return "\(before) \(length(size))/\(number(lineHeight)) \(families(names))"
    }
}

extension ResolvedValue {
    /// The value as CSS text, colors written by `color`; a string is quoted when
    /// `quotingStrings`, and written as it is otherwise (its text is CSS already).
    public func cssText(quotingStrings: Bool = true, color: (TokenColor) -> String = CSSText.hex) -> String {
        func dur(_ d: TokenDuration) -> String { "\(CSSText.number(d.value))\(d.unit.name)" }
        func bez(_ b: CubicBezier) -> String { "cubic-bezier(\([b.points.x, b.points.y, b.points.z, b.points.w].map(CSSText.number).joined(separator: ", ")))" }
        switch self {
        case .color(let c): return color(c)
        case .dimension(let d): return CSSText.length(d)
        case .number(let n): return CSSText.number(n)
        case .fontFamily(let f): return CSSText.families(f)
        case .fontWeight(let w): return CSSText.number(w)
        case .duration(let d): return dur(d)
        case .cubicBezier(let b): return bez(b)
        case .strokeStyle(let k, _, _): return k == .custom ? "dashed" : k.name
        case .shadow(let layers):
            return layers.map { l in
                "\(l.inset ? "inset " : "")\(CSSText.length(l.offsetX)) \(CSSText.length(l.offsetY)) \(CSSText.length(l.blur)) \(CSSText.length(l.spread)) \(color(l.color))"
            }.joined(separator: ", ")
        case .typography(let f, let size, let weight, _, let lineHeight):
            return CSSText.font(families: f, size: size, weight: weight, lineHeight: lineHeight)
        case .border(let c, let width, let style):
            return "\(CSSText.length(width)) \(style.keyword == .custom ? "dashed" : style.keyword.name) \(color(c))"
        case .transition(let t): return "\(dur(t.duration)) \(bez(t.timingFunction)) \(dur(t.delay))"
        case .gradient(let stops): return "linear-gradient(\(stops.map { "\(color($0.color)) \(CSSText.number($0.position * 100))%" }.joined(separator: ", ")))"
        // A quoted CSS string: usable in `content:` and readable from script as written.
        case .string(let text): return quotingStrings ? CSSText.quoted(text) : text
        // Bare identifiers, so `@container style(--flag: true)` can match them.
        case .boolean(let flag): return flag ? "true" : "false"
        }
    }
}
