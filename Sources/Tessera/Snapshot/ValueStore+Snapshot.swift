extension ValueStore {
    /// The number of cells in slab `slab` of `type`.
    func cellCount(_ type: TokenType, slab: Int) -> Int {
        var store = self
        return type.dispatch(CellCount(slab: slab), &store)
    }

    private struct CellCount: StoredValueVisitor {
        let slab: Int
        func visit<Value: StoredValue>(_: Value.Type, _ store: inout ValueStore) -> Int { store[keyPath: Value.slabs][slab].count }
    }
}
