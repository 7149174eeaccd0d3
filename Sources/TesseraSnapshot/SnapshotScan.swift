/// Whole-column checks and counts over a snapshot's bytes, written as branch-free loops over
/// unsafe buffers: they run once per token on every load, where a per-element early exit or a
/// bounds check per read cost more than the work.
package enum SnapshotScan {
    /// Whether `values` never decreases.
    package static func isAscending(_ values: UnsafeBufferPointer<UInt32>) -> Bool {
        guard values.count > 1 else { return true }
        var drops: UInt32 = 0
        for i in 1..<values.count { drops |= values[i] < values[i - 1] ? 1 : 0 }
        return drops == 0
    }

    /// Whether `values` never decreases.
    package static func isAscending(_ values: UnsafeBufferPointer<UInt64>) -> Bool {
        guard values.count > 1 else { return true }
        var drops: UInt64 = 0
        for i in 1..<values.count { drops |= values[i] < values[i - 1] ? 1 : 0 }
        return drops == 0
    }

    /// The first index whose byte is `limit` or more, if any.
    package static func firstIndex(in bytes: UnsafeBufferPointer<UInt8>, notBelow limit: UInt8) -> Int? {
        var largest: UInt8 = 0
        for b in bytes { largest = max(largest, b) }
        guard largest >= limit else { return nil }
        return bytes.firstIndex { $0 >= limit }
    }

    /// The largest of `values` (0 when empty), in eight lanes per SSE2 instruction: the top bit
    /// flipped turns the unsigned maximum, which baseline SSE2 lacks for 16-bit lanes, into the
    /// signed one (`pmaxsw`), where widening to 32-bit lanes for a subtraction took four times
    /// the instructions.
    package static func largest(_ values: UnsafeBufferPointer<UInt16>) -> UInt16 {
        var largest = Int16.min
        for v in values { largest = max(largest, Int16(bitPattern: v ^ 0x8000)) }
        return UInt16(bitPattern: largest) ^ 0x8000
    }

    /// Sets `slots[v]` to 1 for each of `values` and returns their largest (0 when empty) and the
    /// number of them equal to `value`, in one pass of eight 16-bit lanes: a signed maximum of
    /// the values with their top bit flipped (`pmaxsw`, as in ``largest(_:)``) and a lane-wise
    /// equality count (`pcmpeqw`), the marks stored from the same loads. A separate pass for the
    /// maximum and count read every value twice, and two passes without lanes widened the count
    /// to 32 bits, four values per instruction.
    ///
    /// The marks are made before the largest value is known, so `slots` must have room for every
    /// 16-bit value: 65,536 bytes from it.
    package static func mark(_ values: UnsafeBufferPointer<UInt16>, into slots: UnsafeMutablePointer<UInt8>, counting value: UInt16) -> (largest: UInt16, count: Int) {
        guard let base = UnsafeRawPointer(values.baseAddress) else { return (0, 0) }
        let n = values.count
        let flip = SIMD8<Int16>(repeating: .min)
        let target = SIMD8<Int16>(repeating: Int16(bitPattern: value))
        var top = flip
        var equal = 0
        var i = 0
        let whole = n & ~7
        while i < whole {
            // A lane counts at most 65,535 blocks before its count is added up.
            let end = min(whole, i &+ 8 &* 65_535)
            var hits = SIMD8<Int16>()
            while i < end {
                let v = base.loadUnaligned(fromByteOffset: i &* 2, as: SIMD8<Int16>.self)
                top = pointwiseMax(top, v ^ flip)
                hits &+= SIMD8<Int16>().replacing(with: 1, where: v .== target)
                let u = SIMD8<UInt16>(truncatingIfNeeded: v)
                slots[Int(u[0])] = 1
                slots[Int(u[1])] = 1
                slots[Int(u[2])] = 1
                slots[Int(u[3])] = 1
                slots[Int(u[4])] = 1
                slots[Int(u[5])] = 1
                slots[Int(u[6])] = 1
                slots[Int(u[7])] = 1
                i &+= 8
            }
            for k in 0..<8 { equal &+= Int(UInt16(bitPattern: hits[k])) }
        }
        var largest = UInt16(bitPattern: top.max()) ^ 0x8000
        while i < n {
            largest = max(largest, values[i])
            equal &+= values[i] == value ? 1 : 0
            slots[Int(values[i])] = 1
            i &+= 1
        }
        return (largest, equal)
    }

    /// Whether 16-bit `values` strictly increase, eight pairs per step: each value against the
    /// one before it as signed lanes with the top bit flipped (SSE2 compares 16-bit lanes only
    /// as signed), where widening to 32-bit lanes for a subtraction took twice the steps.
    package static func isStrictlyAscending(_ values: UnsafeBufferPointer<UInt16>) -> Bool {
        guard values.count > 1, let base = UnsafeRawPointer(values.baseAddress) else { return true }
        let n = values.count
        let flip = SIMD8<Int16>(repeating: .min)
        var repeats = SIMDMask<SIMD8<Int16>>(repeating: false)
        var i = 1
        while i &+ 8 <= n {
            let next = base.loadUnaligned(fromByteOffset: i &* 2, as: SIMD8<Int16>.self) ^ flip
            let previous = base.loadUnaligned(fromByteOffset: (i &- 1) &* 2, as: SIMD8<Int16>.self) ^ flip
            repeats .|= next .<= previous
            i &+= 8
        }
        var repeated = any(repeats)
        while i < n {
            repeated = repeated || values[i] <= values[i &- 1]
            i &+= 1
        }
        return !repeated
    }

    /// Whether `values` strictly increases: a subtraction's sign bit per pair in lanes twice as
    /// wide (`Lane`), which vectorises where a comparison per pair did not.
    @inline(__always)
    package static func isStrictlyAscending<T: FixedWidthInteger & UnsignedInteger, Lane: FixedWidthInteger & UnsignedInteger>(
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
    package static func place<ID: FixedWidthInteger & UnsignedInteger>(
        _ ids: UnsafeBufferPointer<ID>, starts: UnsafeBufferPointer<UInt32>, codes: UnsafeMutableBufferPointer<UInt8>, ranks: UnsafeMutableBufferPointer<Int32>
    ) -> Int? {
        precondition(ranks.count == codes.count && ids.count == codes.count && Int(starts[starts.count - 1]) == ids.count && starts.count <= 256)
        codes.initialize(repeating: 0xFF)
        for t in 0..<starts.count - 1 {
            let type = UInt8(truncatingIfNeeded: t)
            var j = Int(starts[t])
            let end = Int(starts[t + 1])
            var rank: Int32 = 0
            // Eight ids read before any store: reads and stores interleaved one id at a time
            // ran at about half the speed (each read waited behind the stores before it), and
            // at four per step the loop's own instructions were a quarter of the work.
            while j &+ 8 <= end {
                let a = Int(ids[j])
                let b = Int(ids[j &+ 1])
                let c = Int(ids[j &+ 2])
                let d = Int(ids[j &+ 3])
                let e = Int(ids[j &+ 4])
                let f = Int(ids[j &+ 5])
                let g = Int(ids[j &+ 6])
                let h = Int(ids[j &+ 7])
                ranks[a] = rank
                ranks[b] = rank &+ 1
                ranks[c] = rank &+ 2
                ranks[d] = rank &+ 3
                ranks[e] = rank &+ 4
                ranks[f] = rank &+ 5
                ranks[g] = rank &+ 6
                ranks[h] = rank &+ 7
                codes[a] = type
                codes[b] = type
                codes[c] = type
                codes[d] = type
                codes[e] = type
                codes[f] = type
                codes[g] = type
                codes[h] = type
                rank &+= 8
                j &+= 8
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
