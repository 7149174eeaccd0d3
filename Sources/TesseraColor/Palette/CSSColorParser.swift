import TesseraColorModel

/// Parses the CSS color forms a palette accepts: `color(<space> r g b [/ a])` and
/// `rgb(r g b [/ a])` or `rgb(r, g, b[, a])` (0–255 or percentages).
enum CSSColorParser {
    struct Failure: Error {
        /// 1-based column within the text.
        var column: Int
        var message: String
    }

    static let spaces = ColorLiteral.Space.cssPredefined

    static func parse(_ text: UnsafeBufferPointer<UInt8>) -> Result<PaletteEntry, Failure> {
        let s = String(decoding: text, as: UTF8.self)
        let lower = s.lowercased()
        func fail(_ column: Int, _ message: String) -> Result<PaletteEntry, Failure> { .failure(Failure(column: column, message: message)) }
        guard let open = lower.firstIndex(of: "("), lower.hasSuffix(")") else {
            return fail(1, "unrecognised color \(s): expected #hex, color(space r g b) or rgb(r g b)")
        }
        let name = lower[..<open].trimmingSpaces
        let inner = String(lower[lower.index(after: open)..<lower.index(before: lower.endIndex)])
        let innerColumn = lower.utf8.distance(from: lower.startIndex, to: open) + 2
        // Split on spaces and commas; `/` introduces alpha.
        var tokens: [(String, Int)] = []
        var current = ""
        var currentStart = 0
        for (offset, ch) in inner.utf8.enumerated() {
            if ch == UInt8(ascii: " ") || ch == UInt8(ascii: ",") || ch == UInt8(ascii: "\t") || ch == UInt8(ascii: "/") {
                if !current.isEmpty { tokens.append((current, currentStart)) }
                current = ""
                if ch == UInt8(ascii: "/") { tokens.append(("/", offset)) }
            } else {
                if current.isEmpty { currentStart = offset }
                current.unicodeScalars.append(UnicodeScalar(ch))
            }
        }
        if !current.isEmpty { tokens.append((current, currentStart)) }
        let space: ColorLiteral.Space
        var values = tokens
        switch name {
        case "color":
            guard let first = values.first else { return fail(innerColumn, "color() needs a color space") }
            guard let sp = spaces[first.0] else {
                return fail(innerColumn + first.1, "unknown color space \(first.0); expected one of \(spaces.keys.sorted().joined(separator: ", "))")
            }
            space = sp
            values.removeFirst()
        case "rgb", "rgba":
            space = .srgb
        default:
            return fail(1, "unrecognised color function \(name)(); expected color() or rgb()")
        }
        var alpha = 1.0
        if let slash = values.firstIndex(where: { $0.0 == "/" }) {
            guard slash + 2 == values.count else { return fail(innerColumn + values[slash].1, "expected one alpha value after /") }
            guard let a = number(values[slash + 1].0, percentScale: 1, allowNone: false) else {
                return fail(innerColumn + values[slash + 1].1, "invalid alpha \(values[slash + 1].0)")
            }
            alpha = a
            values.removeSubrange(slash...)
        } else if name.hasPrefix("rgb"), values.count == 4 {
            guard let a = number(values[3].0, percentScale: 1, allowNone: false) else { return fail(innerColumn + values[3].1, "invalid alpha \(values[3].0)") }
            alpha = a
            values.removeLast()
        }
        guard values.count == 3 else { return fail(innerColumn, "expected 3 components, found \(values.count)") }
        // CSS Color 4 clamps alpha to [0, 1] at parse time, in every color function.
        alpha = min(max(alpha, 0), 1)
        var c: [Double] = []
        for (token, offset) in values {
            let scale = name.hasPrefix("rgb") ? 255.0 : 1.0
            guard let v = number(token, percentScale: scale, allowNone: true) else {
                return fail(innerColumn + offset, "invalid component \(token)")
            }
            // CSS Color 4 clamps rgb() channels to 0…255 at parse time (rgb(300 -5 20) is
            // rgb(255 0 20)); color() components may lie outside 0…1 and are kept.
            c.append(name.hasPrefix("rgb") ? min(max(v / 255, 0), 1) : v)
        }
        return .success(.components(space, (c[0], c[1], c[2]), alpha: alpha))
    }

    /// A number, a percentage (of `percentScale`), or `none` (0).
    static func number(_ token: String, percentScale: Double, allowNone: Bool) -> Double? {
        if token == "none" { return allowNone ? 0 : nil }
        if token.hasSuffix("%") {
            guard let v = Double(token.dropLast()), v.isFinite else { return nil }
            return v / 100 * percentScale
        }
        guard let v = Double(token), v.isFinite else { return nil }
        return v
    }
}

extension Substring {
    fileprivate var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
