import TesseraTables

extension Solver {
    /// The addresses two evaluating threads write cells, statuses and forbidden origins
    /// through, each into the tokens it evaluates.
    ///
    /// Each thread evaluates with its own copy of the solver. Writing through a copy's arrays
    /// would copy them first (they are shared), so the writes of both go here instead, into
    /// the arrays of the solver they were copied from. Every status array exists for the
    /// whole phase and no array is resized or written otherwise, so the addresses stay valid.
    /// Plain pointers, not arrays: retaining one shared array from both threads would pass its
    /// reference count's cache line back and forth on every write.
    package struct SharedWrites: @unchecked Sendable {
        /// Per group: the first cell of its slab.
        package let slabs: UnsafePointer<UnsafeMutableRawPointer>
        /// Per group: the first cell of its status array.
        package let status: UnsafePointer<UnsafeMutablePointer<CellStatus>>
        package let forbiddenOrigin: UnsafeMutablePointer<Int32>
    }

    /// Writes `value` into cell `i` of group `g`'s slab; `Value` is the group's type.
    @inline(__always)
    package mutating func put<Value: StoredValue>(_ value: Value, group g: Int, cell i: Int) {
        if let shared = sharedWrites {
            shared.slabs[g].assumingMemoryBound(to: Value.self)[i] = value
        } else {
            store[keyPath: Value.slabs][shapes[g].slab][i] = value
        }
    }

    /// Sets the status of cell `i` of group `g`.
    @inline(__always)
    package mutating func putStatus(_ status: CellStatus, group g: Int, cell i: Int) {
        if let shared = sharedWrites {
            shared.status[g][i] = status
        } else {
            store.setStatus(group: g, cell: i, count: cellCount(g), status)
        }
    }

    /// The status of cell `i` of group `g`.
    @inline(__always)
    package func status(group g: Int, cell i: Int) -> CellStatus {
        if let shared = sharedWrites { return shared.status[g][i] }
        return store.status(group: g, cell: i)
    }

    /// Records where token `t`'s forbidden value comes from (-1: it has none).
    @inline(__always)
    package mutating func setForbiddenOrigin(of t: Int, to origin: Int32) {
        if let shared = sharedWrites {
            shared.forbiddenOrigin[t] = origin
        } else {
            forbiddenOrigin[t] = origin
        }
    }
}
