extension ResolvedTheme {
    /// The axes the value of the token with graph id `id` depends on (directly or through its
    /// aliases).
    public func dependencies(ofTokenAt id: Int) -> AxisSet { storage.solver.axesOf[id] }

    /// The default context index of every axis, in axis order.
    public var defaultContexts: [Int] { axes.defaults }

    /// The values of the token with graph id `id` in every combination of its axes' contexts,
    /// read straight from its slab.
    ///
    /// - Complexity: O(combinations of the token's own axes); no table is selected.
    public func variations(ofTokenAt id: Int) -> TokenVariations {
        let solver = storage.solver
        let g = Int(solver.groupOf[id])
        let group = solver.groups[g]
        let base = Int(solver.localOf[id]) * group.combinations
        var values: [Result<ResolvedValue, LookupError>] = []
        values.reserveCapacity(group.combinations)
        for combo in 0..<group.combinations {
            let cell = base + combo
            if let reason = solver.store.status(group: g, cell: cell).unavailability {
                values.append(.failure(LookupError(reason: reason, token: graph.paths[id], mode: describe(group, combo))))
            } else {
                values.append(.success(value(of: group, cell: cell)))
            }
        }
        return TokenVariations(axes: group.axisList, radices: group.radices, values: values)
    }

    /// `axis=context` pairs of one combination of a group's axes (other axes at their defaults).
    private func describe(_ group: TokenGroup, _ combo: Int) -> String {
        var contexts = axes.defaults
        var rest = combo
        for (k, a) in group.axisList.enumerated() {
            contexts[a] = rest % group.radices[k]
            rest /= group.radices[k]
        }
        return zip(axes.axes, contexts).map { "\($0.name)=\($0.contexts[$1].name)" }.joined(separator: ", ")
    }

    /// The expanded value of one slab cell.
    private func value(of group: TokenGroup, cell: Int) -> ResolvedValue {
        let store = storage.solver.store
        let s = group.slab
        func dashes(_ style: StrokeStyle) -> [Dimension] { style.dashes.indices.map { store.dashes[$0] } }
        switch group.type {
        case .color: return .color(store.colors[s][cell])
        case .dimension: return .dimension(store.dimensions[s][cell])
        case .number: return .number(store.numbers[s][cell].value)
        case .fontFamily: return .fontFamily(fontFamilyNames(store.fontFamilies[s][cell]))
        case .fontWeight: return .fontWeight(store.fontWeights[s][cell].value)
        case .duration: return .duration(store.durations[s][cell])
        case .cubicBezier: return .cubicBezier(store.cubicBeziers[s][cell])
        case .strokeStyle:
            let st = store.strokeStyles[s][cell]
            return .strokeStyle(st.keyword, dashes: dashes(st), lineCap: st.lineCap)
        case .shadow: return .shadow(store.shadows[s][cell].layers.indices.map { store.shadowLayers[$0] })
        case .typography:
            let t = store.typographies[s][cell]
            return .typography(
                fontFamily: fontFamilyNames(t.fontFamily), fontSize: t.fontSize, fontWeight: t.fontWeight.value, letterSpacing: t.letterSpacing, lineHeight: t.lineHeight)
        case .border:
            let b = store.borders[s][cell]
            return .border(color: b.color, width: b.width, style: ResolvedValue.ResolvedStroke(keyword: b.style.keyword, dashes: dashes(b.style), lineCap: b.style.lineCap))
        case .transition: return .transition(store.transitions[s][cell])
        case .gradient: return .gradient(store.gradients[s][cell].stops.indices.map { store.gradientStops[$0] })
        }
    }
}
