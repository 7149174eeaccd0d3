import TesseraModel

/// CSS value text split into components, as token files write shadows, borders and transitions.
///
/// `CSSValueText.parse("0 1px #000, inset {shadow.x}")` gives two layers: `[0, 1px, #000]` and
/// `[inset, {shadow.x}]`. Whitespace and commas separate components only at the top level,
/// never inside parentheses or quotes; a `{a.b}` reference is one component.
package struct CSSValueText: Hashable {
    /// One component of a value.
    package enum Component: Hashable {
        /// `{a.b}`: the whole value of another token.
        case reference(TokenPath)
        /// `name(arguments)`: the name as written and the text between the parentheses, trimmed.
        case function(name: String, arguments: String)
        /// A quoted string's text, its escapes resolved.
        case string(String)
        /// Anything else: an identifier, a number with or without a unit, a hex color.
        case word(String)

        /// The component written back as CSS, for messages.
        package var text: String {
            switch self {
            case .reference(let path): "{\(path)}"
            case .function(let name, let arguments): "\(name)(\(arguments))"
            case .string(let s): "\"" + s.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
            case .word(let w): w
            }
        }

        /// The word, lowercased, when the component is one (CSS keywords ignore ASCII case).
        package var keyword: String? {
            guard case .word(let w) = self else { return nil }
            return w.lowercased()
        }

        /// Whether the component is a word that starts like a number: `1px`, `.5s`, `-2`.
        package var isNumeric: Bool {
            guard case .word(let w) = self else { return false }
            var rest = Substring(w)
            if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
            if rest.first == "." { rest = rest.dropFirst() }
            return rest.first.map { $0.isASCII && $0.isNumber } ?? false
        }
    }

    /// The comma-separated groups at the top level, each a non-empty list of components.
    package var layers: [[Component]]

    /// Reads `text`, or says why it is not CSS value text (an empty item between commas, an
    /// unclosed quote, parenthesis or reference, a malformed reference).
    package static func parse(_ text: String) -> Result<CSSValueText, CSSValueProblem> {
        var scanner = Scanner(scalars: Array(text.unicodeScalars))
        return Result { () throws(CSSValueProblem) in CSSValueText(layers: try scanner.layers()) }
    }

    /// A layer written back as CSS, for messages.
    package static func text(of layer: [Component]) -> String { layer.map(\.text).joined(separator: " ") }

    /// Whether `word` is a CSS identifier: `opacity`, `-webkit-filter`, `--x`, `Arial`.
    package static func isIdentifier(_ word: some StringProtocol) -> Bool {
        var rest = Substring(word)
        if rest.hasPrefix("--") {
            rest = rest.dropFirst(2)
        } else {
            if rest.hasPrefix("-") { rest = rest.dropFirst() }
            guard let first = rest.first, first.isLetter || first == "_" || !first.isASCII else { return false }
        }
        return !rest.isEmpty && rest.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || !$0.isASCII }
    }
}

extension CSSValueText {
    /// A cursor over the text's scalars that reads components one at a time.
    private struct Scanner {
        package let scalars: [Unicode.Scalar]
        package var index = 0

        package mutating func layers() throws(CSSValueProblem) -> [[Component]] {
            var layers: [[Component]] = []
            var current: [Component] = []
            while index < scalars.count {
                let c = scalars[index]
                if Self.isSpace(c) {
                    index += 1
                    continue
                }
                if c == "," {
                    guard !current.isEmpty else { throw CSSValueProblem("an empty item before a comma", component: rest(from: index)) }
                    layers.append(current)
                    current = []
                    index += 1
                    continue
                }
                let component = try self.component()
                if index < scalars.count, scalars[index] == ")" || scalars[index] == "}" {
                    throw CSSValueProblem("an unmatched \(scalars[index])", component: component.text + rest(from: index))
                }
                if index < scalars.count, !Self.isSpace(scalars[index]), scalars[index] != "," {
                    throw CSSValueProblem("nothing may follow \(component.text) without a space or a comma", component: component.text + rest(from: index))
                }
                current.append(component)
            }
            guard !current.isEmpty else {
                throw layers.isEmpty ? CSSValueProblem("the value is empty") : CSSValueProblem("an empty item after the last comma")
            }
            layers.append(current)
            return layers
        }

