/// Reads a palette: one color per line, as hex or a CSS Color 4 function (`color()`, `rgb()`,
/// `hsl()`, `hwb()`, `lab()`, `lch()`, `oklab()`, `oklch()`), read as CSS reads it, so `rgb()`
/// channels and alpha are clamped at parse time.
///
/// Blank lines and lines starting with `//` are skipped, and a `//` comment may follow a
/// color. Every bad line is reported, with its line and column; the parser does not stop at
/// the first one.
public enum PaletteParser {
    /// The entries with their 1-based line numbers, and every error.
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> (entries: [PaletteEntry], lines: [Int32], errors: [PaletteLineError]) {
        var entries: [PaletteEntry] = []
        var lines: [Int32] = []
        var errors: [PaletteLineError] = []
        entries.reserveCapacity(bytes.count / 8)
        lines.reserveCapacity(bytes.count / 8)
        var start = 0
        var line = 1
        let n = bytes.count
        if n >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        while start < n {
            var end = start
            while end < n, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            var lo = start
            var hi = end
            // Trim spaces, tabs and a trailing CR.
            while lo < hi, bytes[lo] == 0x20 || bytes[lo] == 0x09 { lo += 1 }
            // A `//` comment ends the content.
            var k = lo
            while k + 1 < hi {
                if bytes[k] == UInt8(ascii: "/"), bytes[k + 1] == UInt8(ascii: "/") {
                    hi = k
                    break
                }
                k += 1
            }
            while hi > lo, bytes[hi - 1] == 0x20 || bytes[hi - 1] == 0x09 || bytes[hi - 1] == 0x0D { hi -= 1 }
            if lo < hi {
                let text = UnsafeBufferPointer(rebasing: bytes[lo..<hi])
                let columnBase = lo - start
                if text[0] == UInt8(ascii: "#") {
                    do throws(ColorError) {
                        entries.append(.hex(try HexColor.parse(utf8: text)))
                        lines.append(Int32(line))
                    } catch {
                        if case .invalidHex(_, let column, let reason) = error {
                            errors.append(
                                PaletteLineError(line: line, column: columnBase + column, message: "invalid hex color \(String(decoding: text, as: UTF8.self)): \(reason.message)"))
                        }
                    }
                } else {
                    // Palettes read colors as CSS does, clamping rgb() channels and alpha.
                    switch CSSColorString.read(String(decoding: text, as: UTF8.self), ranges: .clamp) {
                    case .success(let literal):
                        let c = literal.components.map { $0 ?? 0 }
                        entries.append(.components(literal.space, (c[0], c[1], c[2]), alpha: literal.alpha))
                        lines.append(Int32(line))
                    case .failure(let e):
                        errors.append(PaletteLineError(line: line, column: columnBase + e.column, message: e.message))
                    }
                }
            }
            line += 1
            start = end + 1
        }
        return (entries, lines, errors)
    }
}

extension HexErrorReason {
    /// A readable explanation.
    public var message: String {
        switch self {
        case .missingHash: "it must start with #"
        case .invalidDigit: "not a hexadecimal digit"
        case .invalidLength: "expected 3, 4, 6 or 8 digits"
        }
    }
}
