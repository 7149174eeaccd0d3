/// DTCG token files in the shapes users bring, written as text for the file-pipeline metrics.
///
/// The text is built directly (no JSON library), so generating a 1 M-token file costs far less
/// than reading it, and the same shape can be written pretty-printed or minified.
enum TokenFileShape: Sendable {
    /// Raw colors (40 %), semantic aliases (40 %) and component aliases (20 %) in three typed
    /// groups, as a design system's tiers are laid out.
    case tiered(tokens: Int)
    /// Every token in one group.
    case wide(tokens: Int)
    /// Style Dictionary's refs100 fixture: `chains` groups, each a chain of `depth` aliases
    /// ending at a color, typed by the group.
    case refs(chains: Int, depth: Int)
    /// One alias chain with `$type` only on its first token.
    case untypedChain(tokens: Int)
    /// Untyped aliases in one cycle: every member is an error, reported on each.
    case untypedCycle(tokens: Int)

    /// The file's text.
    func text(minified: Bool) -> String {
        var w = Writer(minified: minified)
        w.open()
        switch self {
        case .tiered(let n):
            let raw = max(1, n * 2 / 5)
            let semantic = max(1, n * 2 / 5)
            let component = max(0, n - raw - semantic)
            w.group("raw", type: "color") { w in
                for i in 0..<raw { w.token("c\(i)") { $0.color(UInt32(truncatingIfNeeded: i &* 2_654_435_761) & 0xFF_FFFF) } }
            }
            w.group("semantic", type: "color") { w in
                for i in 0..<semantic { w.token("s\(i)") { $0.string("{raw.c\((i &* 7) % raw)}") } }
            }
            w.group("component", type: "color") { w in
                for i in 0..<component { w.token("k\(i)") { $0.string("{semantic.s\((i &* 13) % semantic)}") } }
            }
        case .wide(let n):
            w.group("wide", type: "dimension") { w in
                for i in 0..<n { w.token("t\(i)") { $0.dimension(i % 512, unit: "px") } }
            }
        case .refs(let chains, let depth):
            for c in 0..<chains {
                w.group("c\(c)", type: "color") { w in
                    w.token("t0") { $0.color(UInt32(truncatingIfNeeded: c &* 7_919) & 0xFF_FFFF) }
                    for d in 1..<max(1, depth) { w.token("t\(d)") { $0.string("{c\(c).t\(d - 1)}") } }
                }
            }
        case .untypedChain(let n):
            w.group("chain", type: nil) { w in
                w.token("t0", type: "color") { $0.color(0x33_6699) }
                for i in 1..<max(1, n) { w.token("t\(i)") { $0.string("{chain.t\(i - 1)}") } }
            }
        case .untypedCycle(let n):
            w.group("cycle", type: nil) { w in
                for i in 0..<n { w.token("t\(i)") { $0.string("{cycle.t\((i + 1) % n)}") } }
            }
        }
        w.close()
        return w.text
    }

    /// Appends JSON with or without indentation; members are separated as they are added.
    struct Writer {
        let minified: Bool
        var text = ""
        private var depth = 0
        private var needsComma = false

        init(minified: Bool) {
            self.minified = minified
            text.reserveCapacity(1 << 20)
        }

        private mutating func newline() {
            guard !minified else { return }
            text += "\n"
            text += String(repeating: "  ", count: depth)
        }

        private mutating func key(_ name: String) {
            if needsComma { text += "," }
            newline()
            text += "\"\(name)\":"
            if !minified { text += " " }
        }

        mutating func open() {
            text += "{"
            depth += 1
            needsComma = false
        }

        mutating func close() {
            depth -= 1
            newline()
            text += "}"
            needsComma = true
        }

        mutating func group(_ name: String, type: String?, _ body: (inout Writer) -> Void) {
            key(name)
            open()
            if let type { member("$type") { $0.string(type) } }
            body(&self)
            close()
        }

        mutating func token(_ name: String, type: String? = nil, _ value: (inout Writer) -> Void) {
            key(name)
            open()
            if let type { member("$type") { $0.string(type) } }
            member("$value", value)
            close()
        }

        mutating func member(_ name: String, _ value: (inout Writer) -> Void) {
            key(name)
            value(&self)
            needsComma = true
        }

        mutating func string(_ s: String) { text += "\"\(s)\"" }

        mutating func color(_ rgb: UInt32) {
            let channels = [rgb >> 16 & 0xFF, rgb >> 8 & 0xFF, rgb & 0xFF]
            open()
            member("colorSpace") { $0.string("srgb") }
            let components = "[" + channels.map { "\(Double($0) / 255)" }.joined(separator: minified ? "," : ", ") + "]"
            member("components") { $0.text += components }
            let hex = channels.map { c in (c < 16 ? "0" : "") + String(c, radix: 16) }.joined()
            member("hex") { $0.string("#" + hex) }
            close()
        }

        mutating func dimension(_ value: Int, unit: String) {
            open()
            member("value") { $0.text += "\(value)" }
            member("unit") { $0.string(unit) }
            close()
        }
    }
}
