/// Builds the string blob of a snapshot: UTF-8 bytes referenced by (offset, length) pairs.
package struct SnapshotStrings {
    private(set) var bytes: [UInt8] = []

    /// Appends `s` and returns its (offset, length) reference.
    package mutating func add(_ s: String) -> [UInt32] {
        let start = bytes.count
        bytes.append(contentsOf: s.utf8)
        return [UInt32(start), UInt32(bytes.count - start)]
    }

    /// The string at reference `i` of `refs` (pairs of offset, length), checked against `blob`.
    package static func string(
        _ refs: UnsafeBufferPointer<UInt32>, _ i: Int, in blob: UnsafeBufferPointer<UInt8>, _ what: @autoclosure () -> String
    ) throws(SnapshotError)
        -> String
    {
        guard 2 * i + 1 < refs.count else { throw SnapshotError(.malformed, "\(what()): string reference \(i) is missing") }
        let o = UInt64(refs[2 * i])
        let n = UInt64(refs[2 * i + 1])
        guard o + n <= UInt64(blob.count) else { throw SnapshotError(.malformed, "\(what()): string reference points past the string table") }
        return String(decoding: UnsafeBufferPointer(rebasing: blob[Int(o)..<Int(o + n)]), as: UTF8.self)
    }

    /// The position of the first of `lists` equal to an earlier one, if any: pairwise for a
    /// few lists, through a set for many.
    package static func firstRepeat(_ lists: [[String]]) -> Int? {
        guard lists.count > 16 else {
            for i in lists.indices where lists[..<i].contains(lists[i]) { return i }
            return nil
        }
        var seen: Set<[String]> = []
        return lists.firstIndex { !seen.insert($0).inserted }
    }
}
