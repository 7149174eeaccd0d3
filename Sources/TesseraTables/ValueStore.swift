import TesseraColorModel
import TesseraModel

/// Every slab of a resolved theme, one array of slabs per value type, plus the shared pools.
///
/// Slabs are separate arrays so that an incremental override copies only the slabs it writes;
/// the rest stay shared with the theme it was derived from.
@usableFromInline package struct ValueStore: Sendable {
    @usableFromInline package var colors: [ContiguousArray<TokenColor>] = []
    @usableFromInline package var dimensions: [ContiguousArray<TokenDimension>] = []
    @usableFromInline package var numbers: [ContiguousArray<Number>] = []
    @usableFromInline package var fontFamilies: [ContiguousArray<FontFamily>] = []
    @usableFromInline package var fontWeights: [ContiguousArray<FontWeight>] = []
    @usableFromInline package var durations: [ContiguousArray<TokenDuration>] = []
    @usableFromInline package var cubicBeziers: [ContiguousArray<CubicBezier>] = []
    @usableFromInline package var strokeStyles: [ContiguousArray<TokenStrokeStyle>] = []
    @usableFromInline package var shadows: [ContiguousArray<Shadow>] = []
    @usableFromInline package var typographies: [ContiguousArray<Typography>] = []
    @usableFromInline package var borders: [ContiguousArray<Border>] = []
    @usableFromInline package var transitions: [ContiguousArray<TokenTransition>] = []
    @usableFromInline package var gradients: [ContiguousArray<TokenGradient>] = []
    @usableFromInline package var strings: [ContiguousArray<TokenString>] = []
    @usableFromInline package var booleans: [ContiguousArray<TokenBoolean>] = []

    package var shadowLayers = ContiguousArray<ShadowLayer>(repeating: Placeholder.shadowLayer, count: 0)
    package var gradientStops = ContiguousArray<GradientStop>(repeating: Placeholder.gradientStop, count: 0)
    package var dashes = ContiguousArray<TokenDimension>()

    /// Per group: the status of each cell, or `nil` when every cell is ok, which keeps the
    /// common case at 16 bytes per color cell.
    @usableFromInline package var status: [ContiguousArray<CellStatus>?] = []

    package init(
        colors: [ContiguousArray<TokenColor>] = [], dimensions: [ContiguousArray<TokenDimension>] = [], numbers: [ContiguousArray<Number>] = [],
        fontFamilies: [ContiguousArray<FontFamily>] = [], fontWeights: [ContiguousArray<FontWeight>] = [], durations: [ContiguousArray<TokenDuration>] = [],
        cubicBeziers: [ContiguousArray<CubicBezier>] = [], strokeStyles: [ContiguousArray<TokenStrokeStyle>] = [], shadows: [ContiguousArray<Shadow>] = [],
        typographies: [ContiguousArray<Typography>] = [], borders: [ContiguousArray<Border>] = [], transitions: [ContiguousArray<TokenTransition>] = [],
        gradients: [ContiguousArray<TokenGradient>] = [], strings: [ContiguousArray<TokenString>] = [], booleans: [ContiguousArray<TokenBoolean>] = [],
        status: [ContiguousArray<CellStatus>?] = []
    ) {
        self.colors = colors
        self.dimensions = dimensions
        self.numbers = numbers
        self.fontFamilies = fontFamilies
        self.fontWeights = fontWeights
        self.durations = durations
        self.cubicBeziers = cubicBeziers
        self.strokeStyles = strokeStyles
        self.shadows = shadows
        self.typographies = typographies
        self.borders = borders
        self.transitions = transitions
        self.gradients = gradients
        self.strings = strings
        self.booleans = booleans
        self.status = status
    }

    /// Number of slabs of `type`, which is the index the next one gets.
    package func slabCount(_ type: TokenType) -> Int {
        var store = self
        return type.dispatch(SlabCount(), &store)
    }

    /// Appends an empty slab of `type`.
    package mutating func addSlab(_ type: TokenType) { type.dispatch(AddSlab(), &self) }

    /// Grows slab `slab` of `type` by `n` placeholder cells.
    package mutating func grow(_ type: TokenType, slab: Int, by n: Int) { type.dispatch(Grow(slab: slab, count: n), &self) }

    /// Drops the spare capacity slabs, pools and status arrays gained while growing, so a
    /// resolved theme retains its cells and nothing more. Arrays allocated at their final size
    /// are kept, not copied. O(cells) at most.
    package mutating func compact() {
        for type in TokenType.allCases { type.dispatch(Compact(), &self) }
        shadowLayers = shadowLayers.compactedIfSpare(filler: Placeholder.shadowLayer)
        gradientStops = gradientStops.compactedIfSpare(filler: Placeholder.gradientStop)
        dashes = dashes.compactedIfSpare(filler: Placeholder.dimension)
        if status.contains(where: { $0?.hasSpareCapacity ?? false }) { status = status.map { $0?.compactedIfSpare(filler: .ok) } }
    }

    private struct Compact: StoredValueVisitor {
        package func visit<Value: StoredValue>(_: Value.Type, _ store: inout ValueStore) {
            guard store[keyPath: Value.slabs].contains(where: \.hasSpareCapacity) else { return }
            store[keyPath: Value.slabs] = store[keyPath: Value.slabs].map { $0.compactedIfSpare(filler: Value.placeholder) }
        }
    }

    private struct SlabCount: StoredValueVisitor {
        package func visit<Value: StoredValue>(_: Value.Type, _ store: inout ValueStore) -> Int { store[keyPath: Value.slabs].count }
    }

    private struct AddSlab: StoredValueVisitor {
        package func visit<Value: StoredValue>(_: Value.Type, _ store: inout ValueStore) {
            store[keyPath: Value.slabs].append(Value.Slab(repeating: Value.placeholder, count: 0))
        }
    }

    private struct Grow: StoredValueVisitor {
        package let slab: Int
        package let count: Int
        package func visit<Value: StoredValue>(_: Value.Type, _ store: inout ValueStore) {
            store[keyPath: Value.slabs][slab].append(repeating: Value.placeholder, count: count)
        }
    }

    /// The status of cell `i` of group `g`.
    @inlinable @inline(__always)
    package func status(group g: Int, cell i: Int) -> CellStatus {
        guard let s = status[g] else { return .ok }
        return s[i]
    }

    /// Sets the status of cell `i` of group `g`, allocating the group's status array on first need.
    @inlinable @inline(__always)
    package mutating func setStatus(group g: Int, cell i: Int, count: Int, _ value: CellStatus) {
        if status[g] == nil {
            if value == .ok { return }
            status[g] = ContiguousArray(repeating: .ok, count: count)
        }
        if status[g]!.count < count { status[g]!.append(contentsOf: repeatElement(.ok, count: count - status[g]!.count)) }
        status[g]![i] = value
    }

    /// Bytes of slab storage held for colors, and the number of color cells.
    package var colorStorage: (bytes: Int, cells: Int) {
        let cells = colors.reduce(0) { $0 + $1.count }
        return (cells * MemoryLayout<TokenColor>.stride, cells)
    }
}
