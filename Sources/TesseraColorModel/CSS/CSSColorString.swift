/// Colors written as CSS strings: the one CSS color reader, for token files (Style Dictionary,
/// Tokens Studio and Terrazzo write them) and for palettes.
///
/// Reads `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`; `rgb()`/`rgba()` and `hsl()`/`hsla()` in the
/// comma or the space syntax; and, in the space syntax only, `hwb()`, `lab()`, `lch()`, `oklab()`,
/// `oklch()` and `color(<space> c1 c2 c3)` with CSS Color 4's predefined spaces. Each color stays
/// in the DTCG space it is written in; a compile or a palette conversion converts it.
///
/// `CSSColorString.read("oklch(60% 0.1 0.5turn / 50%)")` is oklch `[0.6, 0.1, 180]`, alpha 0.5.
package enum CSSColorString {
    /// What a channel outside its range does.
    package enum Ranges: Sendable {
        /// As CSS Color 4 at parsed-value time: `rgb()` channels clamp to 0…255, `hsl()`
        /// saturation and lightness to 0…100 %, alpha to 0…1. Palettes read colors so.
        case clamp
        /// As DTCG's ranges: an `rgb()` or `hsl()` channel outside them, or an alpha outside
        /// 0…1, is not a color. Token files have always been read so.
        case reject
    }

    /// Why a text is not a color, and where.
    package struct Failure: Error, Sendable, Equatable {
        /// 1-based column, in UTF-8 bytes, of the part at fault.
        package var column: Int
        /// What is wrong, for a diagnostic.
        package var message: String

        package init(column: Int, message: String) {
            self.column = column
            self.message = message
        }
    }

    /// The color functions ``read(_:ranges:)`` reads.
    package static let functions: Set<String> = ["rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color"]

    /// The literal `text` names, or why it names none.
    ///
    /// Channels follow CSS Color 4: percentages on each channel's reference range, hues as a
    /// number of degrees or an angle (`deg`, `grad`, `rad`, `turn`) normalized to [0, 360), and
    /// `none` as a missing (`nil`) component. Relative colors (`from`), `calc()`, `color-mix()`
    /// and a wrong number of channels are not read; out-of-range channels follow `ranges`.
    package static func read(_ text: String, ranges: Ranges = .reject) -> Result<ColorLiteral, Failure> {
        // Columns count in the lowercased text: the same bytes as written unless a non-ASCII
        // capital before the fault lowercases to another length, which no color contains.
        let lower = text.lowercased()
        func column(_ part: Substring) -> Int { lower.utf8.distance(from: lower.startIndex, to: part.startIndex) + 1 }
        func fail(_ part: Substring, _ message: String) -> Result<ColorLiteral, Failure> { .failure(Failure(column: column(part), message: message)) }
        // The text is scanned as UTF-8: every character the syntax names is ASCII, and walking
        // Characters instead cost a palette line a fifth more instructions.
        guard let first = lower.utf8.firstIndex(where: { !isSpace($0) }), let last = lower.utf8.lastIndex(where: { !isSpace($0) }) else {
            return fail(lower[...], "expected a color, found nothing")
        }
        let body = lower[first..<lower.utf8.index(after: last)]
        if body.utf8.first == UInt8(ascii: "#") {
            guard let color = TokenColor(hex: String(body)) else { return fail(body, "invalid hex color \(body)") }
            return .success(ColorLiteral(color))
        }
        guard let open = body.utf8.firstIndex(of: UInt8(ascii: "(")), body.utf8.last == UInt8(ascii: ")"), open < body.utf8.index(before: body.endIndex) else {
            return fail(body, "unrecognised color \(body): expected #hex or a color function (\(functionList))")
        }
        let name = body[..<open]
        let inner = body[body.utf8.index(after: open)..<body.utf8.index(before: body.endIndex)]
        func channels(_ space: ColorLiteral.Space, _ kinds: [Channel], legacy: Bool = false, in arguments: Substring? = nil) -> Result<ColorLiteral, Failure> {
            read(arguments ?? inner, space, kinds, legacy: legacy, clampAlpha: ranges == .clamp, column: column)
        }
        // Per function, CSS Color 4's percentage reference ranges and parsed-value-time clamps.
        switch name {
        case "rgb", "rgba":
            // rgb() channels are 0…255 with 100% = 255; DTCG's srgb is 0…1.
            return channels(.srgb, Array(repeating: .number(percentOf: 255), count: 3), legacy: true).flatMap { rgb in
                if ranges == .reject, let k = rgb.components.firstIndex(where: { $0.map { !(0...255).contains($0) } ?? false }) {
                    return fail(inner, "rgb() channel \(k + 1) is \(rgb.components[k]!), outside 0…255")
                }
                let scaled = ColorLiteral(space: .srgb, components: rgb.components.map { $0.map { $0 / 255 } }, alpha: rgb.alpha)
                return ranged(scaled, ranges, at: inner, column: column)
            }
        case "hsl", "hsla":
            return channels(.hsl, [.hue, .number(percentOf: 100), .number(percentOf: 100)], legacy: true).flatMap {
                ranged($0, ranges, at: inner, column: column)
            }
        case "hwb":
            return channels(.hwb, [.hue, .number(percentOf: 100), .number(percentOf: 100)])
        case "lab":
            return channels(.lab, [.number(percentOf: 100, clamp: 0...100), .number(percentOf: 125), .number(percentOf: 125)])
        case "lch":
            return channels(.lch, [.number(percentOf: 100, clamp: 0...100), .number(percentOf: 150, clamp: 0...Double.infinity), .hue])
        case "oklab":
            return channels(.oklab, [.number(percentOf: 1, clamp: 0...1), .number(percentOf: 0.4), .number(percentOf: 0.4)])
        case "oklch":
            return channels(.oklch, [.number(percentOf: 1, clamp: 0...1), .number(percentOf: 0.4, clamp: 0...Double.infinity), .hue])
        case "color":
            let rest = inner[(inner.utf8.firstIndex { !isWhitespace($0) } ?? inner.endIndex)...]
            let spaceName = rest[..<(rest.utf8.firstIndex { isWhitespace($0) || $0 == UInt8(ascii: "/") } ?? rest.endIndex)]
            guard !spaceName.isEmpty else { return fail(inner, "color() needs a color space") }
            guard let space = ColorLiteral.Space.cssPredefined[String(spaceName)] else {
                return fail(spaceName, "unknown color space \(spaceName); expected one of \(ColorLiteral.Space.cssPredefined.keys.sorted().joined(separator: ", "))")
            }
            return channels(space, Array(repeating: .number(percentOf: 1), count: 3), in: rest[spaceName.endIndex...])
        default:
            return fail(body, "unrecognised color function \(name)(); expected \(functionList)")
        }
    }

    /// The functions, for messages: `rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch() or color()`.
    private static let functionList = "rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch() or color()"

    /// Around a color: space, tab, line feed, carriage return.
    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    /// Between arguments: CSS's whitespace (space, tab, line feed, form feed, carriage return),
    /// and vertical tab.
    private static func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }

    /// The pieces of `text` between bytes that `separator` accepts; separators are ASCII, so
    /// every piece starts and ends on a Unicode scalar boundary.
    private static func split(_ text: Substring, maxSplits: Int = .max, omittingEmpty: Bool, at separator: (UInt8) -> Bool) -> [Substring] {
        text.utf8.split(maxSplits: maxSplits, omittingEmptySubsequences: omittingEmpty, whereSeparator: separator).map { text[$0.startIndex..<$0.endIndex] }
    }

    /// How CSS reads one channel of a color function.
    private enum Channel {
        /// A number, or a percentage of `percentOf`; CSS clamps some channels to `clamp` at
        /// parsed-value time (lightness, and chroma below 0).
        case number(percentOf: Double, clamp: ClosedRange<Double>? = nil)
        /// A number of degrees or an angle, normalized to [0, 360).
        case hue

        /// The channel's value, or `nil` when `word` is not one.
        func value(_ word: Substring) -> Double? {
            switch self {
            case .hue:
                return CSSColorString.degrees(word)
            case .number(let full, let clamp):
                let value =
                    word.utf8.last == UInt8(ascii: "%")
                    ? CSSNumber.parse(word[..<word.utf8.index(before: word.endIndex)]).map { $0 / 100 * full } : CSSNumber.parse(word)
                guard let value, let clamp else { return value }
                return min(max(value, clamp.lowerBound), clamp.upperBound)
            }
        }
    }

    /// The literal in `space` whose channels `arguments` write, each read as `channels` says;
    /// `legacy` also accepts the comma syntax of `rgb()` and `hsl()`.
    private static func read(
        _ arguments: Substring, _ space: ColorLiteral.Space, _ channels: [Channel], legacy: Bool, clampAlpha: Bool, column: (Substring) -> Int
    ) -> Result<ColorLiteral, Failure> {
        func fail(_ part: Substring, _ message: String) -> Result<ColorLiteral, Failure> { .failure(Failure(column: column(part), message: message)) }
        let words: Arguments
        switch legacy && arguments.utf8.contains(UInt8(ascii: ",")) ? Arguments.commaSeparated(arguments) : Arguments.spaceSeparated(arguments) {
        case .success(let found): words = found
        case .failure(let problem): return fail(problem.part, problem.message)
        }
        guard words.channels.count == channels.count else {
            return fail(arguments, "expected \(channels.count) components, found \(words.channels.count)")
        }
        var alpha = 1.0
        if let word = words.alpha, word != "none" {
            guard let value = Channel.number(percentOf: 1).value(word) else { return fail(word, "invalid alpha \(word)") }
            // CSS Color 4 clamps alpha to [0, 1] at parse time; DTCG's alpha has that range.
            guard clampAlpha || (0...1).contains(value) else { return fail(word, "alpha \(word) is outside 0…1") }
            alpha = min(max(value, 0), 1)
        } else if words.alpha != nil {
            // CSS reads a missing alpha as 0 outside interpolation; DTCG's alpha cannot be missing.
            alpha = 0
        }
        var components: [Double?] = []
        for (word, channel) in zip(words.channels, channels) {
            if word == "none" {
                components.append(nil)
                continue
            }
            guard let value = channel.value(word) else { return fail(word, "invalid component \(word)") }
            components.append(value)
        }
        return .success(ColorLiteral(space: space, components: components, alpha: alpha))
    }

    /// The words of a color function's arguments: its channels and its alpha, if written.
    private struct Arguments {
        /// Where the arguments go wrong.
        struct Problem: Error {
            var part: Substring
            var message: String
        }

        var channels: [Substring]
        var alpha: Substring?

        /// `c1 c2 c3 / alpha`: CSS Color 4's syntax for every color function.
        static func spaceSeparated(_ text: Substring) -> Result<Arguments, Problem> {
            let halves = split(text, maxSplits: 1, omittingEmpty: false) { $0 == UInt8(ascii: "/") }
            let channels = split(halves[0], omittingEmpty: true, at: isWhitespace)
            guard halves.count == 2 else { return .success(Arguments(channels: channels)) }
            let alpha = split(halves[1], omittingEmpty: true, at: isWhitespace)
            guard alpha.count == 1, !alpha[0].utf8.contains(UInt8(ascii: "/")) else { return .failure(Problem(part: halves[1], message: "expected one alpha value after /")) }
            return .success(Arguments(channels: channels, alpha: alpha[0]))
        }

        /// `c1, c2, c3, alpha`: the legacy syntax of `rgb()` and `hsl()`, which has no `none`.
        static func commaSeparated(_ text: Substring) -> Result<Arguments, Problem> {
            let items = split(text, omittingEmpty: false) { $0 == UInt8(ascii: ",") }
            guard items.count == 3 || items.count == 4 else {
                return .failure(Problem(part: text, message: "expected 3 components and an optional alpha, found \(items.count) items"))
            }
            var words: [Substring] = []
            for item in items {
                let parts = split(item, omittingEmpty: true, at: isWhitespace)
                guard parts.count == 1, parts[0] != "none", !parts[0].utf8.contains(UInt8(ascii: "/")) else {
                    return .failure(Problem(part: item, message: "expected one number between commas, found '\(parts.joined(separator: " "))'"))
                }
                words.append(parts[0])
            }
            return .success(Arguments(channels: Array(words.prefix(3)), alpha: words.count == 4 ? words[3] : nil))
        }
    }

    /// A hue in degrees in [0, 360): a number of degrees, or an angle in `deg`, `grad`, `rad` or `turn`.
    private static func degrees(_ word: Substring) -> Double? {
        // `grad` before `rad`, which it ends with.
        let units: [(suffix: String, degrees: Double)] = [("deg", 1), ("grad", 0.9), ("rad", 180 / .pi), ("turn", 360), ("", 1)]
        guard let unit = units.first(where: { word.hasSuffix($0.suffix) }), let angle = CSSNumber.parse(word.dropLast(unit.suffix.count)) else { return nil }
        let turn = (angle * unit.degrees).truncatingRemainder(dividingBy: 360)
        let hue = turn < 0 ? turn + 360 : turn
        // A tiny negative angle rounds up to 360, and -0 would print as such.
        return hue < 360 && hue != 0 ? hue : 0
    }

    /// `literal` with each channel within its space's DTCG range (the hue is left alone):
    /// clamped, or refused when `ranges` is ``Ranges/reject``.
    private static func ranged(_ literal: ColorLiteral, _ ranges: Ranges, at part: Substring, column: (Substring) -> Int) -> Result<ColorLiteral, Failure> {
        switch ranges {
        case .reject:
            guard let problem = literal.rangeProblem else { return .success(literal) }
            return .failure(Failure(column: column(part), message: problem))
        case .clamp:
            let hue = literal.space.hueIndex
            let components = zip(literal.components, literal.space.ranges).enumerated().map { i, pair in
                let (c, range) = pair
                guard i != hue, let range else { return c }
                return c.map { min(max($0, range.lowerBound), range.upperBound) }
            }
            return .success(ColorLiteral(space: literal.space, components: components, alpha: literal.alpha))
        }
    }
}
