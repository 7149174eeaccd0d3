import TesseraIO
import TesseraModel

/// A parsed JSON document: every value is a node in one flat arena, with its source offset.
///
/// The arena keeps deep documents safe: no recursion parses them and none frees them, so a
/// 100,000-deep array costs memory, not stack.
public struct JSONDocument: Sendable {
    /// What a node holds.
    public enum Kind: UInt8, Sendable, Hashable {
        case null, bool, number, string, array, object
    }

    /// A node handle.
    public struct Node: Sendable, Hashable {
        /// Index in the arena.
        public let index: Int32

        package init(index: Int32) {
            self.index = index
        }
    }

    @usableFromInline package struct Entry: Sendable {
        package var kind: Kind
        /// Byte offset of the value's first character.
        package var offset: UInt32
        /// bool: 0/1; number: index into `numbers`; string kept as a `String`: index into
        /// `strings`; array/object: start in `children`.
        package var payload: UInt32
        /// array/object: number of children (objects store key and value node pairs);
        /// string: 0 when kept in `strings`, otherwise its text's length in bytes plus one (see
        /// ``isInText``).
        package var count: UInt32

        /// Whether this is a string value left in the text: one without escapes or control
        /// characters, whose characters are the bytes between its quotes.
        ///
        /// A million-token file has a million such values (alias references, hex colours);
        /// decoding each into a `String` as it was parsed was an allocation apiece, most of them
        /// read once and turned into another string (a dotted path) by the reader.
        package var isInText: Bool { kind == .string && count > 0 }
    }

    package var entries: [Entry] = []
    package var strings: [String] = []
    package var numbers: [Double] = []
    /// Objects in which some key appears more than once.
    package var objectsWithDuplicateKeys: Set<Int32> = []
    /// Children of arrays (value nodes) and objects (key string node, value node) pairs.
    package var children: [Int32] = []
    /// Line and column look-ups (set by the parser once its own thread has built them).
    package var lines: LineIndex
    package let bytes: [UInt8]

    /// The file name used in locations.
    public private(set) var file: String

    /// A document of `bytes`; `lines` is their line index, or `nil` to build it here.
    package init(file: String, bytes: [UInt8], lines: LineIndex? = nil) {
        self.file = file
        self.bytes = bytes
        self.lines = lines ?? LineIndex(bytes)
        reserveArena(for: bytes.count)
    }

    /// This document, its file name in storage of its own.
    ///
    /// Every location made from a document holds its file name: threads reading tokens of one
    /// file at once each retained and released that one string, several times per token, and
    /// its reference count went back and forth between their cores. A thread given its own
    /// copy counts references on its own.
    package func withOwnFileName() -> JSONDocument {
        var copy = self
        copy.file = String(decoding: Array(file.utf8), as: UTF8.self)
        return copy
    }

    /// An empty document whose arena is sized for `byteCount` bytes of text: the second half
    /// of a text read in two halves, joined to the first with ``appendArena(of:)``.
    package init(arenaFor byteCount: Int) {
        file = ""
        bytes = []
        lines = LineIndex([])
        reserveArena(for: byteCount)
    }

    private mutating func reserveArena(for byteCount: Int) {
        // A JSON value takes at least 2 bytes with its separator (7–16 in token files), so this
        // sizes the arena for a minified token file in one allocation: growing a 100 MB array
        // by doubling copies it and touches its pages again at every step. Pages reserved but
        // never written cost address space, not memory.
        // Pretty-printed token files hold a value per 14–15 bytes: that much is faulted in
        // ahead (see ``LargeBuffer``), and a denser file faults in the rest as it goes.
        let estimate = byteCount / 8
        let expected = byteCount / 14
        entries = LargeBuffer.reserved(estimate, expected: expected)
        children = LargeBuffer.reserved(estimate, expected: expected)
        strings = LargeBuffer.reserved(estimate / 2, expected: expected / 2)
    }

    /// The root value.
    public var root: Node { Node(index: Int32(entries.count - 1 >= 0 ? rootIndex : 0)) }
    package var rootIndex: Int = 0

    /// The kind of a node.
    public func kind(_ n: Node) -> Kind { entries[Int(n.index)].kind }

    /// A node's bool, if it is one.
    public func bool(_ n: Node) -> Bool? {
        let e = entries[Int(n.index)]
        return e.kind == .bool ? e.payload != 0 : nil
    }

    /// A node's number, if it is one and fits a 64-bit float (`1e309` does not).
    public func number(_ n: Node) -> Double? {
        let e = entries[Int(n.index)]
        guard e.kind == .number else { return nil }
        let value = numbers[Int(e.payload)]
        return value.isFinite ? value : nil
    }

    /// Whether a node is a JSON number too large for a 64-bit float, such as `1e309`.
    public func isOutOfRangeNumber(_ n: Node) -> Bool {
        let e = entries[Int(n.index)]
        return e.kind == .number && !numbers[Int(e.payload)].isFinite
    }

    /// A node's string, if it is one.
    @inline(__always)
    public func string(_ n: Node) -> String? {
        let e = entries[Int(n.index)]
        guard e.kind == .string else { return nil }
        return e.isInText ? textString(e) : strings[Int(e.payload)]
    }

