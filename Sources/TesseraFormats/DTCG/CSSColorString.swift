import Tessera

/// Colors written as CSS strings, as Style Dictionary and Tokens Studio files do: `#rgb`,
/// `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()` and `hsl()`/`hsla()` in comma or space syntax.
enum CSSColorString {
    /// The literal `text` names, or `nil` when it is not one of the forms above.
    static func parse(_ text: String) -> ColorLiteral? {
        let text = text.trimmingWhitespace.lowercased()
        if text.hasPrefix("#") {
            guard let color = Color(hex: text) else { return nil }
            return ColorLiteral(color)
        }
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        let function = text[..<open]
        // Commas, slashes and spaces all separate arguments: `rgb(1, 2, 3)`, `rgb(1 2 3 / 50%)`.
        let arguments = text[text.index(after: open)..<text.index(before: text.endIndex)]
            .split(whereSeparator: { $0 == "," || $0 == "/" || $0 == " " })
        guard arguments.count == 3 || arguments.count == 4 else { return nil }
        var alpha = 1.0
        if arguments.count == 4 {
            guard let a = fraction(arguments[3], percentOf: 1), (0...1).contains(a) else { return nil }
            alpha = a
        }
        switch function {
        case "rgb", "rgba":
            var channels: [Double?] = []
            for a in arguments.prefix(3) {
                guard let v = fraction(a, percentOf: 255), (0...255).contains(v) else { return nil }
                channels.append(v / 255)
            }
            return ColorLiteral(space: .srgb, components: channels, alpha: alpha)
        case "hsl", "hsla":
            let hueText = arguments[0].hasSuffix("deg") ? arguments[0].dropLast(3) : arguments[0]
            guard let h = Double(hueText), let s = fraction(arguments[1], percentOf: 100), let l = fraction(arguments[2], percentOf: 100),
                (0...100).contains(s), (0...100).contains(l)
            else { return nil }
            // Kept in hsl, as written: the color converter compiles it, as it does hsl objects.
            return ColorLiteral(space: .hsl, components: [h, s, l], alpha: alpha)
        default:
            return nil
        }
    }

    /// A number, or a percentage scaled so that 100% is `percentOf`.
    private static func fraction(_ text: Substring, percentOf full: Double) -> Double? {
        if text.hasSuffix("%") { return Double(text.dropLast()).map { $0 / 100 * full } }
        return Double(text)
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingWhitespace: String {
        let isSpace = { (c: Character) in c == " " || c == "\t" || c == "\n" || c == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
