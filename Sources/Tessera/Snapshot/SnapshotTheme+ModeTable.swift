extension SnapshotTheme {
    /// The dense column of `Value` for `mode`: each member's cell for the mode, read from the
    /// file, at the member's handle; relocated members land in the trailing sink slot.
    ///
    /// Every cell index was checked on load (each group's slab holds members × combinations
    /// cells), so the loop reads without checks; `mode` must have been validated against the
    /// theme's axes.
    func column<Value: StoredValue>(_: Value.Type, mode: Mode) -> ContiguousArray<Value> {
        let n = graph.kindCounts[Value.tokenType.ordinal]
        var dense = ContiguousArray<Value>(repeating: Value.placeholder, count: n + 1)
        guard let slabs = slabs[keyPath: Value.snapshotSlabs] else { return dense }
        let counts = graph.axes.contextCounts
        let sink = UInt32(n)
        dense.withUnsafeMutableBufferPointer { out in
            handles.withUnsafeBufferPointer { handles in
                for k in groupsOfType[Value.tokenType.ordinal] {
                    let group = groups[k]
                    let first = group.combination(for: mode, contextCounts: counts)
                    precondition(first < group.combinations, "a mode outside the theme's axes")
                    let step = group.combinations
                    var cell = Int(slabs.starts[group.slab]) + first
                    for m in group.members {
                        out[Int(min(UInt32(bitPattern: handles[m]), sink))] = slabs.cells[cell]
                        cell &+= step
                    }
                }
            }
        }
        return dense
    }

    /// Per type: the status of each token in `mode`, empty when all are ok.
    func status(mode: Mode) -> [ContiguousArray<CellStatus>] {
        let counts = graph.axes.contextCounts
        return TokenType.allCases.map { type in
            let n = graph.kindCounts[type.ordinal]
            var dense = ContiguousArray<CellStatus>()
            for k in groupsOfType[type.ordinal] {
                let group = groups[k]
                guard let start = group.statusStart else { continue }
                if dense.isEmpty { dense = ContiguousArray(repeating: .ok, count: n + 1) }
                let first = group.combination(for: mode, contextCounts: counts)
                precondition(first < group.combinations, "a mode outside the theme's axes")
                var cell = start + first
                for m in group.members {
                    dense[Int(min(UInt32(bitPattern: handles[m]), UInt32(n)))] = CellStatus(rawValue: statusBytes[cell]) ?? .absent
                    cell += group.combinations
                }
            }
            return dense
        }
    }
}
