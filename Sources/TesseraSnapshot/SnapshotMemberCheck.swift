import TesseraModel

/// Checks that a theme's groups store every token exactly once, under the type the graph gives
/// it.
///
/// A member is stored as its handle: its token's rank among the tokens of its group's type, or
/// that type's token count (the sink slot) for a member relocated by an override. The handles
/// of one type name its tokens, so a member of the wrong type cannot be written, and checking is
/// one store per member into a table that lays the types' slots end to end, with no read of the
/// graph's per-token tables (version 3 stored token ids, and looking up each one's type and
/// handle at random was most of loading a theme). Every slot marked and as many members outside
/// the sinks as tokens means no token was stored twice or left out.
package struct SnapshotMemberCheck: ~Copyable {
    /// Per type, its tokens' slots then its sink slot, 0 until marked (sinks start marked).
    private let marked: UnsafeMutableBufferPointer<UInt8>
    /// ``marked`` and, after it, room for a mark at any 16-bit handle from any type's first
    /// slot: 16-bit handles are marked in the pass that finds their largest, so a handle past
    /// its sink marks another type's slot or this slack (and its group is rejected), never
    /// memory outside the allocation. The slack is never read.
    private let allocation: UnsafeMutableBufferPointer<UInt8>
    /// Where each type's slots start in ``marked``, by type ordinal.
    private let starts: [Int]
    /// The number of tokens of each type, which is also the handle of its sink slot.
    private let counts: [Int]
    /// Members recorded outside the sinks.
    private var recorded = 0

    /// A check for the graph whose per-type token counts are `kindCounts`.
    package init(kindCounts: [Int]) {
        var starts: [Int] = []
        starts.reserveCapacity(kindCounts.count)
        var next = 0
        for c in kindCounts {
            starts.append(next)
            next += c + 1
        }
        allocation = .allocate(capacity: next + (1 << 16))
        marked = UnsafeMutableBufferPointer(rebasing: allocation[..<next])
        marked.initialize(repeating: 0)
        for (t, c) in kindCounts.enumerated() { marked[starts[t] + c] = 1 }
        self.starts = starts
        counts = kindCounts
    }

    deinit { allocation.deallocate() }

    /// Records `handles`, the members of one group of `type`. `false` when a handle is past the
    /// type's sink (the check is then void: 16-bit handles were already marked);
    /// ``firstOutOfRange(_:type:kindCounts:)`` names it.
    package mutating func record(_ handles: SnapshotIndices, type: TokenType) -> Bool {
        let sink = counts[type.ordinal]
        let slots = marked.baseAddress! + starts[type.ordinal]
        // 32-bit handles are checked in 64-bit lanes; a sink above Int32.max cannot occur (a
        // graph has fewer tokens).
        switch handles {
        case .u16(let h):
            // The marks, the largest handle and the relocated count in one pass of eight lanes
            // (the slack after the slots takes any 16-bit handle); a sink past 16 bits equals no
            // handle.
            let (largest, sinks) = SnapshotScan.mark(h, into: slots, counting: UInt16(truncatingIfNeeded: sink))
            guard Int(largest) <= sink else { return false }
            let relocated = sink <= Int(UInt16.max) ? sinks : 0
            recorded += h.count - relocated
            return true
        case .u32(let h): return record(h, lanes: UInt64.self, sink: sink, slots: slots)
        }
    }

    /// A branch-free pass checks the range and counts the relocated members, then one pass
    /// marks each member's slot. `Lane` must hold every handle and the sink below its top bit.
    private mutating func record<Handle: FixedWidthInteger & UnsignedInteger, Lane: FixedWidthInteger & UnsignedInteger>(
        _ handles: UnsafeBufferPointer<Handle>, lanes _: Lane.Type, sink: Int, slots: UnsafeMutablePointer<UInt8>
    ) -> Bool {
        let last = Lane(truncatingIfNeeded: min(sink, Int(Int32.max)))
        let top = Lane.bitWidth - 1
        var over: Lane = 0
        var relocated: Lane = 0
        // Both as sign bits of subtractions (a comparison became a branch per member): above
        // the sink, and equal to it (v ^ last is 0 there, below the top bit elsewhere).
        for v in handles {
            over |= (last &- Lane(truncatingIfNeeded: v)) >> top
            relocated &+= ((Lane(truncatingIfNeeded: v) ^ last) &- 1) >> top
        }
        guard over == 0 else { return false }
        mark(handles, slots: slots)
        recorded += handles.count - Int(relocated)
        return true
    }

    /// Marks the slot of each of `handles`, all checked to be at most the sink.
    private func mark<Handle: FixedWidthInteger & UnsignedInteger>(_ handles: UnsafeBufferPointer<Handle>, slots: UnsafeMutablePointer<UInt8>) {
        // Eight marks per step, the eight handles read before any mark: the loop's own
        // instructions were as many as the stores at one per step and a third of them at four,
        // and reads between stores waited behind them.
        var i = 0
        while i &+ 8 <= handles.count {
            let a = Int(handles[i])
            let b = Int(handles[i &+ 1])
            let c = Int(handles[i &+ 2])
            let d = Int(handles[i &+ 3])
            let e = Int(handles[i &+ 4])
            let f = Int(handles[i &+ 5])
            let g = Int(handles[i &+ 6])
            let h = Int(handles[i &+ 7])
            slots[a] = 1
            slots[b] = 1
            slots[c] = 1
            slots[d] = 1
            slots[e] = 1
            slots[f] = 1
            slots[g] = 1
            slots[h] = 1
            i &+= 8
        }
        while i < handles.count {
            slots[Int(handles[i])] = 1
            i &+= 1
        }
    }

    /// The position of the first of `handles` past the sink of `type` in a graph whose
    /// per-type token counts are `kindCounts`, if any.
    package static func firstOutOfRange(_ handles: SnapshotIndices, type: TokenType, kindCounts: [Int]) -> Int? {
        handles.firstIndex(notBelow: kindCounts[type.ordinal] + 1)
    }

    /// Whether every token was recorded exactly once.
    package var isComplete: Bool {
        guard recorded == counts.reduce(0, +) else { return false }
        var all: UInt8 = 1
        for m in marked { all &= m }
        return all == 1
    }
}
