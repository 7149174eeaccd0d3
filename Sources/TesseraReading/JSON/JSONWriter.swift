/// Serialises ``JSONValue`` as compact or indented text.
public struct JSONWriter: Sendable {
    /// Spaces per indentation level; 0 writes everything on one line.
    public var indent: Int

    /// Creates a writer.
    public init(indent: Int = 2) { self.indent = indent }

    /// The text of `value`, ending without a newline.
    public func string(_ value: JSONValue) -> String {
        var out = ""
        write(value, level: 0, into: &out)
        return out
    }

    private func write(_ value: JSONValue, level: Int, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += Self.number(n)
        case .string(let s): Self.quote(s, into: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            // Arrays of scalars stay on one line: component triples, Bézier points.
            let flat =
                indent == 0
                || items.allSatisfy {
                    if case .array = $0 { return false }; if case .object = $0 { return false }; return true
                }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += flat ? ", " : "," }
                if !flat { newline(level + 1, &out) }
                write(item, level: level + 1, into: &out)
            }
            if !flat { newline(level, &out) }
            out += "]"
        case .object(let pairs):
            if pairs.isEmpty { out += "{}"; return }
            out += "{"
            for (i, (k, v)) in pairs.enumerated() {
                if i > 0 { out += "," }
                newline(level + 1, &out)
                Self.quote(k, into: &out)
                out += indent == 0 ? ":" : ": "
                write(v, level: level + 1, into: &out)
            }
            newline(level, &out)
            out += "}"
        }
    }

    private func newline(_ level: Int, _ out: inout String) {
        guard indent > 0 else { return }
        out += "\n"
        out += String(repeating: " ", count: level * indent)
    }

    /// The shortest decimal that reads back as `n`; integers without a fraction.
    public static func number(_ n: Double) -> String {
        if !n.isFinite { return "null" }
        if n == n.rounded(.towardZero), abs(n) < 1e15 { return String(Int64(n)) }
        return String(n)
    }

    /// `s` as a JSON string literal.
    public static func quote(_ s: String, into out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
