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

    @Test("Ranks count each code's earlier elements, across runs of equal codes")
    func ranks() {
        let codes: [UInt8] = [2, 2, 0, 2, 1, 1, 0, 0, 2]
        var counts = [Int](repeating: 0, count: 3)
        var ranks = [Int32](repeating: -1, count: codes.count)
        codes.withUnsafeBufferPointer { c in
            ranks.withUnsafeMutableBufferPointer { r in
                counts.withUnsafeMutableBufferPointer { SnapshotScan.ranks(of: c, into: r, counts: $0) }
            }
        }
        #expect(ranks == [0, 1, 0, 2, 0, 1, 1, 2, 3])
        #expect(counts == [3, 2, 4])
    }

    @Test("Ranks equal a plain count for every length and mix of repeats around the four-element step", arguments: 0..<24)
    func ranksAgainstCount(length: Int) {
        var rng = SystemRandomNumberGenerator()
        for alphabet in [1, 2, 3, 15] {
            let codes = (0..<length).map { _ in UInt8.random(in: 0..<UInt8(alphabet), using: &rng) }
            var counts = [Int](repeating: 0, count: 15)
            var ranks = [Int32](repeating: -1, count: length)
            codes.withUnsafeBufferPointer { c in
                ranks.withUnsafeMutableBufferPointer { r in
                    counts.withUnsafeMutableBufferPointer { SnapshotScan.ranks(of: c, into: r, counts: $0) }
                }
            }
            let expected = codes.indices.map { i in Int32(codes[..<i].filter { $0 == codes[i] }.count) }
            #expect(ranks == expected, "\(codes)")
            #expect(counts == (0..<15).map { k in codes.filter { $0 == k }.count })
        }
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
