import TesseraModel
import TesseraTables

extension SnapshotTheme {
    /// The token id of each handle of each type: members are stored as handles, and the tables
    /// copied out of the file (and error messages) name tokens by id.
    package struct TokenIDs {
        /// Where each type's handles start in ``ids``, by type ordinal; each type has its token
        /// count of slots and then its sink slot.
        package let starts: [Int]
        /// Per type, the id of the token of each handle, then −1 for the sink.
        package let ids: [Int32]

        package init(_ catalog: TokenCatalog) {
            var starts: [Int] = []
            var next = 0
            for c in catalog.kindCounts {
                starts.append(next)
                next += c + 1
            }
            var ids = [Int32](repeating: -1, count: next)
            for id in 0..<catalog.count { ids[starts[catalog.types[id].ordinal] + Int(catalog.kindIndex[id])] = Int32(id) }
            self.starts = starts
            self.ids = ids
        }

        /// The id of the token whose handle is `handle` among those of `type`; −1 for the sink.
        package subscript(type: TokenType, handle: Int) -> Int32 { ids[starts[type.ordinal] + handle] }
    }
}
