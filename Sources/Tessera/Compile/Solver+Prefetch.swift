import TesseraSupport

extension Solver {
    /// Systems with fewer tokens than this keep their slabs and per-token arrays in the caches,
    /// where fetching ahead only adds work.
    static let prefetchTokens = 1 << 15

    /// Evaluates the tokens of `order` in turn; in a large system, the cells a token reads are
    /// asked for a few tokens early.
    ///
    /// At 100k tokens a dependency's cells sit anywhere in a slab of megabytes, and reading
    /// them was most of the time a plain alias's copy took: the reads now overlap instead of
    /// waiting one after another. The requests come from the edge rows through raw buffers, a
    /// few instructions per edge: asking through the per-kind alias tables and bounds-checked
    /// arrays cost more instructions than a 10k compile spends per token, and those only the
    /// large compile ran.
    mutating func evaluate(inOrder order: [Int32]) {
        guard order.count >= Self.prefetchTokens else {
            for t in order { evaluate(Int(t)) }
            return
        }
        let ahead = PathIndex.lookahead
        let slabs = slabAddresses()
        // Copies that share storage: evaluation writes slabs and statuses, never these.
        let (rowStart, targets, placed) = (depStart, deps, placement)
        rowStart.withUnsafeBufferPointer { rowStart in
            targets.withUnsafeBufferPointer { targets in
                placed.withUnsafeBufferPointer { placed in
                    slabs.withUnsafeBufferPointer { slabs in
                        // In two steps: the dependencies' placements first, then (when they
                        // have arrived) their cells.
                        for k in order.indices {
                            if k + 2 * ahead < order.count {
                                let u = Int(order[k + 2 * ahead])
                                for j in Int(rowStart[u])..<Int(rowStart[u + 1]) { Prefetch.element(Int(targets[j]), of: placed) }
                            }
                            if k + ahead < order.count {
                                let u = Int(order[k + ahead])
                                for j in Int(rowStart[u])..<Int(rowStart[u + 1]) {
                                    let place = placed[Int(targets[j])]
                                    let slab = slabs[Int(place.group)]
                                    Prefetch.address(slab.base &+ UInt(place.local) &* slab.memberBytes)
                                }
                            }
                            evaluate(Int(order[k]))
                        }
                    }
                }
            }
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
}

/// The address of a slab's first cell and the size of a cell.
private struct SlabAddress: StoredValueVisitor {
    let slab: Int

    func visit<Value: StoredValue>(_: Value.Type, _ store: inout ValueStore) -> (address: UInt, stride: UInt) {
        store[keyPath: Value.slabs][slab].withUnsafeBufferPointer { (UInt(bitPattern: $0.baseAddress), UInt(MemoryLayout<Value>.stride)) }
    }
}
