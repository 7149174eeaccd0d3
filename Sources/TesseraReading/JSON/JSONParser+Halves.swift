import TesseraSupport

extension JSONParser {
    /// Texts from this size up whose root is an object are read in two halves at once.
    package static let defaultHalvesThreshold = 4 << 20

    /// Where to split a text: a comma between two values near its middle, and whether each
    /// container open there is an object, outermost first.
    package struct Split: Sendable {
        package var comma: Int
        package var kinds: [Bool]
    }

    /// The first comma at or past the middle of `text` (before three quarters of it) with the
    /// containers open there, found by following strings and brackets from `start`; `nil`
    /// when the text is not a container or has no such comma.
    ///
    /// With `singleQuotes` (JSON5), `'` opens a string too. JSON5's other additions change
    /// nothing here: an unquoted key, a number and white space hold no quote, bracket or comma.
    ///
    /// Only a guess (a comment can hide a quote or a bracket from it): the reader of the first
    /// half stops there only if it finds a comma inside those very containers at that offset
    /// itself (``JSONParser/State/stopAtComma``). So a JSON5 text is read in two halves as safely
    /// as a JSON one: what follows a comma inside given containers reads the same in every
    /// grammar whatever came before it, and a wrong guess makes the text read as one.
    package static func split(_ text: UnsafeBufferPointer<UInt8>, from start: Int, maxDepth: Int, singleQuotes: Bool = false) -> Split? {
        let n = text.count
        let (middle, latest) = (n / 2, n - n / 4)
        var kinds: [Bool] = []
        var i = start
        while i < n {
            // Runs of bytes that change nothing (names, numbers, spaces) skipped in a tight loop.
            while i < n, !isStructural(text[i]) { i += 1 }
            guard i < n else { return nil }
            switch text[i] {
            case UInt8(ascii: "\""):
                i = closingQuote(text, after: i)
            case UInt8(ascii: "'"):
                // Outside a string in JSON and JSONC only in an invalid text, which reads as one.
                if singleQuotes { i = closingQuote(text, after: i) }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard kinds.count < maxDepth else { return nil }
                kinds.append(text[i] == UInt8(ascii: "{"))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard !kinds.isEmpty else { return nil }
                kinds.removeLast()
                if kinds.isEmpty { return nil }
            default:
                if i > latest || kinds.isEmpty { return nil }
                if i >= middle { return Split(comma: i, kinds: kinds) }
            }
            i += 1
        }
        return nil
    }

    /// Whether `byte` opens a string or a container, closes one, or separates values: a bit of
    /// a 128-bit set, tested without a branch per character.
    @inline(__always)
    private static func isStructural(_ byte: UInt8) -> Bool {
        // `"`, `'` and `,` below 64; `[`, `]`, `{` and `}` from 64 on.
        let low: UInt64 = 1 << 0x22 | 1 << 0x27 | 1 << 0x2C
        let high: UInt64 = 1 << (0x5B - 64) | 1 << (0x5D - 64) | 1 << (0x7B - 64) | 1 << (0x7D - 64)
        return byte < 128 && ((byte < 64 ? low : high) >> UInt64(byte & 63)) & 1 != 0
    }

    /// The offset of the quote that ends the string opened at `open` (or the text's length):
    /// the next quote like it not escaped by an odd run of backslashes before it.
    private static func closingQuote(_ text: UnsafeBufferPointer<UInt8>, after open: Int) -> Int {
        guard let base = text.baseAddress else { return text.count }
        let quote = Int32(text[open])
        var from = open + 1
        while from < text.count, let found = memchr(base + from, quote, text.count - from) {
            let quote = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            var backslashes = 0
            while quote - backslashes - 1 > open, text[quote - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
            if backslashes % 2 == 0 { return quote }
            from = quote + 1
        }
        return text.count
    }
}

extension JSONParser.State {
    /// What reading the second half of a text produced.
    package struct SecondHalf: @unchecked Sendable {
        // `Failure` holds only strings and integers; the value moves from one thread to the
        // other once, after the reading thread is done with it.
        package var document: JSONDocument
        /// Members the half adds to each container open at the split, innermost first (after
        /// the first, each starts with `-1`, standing for the container inside it).
        package var levels: [[Int32]]
        package var duplicates: [(key: String, offset: Int)]
        package var extensions: [(kind: JSONParseError.Kind, offset: Int)]
        package var json5Uses: [JSON5Uses]
        package var failure: Failure?
    }

