import TesseraColorModel
import TesseraModel

/// The values of every token in one mode: one dense column per value type, indexed by handle,
/// each with a trailing sink slot, and the tokens' statuses.
@usableFromInline
package struct ModeColumns: Sendable {
    @usableFromInline package var colors = ContiguousArray<TokenColor>()
    @usableFromInline package var dimensions = ContiguousArray<TokenDimension>()
    @usableFromInline package var numbers = ContiguousArray<Number>()
    @usableFromInline package var fontFamilies = ContiguousArray<FontFamily>()
    @usableFromInline package var fontWeights = ContiguousArray<FontWeight>()
    @usableFromInline package var durations = ContiguousArray<TokenDuration>()
    @usableFromInline package var cubicBeziers = ContiguousArray<CubicBezier>()
    @usableFromInline package var strokeStyles = ContiguousArray<TokenStrokeStyle>()
    @usableFromInline package var shadows = ContiguousArray<Shadow>()
    @usableFromInline package var typographies = ContiguousArray<Typography>()
    @usableFromInline package var borders = ContiguousArray<Border>()
    @usableFromInline package var transitions = ContiguousArray<TokenTransition>()
    @usableFromInline package var gradients = ContiguousArray<TokenGradient>()
    @usableFromInline package var strings = ContiguousArray<TokenString>()
    @usableFromInline package var booleans = ContiguousArray<TokenBoolean>()
    /// Per type: the status of each token, empty when all are ok.
    @usableFromInline package var status: [ContiguousArray<CellStatus>] = []

    /// Empty columns, for a maker to fill every type of.
    package init() {}
}

extension ModeColumns {
    /// The columns of `mode` gathered from a theme's slabs.
    package init(tables: ThemeTables, mode: Mode) {
        let store = tables.store
        let groups = tables.groups
        let counts = tables.catalog.kindCounts
        // The groups of each type, found once: walking every group per type copied each one
        // (five arrays to retain) fifteen times.
        var groupsOfType = [[Int]](repeating: [], count: counts.count)
        for gi in groups.indices { groupsOfType[groups[gi].type.ordinal].append(gi) }
        var gathering = Gathering(store: store, groups: groups, groupsOfType: groupsOfType, counts: counts, mode: mode)
        for type in TokenType.allCases { type.dispatch(Gather(), &gathering) }
        self = gathering.columns
        var status: [ContiguousArray<CellStatus>] = []
        for type in TokenType.allCases {
            let n = counts[type.ordinal]
            var dense = ContiguousArray<CellStatus>()
            for gi in groupsOfType[type.ordinal] {
                guard let s = store.status[gi] else { continue }
                let g = groups[gi]
                if dense.isEmpty { dense = ContiguousArray(repeating: .ok, count: n + 1) }
                let first = g.combination(for: mode)
                if g.memberKindIndex.isEmpty || (g.memberKindIndex.count - 1) * g.combinations + first < s.count {
                    dense.withUnsafeMutableBufferPointer { Self.scatter(s, g, first, into: $0, sink: n) }
                } else {
                    // A status array shorter than its group (cells added after the last non-ok
                    // status was set): the missing cells are ok.
                    var cell = first
                    for k in g.memberKindIndex {
                        dense[Int(min(k, Int32(n)))] = cell < s.count ? s[cell] : .ok
                        cell += g.combinations
                    }
                }
            }
            status.append(dense)
        }
        self.status = status
    }

    private struct Gathering {
        package let store: ValueStore
        package let groups: [TokenGroup]
        package let groupsOfType: [[Int]]
        package let counts: [Int]
        package let mode: Mode
        package var columns = ModeColumns()
    }

    /// One type's column: each member's cell for the mode, at its handle.
    private struct Gather: StoredValueVisitor {
        package func visit<Value: StoredValue>(_: Value.Type, _ g: inout Gathering) {
            let n = g.counts[Value.tokenType.ordinal]
            let slabs = g.store[keyPath: Value.slabs]
            var dense = ContiguousArray<Value>(repeating: Value.placeholder, count: n + 1)
            dense.withUnsafeMutableBufferPointer { out in
                for gi in g.groupsOfType[Value.tokenType.ordinal] {
                    let group = g.groups[gi]
                    ModeColumns.scatter(slabs[group.slab], group, group.combination(for: g.mode), into: out, sink: n)
                }
            }
            g.columns[keyPath: Value.column] = dense
        }
    }

    /// Copies the cells of `group` for one combination (`first`, then every `combinations`th)
    /// into `dense` at each member's handle; relocated members land in the sink slot `sink`.
    ///
    /// Unsafe buffers, with the one range check hoisted out of the loop: this runs once per token
    /// per selected mode, so per-cell checks and uniqueness tests were most of a selection.
    @inline(__always)
    private static func scatter<T>(_ cells: ContiguousArray<T>, _ group: TokenGroup, _ first: Int, into dense: UnsafeMutableBufferPointer<T>, sink: Int) {
        let step = group.combinations
        let handles = group.memberKindIndex
        guard !handles.isEmpty else { return }
        // The last member's cell is the largest read; handles are clamped below.
        precondition(first >= 0 && first < step && (handles.count - 1) * step + first < cells.count && sink < dense.count, "group cells out of range")
        cells.withUnsafeBufferPointer { slab in
            handles.withUnsafeBufferPointer { members in
                var cell = first
                for k in members {
                    // Negative or relocated (Int32.max) handles land in the trailing sink slot.
                    dense[Int(min(UInt32(bitPattern: k), UInt32(sink)))] = slab[cell]
                    cell &+= step
                }
            }
        }
    }
}
