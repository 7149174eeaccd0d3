extension JSONDocument {
    /// Appends `other`'s values after this document's, every index they hold moved past this
    /// document's own; returns the index `other`'s first value now has.
    ///
    /// `other` is the second half of one text read in two halves: its byte offsets are already
    /// those of the whole text.
    package mutating func appendArena(of other: JSONDocument) -> Int32 {
        let entryBase = Int32(entries.count)
        let childBase = UInt32(children.count)
        let stringBase = UInt32(strings.count)
        let numberBase = UInt32(numbers.count)
        entries.reserveCapacity(entries.count + other.entries.count)
        for var e in other.entries {
            switch e.kind {
            case .string: if !e.isInText { e.payload += stringBase }
            case .number: e.payload += numberBase
            case .object, .array: e.payload += childBase
            case .null, .bool: break
            }
            entries.append(e)
        }
        children.reserveCapacity(children.count + other.children.count)
        for c in other.children { children.append(c + entryBase) }
        strings.append(contentsOf: other.strings)
        numbers.append(contentsOf: other.numbers)
        for node in other.objectsWithDuplicateKeys { objectsWithDuplicateKeys.insert(node + entryBase) }
        return entryBase
    }
}
