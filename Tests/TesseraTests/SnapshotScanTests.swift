import Testing

@testable import Tessera

@Suite("Snapshot load scans and checksum")
struct SnapshotScanTests {
    /// The checksum as docs/snapshot-format.md states it, one scalar word at a time: the
    /// reference the vectorised C loop must match.
    static func referenceChecksum(_ payload: [UInt8]) -> UInt64 {
        var s = [UInt64](repeating: 0, count: 8)
        var t = [UInt64](repeating: 0, count: 8)
        var padded = payload
        while padded.count % 64 != 0 { padded.append(0) }
        for block in stride(from: 0, to: padded.count, by: 64) {
            for k in 0..<8 {
                var w: UInt64 = 0
                for b in 0..<8 { w |= UInt64(padded[block + 8 * k + b]) << (8 * UInt64(b)) }
                s[k] &+= w
                t[k] &+= s[k]
            }
        }
        var summary: [UInt8] = []
        for v in [UInt64(payload.count)] + s + t { for b in 0..<8 { summary.append(UInt8(truncatingIfNeeded: v >> (8 * UInt64(b)))) } }
        return summary.withUnsafeBytes { SnapshotHash.xxh64($0) }
    }

    @Test("The checksum matches the documented algorithm for every length around the block size", arguments: [0, 1, 7, 31, 32, 33, 63, 64, 65, 95, 128, 1000, 4099])
    func checksum(length: Int) {
        var rng = SystemRandomNumberGenerator()
        let payload = (0..<length).map { _ in UInt8.random(in: 0...255, using: &rng) }
        let fast = payload.withUnsafeBytes { SnapshotChecksum.of($0) }
        #expect(fast == Self.referenceChecksum(payload))
    }

    @Test("The checksum changes when two words swap places, in one block or in one lane of two", arguments: [(0, 32), (0, 64), (8, 200)])
    func checksumSwap(first: Int, second: Int) {
        var payload = [UInt8](repeating: 0, count: 256)
        payload[first] = 1
        payload[second] = 2
        var swapped = payload
        swapped.swapAt(first, second)
        #expect(payload.withUnsafeBytes { SnapshotChecksum.of($0) } != swapped.withUnsafeBytes { SnapshotChecksum.of($0) })
    }

    @Test("The checksum changes when equal and opposite changes cancel in the first sum")
    func checksumCancel() {
        let payload = [UInt8](repeating: 0, count: 256)
        var changed = payload
        // +1 to lane 0 of block 0, −1 (mod 2⁶⁴) to lane 0 of block 2: the plain sums agree.
        changed[0] = 1
        for k in 128..<136 { changed[k] = 0xFF }
        #expect(payload.withUnsafeBytes { SnapshotChecksum.of($0) } != changed.withUnsafeBytes { SnapshotChecksum.of($0) })
    }

    /// Places `idsOfType` (each type's ids, ascending) into codes and ranks.
    static func place(_ idsOfType: [[UInt16]], tokens: Int) -> (codes: [UInt8], ranks: [Int32], untyped: Int?) {
        var starts: [UInt32] = [0]
        for ids in idsOfType { starts.append(starts[starts.count - 1] + UInt32(ids.count)) }
        let ids = idsOfType.flatMap { $0 }
        var codes = [UInt8](repeating: 0, count: tokens)
        var ranks = [Int32](repeating: -1, count: tokens)
        let untyped = ids.withUnsafeBufferPointer { i in
            starts.withUnsafeBufferPointer { s in
                codes.withUnsafeMutableBufferPointer { c in ranks.withUnsafeMutableBufferPointer { SnapshotScan.place(i, starts: s, codes: c, ranks: $0) } }
            }
        }
        return (codes, ranks, untyped)
    }

