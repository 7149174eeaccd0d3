import TesseraSupport
import Testing

/// `PathIndex` answers as `[String: Int32]` does, whose equality (canonical equivalence) is
/// the one token paths have everywhere else.
@Suite struct PathIndexTests {
    /// Keys of every length around the 8-byte words the hash reads, ASCII and not, inserted
    /// into an index that starts small and grows.
    @Test func answersAsADictionary() {
        var generator = SplitMix64(seed: 7)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz.-_0123456789éü中🎨")
        var keys: [String] = []
        for _ in 0..<20_000 {
            let length = Int(generator.next() % 40)
            keys.append(String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }))
        }
        var index = PathIndex()
        var dictionary: [String: Int32] = [:]
        for (k, key) in keys.enumerated() {
            let present = index.insert(Int32(k), for: key)
            #expect(present == dictionary[key])
            if dictionary[key] == nil { dictionary[key] = Int32(k) }
        }
        #expect(index.count == dictionary.count)
        for key in keys { #expect(index[key] == dictionary[key]) }
        for key in ["", "absent", "a.b.c.d.e.f.g.h.i", "中中中"] { #expect(index[key] == dictionary[key]) }
    }

    /// Reserving room, larger or smaller than what is held, keeps every key and its value, and
    /// the keys inserted after it are found too.
    @Test func reservingKeepsTheKeys() {
        var index = PathIndex()
        for k in 0..<100 { index.insert(Int32(k), for: "t.\(k)") }
        index.reserveCapacity(10)
        index.reserveCapacity(5_000)
        for k in 100..<3_000 { index.insert(Int32(k), for: "t.\(k)") }
        index.reserveCapacity(3_000)
        #expect(index.count == 3_000)
        #expect((0..<3_000).allSatisfy { index["t.\($0)"] == Int32($0) })
        #expect(index["t.3000"] == nil)
    }

    /// Canonically equivalent keys are one key, whichever form comes first: precomposed and
    /// decomposed letters, and the three characters equivalent to ASCII ones.
    @Test func canonicalEquivalence() {
        let pairs: [(String, String)] = [
            ("caf\u{E9}.bg", "cafe\u{301}.bg"),
            ("temp.\u{212A}", "temp.K"),
            ("q\u{37E}", "q;"),
            ("\u{1FEF}tick", "`tick"),
            ("a\u{212A}\u{E9}", "aKe\u{301}"),
        ]
        for (a, b) in pairs {
            #expect(a == b)
            for (first, second) in [(a, b), (b, a)] {
                var index = PathIndex(minimumCapacity: 4)
                #expect(index.insert(1, for: first) == nil)
                #expect(index.insert(2, for: second) == 1)
                #expect(index[first] == 1)
                #expect(index[second] == 1)
                #expect(index.count == 1)
            }
        }
        var index = PathIndex()
        index.insert(1, for: "K")
        #expect(index["\u{212A}"] == 1)
        #expect(index["K\u{301}"] == nil)
    }

    /// Inserts `keys` one at a time, each new one with the next value, and returns the value
    /// each has after its insert: what a batch insert must answer.
    static func insertOneByOne(_ keys: [String], into index: inout PathIndex) -> [Int32] {
        keys.map { key in
            let next = Int32(index.count)
            return index.insert(next, for: key) ?? next
        }
    }

    /// Inserting a list in one call gives each key the value inserting them one by one
    /// would, repeats (canonical ones too) their first value, into an index already holding
    /// keys, small or large; prefetching changes nothing.
    @Test func insertEachAnswersAsOneByOne() {
        var generator = SplitMix64(seed: 11)
        let alphabet = Array("abc.xyz\u{E9}")
        var keys: [String] = ["cafe\u{301}", "temp.K"]
        for _ in 0..<5_000 {
            let length = 1 + Int(generator.next() % 6)
            keys.append(String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }))
        }
        keys += ["caf\u{E9}", "temp.\u{212A}"]
        // A small table inserts one by one; one of 70,000 keys' room (past the caches) fetches ahead.
        for capacity in [0, 70_000] {
            var single = PathIndex()
            var batch = PathIndex(minimumCapacity: capacity)
            _ = Self.insertOneByOne(["seed.a", "seed.b", "x"], into: &single)
            _ = Self.insertOneByOne(["seed.a", "seed.b", "x"], into: &batch)
            let expected = Self.insertOneByOne(keys, into: &single)
            for key in keys { batch.prefetch(key) }
            let values = batch.insertEach(keys.count) { keys[$0] }
            #expect(values == expected)
            #expect(batch.count == single.count)
            #expect(values.last == values[1])
            for key in keys + ["absent", "seed.a"] { #expect(batch[key] == single[key]) }
        }
        var empty = PathIndex()
        #expect(empty.insertEach(0) { _ in "" }.isEmpty)
        empty.prefetch("nothing yet")
        #expect(empty.insertEach(3) { ["a", "b", "a"][$0] } == [0, 1, 0])
    }

    /// A batch placed on two threads gives every key the value inserting them one by one
    /// would, whatever the table's size (small tables make many probes run past the end of a
    /// thread's half), into an empty index or one already holding keys; a repeated key, or one
    /// that is not ASCII, leaves the batch to the one-thread insert with the same answers.
    @Test(arguments: [0, 1, 2, 3])
    func insertEachInHalvesAnswersAsOneByOne(variant: Int) {
        var generator = SplitMix64(seed: 23 + UInt64(variant))
        for count in [2, 3, 7, 8, 9, 15, 16, 17, 31, 64, 100, 1_000, 70_000] {
            var keys = (0..<count).map { "k.\($0).\(generator.next() % 1_000)" }
            let seeds = variant == 0 ? [] : ["seed.a", "seed.b", "x"]
            switch variant {
            case 2: keys[count / 2] = keys[count - 1 - count / 2 == count / 2 ? 0 : count - 1 - count / 2]
            case 3: keys[count - 1] = "caf\u{E9}.\(count)"
            default: break
            }
            if variant == 1 { keys[0] = "seed.b" }
            var single = PathIndex()
            var split = PathIndex(minimumCapacity: variant == 0 ? 0 : 4)
            _ = Self.insertOneByOne(seeds, into: &single)
            _ = Self.insertOneByOne(seeds, into: &split)
            let expected = Self.insertOneByOne(keys, into: &single)
            let values = split.insertEach(keys.count, splitFrom: 2) { keys[$0] }
            #expect(values == expected, "\(count) keys")
            #expect(split.count == single.count)
            for key in keys + seeds + ["absent", "k.0", "k.\(count)"] { #expect(split[key] == single[key], "\(key)") }
            // Inserting goes on from the batch's last value.
            #expect(split.insert(Int32(split.count), for: "after") == nil)
            #expect(split["after"] == Int32(single.count))
        }
    }

    /// A million short paths that differ only in their last bytes land in distinct places
    /// (a weak hash would chain them and this would not finish).
    @Test func manySimilarPaths() {
        let count = 1_000_000
        var index = PathIndex(minimumCapacity: count)
        var repeats = 0
        for i in 0..<count where index.insert(Int32(i), for: "color.palette.\(i)") != nil { repeats += 1 }
        #expect(repeats == 0)
        #expect(index.count == count)
        #expect(index["color.palette.999999"] == 999_999)
        #expect(index["color.palette.1000000"] == nil)
    }
}
