import TesseraModel

extension ResolvedTheme {
    /// The axes the value of the token with graph id `id` depends on (directly or through its
    /// aliases).
    package func dependencies(ofTokenAt id: Int) -> AxisSet { storage.tables.axesOf[id] }

    /// The default context index of every axis, in axis order.
    public var defaultContexts: [ContextIndex] { axes.defaultContexts }

    /// The values of the token with graph id `id` in every combination of its axes' contexts,
    /// read straight from its slab.
    ///
    /// - Complexity: O(combinations of the token's own axes); no table is selected.
    package func variations(ofTokenAt id: Int) -> TokenVariations {
        let tables = storage.tables
        let g = Int(tables.groupOf[id])
        let group = tables.groups[g]
        let base = Int(tables.localOf[id]) * group.combinations
        var values: [Result<ResolvedValue, LookupError>] = []
        values.reserveCapacity(group.combinations)
        var store = tables.store
        let pools = tables.pools
        for combo in 0..<group.combinations {
            let cell = base + combo
            if let reason = tables.store.status(group: g, cell: cell).unavailability {
                values.append(.failure(LookupError(reason: reason, token: catalog.paths[id], mode: describe(group, combo))))
            } else {
                values.append(.success(group.type.dispatch(ExpandCell(slab: group.slab, cell: cell, pools: pools), &store)))
            }
        }
        return TokenVariations(axes: group.axisList.map { AxisIndex($0) }, radices: group.radices, values: values)
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
}

/// Expands the value of one slab cell.
struct ExpandCell: StoredValueVisitor {
    package let slab: Int
    package let cell: Int
    package let pools: ValuePools

    package func visit<Value: StoredValue>(_: Value.Type, _ store: inout ValueStore) -> ResolvedValue {
        store[keyPath: Value.slabs][slab][cell].resolved(in: pools)
    }
}

extension ResolvedTheme {
    /// The axes the value of the token at `path` depends on (directly or through its aliases),
    /// or `nil` if there is no such token.
    public func dependencies(at path: TokenPath) -> AxisSet? {
        catalog.id(of: path).map { dependencies(ofTokenAt: $0) }
    }

    /// The values of the token at `path` in every combination of its axes' contexts, or `nil`
    /// if there is no such token.
    ///
    /// - Complexity: O(combinations of the token's own axes); no table is selected.
    public func variations(at path: TokenPath) -> TokenVariations? {
        catalog.id(of: path).map { variations(ofTokenAt: $0) }
    }
}
