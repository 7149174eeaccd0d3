/// Every slab of a resolved theme, one array of slabs per value type, plus the shared pools.
///
/// Slabs are separate arrays so that an incremental override copies only the slabs it writes;
/// the rest stay shared with the theme it was derived from.
struct ValueStore: Sendable {
    var colors: [ContiguousArray<Color>] = []
    var dimensions: [ContiguousArray<Dimension>] = []
    var numbers: [ContiguousArray<Number>] = []
    var fontFamilies: [ContiguousArray<FontFamily>] = []
    var fontWeights: [ContiguousArray<FontWeight>] = []
    var durations: [ContiguousArray<TokenDuration>] = []
    var cubicBeziers: [ContiguousArray<CubicBezier>] = []
    var strokeStyles: [ContiguousArray<StrokeStyle>] = []
    var shadows: [ContiguousArray<Shadow>] = []
    var typographies: [TypographyColumns] = []
    var borders: [BorderColumns] = []
    var transitions: [TransitionColumns] = []
    var gradients: [ContiguousArray<Gradient>] = []

    var shadowLayers = ShadowLayerColumns(repeating: Placeholder.shadowLayer, count: 0)
    var gradientStops = GradientStopColumns(repeating: Placeholder.gradientStop, count: 0)
    var dashes = ContiguousArray<Dimension>()

    /// Per group: the status of each cell, or `nil` when every cell is ok, which keeps the
    /// common case at 16 bytes per color cell.
    var status: [ContiguousArray<CellStatus>?] = []

    /// Number of slabs of `type`, which is the index the next one gets.
    func slabCount(_ type: TokenType) -> Int {
        switch type {
        case .color: colors.count
        case .dimension: dimensions.count
        case .number: numbers.count
        case .fontFamily: fontFamilies.count
        case .fontWeight: fontWeights.count
        case .duration: durations.count
        case .cubicBezier: cubicBeziers.count
        case .strokeStyle: strokeStyles.count
        case .shadow: shadows.count
        case .typography: typographies.count
        case .border: borders.count
        case .transition: transitions.count
        case .gradient: gradients.count
        }
    }

    /// Appends an empty slab of `type`.
    mutating func addSlab(_ type: TokenType) {
        switch type {
        case .color: colors.append([])
        case .dimension: dimensions.append([])
        case .number: numbers.append([])
        case .fontFamily: fontFamilies.append([])
        case .fontWeight: fontWeights.append([])
        case .duration: durations.append([])
        case .cubicBezier: cubicBeziers.append([])
        case .strokeStyle: strokeStyles.append([])
        case .shadow: shadows.append([])
        case .typography: typographies.append(TypographyColumns(repeating: Placeholder.typography, count: 0))
        case .border: borders.append(BorderColumns(repeating: Placeholder.border, count: 0))
        case .transition: transitions.append(TransitionColumns(repeating: Placeholder.transition, count: 0))
        case .gradient: gradients.append([])
        }
    }

    /// Grows slab `slab` of `type` by `n` placeholder cells.
    mutating func grow(_ type: TokenType, slab: Int, by n: Int) {
        switch type {
        case .color: colors[slab].append(repeating: Placeholder.color, count: n)
        case .dimension: dimensions[slab].append(repeating: Placeholder.dimension, count: n)
        case .number: numbers[slab].append(repeating: Placeholder.number, count: n)
        case .fontFamily: fontFamilies[slab].append(repeating: Placeholder.fontFamily, count: n)
        case .fontWeight: fontWeights[slab].append(repeating: Placeholder.fontWeight, count: n)
        case .duration: durations[slab].append(repeating: Placeholder.duration, count: n)
        case .cubicBezier: cubicBeziers[slab].append(repeating: Placeholder.cubicBezier, count: n)
        case .strokeStyle: strokeStyles[slab].append(repeating: Placeholder.strokeStyle, count: n)
        case .shadow: shadows[slab].append(repeating: Placeholder.shadow, count: n)
        case .typography: typographies[slab].append(repeating: Placeholder.typography, count: n)
        case .border: borders[slab].append(repeating: Placeholder.border, count: n)
        case .transition: transitions[slab].append(repeating: Placeholder.transition, count: n)
        case .gradient: gradients[slab].append(repeating: Placeholder.gradient, count: n)
        }
    }

    /// The status of cell `i` of group `g`.
    @inline(__always)
    func status(group g: Int, cell i: Int) -> CellStatus {
        guard let s = status[g] else { return .ok }
        return s[i]
    }

    /// Sets the status of cell `i` of group `g`, allocating the group's status array on first need.
    @inline(__always)
    mutating func setStatus(group g: Int, cell i: Int, count: Int, _ value: CellStatus) {
        if status[g] == nil {
            if value == .ok { return }
            status[g] = ContiguousArray(repeating: .ok, count: count)
        }
        if status[g]!.count < count { status[g]!.append(contentsOf: repeatElement(.ok, count: count - status[g]!.count)) }
        status[g]![i] = value
    }

    /// Bytes of slab storage held for colors, and the number of color cells.
    var colorStorage: (bytes: Int, cells: Int) {
        let cells = colors.reduce(0) { $0 + $1.count }
        return (cells * MemoryLayout<Color>.stride, cells)
    }
}