    /// The `String` of a string left in the text: what the parser's own fast path made of the
    /// same bytes (invalid UTF-8 repaired alike).
    @inline(never)
    private func textString(_ e: Entry) -> String {
        let start = Int(e.offset) + 1
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<start + Int(e.count) - 1]), as: UTF8.self) }
    }

    /// Calls `body` with the UTF-8 bytes of a string node, without making a `String` of a
    /// string left in the text; `nil` if the node is no string.
    package func withUTF8<Result>(ofString n: Node, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result? {
        let e = entries[Int(n.index)]
        guard e.kind == .string else { return nil }
        if e.isInText {
            let start = Int(e.offset) + 1
            return try bytes.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[start..<start + Int(e.count) - 1])) }
        }
        var text = strings[Int(e.payload)]
        return try text.withUTF8(body)
    }

    /// A node's elements, if it is an array.
    public func array(_ n: Node) -> [Node]? {
        let e = entries[Int(n.index)]
        guard e.kind == .array else { return nil }
        return children[Int(e.payload)..<Int(e.payload + e.count)].map { Node(index: $0) }
    }

    /// The number of elements of an array node, if it is one.
    package func elementCount(_ n: Node) -> Int? {
        let e = entries[Int(n.index)]
        return e.kind == .array ? Int(e.count) : nil
    }

    /// Element `k` of an array node (`k` below ``elementCount(_:)``), without building the
    /// array of all of them.
    package func element(_ n: Node, _ k: Int) -> Node { Node(index: children[Int(entries[Int(n.index)].payload) + k]) }

    /// The number of members of an object node (0 for any other node).
    package func memberCount(_ n: Node) -> Int {
        let e = entries[Int(n.index)]
        return e.kind == .object ? Int(e.count) : 0
    }

    /// Member `k` of an object node (`k` below ``memberCount(_:)``), in source order, without
    /// building the list of all of them.
    package func member(_ n: Node, at k: Int) -> (key: String, keyNode: Node, value: Node) {
        let i = Int(entries[Int(n.index)].payload) + 2 * k
        let keyNode = Node(index: children[i])
        return (string(keyNode) ?? "", keyNode, Node(index: children[i + 1]))
    }

    /// A node's members in source order, with their key nodes, if it is an object.
    public func object(_ n: Node) -> [(key: String, keyNode: Node, value: Node)]? {
        let e = entries[Int(n.index)]
        guard e.kind == .object else { return nil }
        // Typed with the result's labels: an unlabelled array was converted element by
        // element on return (a copy of every member of a 100k-member group).
        var out: [(key: String, keyNode: Node, value: Node)] = []
        out.reserveCapacity(Int(e.count))
        var i = Int(e.payload)
        for _ in 0..<e.count {
            let k = Node(index: children[i])
            out.append((key: string(k) ?? "", keyNode: k, value: Node(index: children[i + 1])))
            i += 2
        }
        return out
    }

    /// Calls `body` with each member of an object node in source order, without allocating.
    public func forEachMember(_ n: Node, _ body: (_ key: String, _ keyNode: Node, _ value: Node) throws -> Void) rethrows {
        let e = entries[Int(n.index)]
        guard e.kind == .object else { return }
        var i = Int(e.payload)
        for _ in 0..<e.count {
            let k = Node(index: children[i])
            try body(string(k) ?? "", k, Node(index: children[i + 1]))
            i += 2
        }
    }

    /// Whether an object node has a key more than once (the parser reported it).
    public func hasDuplicateKeys(_ n: Node) -> Bool { objectsWithDuplicateKeys.contains(n.index) }

    /// The value of `key` in an object node (the last one, if the key repeats).
    ///
    /// - Complexity: O(members), without allocating.
    public func member(_ n: Node, _ key: String) -> Node? {
        let e = entries[Int(n.index)]
        guard e.kind == .object, e.count > 0 else { return nil }
        var i = Int(e.payload) + 2 * (Int(e.count) - 1)
        while i >= Int(e.payload) {
            let k = entries[Int(children[i])]
            if k.kind == .string, strings[Int(k.payload)] == key { return Node(index: children[i + 1]) }
            i -= 2
        }
        return nil
    }

    /// The source text of a node's number, for integers beyond 2^53 and exact echoing (JSON5's
    /// `0x1F`, `+.5`, `Infinity` and `NaN` included).
    public func numberText(_ n: Node) -> String? {
        let e = entries[Int(n.index)]
        guard e.kind == .number else { return nil }
        var end = Int(e.offset)
        while end < bytes.count, Self.isNumberByte(bytes[end]) { end += 1 }
        return String(decoding: bytes[Int(e.offset)..<end], as: UTF8.self)
    }

    /// Whether `b` can be part of a number's text: a digit, a sign, a point, or a letter (of an
    /// exponent, a JSON5 hexadecimal number, `Infinity` or `NaN`). A number is followed by
    /// white space, a comma, a bracket, a comment or the end, none of which is one.
    package static func isNumberByte(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "-") || b == UInt8(ascii: "+")
            || b == UInt8(ascii: ".") || (b | 0x20 >= UInt8(ascii: "a") && b | 0x20 <= UInt8(ascii: "z"))
    }

    /// The 1-based line and column of a node.
    public func location(_ n: Node) -> SourceLocation { position(ofByte: Int(entries[Int(n.index)].offset)) }

    /// The 1-based line and column of a node at or below `earlier` (the location of a node
    /// before it, in this document): cheaper than ``location(_:)`` when it is a few lines on.
    package func location(_ n: Node, below earlier: SourceLocation) -> SourceLocation {
        let (line, column) = lines.position(ofByte: Int(entries[Int(n.index)].offset), fromLine: earlier.line, in: bytes)
        return SourceLocation(file: file, line: line, column: column)
    }

    /// The 1-based line and column of a byte offset; columns count Unicode scalars.
    ///
    /// - Complexity: O(log lines), whatever the length of the line.
    public func position(ofByte offset: Int) -> SourceLocation {
        let (line, column) = lines.position(ofByte: offset, in: bytes)
        return SourceLocation(file: file, line: line, column: column)
    }

    /// Number of nodes.
    public var nodeCount: Int { entries.count }
}
