import Synchronization
import TesseraModel
import TesseraSupport
import TesseraTables

extension Solver {
    /// Evaluates the tokens of `order` in turn; from ``concurrentTokens`` on, two threads
    /// evaluate at once (see ``evaluateConcurrently(_:rowStart:targets:)``).
    ///
    /// Nothing is fetched ahead. Placement and evaluation of 32k tokens or more once asked
    /// for the next tokens' placements and cells from the edge rows; with the order keeping to
    /// id order (``localityOrder()``) the processor's own prefetching finds those reads, and
    /// the requests cost more than they saved: without them the 100k compile took 5 to 9 %
    /// less time, on one thread and on two, measured against them in the same run.
    package mutating func evaluate(inOrder order: [Int32]) {
        guard !singleThreaded, Parallel.splits(order.count, from: Self.concurrentTokens) else {
            for t in order { evaluate(Int(t)) }
            return
        }
        // Copies that share storage: evaluation writes slabs and statuses, never these.
        let (rowStart, targets) = (depStart, deps)
        rowStart.withUnsafeBufferPointer { rowStart in
            targets.withUnsafeBufferPointer { targets in
                order.withUnsafeBufferPointer { order in
                    evaluateConcurrently(order, rowStart: rowStart, targets: targets)
                }
            }
        }
    }

    /// Orders of at least this many tokens are evaluated on two threads. Measured against one
    /// thread on generated tiered systems: 2k tokens took 5 % longer, 4k 15 % less, 8k to 100k
    /// 16 to 21 % less.
    package static let concurrentTokens = 1 << 12

    /// Tokens of the order a thread claims at a time: contiguous, so each thread still walks
    /// the per-token arrays front to back, and short, so a token that waits for one the other
    /// thread claimed waits for a few tokens' work at most (runs of 512 spent a tenth of a
    /// 100k compile waiting).
    private static let claimedTokens = 64

    /// Where a token stands while two threads evaluate.
    private enum Progress: UInt8 {
        case pending, done
        /// Left for the calling thread once both are done: its type writes the shared pools
        /// (shadow layers, gradient stops, dashes), which must grow in evaluation order, or
        /// one of its dependencies was left.
        case deferred
    }

    /// Evaluates the tokens of `order` (dependencies first) on two threads, with the result of
    /// ``evaluate(_:)`` over `order` in turn: the same cells, statuses, forbidden origins,
    /// gamut hits and pools.
    ///
    /// Evaluation is most of a large compile, and at 100k tokens it waits on memory more than
    /// it computes: a dependency's cells sit anywhere in megabytes of slabs. Two threads wait
    /// side by side. Each claims a run of the order at a time and evaluates it with its own
    /// copy of the solver, writing through ``SharedWrites``; before a token it waits until
    /// every dependency is done, which in a system that aliases across tiers is almost always
    /// already so. Tokens of the pooled types, and the tokens that depend on them, are left to
    /// the calling thread, which evaluates them afterwards in order so that the pools grow as
    /// one thread would grow them.
    ///
    /// - Complexity: O(tokens + edges), as one thread; a long alias chain runs one token at a
    ///   time, each waiting for the one before.
    package mutating func evaluateConcurrently(_ order: UnsafeBufferPointer<Int32>, rowStart: UnsafeBufferPointer<Int32>, targets: UnsafeBufferPointer<Int32>) {
        // Every group gets its status array for the whole phase, so that no thread allocates
        // one; those still all ok at the end are dropped again, as one thread never makes them.
        var madeStatus: [Int] = []
        for g in groups.indices where store.status[g] == nil {
            store.status[g] = ContiguousArray(repeating: .ok, count: cellCount(g))
            madeStatus.append(g)
        }
        let n = count
        let groupCount = groups.count
        let slabs = UnsafeMutablePointer<UnsafeMutableRawPointer>.allocate(capacity: max(1, groupCount))
        let statuses = UnsafeMutablePointer<UnsafeMutablePointer<CellStatus>>.allocate(capacity: max(1, groupCount))
        // An empty slab or status array has no address; nothing is ever written at this one.
        let nowhere = UnsafeMutableRawPointer.allocate(byteCount: 16, alignment: 16)
        let progress = UnsafeMutablePointer<Atomic<UInt8>>.allocate(capacity: n)
        let claimed = UnsafeMutablePointer<Atomic<Int>>.allocate(capacity: 1)
        let oneLeft = UnsafeMutablePointer<Atomic<Bool>>.allocate(capacity: 1)
        defer {
            slabs.deallocate()
            statuses.deallocate()
            nowhere.deallocate()
            progress.deinitialize(count: n)
            progress.deallocate()
            claimed.deinitialize(count: 1)
            claimed.deallocate()
            oneLeft.deinitialize(count: 1)
            oneLeft.deallocate()
        }
        for t in 0..<n { (progress + t).initialize(to: Atomic(Progress.pending.rawValue)) }
        claimed.initialize(to: Atomic(0))
        oneLeft.initialize(to: Atomic(false))
        // Taken through the mutable views, which make each array unique first; nothing resizes
        // or writes them otherwise until both threads are done.
        for g in 0..<groupCount {
            let slab = shapes[g].type.dispatch(SlabStart(slab: shapes[g].slab), &store)
            (slabs + g).initialize(to: slab ?? nowhere)
            let status = store.status[g]!.withUnsafeMutableBufferPointer { $0.baseAddress }
            (statuses + g).initialize(to: status ?? nowhere.assumingMemoryBound(to: CellStatus.self))
        }
        let origins = forbiddenOrigin.withUnsafeMutableBufferPointer { $0.baseAddress! }

        let gamutHitsFound = Locked([Int32: [Int]]())
        do {
            var base = self
            base.sharedWrites = SharedWrites(slabs: slabs, status: statuses, forbiddenOrigin: origins)
            let phase = Phase(base: base, order: order, rowStart: rowStart, targets: targets, progress: progress, claimed: claimed, oneLeft: oneLeft)
            Parallel.onTwoThreads { _ in
                var worker = phase.base
                worker.evaluateClaimedRuns(phase)
                let hits = worker.gamutHits
                if !hits.isEmpty { gamutHitsFound.withLock { $0.merge(hits) { first, _ in first } } }
            }
        }
        // The threads' copies are gone, so the arrays are this solver's alone again.
        for (t, combinations) in gamutHitsFound.take(leaving: [:]) { gamutHits[t] = combinations }
        for k in order.indices where progress[Int(order[k])].load(ordering: .relaxed) == Progress.deferred.rawValue {
            evaluate(Int(order[k]))
        }
        for g in madeStatus where store.status[g]!.allSatisfy({ $0 == .ok }) { store.status[g] = nil }
    }

