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
        // One loop per handle width: a switch inside the loop was not hoisted out of it.
        func scatter<Handle: FixedWidthInteger>(_ handles: UnsafeBufferPointer<Handle>, into out: UnsafeMutableBufferPointer<Value>) {
            for k in groupsOfType[Value.tokenType.ordinal] {
                let group = groups[k]
                let first = group.combination(for: mode, contextCounts: counts)
                precondition(first < group.combinations, "a mode outside the theme's axes")
                let step = group.combinations
                var cell = Int(slabs.starts[group.slab]) + first
                // Handles were checked on load to be at most the sink slot, n.
                for m in group.members {
                    out[Int(handles[m])] = slabs.cells[cell]
                    cell &+= step
                }
            }
        }
        dense.withUnsafeMutableBufferPointer { out in
            switch handles {
            case .u16(let h): scatter(h, into: out)
            case .u32(let h): scatter(h, into: out)
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
                    dense[handles[m]] = CellStatus(rawValue: statusBytes[cell]) ?? .absent
                    cell += group.combinations
                }
            }
            return dense
        }
    }
}
