extension TokenGraph {
    /// The type and handle index of the token with id `id`, or `nil` when out of range.
    package func handleIndex(ofTokenAt id: Int) -> (type: TokenType, index: UInt32)? {
        guard id >= 0, id < count else { return nil }
        return (types[id], UInt32(kindIndex[id]))
    }
}