    /// What both evaluating threads share: read-only, or written only through atomics and
    /// ``SharedWrites`` (see ``evaluateConcurrently(_:rowStart:targets:)``).
    private struct Phase: @unchecked Sendable {
        package let base: Solver
        package let order: UnsafeBufferPointer<Int32>
        /// The edge rows (see ``Solver/depStart``), read without retaining the arrays.
        package let rowStart: UnsafeBufferPointer<Int32>
        package let targets: UnsafeBufferPointer<Int32>
        package let progress: UnsafeMutablePointer<Atomic<UInt8>>
        package let claimed: UnsafeMutablePointer<Atomic<Int>>
        /// Whether one thread has left the rest to the other.
        package let oneLeft: UnsafeMutablePointer<Atomic<Bool>>
    }

    /// One thread's share of ``evaluateConcurrently(_:rowStart:targets:)``: runs of the
    /// order, claimed until none is left.
    ///
    /// In a system of long alias chains nearly every run starts by waiting for the end of the
    /// run the other thread holds, so the two take turns and pass every cell between their
    /// caches: 300 chains of 100 took a fifth longer than on one thread. A thread that had to
    /// wait in three runs of four it evaluated leaves the rest to the other (in chains nine
    /// runs of ten wait, in a tiered system one in five at 10k tokens and one in twenty-five at
    /// 100k); only one may leave, so every run is still claimed.
    private mutating func evaluateClaimedRuns(_ phase: Phase) {
        let order = phase.order
        let types = graph.types
        var runs = 0
        var runsThatWaited = 0
        while true {
            if runs >= 16, 4 * runsThatWaited > 3 * runs, phase.oneLeft[0].compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged {
                return
            }
            let first = phase.claimed[0].wrappingAdd(1, ordering: .relaxed).oldValue * Self.claimedTokens
            guard first < order.count else { return }
            var spins = 0
            for k in first..<min(order.count, first + Self.claimedTokens) {
                let t = Int(order[k])
                var outcome = Progress.done
                if types[t].writesPools || (types[t] == .typography && defs[t].contains { $0.expr.containsText }) {
                    outcome = .deferred
                } else {
                    for j in Int(phase.rowStart[t])..<Int(phase.rowStart[t + 1]) where Self.waitUntilSettled(Int(phase.targets[j]), phase.progress, spins: &spins) == .deferred {
                        outcome = .deferred
                        break
                    }
                }
                if outcome == .done { evaluate(t) }
                // Releasing: the other thread reads this token's cells once it sees the flag.
                phase.progress[t].store(outcome.rawValue, ordering: .releasing)
            }
            runs += 1
            if spins > 0 { runsThatWaited += 1 }
        }
    }

    /// Waits until token `x` is done or deferred, and says which; adds the spins it took to `total`.
    ///
    /// `x` comes before the waiting token in the order, so the thread that claimed it is
    /// evaluating it or something before it: the wait always ends, mostly within a few tokens'
    /// work. The other thread may be descheduled on a busy machine, so a long wait yields.
    private static func waitUntilSettled(_ x: Int, _ progress: UnsafeMutablePointer<Atomic<UInt8>>, spins total: inout Int) -> Progress {
        var spins = 0
        defer { total += spins }
        while true {
            let state = progress[x].load(ordering: .acquiring)
            if state != Progress.pending.rawValue { return Progress(rawValue: state)! }
            spins += 1
            if spins > 1 << 14 { sched_yield() }
        }
    }
}

extension TokenType {
    /// Whether evaluating a token of this type appends to the value store's shared pools (a
    /// string or font-family template interns what it makes).
    package var writesPools: Bool {
        switch self {
        case .shadow, .gradient, .strokeStyle, .border, .string, .fontFamily: true
        default: false
        }
    }
}
