extension ValueStore {
    /// The number of cells in slab `slab` of `type`.
    func cellCount(_ type: TokenType, slab: Int) -> Int {
        switch type {
        case .color: colors[slab].count
        case .dimension: dimensions[slab].count
        case .number: numbers[slab].count
        case .fontFamily: fontFamilies[slab].count
        case .fontWeight: fontWeights[slab].count
        case .duration: durations[slab].count
        case .cubicBezier: cubicBeziers[slab].count
        case .strokeStyle: strokeStyles[slab].count
        case .shadow: shadows[slab].count
        case .typography: typographies[slab].count
        case .border: borders[slab].count
        case .transition: transitions[slab].count
        case .gradient: gradients[slab].count
        }
    }
}