    /// Reads the whole text as ``run(_:)`` does, the part after the comma at `split` on another
    /// thread while this one reads the part before it, then joins them.
    ///
    /// The result, warnings and first error are those of one reading from the start: the
    /// second half is read in the state the first would reach at that comma (its containers
    /// open), to the end of the text, and used only if the first half's reader stops there in
    /// those containers (so the guess was right); the members it adds to them are then checked
    /// for repeats against the first half's, and the containers closed.
    ///
    /// `lines` is started once the second half is queued, and built here if this thread's half
    /// ends first.
    package mutating func runInHalves(_ doc: inout JSONDocument, split: JSONParser.Split, lines: LineIndexTask) throws(Failure) {
        let second = Locked<SecondHalf?>(nil)
        let done = Parallel.Handoff()
        // Read-only for both threads, and valid until this function returns: it waits for the
        // second thread on every path out.
        nonisolated(unsafe) let text = bytes
        let limits = limits
        let syntax: JSONParser.Syntax = json5 ? .json5 : relaxed ? .jsonc : .json
        done.start {
            var half = JSONParser.State(bytes: text, limits: limits, syntax: syntax)
            half.i = split.comma + 1
            half.stack = split.kinds.map { Frame(node: -1, isObject: $0, start: 0) }
            var part = JSONDocument(arenaFor: text.count - split.comma)
            var failure: Failure?
            do throws(Failure) {
                try half.resume(&part, afterComma: split.comma)
            } catch {
                failure = error
            }
            let outcome = SecondHalf(
                document: part, levels: half.closedLevels, duplicates: half.duplicates, extensions: half.extensions, json5Uses: half.json5Uses,
                failure: failure)
            second.withLock { $0 = outcome }
        }
        lines.start()
        defer { done.wait() }
        stopAtComma = split.comma
        stopKinds = split.kinds
        try run(&doc)
        stopAtComma = -1
        // Read to the end: the guess was not a comma inside those containers.
        guard stopped else { return }
        lines.buildUnlessClaimed()
        done.wait()
        let part = second.withLock { $0! }
        if let failure = part.failure { throw failure }
        try join(part, into: &doc)
        i = bytes.count
    }

    /// Reads on from just after the comma at `comma`, as ``run(_:)`` goes on after one: the
    /// next member or element, or (relaxed) a trailing comma that closes the container.
    package mutating func resume(_ doc: inout JSONDocument, afterComma comma: Int) throws(Failure) {
        let top = stack[stack.count - 1]
        if relaxed {
            lastComma = comma
            skipSpace()
            if i < bytes.count, bytes[i] == (top.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                extensions.append((.trailingComma, comma))
                i += 1
                try closeFrame(&doc)
                expectValue = false
                if stack.isEmpty { return try readEnd(&doc) }
                try run(&doc)
                return
            }
        }
        expectValue = true
        if top.isObject { try readKey(&doc) }
        try run(&doc)
    }

    /// Adds the second half's values to `doc`, its members to the open containers, and closes
    /// them, innermost first.
    private mutating func join(_ part: SecondHalf, into doc: inout JSONDocument) throws(Failure) {
        let base = doc.appendArena(of: part.document)
        duplicates += part.duplicates
        extensions += part.extensions
        add(part.json5Uses)
        for (level, members) in part.levels.enumerated() {
            // The container closed just before this one is already among its members.
            var k = level == 0 ? 0 : 1
            let isObject = stack[stack.count - 1].isObject
            while k < members.count {
                if isObject, k + 1 < members.count {
                    let key = members[k] + base
                    let index = Int(doc.entries[Int(key)].payload)
                    var frame = stack[stack.count - 1]
                    if isDuplicate(doc.strings[index], index, in: &frame, doc) {
                        duplicates.append((doc.strings[index], Int(doc.entries[Int(key)].offset)))
                        doc.objectsWithDuplicateKeys.insert(Int32(frame.node))
                    }
                    stack[stack.count - 1] = frame
                    pending.append(key)
                    pending.append(members[k + 1] + base)
                    k += 2
                } else {
                    pending.append(members[k] + base)
                    k += 1
                }
            }
            try closeFrame(&doc)
        }
        // In the order one reading finds them: by position.
        duplicates.sort { $0.offset < $1.offset }
    }
}
