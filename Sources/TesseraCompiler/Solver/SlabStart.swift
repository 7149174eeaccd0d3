import TesseraTables

/// Where a slab's first cell is, or `nil` if it has no cells.
///
/// Through the slab's mutable view, which makes the slab unique first: the address is written
/// through while threads evaluate (``Solver/SharedWrites``).
package struct SlabStart: StoredValueVisitor {
    package let slab: Int

    package func visit<Value: StoredValue>(_: Value.Type, _ store: inout ValueStore) -> UnsafeMutableRawPointer? {
        store[keyPath: Value.slabs][slab].withUnsafeMutableBufferPointer { $0.baseAddress.map(UnsafeMutableRawPointer.init) }
    }
}
