// The readers of what JSON5 adds to JSONC (https://spec.json5.org). JSON's readers call them
// only where JSON's grammar fails, so plain JSON costs no more in a JSON5 reading than in a
// JSONC one: a key that does not open with `"`, a value that opens with none of JSON's
// characters, a string with an escape or a character JSON rejects, a number JSON rejects, and a
// character after a value or a key that is not the comma, bracket or colon JSON expects there.
// (Callgrind, a 1 MB plain JSON token file: a JSON reading and a JSON5 one each take 0.3 %
// fewer instructions than the JSON and JSONC readings of the parser without these readers.)
extension JSONParser.State {
    /// How often a JSON5 construct is used in the text read, and where first.
    package struct JSON5Uses {
        package var first = 0
        package var count = 0
    }

    /// Counts a use of `construct` at `offset`.
    package mutating func note(_ construct: JSONParseError.JSON5Construct, at offset: Int) {
        add(JSON5Uses(first: offset, count: 1), to: Int(construct.rawValue))
    }

    /// Adds the uses another reader counted (the second half of a text read in two halves).
    package mutating func add(_ other: [JSON5Uses]) {
        for (k, uses) in other.enumerated() where uses.count > 0 { add(uses, to: k) }
    }

    private mutating func add(_ uses: JSON5Uses, to k: Int) {
        if json5Uses.isEmpty { json5Uses = Array(repeating: JSON5Uses(), count: JSONParseError.JSON5Construct.allCases.count) }
        if json5Uses[k].count == 0 || uses.first < json5Uses[k].first { json5Uses[k].first = uses.first }
        json5Uses[k].count += uses.count
    }

    /// One warning per JSON5 construct used, at its first use.
    package var json5Summary: [(kind: JSONParseError.Kind, offset: Int)] {
        guard !json5Uses.isEmpty else { return [] }
        return JSONParseError.JSON5Construct.allCases.compactMap { construct in
            let uses = json5Uses[Int(construct.rawValue)]
            guard uses.count > 0 else { return nil }
            if construct == .lineSeparatorInString { return (.lineSeparatorInString(occurrences: uses.count), uses.first) }
            return (.json5(construct, occurrences: uses.count), uses.first)
        }
    }

    // MARK: White space

    /// Whether a white-space character JSON lacks is at `i`; if so, skips it and the white
    /// space and comments after it.
    ///
    /// ``skipSpace()`` stops at such a character, and the caller finds it where it looks for
    /// JSON's next token: it asks here only then.
    package mutating func skipJSON5Space() -> Bool {
        guard spaceLength(at: i) > 0 else { return false }
        repeat {
            note(.whitespace, at: i)
            i += spaceLength(at: i)
            skipSpace()
        } while i < bytes.count && spaceLength(at: i) > 0
        return true
    }

    /// The length in bytes of the white-space character JSON lacks at `k`, or 0.
    private func spaceLength(at k: Int) -> Int {
        guard k < bytes.count else { return 0 }
        let b = bytes[k]
        if b == 0x0B || b == 0x0C { return 1 }
        guard b >= 0x80, let (scalar, length) = scalar(at: k), Self.isJSON5Space(scalar) else { return 0 }
        return length
    }

    /// Leaves the closing bracket at `i`, found past white space JSON lacks where a member or
    /// an element of `container` could come, for ``run(_:)`` to read: the comma before the
    /// space is then a trailing one, unless the container is empty.
    package mutating func closesAfterJSON5Space(_ container: Frame) {
        let empty = container.node >= 0 && pending.count == container.start
        if !empty { extensions.append((.trailingComma, lastComma)) }
        expectValue = false
    }

    /// The Unicode space separators, the byte-order mark and the line and paragraph separators.
    package static func isJSON5Space(_ scalar: UnicodeScalar) -> Bool {
        scalar == "\u{FEFF}" || scalar == "\u{2028}" || scalar == "\u{2029}" || scalar.properties.generalCategory == .spaceSeparator
    }

    // MARK: Values

