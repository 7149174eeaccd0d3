/// A reader for the flat JSON objects tokenbench writes: string keys, number or string values.
///
/// Baselines are our own output, so this accepts exactly that shape (plus `true`, `false` and
/// `null`) and reports anything else as an error rather than guessing.
struct FlatJSON {
    /// Numbers by key.
    var numbers: [String: Double] = [:]
    /// Strings (and literals as written) by key.
    var strings: [String: String] = [:]

    /// Parses `text`.
    init(parsing text: String) throws(ToolError) {
        var p = Parser(bytes: Array(text.utf8))
        try p.expect(UInt8(ascii: "{"))
        p.skipSpace()
        if p.peek() == UInt8(ascii: "}") { return }
        while true {
            p.skipSpace()
            let key = try p.string()
            p.skipSpace()
            try p.expect(UInt8(ascii: ":"))
            p.skipSpace()
            switch p.peek() {
            case UInt8(ascii: "\""): strings[key] = try p.string()
            case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"): strings[key] = p.word()
            default: numbers[key] = try p.number()
            }
            p.skipSpace()
            if p.peek() == UInt8(ascii: ",") { p.i += 1; continue }
            try p.expect(UInt8(ascii: "}"))
            return
        }
    }

    private struct Parser {
        let bytes: [UInt8]
        var i = 0

        func peek() -> UInt8? { i < bytes.count ? bytes[i] : nil }

        mutating func skipSpace() {
            while let b = peek(), b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 { i += 1 }
        }

        mutating func expect(_ b: UInt8) throws(ToolError) {
            skipSpace()
            guard peek() == b else { throw ToolError("malformed baseline JSON at byte \(i): expected '\(Character(Unicode.Scalar(b)))'") }
            i += 1
        }

        mutating func string() throws(ToolError) -> String {
            try expect(UInt8(ascii: "\""))
            var out: [UInt8] = []
            while let b = peek(), b != UInt8(ascii: "\"") {
                i += 1
                if b == UInt8(ascii: "\\"), let e = peek() {
                    i += 1
                    switch e {
                    case UInt8(ascii: "n"): out.append(0x0A)
                    case UInt8(ascii: "t"): out.append(0x09)
                    case UInt8(ascii: "u"):
                        let hex = String(decoding: bytes[i..<min(i + 4, bytes.count)], as: UTF8.self)
                        i += 4
                        if let v = UInt32(hex, radix: 16), let s = Unicode.Scalar(v) { out += Array(String(s).utf8) }
                    default: out.append(e)
                    }
                } else {
                    out.append(b)
                }
            }
            try expect(UInt8(ascii: "\""))
            return String(decoding: out, as: UTF8.self)
        }

        mutating func word() -> String {
            let start = i
            while let b = peek(), (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(b) { i += 1 }
            return String(decoding: bytes[start..<i], as: UTF8.self)
        }

        mutating func number() throws(ToolError) -> Double {
            let start = i
            while let b = peek(), b != UInt8(ascii: ","), b != UInt8(ascii: "}"), b > 0x20 { i += 1 }
            let text = String(decoding: bytes[start..<i], as: UTF8.self)
            guard let v = Double(text) else { throw ToolError("malformed number '\(text)' in baseline JSON at byte \(start)") }
            return v
        }
    }
}
