/// A theme's font-family lists for C: each list as an array of NUL-terminated names, and as one
/// display string.
///
/// String tokens share the family pool as one-name lists, so their text is a list's only name.
final class CFamilyTable: @unchecked Sendable {
    // @unchecked: `pointers` is written in init only and read-only afterwards; the strings it
    // points at belong to `names`, which lives as long as this table.
    /// Every name of every list, list after list.
    private let names: CStringTable
    /// Per name, its C string: list `l`'s names are `pointers[starts[l] ..< starts[l + 1]]`.
    private let pointers: UnsafeMutablePointer<UnsafePointer<CChar>?>
    private let starts: [Int]
    /// Per list, ``displayForm(_:)``.
    private let joined: CStringTable

    init(_ lists: [[String]]) {
        names = CStringTable(lists.flatMap { $0 })
        var starts = [0]
        for list in lists { starts.append(starts[starts.count - 1] + list.count) }
        pointers = .allocate(capacity: max(starts[starts.count - 1], 1))
        for k in 0..<names.count { (pointers + k).initialize(to: names.pointer(k)) }
        self.starts = starts
        joined = CStringTable(lists.map(Self.displayForm))
    }

    deinit { pointers.deallocate() }

    /// The number of lists.
    var count: Int { starts.count - 1 }

    /// List `l`'s names and their count; `l` must be in range.
    func names(_ l: Int) -> (UnsafePointer<UnsafePointer<CChar>?>, Int) { (UnsafePointer(pointers + starts[l]), starts[l + 1] - starts[l]) }

    /// The first name of list `l` and its UTF-8 length, or `nil` for an empty list; `l` must be
    /// in range.
    func first(_ l: Int) -> (UnsafePointer<CChar>, Int)? {
        starts[l] < starts[l + 1] ? (names.pointer(starts[l]), names.length(starts[l])) : nil
    }

    /// List `l` as one string; `l` must be in range.
    func display(_ l: Int) -> UnsafePointer<CChar> { joined.pointer(l) }

    /// The names joined by `", "`, a name that holds a comma, a quote or a backslash written in
    /// double quotes with `"` and `\` escaped by a backslash (CSS's `font-family` syntax), so
    /// `"Comma, Inc Sans", serif` is one family and a fallback, never three families.
    static func displayForm(_ names: [String]) -> String {
        names.map { name in
            guard name.contains(where: { $0 == "," || $0 == "\"" || $0 == "\\" }) else { return name }
            var quoted = "\""
            for c in name {
                if c == "\"" || c == "\\" { quoted.append("\\") }
                quoted.append(c)
            }
            return quoted + "\""
        }.joined(separator: ", ")
    }
}