    /// Reads a value that opens with a character no JSON value opens with: a single-quoted
    /// string, or a number opening with `+`, `.`, `Infinity` or `NaN`.
    package mutating func readJSON5Value(_ doc: inout JSONDocument) throws(Failure) {
        let start = i
        switch bytes[i] {
        case UInt8(ascii: "'"):
            doc.strings.append(try readJSON5String(from: start))
            doc.entries.append(.init(kind: .string, offset: UInt32(start), payload: UInt32(doc.strings.count - 1), count: 0))
        case UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "I"), UInt8(ascii: "N"):
            doc.numbers.append(try readJSON5Number(from: start))
            doc.entries.append(.init(kind: .number, offset: UInt32(start), payload: UInt32(doc.numbers.count - 1), count: 0))
        default:
            throw fail(.unexpectedCharacter(describe(i)))
        }
    }

    /// Reads a JSON5 number from `start`: an optional sign, then `Infinity`, `NaN`, a
    /// hexadecimal integer, or a decimal whose point may come first or last.
    package mutating func readJSON5Number(from start: Int) throws(Failure) -> Double {
        i = start
        let sign = bytes[i]
        if sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { i += 1 }
        if sign == UInt8(ascii: "+") { note(.plusSign, at: start) }
        let negative = sign == UInt8(ascii: "-")
        guard i < bytes.count else { throw fail(.invalidNumber(text(start)), start) }
        switch bytes[i] {
        case UInt8(ascii: "I"):
            try literal("Infinity")
            note(.infinity, at: start)
            return negative ? -.infinity : .infinity
        case UInt8(ascii: "N"):
            try literal("NaN")
            note(.notANumber, at: start)
            return .nan
        case UInt8(ascii: "0") where i + 1 < bytes.count && bytes[i + 1] | 0x20 == UInt8(ascii: "x"):
            i += 2
            let digits = i
            while i < bytes.count, Self.hexDigit(bytes[i]) != nil { i += 1 }
            guard i > digits else { throw fail(.invalidNumber(text(start)), start) }
            note(.hexadecimalNumber, at: start)
            // `Double(_:)` reads hexadecimal text and rounds it correctly past 2^53.
            let magnitude = Double("0x" + Swift.String(decoding: bytes[digits..<i], as: UTF8.self)) ?? .infinity
            return negative ? -magnitude : magnitude
        default:
            return try readJSON5Decimal(from: start)
        }
    }

    /// Reads the decimal number at `start` (after its sign, if any): JSON's, or one with a
    /// leading or trailing point.
    private mutating func readJSON5Decimal(from start: Int) throws(Failure) -> Double {
        func digits() -> Int {
            let s = i
            while i < bytes.count, bytes[i] &- UInt8(ascii: "0") < 10 { i += 1 }
            return i - s
        }
        let integerStart = i
        let integerDigits = digits()
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") { throw fail(.invalidNumber("leading zero"), start) }
        var point = false
        var fractionDigits = 0
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            point = true
            i += 1
            fractionDigits = digits()
        }
        guard integerDigits + fractionDigits > 0 else { throw fail(.invalidNumber(text(start)), start) }
        if i < bytes.count, bytes[i] | 0x20 == UInt8(ascii: "e") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            if digits() == 0 { throw fail(.invalidNumber(text(start)), start) }
        }
        if point, integerDigits == 0 { note(.leadingDecimalPoint, at: start) }
        if point, fractionDigits == 0 { note(.trailingDecimalPoint, at: start) }
        // `strtod` and `Double(_:)` read a leading `+` and a leading or trailing point.
        if let value = Self.decimalThroughStrtod(bytes, start..<i) { return value }
        let t = text(start)
        guard let value = Double(t) else { throw fail(.invalidNumber(t), start) }
        return value
    }

    /// Whether the value just read is the `0` (or `-0`) of a hexadecimal number that ends at
    /// `i`, before its `x`; the number is then read whole and replaces it.
    ///
    /// JSON's number reader stops after a `0` without looking at what follows, and the caller
    /// looks for a comma or a bracket there: asking here, where that fails, keeps every JSON
    /// number free of the test.
    package mutating func readHexadecimalRest(_ doc: inout JSONDocument) throws(Failure) -> Bool {
        guard bytes[i] | 0x20 == UInt8(ascii: "x"), let last = doc.entries.last, last.kind == .number else { return false }
        let start = Int(last.offset)
        let zero = bytes[start] == UInt8(ascii: "-") ? start + 1 : start
        guard zero + 1 == i, bytes[zero] == UInt8(ascii: "0") else { return false }
        doc.numbers[Int(last.payload)] = try readJSON5Number(from: start)
        return true
    }

    // MARK: Strings

    /// Reads the string whose opening quote (`"` or `'`) is at `open`, with JSON5's escapes,
    /// line continuations and unescaped control characters.
    ///
    /// A line break or the end of the text before the closing quote is an
    /// ``JSONParseError/Kind/unterminatedString`` at the opening quote.
    mutating func readJSON5String(from open: Int) throws(Failure) -> Swift.String {
        let quote = bytes[open]
        if quote == UInt8(ascii: "'") { note(.singleQuotedString, at: open) }
        i = open + 1
        var text = ""
        var run = i
        while true {
            guard i < bytes.count else { throw fail(.unterminatedString, open) }
            let b = bytes[i]
            if b == quote {
                text += Swift.String(decoding: bytes[run..<i], as: UTF8.self)
                i += 1
                return text
            }
            if b == 0x0A || b == 0x0D { throw fail(.unterminatedString, open) }
            if b != UInt8(ascii: "\\") {
                if b < 0x20 { note(.controlCharacter, at: i) }
                if b < 0x80 {
                    i += 1
                } else {
                    // Validated here, so that the run can be decoded as it is.
                    guard let (scalar, length) = scalar(at: i) else { throw fail(.invalidUTF8) }
                    if scalar == "\u{2028}" || scalar == "\u{2029}" { note(.lineSeparatorInString, at: i) }
                    i += length
                }
                continue
            }
            text += Swift.String(decoding: bytes[run..<i], as: UTF8.self)
            try readJSON5Escape(into: &text, open: open)
            run = i
        }
    }

    /// Reads the escape whose backslash is at `i` into `text`.
    private mutating func readJSON5Escape(into text: inout Swift.String, open: Int) throws(Failure) {
        let escape = i
        i += 1
        guard i < bytes.count else { throw fail(.unterminatedString, open) }
        let e = bytes[i]
        i += 1
        switch e {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.unicodeScalars.append(UnicodeScalar(e))
        case UInt8(ascii: "b"): text += "\u{08}"
        case UInt8(ascii: "f"): text += "\u{0C}"
        case UInt8(ascii: "n"): text += "\n"
        case UInt8(ascii: "r"): text += "\r"
        case UInt8(ascii: "t"): text += "\t"
        case UInt8(ascii: "u"): text.unicodeScalars.append(try unicodeEscape(escape))
        case UInt8(ascii: "v"):
            note(.escape, at: escape)
            text += "\u{0B}"
        case UInt8(ascii: "0"):
            if i < bytes.count, bytes[i] &- UInt8(ascii: "0") < 10 { throw fail(.invalidEscape("\\0 before a digit"), escape) }
            note(.escape, at: escape)
            text += "\u{00}"
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
            throw fail(.invalidEscape("\\" + Swift.String(UnicodeScalar(e))), escape)
        case UInt8(ascii: "x"):
            guard i + 2 <= bytes.count, let high = Self.hexDigit(bytes[i]), let low = Self.hexDigit(bytes[i + 1]) else {
                throw fail(.invalidEscape("\\x"), escape)
            }
            i += 2
            note(.escape, at: escape)
            text.unicodeScalars.append(UnicodeScalar(UInt8(high << 4 | low)))
        case 0x0A:
            note(.lineContinuation, at: escape)
        case 0x0D:
            if i < bytes.count, bytes[i] == 0x0A { i += 1 }
            note(.lineContinuation, at: escape)
        case 0x80...:
            guard let (scalar, length) = scalar(at: i - 1) else { throw fail(.invalidUTF8, i - 1) }
            i += length - 1
            if scalar == "\u{2028}" || scalar == "\u{2029}" {
                note(.lineContinuation, at: escape)
            } else {
                note(.escape, at: escape)
                text.unicodeScalars.append(scalar)
            }
        default:
            // `\'` and any other character: itself.
            note(.escape, at: escape)
            text.unicodeScalars.append(UnicodeScalar(e))
        }
    }

    package static func hexDigit(_ c: UInt8) -> UInt32? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(c - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(c - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(c - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    // MARK: Keys

    /// Reads a member name that does not open with `"`: a single-quoted string or an
    /// ECMAScript IdentifierName (reserved words included), and returns it with its index in
    /// the document's strings.
    ///
    /// An ASCII name shares the key cache of ``readKeyString(_:)``: `$value` unquoted is the
    /// same string as `"$value"`.
    package mutating func readJSON5Key(_ doc: inout JSONDocument) throws(Failure) -> (Swift.String, Int) {
        let start = i
        if bytes[i] == UInt8(ascii: "'") {
            let key = try readJSON5String(from: start)
            doc.strings.append(key)
            return (key, doc.strings.count - 1)
        }
        var end = i
        var hash: UInt32 = 2_166_136_261
        while end < bytes.count, Self.isASCIIIdentifierPart(bytes[end]) {
            hash = (hash ^ UInt32(bytes[end])) &* 16_777_619
            end += 1
        }
        let ascii = end > start && bytes[start] &- UInt8(ascii: "0") >= 10 && (end == bytes.count || (bytes[end] < 0x80 && bytes[end] != UInt8(ascii: "\\")))
        guard ascii else {
            let key = try readIdentifier()
            note(.unquotedKey, at: start)
            doc.strings.append(key)
            return (key, doc.strings.count - 1)
        }
        note(.unquotedKey, at: start)
        i = end
        let slot = Int(hash & UInt32(Self.keyCacheSize - 1))
        if let known = recentKey(slot, equalTo: start..<end, doc) { return known }
        let key = Swift.String(decoding: bytes[start..<end], as: UTF8.self)
        doc.strings.append(key)
        remember(doc.strings.count - 1, slot)
        return (key, doc.strings.count - 1)
    }

    /// Reads an IdentifierName at `i`, with `\uXXXX` escapes and letters beyond ASCII.
    private mutating func readIdentifier() throws(Failure) -> Swift.String {
        var name = Swift.String.UnicodeScalarView()
        while i < bytes.count {
            let at = i
            let b = bytes[i]
            let scalar: UnicodeScalar
            let length: Int
            if b == UInt8(ascii: "\\") {
                guard i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "u") else { throw fail(.invalidEscape("\\ in an unquoted key (only \\u is one)"), at) }
                i += 2
                let code = try hex4(at)
                guard let escaped = UnicodeScalar(code), Self.isIdentifierPart(escaped, first: name.isEmpty) else {
                    throw fail(.invalidEscape("\\u\(Swift.String(decoding: bytes[at + 2..<i], as: UTF8.self)) in an unquoted key (not a letter, digit, $ or _)"), at)
                }
                name.append(escaped)
                continue
            } else if b < 0x80 {
                (scalar, length) = (UnicodeScalar(b), 1)
            } else {
                guard let decoded = self.scalar(at: i) else { throw fail(.invalidUTF8) }
                (scalar, length) = decoded
            }
            guard Self.isIdentifierPart(scalar, first: name.isEmpty) else { break }
            name.append(scalar)
            i += length
        }
        guard !name.isEmpty else { throw fail(.unexpectedCharacter(describe(i))) }
        return Swift.String(name)
    }

    /// Whether `b` is an ASCII letter or digit, `$` or `_`.
    @inline(__always)
    package static func isASCIIIdentifierPart(_ b: UInt8) -> Bool {
        let lower = b | 0x20
        return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || b &- UInt8(ascii: "0") < 10 || b == UInt8(ascii: "$") || b == UInt8(ascii: "_")
    }

    /// Whether `scalar` may open an IdentifierName (`first`) or continue one (ECMAScript 5.1,
    /// section 7.6): a letter, `$` or `_`; then also a combining mark, a digit, a connector
    /// punctuation, a zero-width joiner or non-joiner.
    package static func isIdentifierPart(_ scalar: UnicodeScalar, first: Bool) -> Bool {
        if scalar == "$" || scalar == "_" { return true }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber: return true
        case .nonspacingMark, .spacingMark, .decimalNumber, .connectorPunctuation: return !first
        default: return !first && (scalar == "\u{200C}" || scalar == "\u{200D}")
        }
    }
}
