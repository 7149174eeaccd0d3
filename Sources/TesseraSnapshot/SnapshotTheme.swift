import TesseraColorModel
import TesseraModel
import TesseraSupport
import TesseraTables

/// One theme of a snapshot, validated when it is loaded and then read in place.
///
/// Loading checks every index and count the theme's columns hold (group tables, members, status
/// values, palette indices, enum values, pool ranges) but copies no cell: a mode table gathers
/// the cells of its mode straight from the file's columns, so selecting the default mode of a
/// fresh load reads each token's cell once. The slabs, pools and groups that exports and
/// variations read (``tables``) are copied out on first use and kept.
package final class SnapshotTheme: ThemeColumns, @unchecked Sendable {
    // @unchecked: every buffer pointer below points into `buffer`, which is written before init
    // and only read afterwards; `materialized` is behind its lock.
    private let buffer: SnapshotBuffer
    package let theme: Theme
    package let catalog: TokenCatalog
    /// The profile the snapshot names for the theme's colours, which it stores converted.
    package let colorTarget: ColorTarget
    /// A loaded theme has no compile warnings.
    package var diagnostics: [Diagnostic] { [] }
    /// A loaded theme holds colours converted already, and cannot convert more.
    package var converter: (any ColorConverting)? { nil }
    /// Font family lists, indexed by ``FontFamily/id``.
    package let families: [[String]]
    package let groups: [Group]
    /// The groups in type order: those of the type with ordinal `t` are
    /// `groupOrder[groupStarts[t] ..< groupStarts[t + 1]]` (two arrays, where one per type was
    /// an allocation per type on every load).
    package let groupOrder: [Int]
    package let groupStarts: [Int]
    /// The handle of each member of every group, group after group, read in place: its token's
    /// rank among the tokens of its type, or that type's token count (the sink slot) for a
    /// member relocated by an override. Every handle was checked on load.
    package let handles: SnapshotIndices
    /// Every group's status cells; each byte is a ``CellStatus`` raw value (checked on load).
    package let statusBytes: UnsafeBufferPointer<UInt8>
    package let dashes: (count: Int, columns: TokenDimension.Columns)
    package let shadowLayers: (count: Int, columns: ShadowLayer.Columns)
    package let gradientStops: (count: Int, columns: GradientStop.Columns)
    package let slabs: SnapshotSlabSet
    private let materialized = Locked<ThemeTables?>(nil)

    /// One group's layout, every range checked against the columns it indexes.
    package struct Group {
        package var type: TokenType
        package var axes: AxisSet
        package var slab: Int
        package var combinations: Int
        /// This group's members in ``SnapshotTheme/handles``.
        package var members: Range<Int>
        /// Where this group's status cells start in ``SnapshotTheme/statusBytes``, or `nil` when
        /// every cell is ok.
        package var statusStart: Int?

        /// The cell index within each member's run that `mode` selects.
        package func combination(for mode: Mode, contextCounts: [Int]) -> Int {
            var c = 0
            var stride = 1
            var bits = axes.bits
            while bits != 0 {
                let a = bits.trailingZeroBitCount
                bits &= bits - 1
                c += mode.contexts[a].position * stride
                stride *= contextCounts[a]
            }
            return c
        }
    }

    package init(
        buffer: SnapshotBuffer, theme: Theme, catalog: TokenCatalog, colorTarget: ColorTarget, families: [[String]], groups: [Group], handles: SnapshotIndices,
        statusBytes: UnsafeBufferPointer<UInt8>, dashes: (Int, TokenDimension.Columns), shadowLayers: (Int, ShadowLayer.Columns),
        gradientStops: (Int, GradientStop.Columns), slabs: SnapshotSlabSet
    ) {
        self.buffer = buffer
        self.theme = theme
        self.catalog = catalog
        self.colorTarget = colorTarget
        self.families = families
        self.groups = groups
        var starts = [Int](repeating: 0, count: TokenType.allCases.count + 1)
        for group in groups { starts[group.type.ordinal + 1] += 1 }
        for t in 0..<TokenType.allCases.count { starts[t + 1] += starts[t] }
        var next = starts
        var order = [Int](repeating: 0, count: groups.count)
        for (k, group) in groups.enumerated() {
            order[next[group.type.ordinal]] = k
            next[group.type.ordinal] += 1
        }
        self.groupOrder = order
        self.groupStarts = starts
        self.handles = handles
        self.statusBytes = statusBytes
        self.dashes = dashes
        self.shadowLayers = shadowLayers
        self.gradientStops = gradientStops
        self.slabs = slabs
    }

    /// The groups of `type`, in the order they were written.
    package func groups(of type: TokenType) -> ArraySlice<Int> { groupOrder[groupStarts[type.ordinal]..<groupStarts[type.ordinal + 1]] }

    /// The theme's slabs, pools and groups as a compiled theme holds them, copied from the file
    /// on first use.
    package var tables: ThemeTables {
        materialized.withLock { tables in
            if let tables { return tables }
            let made = makeTables()
            tables = made
            return made
        }
    }
}
