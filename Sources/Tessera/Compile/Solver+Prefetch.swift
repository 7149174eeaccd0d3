import TesseraSupport

extension Solver {
    /// Systems with fewer tokens than this keep their slabs and per-token arrays in the caches,
    /// where fetching ahead only adds work.
    static let prefetchTokens = 1 << 15

    /// Evaluates the tokens of `order` in turn; in a large system, the cells an alias reads are
    /// asked for a few tokens early.
    ///
    /// At 100k tokens an alias's source sits anywhere in a slab of megabytes, and reading it
    /// was most of the time a plain alias's copy took: the reads now overlap instead of
    /// waiting one after another.
    mutating func evaluate(inOrder order: [Int32]) {
        guard order.count >= Self.prefetchTokens else {
            for t in order { evaluate(Int(t)) }
            return
        }
        // In two steps: the sources' placements first, then (when they have arrived) their cells.
        let ahead = PathIndex.lookahead
        let slabs = slabAddresses()
        for k in order.indices {
            if k + 2 * ahead < order.count {
                forEachAliasSource(of: Int(order[k + 2 * ahead])) { solver, x in solver.placement.withUnsafeBufferPointer { Prefetch.element(x, of: $0) } }
            }
            if k + ahead < order.count {
                forEachAliasSource(of: Int(order[k + ahead])) { solver, x in
                    let place = solver.placement[x]
                    let slab = slabs[Int(place.group)]
                    Prefetch.address(slab.base &+ UInt(place.local) &* slab.memberBytes)
                }
            }
            evaluate(Int(order[k]))
        }
    }

    /// Where each group's slab starts in memory, and how many bytes a member's cells take.
    ///
    /// Read once, not per prefetch: reaching a slab through its type's key path on every
    /// alias was a tenth of a 100k compile. The slabs are all allocated by now and written in
    /// place while tokens are evaluated, so the addresses stay right; were one moved, a
    /// prefetch of its old address would only be a wasted hint, never a fault.
    private mutating func slabAddresses() -> [(base: UInt, memberBytes: UInt)] {
        shapes.map { shape in
            let base = shape.type.dispatch(SlabAddress(slab: shape.slab), &store)
            return (base.address, base.stride &* UInt(shape.combinations))
        }
    }

    /// Asks for the placements of token `t`'s dependencies, which placing it reads.
    func prefetchPlacements(ofDependenciesOf t: Int) {
        placement.withUnsafeBufferPointer { placed in
            for x in dependencies(of: t) { Prefetch.element(Int(x), of: placed) }
        }
    }

    /// Calls `body` with each token that token `t`'s evaluation may read, when `t` only aliases.
    private mutating func forEachAliasSource(of t: Int, _ body: (inout Solver, Int) -> Void) {
        if t < plainAlias.count, plainAlias[t] >= 0 {
            let x = Int(plainAlias[t])
            body(&self, x)
        } else if t < aliasRows.valid.count, aliasRows.valid[t] {
            for k in Int(aliasRows.rowStart[t])..<Int(aliasRows.rowStart[t + 1]) {
                let x = Int(aliasRows.target[k])
                body(&self, x)
            }
        }
    }
}

/// The address of a slab's first cell and the size of a cell.
private struct SlabAddress: StoredValueVisitor {
    let slab: Int

    func visit<Value: StoredValue>(_: Value.Type, _ store: inout ValueStore) -> (address: UInt, stride: UInt) {
        store[keyPath: Value.slabs][slab].withUnsafeBufferPointer { (UInt(bitPattern: $0.baseAddress), UInt(MemoryLayout<Value>.stride)) }
    }
}
