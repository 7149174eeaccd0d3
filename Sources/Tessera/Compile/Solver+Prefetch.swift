import TesseraSupport

extension Solver {
    /// Systems with fewer tokens than this keep their slabs and per-token arrays in the caches,
    /// where fetching ahead only adds work.
    static let prefetchTokens = 1 << 15

    /// Evaluates the tokens of `order` in turn; in a large system, the cells a token reads are
    /// asked for a few tokens early, and from ``concurrentTokens`` on two threads evaluate at
    /// once (see ``evaluateConcurrently(_:rowStart:targets:lookahead:)``).
    mutating func evaluate(inOrder order: [Int32]) {
        let concurrent = !singleThreaded && order.count >= Self.concurrentTokens
        let prefetching = order.count >= Self.prefetchTokens
        guard concurrent || prefetching else {
            for t in order { evaluate(Int(t)) }
            return
        }
        let slabs = prefetching ? slabAddresses() : []
        // Copies that share storage: evaluation writes slabs and statuses, never these.
        let (rowStart, targets, placed) = (depStart, deps, placement)
        rowStart.withUnsafeBufferPointer { rowStart in
            targets.withUnsafeBufferPointer { targets in
                placed.withUnsafeBufferPointer { placed in
                    slabs.withUnsafeBufferPointer { slabs in
                        order.withUnsafeBufferPointer { order in
                            let lookahead = prefetching ? Lookahead(order: order, rowStart: rowStart, targets: targets, placed: placed, slabs: slabs) : nil
                            if concurrent {
                                evaluateConcurrently(order, rowStart: rowStart, targets: targets, lookahead: lookahead)
                                return
                            }
                            for k in order.indices {
                                lookahead?.fetch(ahead: k)
                                evaluate(Int(order[k]))
                            }
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
            let start = shape.type.dispatch(SlabStart(slab: shape.slab), &store)
            return (UInt(bitPattern: start.address), UInt(start.stride) &* UInt(shape.combinations))
        }
    }

    /// Asks for the cells the tokens a little further along an evaluation order will read.
    ///
    /// At 100k tokens a dependency's cells sit anywhere in a slab of megabytes, and reading
    /// them was most of the time a plain alias's copy took: the reads now overlap instead of
    /// waiting one after another. The requests come from the edge rows through raw buffers, a
    /// few instructions per edge: asking through the per-kind alias tables and bounds-checked
    /// arrays cost more instructions than a 10k compile spends per token, and those only the
    /// large compile ran.
    ///
    /// Read-only views of arrays the caller keeps alive and unchanged while it is used, which
    /// is what makes sharing it between the evaluating threads safe.
    struct Lookahead: @unchecked Sendable {
        let order: UnsafeBufferPointer<Int32>
        let rowStart: UnsafeBufferPointer<Int32>
        let targets: UnsafeBufferPointer<Int32>
        let placed: UnsafeBufferPointer<TokenPlacement>
        let slabs: UnsafeBufferPointer<(base: UInt, memberBytes: UInt)>

        /// Before evaluating `order[k]`: asks for the placements of the dependencies of the
        /// token `2 × lookahead` places on, then (as they have had time to arrive) for the
        /// cells of the dependencies of the token `lookahead` places on.
        @inline(__always)
        func fetch(ahead k: Int) {
            let ahead = PathIndex.lookahead
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
        }
    }
}
