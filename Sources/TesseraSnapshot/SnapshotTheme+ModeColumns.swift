import TesseraModel
import TesseraTables

extension SnapshotTheme {
    /// The columns of `mode`, gathered straight from the file's columns: copying the slabs
    /// first would read every cell of every mode to select one.
    package func columns(for mode: Mode) -> ModeColumns {
        var columns = ModeColumns()
        for type in TokenType.allCases { type.dispatchSnapshot(Gather(theme: self, mode: mode), &columns) }
        columns.status = status(mode: mode)
        return columns
    }

    private struct Gather: SnapshotValueVisitor {
        package let theme: SnapshotTheme
        package let mode: Mode
        package func visit<Value: SnapshotValue>(_: Value.Type, _ columns: inout ModeColumns) {
            columns[keyPath: Value.column] = theme.column(Value.self, mode: mode)
        }
    }

    /// The dense column of `Value` for `mode`: each member's cell for the mode, read from the
    /// file, at the member's handle; relocated members land in the trailing sink slot.
    ///
    /// Every cell index was checked on load (each group's slab holds members × combinations
    /// cells), so the loop reads without checks; `mode` must have been validated against the
    /// theme's axes. The load also checked that the members of each type's groups hold every
    /// handle below the type's token count exactly once, so those slots are each written once
    /// here and only the sink slot needs a placeholder first.
    package func column<Value: SnapshotValue>(_: Value.Type, mode: Mode) -> ContiguousArray<Value> {
        // Writing each slot once with no fill first is only right for values with no references.
        precondition(_isPOD(Value.self), "\(Value.self) is not a plain value")
        let n = catalog.kindCounts[Value.tokenType.ordinal]
        // A type without tokens has only its sink slot, shared rather than allocated per table.
        guard n > 0, let slabs = slabs[keyPath: Value.snapshotSlabs] else { return Value.sinkOnlyColumn }
        let counts = catalog.axes.contextCounts
        /// Where `group`'s cell for `mode` is in its first member's run, among its type's cells,
        /// and how far apart its members' runs are.
        func cells(of group: Group) -> (start: Int, step: Int) {
            let first = group.combination(for: mode, contextCounts: counts)
            precondition(first < group.combinations, "a mode outside the theme's axes")
            return (Int(slabs.starts[group.slab]) + first, group.combinations)
        }
        // One loop per handle and index width: a switch inside the loop was not hoisted out of it.
        func scatter<Handle: FixedWidthInteger, Index: FixedWidthInteger>(
            _ handles: UnsafeBufferPointer<Handle>, _ indices: UnsafeBufferPointer<Index>, _ palette: Value.Columns, into out: UnsafeMutablePointer<Value>
        ) {
            for k in groups(of: Value.tokenType) {
                let group = groups[k]
                let (start, step) = cells(of: group)
                var cell = start
                // Handles were checked on load to be at most the sink slot, n, which is
                // initialized, so a repeated write there replaces a plain value. Four members
                // per step, all read before any is written: a read after each write waited
                // behind it, and two per step spent as many instructions on the loop as on them.
                var m = group.members.lowerBound
                let end = group.members.upperBound
                while m &+ 4 <= end {
                    let h0 = Int(handles[m])
                    let h1 = Int(handles[m &+ 1])
                    let h2 = Int(handles[m &+ 2])
                    let h3 = Int(handles[m &+ 3])
                    let v0 = palette[Int(indices[cell])]
                    let v1 = palette[Int(indices[cell &+ step])]
                    let v2 = palette[Int(indices[cell &+ step &* 2])]
                    let v3 = palette[Int(indices[cell &+ step &* 3])]
                    (out + h0).initialize(to: v0)
                    (out + h1).initialize(to: v1)
                    (out + h2).initialize(to: v2)
                    (out + h3).initialize(to: v3)
                    cell &+= step &* 4
                    m &+= 4
                }
                while m < end {
                    (out + Int(handles[m])).initialize(to: palette[Int(indices[cell])])
                    cell &+= step
                    m &+= 1
                }
            }
        }
        // The same walk over values assembled in `values`, each copied whole: copying a value
        // field by field was as many loads and stores as gathering it from its columns, and
        // the bytes of a stride (padding included) move in a few 16-byte loads and stores.
        func copy<Handle: FixedWidthInteger, Index: FixedWidthInteger>(
            _ handles: UnsafeBufferPointer<Handle>, _ indices: UnsafeBufferPointer<Index>, _ values: UnsafeRawPointer, into out: UnsafeMutableRawPointer
        ) {
            let stride = MemoryLayout<Value>.stride
            for k in groups(of: Value.tokenType) {
                let group = groups[k]
                let (start, step) = cells(of: group)
                var cell = start
                for m in group.members {
                    (out + Int(handles[m]) &* stride).copyMemory(from: values + Int(indices[cell]) &* stride, byteCount: stride)
                    cell &+= step
                }
            }
        }
        return ContiguousArray(unsafeUninitializedCapacity: n + 1) { out, initialized in
            let base = out.baseAddress!
            (base + n).initialize(to: Value.placeholder)
            // A value stored in several columns (a dimension's value and unit, a typography's
            // five fields) is read from each column once per palette entry into one scratch
            // buffer when the palette is at most half the type's tokens, so each token copies
            // one value: gathering every field per token was several loads and stores apiece,
            // and most tokens share a few values.
            if !Value.Columns.isOneColumn, slabs.paletteCount * 2 <= n {
                withUnsafeTemporaryAllocation(of: Value.self, capacity: slabs.paletteCount) { values in
                    for i in values.indices { (values.baseAddress! + i).initialize(to: slabs.palette[i]) }
                    let from = UnsafeRawPointer(values.baseAddress!)
                    let to = UnsafeMutableRawPointer(base)
                    switch (handles, slabs.indices) {
                    case (.u16(let h), .u16(let i)): copy(h, i, from, into: to)
                    case (.u16(let h), .u32(let i)): copy(h, i, from, into: to)
                    case (.u32(let h), .u16(let i)): copy(h, i, from, into: to)
                    case (.u32(let h), .u32(let i)): copy(h, i, from, into: to)
                    }
                }
            } else {
                switch (handles, slabs.indices) {
                case (.u16(let h), .u16(let i)): scatter(h, i, slabs.palette, into: base)
                case (.u16(let h), .u32(let i)): scatter(h, i, slabs.palette, into: base)
                case (.u32(let h), .u16(let i)): scatter(h, i, slabs.palette, into: base)
                case (.u32(let h), .u32(let i)): scatter(h, i, slabs.palette, into: base)
                }
            }
            initialized = n + 1
        }
    }

    /// Per type: the status of each token in `mode`, empty when all are ok.
    package func status(mode: Mode) -> [ContiguousArray<CellStatus>] {
        let counts = catalog.axes.contextCounts
        return TokenType.allCases.map { type in
            let n = catalog.kindCounts[type.ordinal]
            var dense = ContiguousArray<CellStatus>()
            for k in groups(of: type) {
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