        private mutating func component() throws(CSSValueProblem) -> Component {
            let start = index
            switch scalars[index] {
            case "{":
                guard let close = scalars[index...].firstIndex(of: "}") else { throw CSSValueProblem("an unclosed reference", component: rest(from: start)) }
                index = close + 1
                let text = String(String.UnicodeScalarView(scalars[start..<index]))
                guard let path = DTCGAlias.dottedPath(text) else {
                    throw CSSValueProblem("a malformed reference: a reference is {group.token}, dot-separated, with no empty names", component: text)
                }
                return .reference(TokenPath(path))
            case "\"", "'":
                return .string(try string())
            case "(":
                throw CSSValueProblem("parentheses without a function name", component: rest(from: start))
            case ")", "}":
                throw CSSValueProblem("an unmatched \(scalars[index])", component: rest(from: start))
            default:
                while index < scalars.count, !Self.endsWord(scalars[index]) { index += 1 }
                let word = String(String.UnicodeScalarView(scalars[start..<index]))
                guard index < scalars.count, scalars[index] == "(" else { return .word(word) }
                let open = index
                try skipParentheses(from: start)
                let inner = String(String.UnicodeScalarView(scalars[(open + 1)..<(index - 1)]))
                return .function(name: word, arguments: inner.trimmingWhitespace)
            }
        }

        /// Moves past the parenthesis at `index` and its match, skipping quoted text.
        private mutating func skipParentheses(from start: Int) throws(CSSValueProblem) {
            var depth = 0
            repeat {
                switch scalars[index] {
                case "(": depth += 1
                case ")": depth -= 1
                case "\"", "'":
                    _ = try string()
                    continue
                default: break
                }
                index += 1
            } while depth > 0 && index < scalars.count
            guard depth == 0 else { throw CSSValueProblem("an unclosed parenthesis", component: rest(from: start)) }
        }

        /// The quoted string at `index`, its escapes resolved as CSS Syntax 3 does.
        private mutating func string() throws(CSSValueProblem) -> String {
            let start = index
            let quote = scalars[index]
            var out = String.UnicodeScalarView()
            index += 1
            while index < scalars.count {
                let c = scalars[index]
                index += 1
                if c == quote { return String(out) }
                if c == "\n" || c == "\r" || c == "\u{C}" { throw CSSValueProblem("a line break inside a string", component: rest(from: start)) }
                guard c == "\\", index < scalars.count else {
                    if c != "\\" { out.append(c) }
                    continue
                }
                if let escaped = escape() { out.append(escaped) }
            }
            throw CSSValueProblem("an unclosed string", component: rest(from: start))
        }

        /// The scalar an escape stands for, reading past it; `nil` for an escaped line break,
        /// which continues the string on the next line.
        private mutating func escape() -> Unicode.Scalar? {
            let c = scalars[index]
            if c == "\n" || c == "\r" || c == "\u{C}" {
                index += 1
                if c == "\r", index < scalars.count, scalars[index] == "\n" { index += 1 }
                return nil
            }
            guard c.properties.isASCIIHexDigit else {
                index += 1
                return c
            }
            var code: UInt32 = 0
            var digits = 0
            while digits < 6, index < scalars.count, let d = scalars[index].hexValue {
                code = code * 16 + d
                digits += 1
                index += 1
            }
            // One whitespace after hex digits ends the escape and is not part of the text.
            if index < scalars.count, Self.isSpace(scalars[index]) { index += 1 }
            guard code != 0, let scalar = Unicode.Scalar(code) else { return "\u{FFFD}" }
            return scalar
        }

        private func rest(from start: Int) -> String { String(String.UnicodeScalarView(scalars[start...])).trimmingWhitespace }

        private static func isSpace(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{C}" }

        private static func endsWord(_ c: Unicode.Scalar) -> Bool {
            isSpace(c) || c == "," || c == "(" || c == ")" || c == "{" || c == "}" || c == "\"" || c == "'"
        }
    }
}

extension Unicode.Scalar {
    /// The value of a hexadecimal digit.
    fileprivate var hexValue: UInt32? {
        switch self {
        case "0"..."9": value - 48
        case "a"..."f": value - 87
        case "A"..."F": value - 55
        default: nil
        }
    }
}

extension String {
    /// The string with every `target` replaced, without Foundation.
    fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        for c in self { if c == target { out += replacement } else { out.append(c) } }
        return out
    }
}
