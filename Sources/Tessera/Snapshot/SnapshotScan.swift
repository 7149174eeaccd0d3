/// Whole-column checks and counts over a snapshot's bytes, written as branch-free loops over
/// unsafe buffers: they run once per token on every load, where a per-element early exit or a
/// bounds check per read cost more than the work.
enum SnapshotScan {
    /// Whether `values` never decreases.
    static func isAscending(_ values: UnsafeBufferPointer<UInt32>) -> Bool {
        guard values.count > 1 else { return true }
        var drops: UInt32 = 0
        for i in 1..<values.count { drops |= values[i] < values[i - 1] ? 1 : 0 }
        return drops == 0
    }

    /// Whether `values` never decreases.
    static func isAscending(_ values: UnsafeBufferPointer<UInt64>) -> Bool {
        guard values.count > 1 else { return true }
        var drops: UInt64 = 0
        for i in 1..<values.count { drops |= values[i] < values[i - 1] ? 1 : 0 }
        return drops == 0
    }

    /// The first index whose byte is `limit` or more, if any.
    static func firstIndex(in bytes: UnsafeBufferPointer<UInt8>, notBelow limit: UInt8) -> Int? {
        var largest: UInt8 = 0
        for b in bytes { largest = max(largest, b) }
        guard largest >= limit else { return nil }
        return bytes.firstIndex { $0 >= limit }
    }

    /// Writes each element's rank among the earlier elements with the same code to `ranks`, and
    /// adds the number of elements of each code to `counts`. Every code must be below
    /// `counts.count` (checked first), and `ranks` must hold `codes.count` elements.
    ///
    /// No branch on the code: tokens of different types interleave, and a branch per change of
    /// type mispredicted more often than a count kept in memory waits for its last store. That
    /// wait is paid once per four elements: each of four reads the counts left by the previous
    /// four and adds the earlier equal codes among the four, and the stores go in order, so the
    /// last element of a code leaves its count.
    static func ranks(of codes: UnsafeBufferPointer<UInt8>, into ranks: UnsafeMutableBufferPointer<Int32>, counts: UnsafeMutableBufferPointer<Int>) {
        precondition(ranks.count >= codes.count && firstIndex(in: codes, notBelow: UInt8(clamping: counts.count)) == nil && counts.count <= 256)
        func equal(_ a: Int, _ b: Int) -> Int { a == b ? 1 : 0 }
        var i = 0
        while i + 4 <= codes.count {
            let c0 = Int(codes[i])
            let c1 = Int(codes[i + 1])
            let c2 = Int(codes[i + 2])
            let c3 = Int(codes[i + 3])
            let r0 = counts[c0]
            let r1 = counts[c1] &+ equal(c1, c0)
            let r2 = counts[c2] &+ equal(c2, c0) &+ equal(c2, c1)
            let r3 = counts[c3] &+ equal(c3, c0) &+ equal(c3, c1) &+ equal(c3, c2)
            ranks[i] = Int32(truncatingIfNeeded: r0)
            ranks[i + 1] = Int32(truncatingIfNeeded: r1)
            ranks[i + 2] = Int32(truncatingIfNeeded: r2)
            ranks[i + 3] = Int32(truncatingIfNeeded: r3)
            counts[c0] = r0 &+ 1
            counts[c1] = r1 &+ 1
            counts[c2] = r2 &+ 1
            counts[c3] = r3 &+ 1
            i += 4
        }
        while i < codes.count {
            let code = Int(codes[i])
            let rank = counts[code]
            ranks[i] = Int32(truncatingIfNeeded: rank)
            counts[code] = rank &+ 1
            i += 1
        }
    }
}
