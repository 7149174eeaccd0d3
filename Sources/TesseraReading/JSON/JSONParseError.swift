import TesseraModel

/// A problem found while reading JSON, with its position.
public struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kinds of JSON problem.
    public enum Kind: Sendable, Hashable {
        case unexpectedEnd
        case unexpectedCharacter(String)
        case invalidUTF8
        case invalidEscape(String)
        case controlCharacterInString
        case invalidNumber(String)
        case numberOutOfRange(String)
        case duplicateKey(String)
        case trailingContent
        case nestingTooDeep(limit: Int)
        case fileTooLarge(bytes: Int, limit: Int)
        /// A `//` or `/* */` comment, read when the parser accepts them.
        case comment
        /// A comma before a closing bracket, read when the parser accepts them.
        case trailingComma
        /// A string whose line, or the text, ends before its closing quote (JSON5, whose strings
        /// hold no line break); reported at its opening quote.
        case unterminatedString
        /// A construct of JSON5 that JSON and JSONC lack, read when the parser reads JSON5:
        /// one per construct and file, at the first use, with the number of uses.
        case json5(JSON5Construct, occurrences: Int)
        /// U+2028 or U+2029 unescaped in a string, read when the parser reads JSON5: valid JSON,
        /// but JSON5 §5.2 asks parsers to warn of it, as JavaScript before ES2019 ends a string
        /// literal there. Once per file, at the first, with the number found.
        case lineSeparatorInString(occurrences: Int)
    }

    /// The constructs JSON5 (https://spec.json5.org) adds to JSONC, each reported once per file.
    ///
    /// A JSON5 token file writes most of its keys unquoted: one diagnostic per use would be
    /// thousands per file, so the parser counts them instead.
    public enum JSON5Construct: UInt8, Sendable, Hashable, CaseIterable {
        /// A member name written as an ECMAScript identifier (`color: …`, `$value: …`).
        case unquotedKey
        /// A string, or a member name, between single quotes.
        case singleQuotedString
        /// An escape JSON lacks: `\'`, `\v`, `\0`, `\x41`, or a character escaping itself.
        case escape
        /// A backslash before a line break, which continues a string on the next line.
        case lineContinuation
        /// A control character (a tab) unescaped in a string.
        case controlCharacter
        /// A number such as `0xFF`.
        case hexadecimalNumber
        /// A number with a leading `+`.
        case plusSign
        /// A number such as `.5`.
        case leadingDecimalPoint
        /// A number such as `5.`.
        case trailingDecimalPoint
        /// `Infinity` or `-Infinity`.
        case infinity
        /// `NaN`.
        case notANumber
        /// White space JSON lacks: a vertical tab, a form feed, a no-break space, a byte-order
        /// mark, a line or paragraph separator, or another Unicode space separator.
        case whitespace
        /// U+2028 or U+2029 unescaped in a string: counted as the constructs are, but JSON has
        /// it too, so it is reported as ``Kind/lineSeparatorInString(occurrences:)``.
        case lineSeparatorInString

        /// What it is, as a diagnostic names it.
        public var name: String {
            switch self {
            case .unquotedKey: "an unquoted key"
            case .singleQuotedString: "a single-quoted string"
            case .escape: "a string escape JSON lacks (\\', \\v, \\0, \\x or a character escaping itself)"
            case .lineContinuation: "a line continuation (a backslash before a line break) in a string"
            case .controlCharacter: "an unescaped control character in a string"
            case .hexadecimalNumber: "a hexadecimal number"
            case .plusSign: "a number with a leading plus sign"
            case .leadingDecimalPoint: "a number with a leading decimal point"
            case .trailingDecimalPoint: "a number with a trailing decimal point"
            case .infinity: "Infinity"
            case .notANumber: "NaN"
            case .whitespace: "a white-space character JSON lacks"
            case .lineSeparatorInString: "an unescaped line or paragraph separator (U+2028, U+2029) in a string"
            }
        }
    }

    /// What went wrong.
    public var kind: Kind
    /// Where.
    public var position: SourceLocation

    /// Creates an error.
    public init(_ kind: Kind, at position: SourceLocation) {
        self.kind = kind
        self.position = position
    }

    /// The rule, from the vocabulary every diagnostic uses.
    public var rule: DiagnosticRule {
        switch kind {
        case .duplicateKey: .duplicateKey
        case .nestingTooDeep, .fileTooLarge: .limitExceeded
        case .lineSeparatorInString: .unescapedLineSeparator
        case .comment, .trailingComma, .json5: .jsonExtension
        default: .jsonSyntax
        }
    }

    /// The stable rule id, such as `json-syntax`.
    public var ruleID: String { rule.rawValue }

    /// A readable sentence.
    public var message: String { kind.message }

    public var description: String { "\(position): error[\(ruleID)]: \(message)" }
}

extension JSONParseError.Kind {
    /// A readable sentence; echoed input is abbreviated, so a 5,000-digit number does not fill the screen.
    public var message: String {
        switch self {
        case .unexpectedEnd: "unexpected end of input"
        case .unexpectedCharacter(let c): "unexpected character \(c)"
        case .invalidUTF8: "invalid UTF-8"
        case .invalidEscape(let e): "invalid escape \(e)"
        case .controlCharacterInString: "control character in string (escape it)"
        case .invalidNumber(let t): "invalid number \(Self.abbreviated(t))"
        case .numberOutOfRange(let t) where t.hasSuffix("Infinity") || t.hasSuffix("NaN"): "\(t) is not a finite number"
        case .numberOutOfRange(let t): "number \(Self.abbreviated(t)) is out of range for a 64-bit float"
        case .duplicateKey(let k): "duplicate key \"\(Self.abbreviated(k))\" (the last one wins)"
        case .trailingContent: "unexpected content after the JSON value"
        case .nestingTooDeep(let limit): "nesting depth is above the limit of \(limit)"
        case .fileTooLarge(let bytes, let limit): "file size \(bytes) bytes is above the limit of \(limit)"
        case .comment: "a comment: JSON has none (JSONC)"
        case .trailingComma: "a trailing comma: JSON allows none (JSONC)"
        case .unterminatedString: "unterminated string: its line ends before its closing quote"
        case .lineSeparatorInString(let occurrences):
            "\(JSONParseError.JSON5Construct.lineSeparatorInString.name)\(occurrences > 1 ? ", and \(occurrences - 1) more in this file" : ""): JavaScript before ES2019 ends a string there, so JSON5 asks for a warning; write \\u2028 or \\u2029"
        case .json5(let construct, let occurrences):
            occurrences > 1 ? "\(construct.name) (JSON5), and \(occurrences - 1) more in this file" : "\(construct.name) (JSON5)"
        }
    }

    /// `text` when short; otherwise its first 24 and last 8 characters and its length.
    package static func abbreviated(_ text: String) -> String {
        guard text.count > 40 else { return text }
        return "\(text.prefix(24))…\(text.suffix(8)) (\(text.count) characters)"
    }
}
