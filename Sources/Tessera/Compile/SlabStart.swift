/// Where a slab's first cell is (`nil` if it has no cells), and the size of a cell.
///
/// Through the slab's mutable view, which makes the slab unique first: the address is written
/// through while threads evaluate (``Solver/SharedWrites``), and fetched ahead of reads.
struct SlabStart: StoredValueVisitor {
    let slab: Int

    func visit<Value: StoredValue>(_: Value.Type, _ store: inout ValueStore) -> (address: UnsafeMutableRawPointer?, stride: Int) {
        let address = store[keyPath: Value.slabs][slab].withUnsafeMutableBufferPointer { $0.baseAddress.map(UnsafeMutableRawPointer.init) }
        return (address, MemoryLayout<Value>.stride)
    }
}