    @Test("Placing each type's ids gives every token its type code and its rank among its type")
    func place() {
        let placed = Self.place([[2, 3, 6], [], [0, 1, 4, 5]], tokens: 7)
        #expect(placed.untyped == nil)
        #expect(placed.codes == [2, 2, 0, 0, 2, 2, 0])
        #expect(placed.ranks == [0, 1, 0, 1, 2, 3, 2])
    }

    @Test("A token listed under two types leaves another untyped, and placing names the untyped one")
    func placeTwice() {
        #expect(Self.place([[0, 1, 2], [2]], tokens: 4).untyped == 3)
        #expect(Self.place([[1, 2], [1]], tokens: 3).untyped == 0)
    }

    @Test("Strict ascent is checked in wider lanes for every length and both index widths", arguments: 0..<20)
    func strictlyAscending(length: Int) {
        let ascending = (0..<length).map { UInt16($0 * 3) }
        #expect(ascending.withUnsafeBufferPointer { SnapshotScan.isStrictlyAscending($0, lanes: UInt32.self) })
        #expect(ascending.withUnsafeBufferPointer { SnapshotScan.isStrictlyAscending($0) })
        #expect(ascending.map(UInt32.init).withUnsafeBufferPointer { SnapshotScan.isStrictlyAscending($0, lanes: UInt64.self) })
        for at in 1..<max(length, 1) {
            for edit in [0, -1] {
                var v = ascending
                v[at] = UInt16(Int(v[at - 1]) + edit < 0 ? 0 : Int(v[at - 1]) + edit)
                #expect(!v.withUnsafeBufferPointer { SnapshotScan.isStrictlyAscending($0, lanes: UInt32.self) }, "\(v)")
                #expect(!v.withUnsafeBufferPointer { SnapshotScan.isStrictlyAscending($0) }, "\(v)")
                #expect(!v.map(UInt32.init).withUnsafeBufferPointer { SnapshotScan.isStrictlyAscending($0, lanes: UInt64.self) }, "\(v)")
            }
        }
        #expect([UInt16(0), 0x7FFF, 0x8000, 0xFFFF].withUnsafeBufferPointer { SnapshotScan.isStrictlyAscending($0, lanes: UInt32.self) })
        #expect(![UInt16(0x8000), 0x7FFF].withUnsafeBufferPointer { SnapshotScan.isStrictlyAscending($0, lanes: UInt32.self) })
        let wide: [UInt16] = [0, 1, 0x7FFE, 0x7FFF, 0x8000, 0x8001, 0xFFFE, 0xFFFF, 0xFFFF]
        for end in 2...wide.count {
            #expect(wide.prefix(end).withUnsafeBufferPointer { SnapshotScan.isStrictlyAscending($0) } == (end < wide.count), "\(end)")
        }
        #expect([UInt32(0), 0xFFFF_FFFF].withUnsafeBufferPointer { SnapshotScan.isStrictlyAscending($0, lanes: UInt64.self) })
        #expect(![UInt32(0xFFFF_FFFF), 0].withUnsafeBufferPointer { SnapshotScan.isStrictlyAscending($0, lanes: UInt64.self) })
    }

    @Test("The 16-bit maximum, equal count and marks agree with plain ones across the sign bit and the lane-count flush")
    func sixteenBitLanes() {
        var rng = SystemRandomNumberGenerator()
        var slots = [UInt8](repeating: 0, count: 1 << 16)
        func mark(_ v: UnsafeBufferPointer<UInt16>, counting target: UInt16) -> (largest: UInt16, count: Int) {
            slots = [UInt8](repeating: 0, count: 1 << 16)
            return slots.withUnsafeMutableBufferPointer { SnapshotScan.mark(v, into: $0.baseAddress!, counting: target) }
        }
        for length in [0, 1, 7, 8, 9, 100, 70_000, 8 * 65_535 + 13] {
            let values = (0..<length).map { _ in UInt16.random(in: 0...3, using: &rng) == 0 ? 0x8000 : UInt16.random(in: 0...UInt16.max, using: &rng) }
            let present = Set(values)
            values.withUnsafeBufferPointer { v in
                #expect(SnapshotScan.largest(v) == values.max() ?? 0)
                for target: UInt16 in [0x8000, 0, 0xFFFF] {
                    let fused = mark(v, counting: target)
                    #expect(fused.largest == values.max() ?? 0)
                    #expect(fused.count == values.filter { $0 == target }.count)
                    #expect(slots.indices.allSatisfy { (slots[$0] == 1) == present.contains(UInt16($0)) })
                }
            }
        }
        // Every value equal to the target: each lane counts the most blocks before a flush.
        let same = [UInt16](repeating: 7, count: 8 * 65_535 + 9)
        #expect(same.withUnsafeBufferPointer { mark($0, counting: 7) } == (7, same.count))
    }

