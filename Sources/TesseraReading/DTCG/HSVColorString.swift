import TesseraColorModel
import TesseraTables

/// `hsv()` and `hsva()` colors, which CSS does not define but tinycolor2 reads, so that Style
/// Dictionary's color transforms (and Tokens Studio's, which add them) write them as CSS.
///
/// The text is read as tinycolor2 reads it: a hue in degrees, saturation and value as
/// percentages (`50%`, or `50`) or fractions (a number up to 1), comma or space separated; an
/// alpha outside 0…1 is 1. The channels are rounded to 8 bits and the alpha to hundredths, as
/// tinycolor2 writes the color (`hsv(120, 100%, 50%)` is `#008000`).
package enum HSVColorString {
    /// The sRGB literal `text` names, or `nil` when it is not `hsv(h, s, v)` or `hsva(h, s, v, a)`.
    package static func parse(_ text: String) -> ColorLiteral? {
        let text = text.trimmingWhitespace.lowercased()
        let name = text.prefix { $0 != "(" }
        guard name == "hsv" || name == "hsva", text.hasSuffix(")") else { return nil }
        let inner = text.dropFirst(name.count + 1).dropLast()
        let words = inner.split { $0 == "," || $0.isWhitespace }
        guard words.count == (name == "hsv" ? 3 : 4), words.allSatisfy(isUnit) else { return nil }
        let hue = fraction(words[0], of: 360)
        let saturation = fraction(percentage(words[1]), of: 100)
        let value = fraction(percentage(words[2]), of: 100)
        var alpha = 1.0
        if words.count == 4, let a = Double(words[3].filter { $0 != "%" }), (0...1).contains(a) { alpha = (a * 100).rounded() / 100 }
        let (r, g, b) = rgb(hue: hue, saturation: saturation, value: value)
        return ColorLiteral(space: .srgb, components: [r, g, b].map { ($0 * 255).rounded() / 255 }, alpha: alpha)
    }

    /// Whether `word` is a number as tinycolor2's pattern has it: a sign, digits with at most
    /// one point, and an optional `%` (no exponent, no unit).
    private static func isUnit(_ word: Substring) -> Bool {
        var body = word.hasSuffix("%") ? word.dropLast() : word
        if body.first == "-" || body.first == "+" { body = body.dropFirst() }
        return !body.isEmpty && body.filter { $0 == "." }.count <= 1 && body.last != "." && body.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
    }

    /// A saturation or value written as a fraction (a number up to 1) turned into a
    /// percentage, as tinycolor2 does before reading it; other words as written.
    private static func percentage(_ word: Substring) -> Substring {
        guard !word.hasSuffix("%"), let n = Double(word), n <= 1 else { return word }
        return Substring(CSSText.number(n * 100) + "%")
    }

    /// `word` as a fraction of `maximum`, as tinycolor2's `bound01` reads it: clamped to
    /// 0…maximum, a percentage cut to hundredths of a unit, and the maximum itself 1.
    private static func fraction(_ word: Substring, of maximum: Double) -> Double {
        let isPercent = word.hasSuffix("%")
        // tinycolor2 reads "1.0" as 100%.
        if !isPercent, word.contains("."), Double(word) == 1 { return 1 }
        var n = min(maximum, max(0, Double(word.filter { $0 != "%" }) ?? 0))
        if isPercent { n = (n * maximum).rounded(.towardZero) / 100 }
        if abs(n - maximum) < 0.000_001 { return 1 }
        return n.truncatingRemainder(dividingBy: maximum) / maximum
    }

    /// HSV (each channel a fraction) → sRGB, by the hue's sextant.
    private static func rgb(hue: Double, saturation s: Double, value v: Double) -> (Double, Double, Double) {
        let h = hue * 6
        let sextant = Int(h.rounded(.down)) % 6
        let f = h - h.rounded(.down)
        let p = v * (1 - s)
        let q = v * (1 - f * s)
        let t = v * (1 - (1 - f) * s)
        switch sextant {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
}
