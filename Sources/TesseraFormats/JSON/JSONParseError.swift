import Tessera

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
        case .comment, .trailingComma: .jsonExtension
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
        case .numberOutOfRange(let t): "number \(Self.abbreviated(t)) is out of range for a 64-bit float"
        case .duplicateKey(let k): "duplicate key \"\(Self.abbreviated(k))\" (the last one wins)"
        case .trailingContent: "unexpected content after the JSON value"
        case .nestingTooDeep(let limit): "nesting depth is above the limit of \(limit)"
        case .fileTooLarge(let bytes, let limit): "file size \(bytes) bytes is above the limit of \(limit)"
        case .comment: "a comment: JSON has none (JSONC)"
        case .trailingComma: "a trailing comma: JSON allows none (JSONC)"
        }
    }

    /// `text` when short; otherwise its first 24 and last 8 characters and its length.
    static func abbreviated(_ text: String) -> String {
        guard text.count > 40 else { return text }
        return "\(text.prefix(24))…\(text.suffix(8)) (\(text.count) characters)"
    }
}