    @Test("Ascending checks and byte limits find the first offender")
    func scans() {
        func ascending(_ v: [UInt32]) -> Bool { v.withUnsafeBufferPointer { SnapshotScan.isAscending($0) } }
        #expect(ascending([]) && ascending([5]) && ascending([0, 0, 3, 9]))
        #expect(!ascending([0, 4, 3, 9]))
        #expect([UInt64(0), 2, 1].withUnsafeBufferPointer { SnapshotScan.isAscending($0) } == false)
        func first(_ v: [UInt8], _ limit: UInt8) -> Int? { v.withUnsafeBufferPointer { SnapshotScan.firstIndex(in: $0, notBelow: limit) } }
        #expect(first([0, 1, 14, 3], 15) == nil)
        #expect(first([0, 1, 15, 3, 200], 15) == 2)
        #expect(first([], 1) == nil)
    }

    @Test("Group member handles are checked for range, repeats and missing tokens; the sink slot takes relocated members")
    func members() {
        // Two colours and one dimension: colour handles 0, 1 and sink 2; dimension handle 0 and sink 1.
        let kindCounts = [2, 1] + [Int](repeating: 0, count: TokenType.allCases.count - 2)
        /// The first out-of-range member of the first group it is in, or whether the groups
        /// store every token once.
        func check(_ groups: [(TokenType, [UInt16])], wide: Bool = false) -> (outOfRange: Int?, complete: Bool) {
            var check = SnapshotMemberCheck(kindCounts: kindCounts)
            for (type, handles) in groups {
                let wider = handles.map { UInt32($0) }
                let result = handles.withUnsafeBufferPointer { narrow in
                    wider.withUnsafeBufferPointer { wider in
                        let column: SnapshotIndices = wide ? .u32(wider) : .u16(narrow)
                        return check.record(column, type: type) ? nil : SnapshotMemberCheck.firstOutOfRange(column, type: type, kindCounts: kindCounts)
                    }
                }
                if let result { return (result, false) }
            }
            return (nil, check.isComplete)
        }
        for wide in [false, true] {
            #expect(check([(.color, [0, 1, 2]), (.dimension, [0])], wide: wide) == (nil, true))  // 2: relocated
            #expect(check([(.color, [1]), (.dimension, [0]), (.color, [0])], wide: wide) == (nil, true))
            #expect(check([(.color, [0, 1, 0]), (.dimension, [0])], wide: wide) == (nil, false))  // stored twice
            #expect(check([(.color, [0, 1])], wide: wide) == (nil, false))  // the dimension never stored
            #expect(check([(.color, [0, 2, 2]), (.dimension, [0])], wide: wide) == (nil, false))  // relocated twice, colour 1 missing
            #expect(check([(.color, [0, 1]), (.dimension, [0, 1])], wide: wide) == (nil, true))  // the dimension sink
            #expect(check([(.color, [0, 3])], wide: wide).outOfRange == 1)  // past the sink
            #expect(check([(.dimension, [2])], wide: wide).outOfRange == 0)
        }
        #expect(check([(.color, [0, 65535])]).outOfRange == 1)
    }
}
