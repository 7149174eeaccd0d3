import Dispatch
import TesseraSupport

extension JSONParser {
    /// Texts from this size up whose root is an object are read in two halves at once.
    static let defaultHalvesThreshold = 8 << 20

    /// A comma between two members of the root object near the middle of `text` (between a
    /// quarter and three quarters of it), found by following strings and brackets from
    /// `start`; `nil` when the root is not an object or has no such comma.
    ///
    /// Only a guess (a comment can hide a quote or a bracket from it): the reader of the first half stops there only if it finds a comma of the
    /// root object at that offset itself (``JSONParser/State/stopAtComma``).
    static func rootSplit(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        let n = text.count
        var i = start
        while i < n, text[i] == 0x20 || text[i] == 0x0A || text[i] == 0x0D || text[i] == 0x09 { i += 1 }
        guard i < n, text[i] == UInt8(ascii: "{") else { return nil }
        let (earliest, middle, latest) = (n / 4, n / 2, n - n / 4)
        var depth = 0
        var before = -1
        while i < n {
            // Runs of bytes that change nothing (names, numbers, spaces) skipped in a tight loop.
            while i < n, !isStructural(text[i]) { i += 1 }
            guard i < n else { break }
            switch text[i] {
            case UInt8(ascii: "\""):
                i += 1
                while i < n, text[i] != UInt8(ascii: "\"") { i += text[i] == UInt8(ascii: "\\") ? 2 : 1 }
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth <= 0 { return before >= earliest ? before : nil }
            default:
                guard depth == 1 else { break }
                // A comma of the root: past the middle, the boundary nearer it; the one before
                // the middle once it is past a quarter (the rest need not be read).
                if i >= middle {
                    if before >= earliest, middle - before <= i - middle { return before }
                    if i <= latest { return i }
                    return before >= earliest ? before : nil
                }
                before = i
            }
            i += 1
            if before >= earliest, i >= middle { return before }
        }
        return before >= earliest ? before : nil
    }

    /// Whether `byte` opens a string or a container, closes one, or separates values.
    @inline(__always)
    private static func isStructural(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: ","), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"): true
        default: false
        }
    }
}

extension JSONParser.State {
    /// What reading the second half of a text produced.
    struct SecondHalf: @unchecked Sendable {
        // `Failure` holds only strings and integers; the value moves from one thread to the
        // other once, after the reading thread is done with it.
        var document: JSONDocument
        /// The root object's members in the half: key and value, in order.
        var members: [Int32]
        var duplicates: [(key: String, offset: Int)]
        var extensions: [(kind: JSONParseError.Kind, offset: Int)]
        /// Where the half ended: the root object's closing brace.
        var end: Int
        var failure: Failure?
    }

    /// Reads the whole text as ``run(_:)`` does, the part after the root object's comma at
    /// `split` on another thread while this one reads the part before it, then joins them.
    ///
    /// The result, warnings and first error are those of one reading from the start: the
    /// second half is read in the state the first would reach at that comma, and used only if
    /// the first half's reader stops there (so the guessed comma is a real member boundary),
    /// its root members then checked for repeats against the first half's.
    mutating func runInHalves(_ doc: inout JSONDocument, split: Int) throws(Failure) {
        let second = Locked<SecondHalf?>(nil)
        let done = DispatchGroup()
        // Read-only for both threads, and valid until this function returns: it waits for the
        // second thread on every path out.
        nonisolated(unsafe) let text = bytes
        let (limits, relaxed) = (limits, relaxed)
        DispatchQueue.global(qos: .userInitiated).async(group: done) {
            var half = JSONParser.State(bytes: text, limits: limits, relaxed: relaxed)
            half.i = split + 1
            half.stack = [Frame(node: -1, isObject: true, start: 0)]
            var part = JSONDocument(arenaFor: text.count - split)
            var failure: Failure?
            do throws(Failure) {
                try half.readKey(&part)
                half.expectValue = true
                try half.run(&part)
            } catch {
                failure = error
            }
            let outcome = SecondHalf(document: part, members: half.pending, duplicates: half.duplicates, extensions: half.extensions, end: half.i, failure: failure)
            second.withLock { $0 = outcome }
        }
        defer { done.wait() }
        stopAtComma = split
        try run(&doc)
        stopAtComma = -1
        // Read to the end: the guess was not a comma of the root object.
        guard stopped else { return }
        done.wait()
        let part = second.withLock { $0! }
        if let failure = part.failure { throw failure }
        join(part, into: &doc)
        i = part.end
        expectValue = false
        try run(&doc)
    }

    /// Adds the second half's values to `doc` and its root members to the open root object.
    private mutating func join(_ part: SecondHalf, into doc: inout JSONDocument) {
        let base = doc.appendArena(of: part.document)
        duplicates += part.duplicates
        extensions += part.extensions
        var k = 0
        while k + 1 < part.members.count {
            let key = part.members[k] + base
            let index = Int(doc.entries[Int(key)].payload)
            var root = stack[0]
            if isDuplicate(doc.strings[index], index, in: &root, doc) {
                duplicates.append((doc.strings[index], Int(doc.entries[Int(key)].offset)))
                doc.objectsWithDuplicateKeys.insert(Int32(root.node))
            }
            stack[0] = root
            pending.append(key)
            pending.append(part.members[k + 1] + base)
            k += 2
        }
        // In the order one reading finds them: by position.
        duplicates.sort { $0.offset < $1.offset }
    }

}
