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

    /// The largest of `values` (0 when empty), in eight lanes per SSE2 instruction: the top bit
    /// flipped turns the unsigned maximum, which baseline SSE2 lacks for 16-bit lanes, into the
    /// signed one (`pmaxsw`), where widening to 32-bit lanes for a subtraction took four times
    /// the instructions.
    static func largest(_ values: UnsafeBufferPointer<UInt16>) -> UInt16 {
        var largest = Int16.min
        for v in values { largest = max(largest, Int16(bitPattern: v ^ 0x8000)) }
        return UInt16(bitPattern: largest) ^ 0x8000
    }

    /// The number of `values` equal to `value`: the sign bit of `(v ^ value) − 1` in 32-bit
    /// lanes (a comparison per value, in 16-bit lanes or not, compiled to a branch).
    static func count(of value: UInt16, in values: UnsafeBufferPointer<UInt16>) -> Int {
        var equal: UInt32 = 0
        for v in values { equal &+= ((UInt32(v) ^ UInt32(value)) &- 1) >> 31 }
        return Int(equal)
    }

    /// Whether `values` strictly increases: a subtraction's sign bit per pair in lanes twice as
    /// wide (`Lane`), which vectorises where a comparison per pair did not.
    @inline(__always)
    static func isStrictlyAscending<T: FixedWidthInteger & UnsignedInteger, Lane: FixedWidthInteger & UnsignedInteger>(
        _ values: UnsafeBufferPointer<T>, lanes _: Lane.Type
    ) -> Bool {
        precondition(Lane.bitWidth > T.bitWidth)
        guard values.count > 1 else { return true }
        let top = Lane.bitWidth - 1
        var repeats: Lane = 0
        // next − previous − 1 is negative exactly when next ≤ previous.
        for i in 1..<values.count { repeats |= (Lane(truncatingIfNeeded: values[i]) &- Lane(truncatingIfNeeded: values[i - 1]) &- 1) >> top }
        return repeats == 0
    }

    /// Gives each token its type code and its handle (its rank among the tokens of its type) from
    /// the ids of each type's tokens: type `t`'s ids are `ids[starts[t] ..< starts[t + 1]]`, and
    /// the `k`th of them gets handle `k`. Returns the first token that got no code, if any.
    ///
    /// Every type's ids must strictly increase and lie below `codes.count`, and there must be
    /// `codes.count` ids in all (checked first). Then no token can get two codes without another
    /// getting none, so one pass over the codes for the `0xFF` they start as finds both faults.
    /// One store per token and field: counting ranks from a code per token waited on the count
    /// the previous token of its type had just stored.
    static func place<ID: FixedWidthInteger & UnsignedInteger>(
        _ ids: UnsafeBufferPointer<ID>, starts: UnsafeBufferPointer<UInt32>, codes: UnsafeMutableBufferPointer<UInt8>, ranks: UnsafeMutableBufferPointer<Int32>
    ) -> Int? {
        precondition(ranks.count == codes.count && ids.count == codes.count && Int(starts[starts.count - 1]) == ids.count && starts.count <= 256)
        codes.initialize(repeating: 0xFF)
        for t in 0..<starts.count - 1 {
            let type = UInt8(truncatingIfNeeded: t)
            var j = Int(starts[t])
            let end = Int(starts[t + 1])
            var rank: Int32 = 0
            // Four ids read before any store: reads and stores interleaved one id at a time ran
            // at about half the speed (each read waited behind the stores before it).
            while j &+ 4 <= end {
                let a = Int(ids[j])
                let b = Int(ids[j &+ 1])
                let c = Int(ids[j &+ 2])
                let d = Int(ids[j &+ 3])
                ranks[a] = rank
                ranks[b] = rank &+ 1
                ranks[c] = rank &+ 2
                ranks[d] = rank &+ 3
                codes[a] = type
                codes[b] = type
                codes[c] = type
                codes[d] = type
                rank &+= 4
                j &+= 4
            }
            while j < end {
                let a = Int(ids[j])
                ranks[a] = rank
                codes[a] = type
                rank &+= 1
                j &+= 1
            }
        }
        return firstIndex(in: UnsafeBufferPointer(codes), notBelow: UInt8(starts.count - 1))
    }
}
