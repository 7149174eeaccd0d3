extension JSONParser {
    /// The grammar a ``JSONParser`` reads; each is a superset of the one before.
    ///
    /// What a grammar adds to JSON is read, reported as a warning with its position (a
    /// ``JSONParseError/Kind/comment``, ``JSONParseError/Kind/trailingComma`` or
    /// ``JSONParseError/Kind/json5(_:occurrences:)``), and the parse goes on, so a caller
    /// decides whether to accept it. Plain JSON costs the same whichever grammar is chosen: the
    /// other grammars are looked for only where JSON's would fail.
    public enum Syntax: Sendable, Hashable, CaseIterable {
        /// JSON (RFC 8259).
        case json
        /// JSON with `//` and `/* */` comments and trailing commas.
        case jsonc
        /// JSON5 (https://spec.json5.org): JSONC's additions, and unquoted (identifier) keys,
        /// single-quoted strings, more escapes and line continuations in strings, hexadecimal
        /// numbers, a leading `+`, a leading or trailing decimal point, `Infinity`, `NaN`, and
        /// more white space.
        case json5

        /// Whether comments and trailing commas are read.
        package var readsCommentsAndTrailingCommas: Bool { self != .json }
    }
}
