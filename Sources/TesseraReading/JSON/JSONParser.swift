import TesseraModel
import TesseraSupport

/// Limits for reading JSON; hitting one is a typed error naming it.
public struct JSONLimits: Sendable, Hashable {
    /// Maximum input size in bytes (default 512 MiB).
    public var maxBytes: Int = 512 << 20
    /// Maximum nesting depth of arrays and objects (default 1,000).
    public var maxDepth: Int = 1_000

    /// The defaults.
    public init() {}
}

/// Reads JSON (RFC 8259), JSONC or JSON5 into a ``JSONDocument`` with positions, without
/// recursion.
///
/// A UTF-8 byte-order mark is skipped. Duplicate keys are reported (the last one wins) and
/// parsing goes on, so one run reports them all; syntax errors stop at the first one.
public struct JSONParser {
    /// The limits in force.
    public var limits: JSONLimits
    /// The grammar read (JSON unless asked); what it adds to JSON is reported as warnings, and
    /// positions stay those of the file.
    public var syntax: Syntax
    /// Texts from this size up are read in two halves at once (tests lower it).
    package var halvesThreshold = JSONParser.defaultHalvesThreshold

    /// Creates a parser of `syntax`.
    public init(limits: JSONLimits = JSONLimits(), syntax: Syntax = .json) {
        self.limits = limits
        self.syntax = syntax
    }

    /// Creates a parser of JSONC (`true`) or JSON (`false`): ``init(limits:syntax:)`` with
    /// ``Syntax/jsonc`` or ``Syntax/json``, for callers written before ``Syntax``.
    public init(limits: JSONLimits = JSONLimits(), acceptsCommentsAndTrailingCommas: Bool) {
        self.init(limits: limits, syntax: acceptsCommentsAndTrailingCommas ? .jsonc : .json)
    }

    /// Whether `//` and `/* */` comments and trailing commas are read (``Syntax/jsonc`` and
    /// ``Syntax/json5``); setting it chooses ``Syntax/json`` or, from JSON, ``Syntax/jsonc``.
    public var acceptsCommentsAndTrailingCommas: Bool {
        get { syntax.readsCommentsAndTrailingCommas }
        set { syntax = newValue ? (syntax == .json ? .jsonc : syntax) : .json }
    }

    /// Parses `bytes`; returns the document and any duplicate-key problems, or throws the first
    /// syntax error.
    public func parse(_ bytes: [UInt8], file: String) throws(JSONParseError) -> (document: JSONDocument, warnings: [JSONParseError]) {
        if bytes.count > limits.maxBytes {
            throw JSONParseError(.fileTooLarge(bytes: bytes.count, limit: limits.maxBytes), at: SourceLocation(file: file, line: 1, column: 1))
        }
        // A large file's line index is built on another core while the parse runs: only
        // positions need it, and they are computed after the parse.
        let lines = LineIndexTask(bytes)
        var doc = JSONDocument(file: file, bytes: bytes, lines: lines.isRunning ? LineIndex([]) : nil)
        let syntax = syntax
        let limits = limits
        let halvesThreshold = halvesThreshold
        var duplicates: [(key: String, offset: Int)] = []
        var extensions: [(kind: JSONParseError.Kind, offset: Int)] = []
        do throws(State.Failure) {
            // The reader walks the bytes through a pointer: an array's bounds check on every
            // byte read was a fifth of the parse.
            try bytes.withUnsafeBufferPointer { (buffer) throws(State.Failure) in
                var state = State(bytes: buffer, limits: limits, syntax: syntax)
                if buffer.count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF { state.i = 3 }
                if Parallel.splits(buffer.count, from: halvesThreshold),
                    let split = Self.split(buffer, from: state.i, maxDepth: limits.maxDepth, singleQuotes: syntax == .json5)
                {
                    try state.runInHalves(&doc, split: split, lines: lines)
                } else {
                    lines.start()
                    try state.run(&doc)
                }
                duplicates = state.duplicates
                extensions = state.extensions + state.json5Summary
            }
        } catch {
            if lines.isRunning { doc.lines = lines.wait() }
            throw JSONParseError(error.kind, at: doc.position(ofByte: min(error.offset, bytes.count)))
        }
        if lines.isRunning { doc.lines = lines.wait() }
        let warnings =
            duplicates.map { JSONParseError(.duplicateKey($0.key), at: doc.position(ofByte: $0.offset)) }
            + extensions.sorted { $0.offset < $1.offset }.map { JSONParseError($0.kind, at: doc.position(ofByte: $0.offset)) }
        return (doc, warnings)
    }

