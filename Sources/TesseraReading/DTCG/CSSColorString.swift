import TesseraColorModel

/// Colors written as CSS strings, as Style Dictionary, Tokens Studio and Terrazzo files do.
///
/// Reads `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`; `rgb()`/`rgba()` and `hsl()`/`hsla()` in the
/// comma or the space syntax; and, in the space syntax only, `hwb()`, `lab()`, `lch()`, `oklab()`,
/// `oklch()` and `color(<space> c1 c2 c3)` with CSS Color 4's predefined spaces. Each color stays
/// in the DTCG space it is written in; the compile converts it. tinycolor2's `hsv()` and
/// `hsva()`, which Style Dictionary reads, are sRGB (see ``HSVColorString``).
///
/// `CSSColorString.parse("oklch(60% 0.1 0.5turn / 50%)")` is oklch `[0.6, 0.1, 180]`, alpha 0.5.
package enum CSSColorString {
    /// The literal `text` names, or `nil` when it is not one of the forms above.
    ///
    /// Channels follow CSS Color 4: percentages on each channel's reference range, hues as a
    /// number of degrees or an angle (`deg`, `grad`, `rad`, `turn`) normalized to [0, 360), and
    /// `none` as a missing (`nil`) component. Relative colors (`from`), `calc()`, `color-mix()`,
    /// an alpha outside 0…1 and a wrong number of channels are not read.
    package static func parse(_ text: String) -> ColorLiteral? {
        let text = text.trimmingWhitespace.lowercased()
        if text.hasPrefix("#") {
            guard let color = TokenColor(hex: text) else { return nil }
            return ColorLiteral(color)
        }
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
        // Per function, CSS Color 4's percentage reference ranges and parsed-value-time clamps.
        switch text[..<open] {
        case "rgb", "rgba":
            // rgb() channels are 0…255 with 100% = 255; DTCG's srgb is 0…1.
            guard let rgb = read(inner, .srgb, Array(repeating: .number(percentOf: 255), count: 3), legacy: true) else { return nil }
            return rangeChecked(ColorLiteral(space: .srgb, components: rgb.components.map { $0.map { $0 / 255 } }, alpha: rgb.alpha))
        case "hsl", "hsla":
            return read(inner, .hsl, [.hue, .number(percentOf: 100), .number(percentOf: 100)], legacy: true).flatMap(rangeChecked)
        case "hwb":
            return read(inner, .hwb, [.hue, .number(percentOf: 100), .number(percentOf: 100)])
        case "lab":
            return read(inner, .lab, [.number(percentOf: 100, clamp: 0...100), .number(percentOf: 125), .number(percentOf: 125)])
        case "lch":
            return read(inner, .lch, [.number(percentOf: 100, clamp: 0...100), .number(percentOf: 150, clamp: 0...Double.infinity), .hue])
        case "oklab":
            return read(inner, .oklab, [.number(percentOf: 1, clamp: 0...1), .number(percentOf: 0.4), .number(percentOf: 0.4)])
        case "oklch":
            return read(inner, .oklch, [.number(percentOf: 1, clamp: 0...1), .number(percentOf: 0.4, clamp: 0...Double.infinity), .hue])
        case "hsv", "hsva":
            // Not CSS, but tinycolor2's, which Style Dictionary's color transforms read.
            return HSVColorString.parse(text)
        case "color":
            let rest = inner.drop(while: \.isWhitespace)
            let name = rest.prefix(while: { !$0.isWhitespace && $0 != "/" })
            guard let space = ColorLiteral.Space.cssPredefined[String(name)] else { return nil }
            return read(rest.dropFirst(name.count), space, Array(repeating: .number(percentOf: 1), count: 3))
        default:
            return nil
        }
    }

    /// The color functions ``parse(_:)`` reads.
    package static let functions: Set<String> = ["rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color"]

    /// How CSS reads one channel of a color function.
    private enum Channel {
        /// A number, or a percentage of `percentOf`; CSS clamps some channels to `clamp` at
        /// parsed-value time (lightness, and chroma below 0).
        case number(percentOf: Double, clamp: ClosedRange<Double>? = nil)
        /// A number of degrees or an angle, normalized to [0, 360).
        case hue

        /// The channel's value, or `nil` when `word` is not one.
        package func value(_ word: Substring) -> Double? {
            switch self {
            case .hue:
                return CSSColorString.degrees(word)
            case .number(let full, let clamp):
                let value = word.hasSuffix("%") ? CSSValueText.number(word.dropLast()).map { $0 / 100 * full } : CSSValueText.number(word)
                guard let value, let clamp else { return value }
                return min(max(value, clamp.lowerBound), clamp.upperBound)
            }
        }
    }

    /// The literal in `space` whose channels `arguments` write, each read as `channels` says;
    /// `legacy` also accepts the comma syntax of `rgb()` and `hsl()`.
    private static func read(_ arguments: Substring, _ space: ColorLiteral.Space, _ channels: [Channel], legacy: Bool = false) -> ColorLiteral? {
        let words = legacy && arguments.contains(",") ? Arguments(commaSeparated: arguments) : Arguments(spaceSeparated: arguments)
        guard let words, words.channels.count == channels.count, let alpha = alpha(words.alpha) else { return nil }
        var components: [Double?] = []
        for (word, channel) in zip(words.channels, channels) {
            if word == "none" {
                components.append(nil)
                continue
            }
            guard let value = channel.value(word) else { return nil }
            components.append(value)
        }
        return ColorLiteral(space: space, components: components, alpha: alpha)
    }

    /// The words of a color function's arguments: its channels and its alpha, if written.
    private struct Arguments {
        package var channels: [Substring]
        package var alpha: Substring?

        /// `c1 c2 c3 / alpha`: CSS Color 4's syntax for every color function.
        package init?(spaceSeparated text: Substring) {
            let halves = text.split(separator: "/", omittingEmptySubsequences: false)
            guard halves.count <= 2 else { return nil }
            channels = halves[0].split(whereSeparator: \.isWhitespace)
            guard halves.count == 2 else { return }
            let alpha = halves[1].split(whereSeparator: \.isWhitespace)
            guard alpha.count == 1 else { return nil }
            self.alpha = alpha[0]
        }

        /// `c1, c2, c3, alpha`: the legacy syntax of `rgb()` and `hsl()`, which has no `none`.
        package init?(commaSeparated text: Substring) {
            let items = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.split(whereSeparator: \.isWhitespace) }
            guard items.count == 3 || items.count == 4, items.allSatisfy({ $0.count == 1 && $0[0] != "none" && !$0[0].contains("/") }) else { return nil }
            let words = items.map { $0[0] }
            channels = Array(words.prefix(3))
            alpha = words.count == 4 ? words[3] : nil
        }
    }

    /// Alpha in 0…1: 1 when omitted, 0 for `none` (CSS reads a missing component as 0 outside
    /// interpolation, and DTCG's alpha cannot be missing); `nil` outside 0…1.
    private static func alpha(_ word: Substring?) -> Double? {
        guard let word else { return 1 }
        if word == "none" { return 0 }
        guard let alpha = Channel.number(percentOf: 1).value(word), (0...1).contains(alpha) else { return nil }
        return alpha
    }

    /// A hue in degrees in [0, 360): a number of degrees, or an angle in `deg`, `grad`, `rad` or `turn`.
    private static func degrees(_ word: Substring) -> Double? {
        // `grad` before `rad`, which it ends with.
        let units: [(suffix: String, degrees: Double)] = [("deg", 1), ("grad", 0.9), ("rad", 180 / .pi), ("turn", 360), ("", 1)]
        guard let unit = units.first(where: { word.hasSuffix($0.suffix) }), let angle = CSSValueText.number(word.dropLast(unit.suffix.count)) else { return nil }
        let turn = (angle * unit.degrees).truncatingRemainder(dividingBy: 360)
        let hue = turn < 0 ? turn + 360 : turn
        // A tiny negative angle rounds up to 360, and -0 would print as such.
        return hue < 360 && hue != 0 ? hue : 0
    }

    /// `literal`, or `nil` when a channel is outside its DTCG range: rgb() and hsl() have
    /// always been read so, where CSS would clamp.
    private static func rangeChecked(_ literal: ColorLiteral) -> ColorLiteral? {
        literal.rangeProblem == nil ? literal : nil
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    package var trimmingWhitespace: String {
        let isSpace = { (c: Character) in c == " " || c == "\t" || c == "\n" || c == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