    /// Parses a string.
    public func parse(_ text: String, file: String) throws(JSONParseError) -> (document: JSONDocument, warnings: [JSONParseError]) {
        try parse(Array(text.utf8), file: file)
    }

    package struct State {
        /// The text, valid while the parse runs (``JSONParser/parse(_:file:)`` holds the array).
        package let bytes: UnsafeBufferPointer<UInt8>
        package let limits: JSONLimits
        /// Whether comments and trailing commas are read.
        package let relaxed: Bool
        /// Whether the rest of JSON5 is read.
        package let json5: Bool
        package var i = 0
        package var duplicates: [(key: String, offset: Int)] = []
        /// Comments and trailing commas read, where they start.
        package var extensions: [(kind: JSONParseError.Kind, offset: Int)] = []
        /// The uses of each JSON5 construct, indexed by its raw value; empty until the first.
        package var json5Uses: [JSON5Uses] = []
        /// Children of every open container, innermost last: one shared stack instead of an
        /// array per container, so reading an object allocates nothing of its own.
        package var pending: [Int32] = []
        /// Key sets of the large objects, for duplicate detection.
        package var keySets: [JSONKeyTable] = []
        /// Index in the document's strings of the last plain key read with each hash (-1:
        /// none); empty until the first key.
        package var recentKeys: [Int32] = []
        package static let keyCacheSize = 256
        /// Open containers, innermost last.
        package var stack: [Frame] = []
        /// Whether a value comes next (otherwise a comma or a closing bracket).
        package var expectValue = true
        /// The comma read last, when comments and trailing commas are read: where a trailing
        /// comma is reported when JSON5 white space hides it until its bracket.
        package var lastComma = 0
        /// A comma where ``run(_:)`` stops, leaving its containers open, if they are the ones
        /// ``stopKinds`` lists: the text after it is read by another thread (see
        /// ``JSONParser/State/runInHalves(_:split:)``).
        package var stopAtComma = -1
        /// Whether each container open at ``stopAtComma`` is an object, outermost first.
        package var stopKinds: [Bool] = []
        /// Whether ``run(_:)`` stopped there.
        package var stopped = false
        /// Members read of containers opened before the text this state reads (frames without
        /// a node), innermost first, as each closed: what the other thread's part adds to them.
        package var closedLevels: [[Int32]] = []

        package struct Failure: Error {
            package var kind: JSONParseError.Kind
            package var offset: Int
        }

        /// An open container: its node, the children collected so far and (for objects) the keys seen.
        package struct Frame {
            package var node: Int
            package var isObject: Bool
            /// Where this container's children start in ``State/pending``.
            package var start: Int
            /// Index of this object's key set in ``State/keySets``, once it has one.
            package var keySet = -1
        }

        package init(bytes: UnsafeBufferPointer<UInt8>, limits: JSONLimits, syntax: JSONParser.Syntax = .json) {
            self.bytes = bytes
            self.limits = limits
            self.relaxed = syntax.readsCommentsAndTrailingCommas
            self.json5 = syntax == .json5
        }

        /// A reader of JSONC (`relaxed`) or JSON.
        package init(bytes: UnsafeBufferPointer<UInt8>, limits: JSONLimits, relaxed: Bool) {
            self.init(bytes: bytes, limits: limits, syntax: relaxed ? .jsonc : .json)
        }

        package mutating func skipSpace() {
            while i < bytes.count {
                switch bytes[i] {
                case 0x20:
                    // Indentation, eight bytes at a time: a quarter of a pretty-printed token
                    // file is spaces.
                    i += 1
                    while i + 8 <= bytes.count {
                        let word = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + i).loadUnaligned(as: UInt64.self)) ^ 0x2020_2020_2020_2020
                        i += word.trailingZeroBitCount >> 3
                        if word != 0 { break }
                    }
                case 0x09, 0x0A, 0x0D: i += 1
                case UInt8(ascii: "/") where relaxed && i + 1 < bytes.count && (bytes[i + 1] == UInt8(ascii: "/") || bytes[i + 1] == UInt8(ascii: "*")):
                    skipComment()
                default: return
                }
            }
        }

        /// Skips a `//` comment to the end of its line or a `/* */` comment past its end; an
        /// unterminated one runs to the end of input, where the parse then fails.
        package mutating func skipComment() {
            extensions.append((.comment, i))
            let block = bytes[i + 1] == UInt8(ascii: "*")
            i += 2
            while i < bytes.count {
                if block {
                    if bytes[i] == UInt8(ascii: "*"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "/") {
                        i += 2
                        return
                    }
                } else if bytes[i] == 0x0A {
                    return
                }
                i += 1
            }
        }

        package func fail(_ kind: JSONParseError.Kind, _ at: Int? = nil) -> Failure { Failure(kind: kind, offset: at ?? i) }

        package func describe(_ offset: Int) -> String {
            guard offset < bytes.count else { return "end of input" }
            let b = bytes[offset]
            if b >= 0x20 && b < 0x7F { return "'\(Character(UnicodeScalar(b)))'" }
            return String(format: b)
        }

        package func String(format b: UInt8) -> Swift.String {
            let hex = Swift.String(b, radix: 16, uppercase: true)
            return "byte 0x" + (hex.count == 1 ? "0" + hex : hex)
        }

        /// Reads values from `i` in the state `stack` and `expectValue` describe (a whole text
        /// from the start), to the end of the text or to ``stopAtComma``.
        ///
        /// Frames without a node (`-1`) are containers opened before `i`: closing one records
        /// its members in ``closedLevels`` instead.
        package mutating func run(_ doc: inout JSONDocument) throws(Failure) {
            skipSpace()
            if i >= bytes.count { throw fail(.unexpectedEnd) }
            parsing: while true {
                if expectValue {
                    skipSpace()
                    guard i < bytes.count else { throw fail(.unexpectedEnd) }
                    let start = i
                    let b = bytes[i]
                    switch b {
                    case UInt8(ascii: "{"), UInt8(ascii: "["):
                        if stack.count >= limits.maxDepth { throw fail(.nestingTooDeep(limit: limits.maxDepth)) }
                        doc.entries.append(.init(kind: b == UInt8(ascii: "{") ? .object : .array, offset: UInt32(start), payload: 0, count: 0))
                        stack.append(Frame(node: doc.entries.count - 1, isObject: b == UInt8(ascii: "{"), start: pending.count))
                        i += 1
                        skipSpace()
                        let close = b == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                        if i < bytes.count, bytes[i] == close {
                            i += 1
                            try closeFrame(&doc)
                            // An empty root (`[]`, `{}`) ends the value; trailing bytes are checked below.
                            if stack.isEmpty { break parsing }
                            expectValue = false
                        } else if b == UInt8(ascii: "{") {
                            try readKey(&doc)
                        }
                        continue
                    case UInt8(ascii: "\""):
                        if let length = plainStringLength() {
                            // Left in the text (``JSONDocument/Entry/isInText``).
                            doc.entries.append(.init(kind: .string, offset: UInt32(start), payload: 0, count: UInt32(length + 1)))
                            i += length + 2
                        } else {
                            let s = try readString()
                            doc.strings.append(s)
                            doc.entries.append(.init(kind: .string, offset: UInt32(start), payload: UInt32(doc.strings.count - 1), count: 0))
                        }
                    case UInt8(ascii: "t"):
                        try literal("true")
                        doc.entries.append(.init(kind: .bool, offset: UInt32(start), payload: 1, count: 0))
                    case UInt8(ascii: "f"):
                        try literal("false")
                        doc.entries.append(.init(kind: .bool, offset: UInt32(start), payload: 0, count: 0))
                    case UInt8(ascii: "n"):
                        try literal("null")
                        doc.entries.append(.init(kind: .null, offset: UInt32(start), payload: 0, count: 0))
                    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                        doc.numbers.append(try readNumber())
                        doc.entries.append(.init(kind: .number, offset: UInt32(start), payload: UInt32(doc.numbers.count - 1), count: 0))
                    default:
                        guard json5 else { throw fail(.unexpectedCharacter(describe(i))) }
                        if skipJSON5Space() {
                            // `[` or a comma, white space JSON lacks, then `]`.
                            if i < bytes.count, bytes[i] == UInt8(ascii: "]"), let top = stack.last, !top.isObject { closesAfterJSON5Space(top) }
                            continue
                        }
                        try readJSON5Value(&doc)
                    }
                    if stack.isEmpty {
                        doc.rootIndex = doc.entries.count - 1
                        break
                    }
                    pending.append(Int32(doc.entries.count - 1))
                    expectValue = false
                } else {
                    // After a value inside a container: a comma or the closing bracket.
                    skipSpace()
                    guard i < bytes.count else { throw fail(.unexpectedEnd) }
                    let top = stack[stack.count - 1]
                    let close = top.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                    if bytes[i] == UInt8(ascii: ",") {
                        if i == stopAtComma, stack.count == stopKinds.count, zip(stack, stopKinds).allSatisfy({ $0.isObject == $1 }) {
                            stopped = true
                            return
                        }
                        let comma = i
                        i += 1
                        if relaxed {
                            lastComma = comma
                            skipSpace()
                            if i < bytes.count, bytes[i] == close {
                                extensions.append((.trailingComma, comma))
                                i += 1
                                try closeFrame(&doc)
                                if stack.isEmpty { break }
                                continue
                            }
                        }
                        // Set first: in JSON5, `readKey(_:)` can find the closing brace instead.
                        expectValue = true
                        if top.isObject { try readKey(&doc) }
                    } else if bytes[i] == close {
                        i += 1
                        try closeFrame(&doc)
                        if stack.isEmpty { break }
                    } else if json5, skipJSON5Space() {
                        continue
                    } else if json5, try readHexadecimalRest(&doc) {
                        continue
                    } else {
                        throw fail(.unexpectedCharacter(describe(i)))
                    }
                }
            }
            try readEnd(&doc)
        }

        /// Reads the white space and comments after the root value to the end of the text.
        package mutating func readEnd(_ doc: inout JSONDocument) throws(Failure) {
            skipSpace()
            // JSON5: the rest of a hexadecimal root number, and white space JSON lacks.
            if json5, i < bytes.count {
                if try readHexadecimalRest(&doc) { skipSpace() }
                if i < bytes.count { _ = skipJSON5Space() }
            }
            if i < bytes.count { throw fail(.trailingContent) }
        }

        /// Pops a finished container, stores its children and appends it to its parent.
        package mutating func closeFrame(_ doc: inout JSONDocument) throws(Failure) {
            let frame = stack.removeLast()
            if frame.node < 0 {
                closedLevels.append(Array(pending[frame.start...]))
                pending.removeLast(pending.count - frame.start)
                // Stands for the container itself among its parent's members.
                if !stack.isEmpty { pending.append(-1) }
                return
            }
            if frame.keySet >= 0 { keySets[frame.keySet] = .released }
            let count = pending.count - frame.start
            doc.entries[frame.node].payload = UInt32(doc.children.count)
            doc.entries[frame.node].count = UInt32(frame.isObject ? count / 2 : count)
            // Copied as one block and dropped from the end: the generic slice append and
            // `removeSubrange` cost more than the rest of closing a token's object.
            pending.withUnsafeBufferPointer { doc.children.append(contentsOf: UnsafeBufferPointer(rebasing: $0[frame.start...])) }
            pending.removeLast(count)
            if stack.isEmpty {
                doc.rootIndex = frame.node
            } else {
                pending.append(Int32(frame.node))
            }
        }

        /// Reads `"key" :` inside an object (in JSON5, `key:` and `'key':` too) and records it.
        ///
        /// In JSON5, white space JSON lacks can hide the object's closing brace from the caller
        /// (`{ }` or a trailing comma with a no-break space): that brace is then left for
        /// ``run(_:)`` to read, with ``expectValue`` cleared.
        package mutating func readKey(_ doc: inout JSONDocument) throws(Failure) {
            skipSpace()
            guard i < bytes.count else { throw fail(.unexpectedEnd) }
            let start = i
            guard bytes[i] == UInt8(ascii: "\"") else {
                guard json5 else { throw fail(.unexpectedCharacter(describe(i))) }
                if skipJSON5Space() {
                    if i < bytes.count, bytes[i] == UInt8(ascii: "}") {
                        closesAfterJSON5Space(stack[stack.count - 1])
                        return
                    }
                    return try readKey(&doc)
                }
                let (key, index) = try readJSON5Key(&doc)
                return try record(key, index, at: start, &doc)
            }
            let (key, index) = try readKeyString(&doc)
            try record(key, index, at: start, &doc)
        }

        /// Records the key `key` (the document's string `index`) read at `start`, and reads the
        /// colon after it.
        @inline(__always)
        package mutating func record(_ key: Swift.String, _ index: Int, at start: Int, _ doc: inout JSONDocument) throws(Failure) {
            doc.entries.append(.init(kind: .string, offset: UInt32(start), payload: UInt32(index), count: 0))
            // The members of an object opened before this part of the text are checked
            // against the object's others when the parts are joined.
            var frame = stack[stack.count - 1]
            let duplicate = frame.node >= 0 && isDuplicate(key, index, in: &frame, doc)
            stack[stack.count - 1] = frame
            if duplicate {
                duplicates.append((key, start))
                doc.objectsWithDuplicateKeys.insert(Int32(stack[stack.count - 1].node))
            }
            pending.append(Int32(doc.entries.count - 1))
            skipSpace()
            guard i < bytes.count else { throw fail(.unexpectedEnd) }
            guard bytes[i] == UInt8(ascii: ":") else {
                guard json5, skipJSON5Space(), i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw fail(.unexpectedCharacter(describe(i))) }
                i += 1
                return
            }
            i += 1
        }

        /// Reads the key string at `i` and returns it with its index in the document's strings.
        ///
        /// A token file repeats a few keys (`$value`, `$type`, `colorSpace`, `components`) once
        /// per token: a key whose bytes equal the last key read with the same hash reuses that
        /// string's index, so it is neither decoded into a new `String` nor stored again (a
        /// million-token file kept three million copies of a handful of keys). Keys with escapes
        /// or control characters take the full reader, which validates them.
        package mutating func readKeyString(_ doc: inout JSONDocument) throws(Failure) -> (Swift.String, Int) {
            var end = i + 1
            var hash: UInt32 = 2_166_136_261
            while end < bytes.count {
                let b = bytes[end]
                if b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") || b < 0x20 { break }
                hash = (hash ^ UInt32(b)) &* 16_777_619
                end += 1
            }
            let plain = end < bytes.count && bytes[end] == UInt8(ascii: "\"")
            let slot = Int(hash & UInt32(Self.keyCacheSize - 1))
            if plain, let known = recentKey(slot, equalTo: i + 1..<end, doc) {
                i = end + 1
                return known
            }
            let key = try readString()
            doc.strings.append(key)
            let index = doc.strings.count - 1
            if plain { remember(index, slot) }
            return (key, index)
        }

        /// The key read last with the hash whose slot is `slot` and its index, if its bytes are
        /// those of `range`.
        @inline(__always)
        package func recentKey(_ slot: Int, equalTo range: Range<Int>, _ doc: JSONDocument) -> (Swift.String, Int)? {
            guard recentKeys.count == Self.keyCacheSize, recentKeys[slot] >= 0 else { return nil }
            let cached = Int(recentKeys[slot])
            var text = doc.strings[cached]
            let same = text.withUTF8 { known in
                known.count == range.count && (known.isEmpty || memcmp(known.baseAddress!, bytes.baseAddress! + range.lowerBound, known.count) == 0)
            }
            return same ? (text, cached) : nil
        }

        /// Makes the document's string `index` the key read last with the hash of slot `slot`.
        @inline(__always)
        package mutating func remember(_ index: Int, _ slot: Int) {
            if recentKeys.isEmpty { recentKeys = [Int32](repeating: -1, count: Self.keyCacheSize) }
            recentKeys[slot] = Int32(index)
        }

        /// Whether `key` (the document's string `index`) is already a member of the object
        /// being read.
        ///
        /// Token objects have a handful of members, so they are compared in place; a hash set
        /// is built only once an object grows past `smallObject` members.
        package mutating func isDuplicate(_ key: Swift.String, _ index: Int, in frame: inout Frame, _ doc: JSONDocument) -> Bool {
            let smallObject = 16
            let members = (pending.count - frame.start) / 2
            if members < smallObject {
                var k = frame.start
                while k < pending.count {
                    if doc.strings[Int(doc.entries[Int(pending[k])].payload)] == key { return true }
                    k += 2
                }
                return false
            }
            // Large objects keep their keys in a set of their own in `keySets`, mutated in
            // place there (a set inside the frame was copied on every insert in unoptimised
            // builds, which made a wide object quadratic).
            if frame.keySet < 0 {
                frame.keySet = keySets.count
                var keys = JSONKeyTable(capacity: members * 4)
                var k = frame.start
                while k < pending.count {
                    _ = keys.insert(Int(doc.entries[Int(pending[k])].payload), in: doc.strings)
                    k += 2
                }
                keySets.append(keys)
            }
            return !keySets[frame.keySet].insert(index, in: doc.strings)
        }
    }
}
