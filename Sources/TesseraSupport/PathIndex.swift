/// Integers keyed by token paths (or any strings), with `String`'s equality and a faster
/// hash than `[String: Int32]`'s.
///
/// Reading a million-token file hashes every path at least twice (the file's slots, then the
/// graph's ids), and `Dictionary`'s SipHash over each path was a large part of both. Here a path
/// is hashed 8 bytes at a time with multiplications, under a seed drawn once per process, so a
/// file cannot be written to make its paths collide; entries are probed in one flat table.
///
/// Keys compare as `String`s do, by canonical equivalence. A key whose canonical form is ASCII
/// (nearly every path) is hashed by the bytes of that form; any other key lives in a
/// `Dictionary`, whose hash is canonical too. Only three non-ASCII characters are canonically
/// equivalent to ASCII ones (KELVIN SIGN, GREEK QUESTION MARK, GREEK VARIA: their
/// decompositions are single ASCII characters, and Unicode's stability policy freezes
/// decompositions), so their ASCII forms are what such a key is hashed as.
package struct PathIndex: Sendable {
    /// Keys in insertion order, and their values.
    private var keys: [String] = []
    private var values: [Int32] = []
    /// The flat table: 0 is empty; otherwise the high 32 bits of the key's hash, then the
    /// key's index in `keys` plus one.
    private var table: [UInt64] = []
    /// Keys whose canonical form is not ASCII, by `String`'s own hash.
    private var others: [String: Int32] = [:]

    private static let seed: UInt64 = {
        var generator = SystemRandomNumberGenerator()
        return generator.next() | 1
    }()

    /// An empty index with room for `minimumCapacity` keys before it grows; with none, it
    /// allocates nothing until the first key (a graph loaded from a snapshot has an empty one).
    package init(minimumCapacity: Int = 0) {
        guard minimumCapacity > 0 else { return }
        keys.reserveCapacity(minimumCapacity)
        values.reserveCapacity(minimumCapacity)
        table = [UInt64](repeating: 0, count: Self.tableSize(for: minimumCapacity))
    }

    /// The number of keys.
    package var count: Int { keys.count + others.count }

    /// Makes room for `count` keys in all, so that many inserts never grow the table; the
    /// table is rebuilt only when it is too small for them.
    package mutating func reserveCapacity(_ count: Int) {
        if count * 2 > table.count { grow(toHold: count) }
        keys.reserveCapacity(count)
        values.reserveCapacity(count)
    }

    /// The value of `key`, if it is in the index.
    package subscript(key: String) -> Int32? {
        guard let hash = Self.asciiHash(key) else { return others[key] }
        guard !table.isEmpty else { return nil }
        return table.withUnsafeBufferPointer { slots in
            let mask = slots.count - 1
            let tag = hash >> 32
            var i = Int(truncatingIfNeeded: hash) & mask
            while true {
                let entry = slots[i]
                if entry == 0 { return nil }
                if entry >> 32 == tag {
                    let k = Int(entry & 0xFFFF_FFFF) - 1
                    if keys[k] == key { return values[k] }
                }
                i = (i + 1) & mask
            }
        }
    }

    /// Adds `key` with `value` unless it is there; if it is, returns the value it has (and
    /// changes nothing).
    @discardableResult
    package mutating func insert(_ value: Int32, for key: String) -> Int32? {
        insert(value, for: key, hash: Self.asciiHash(key))
    }

    /// How many keys ahead ``insertEach(_:splitFrom:key:)`` hashes a key and fetches its slot, and how
    /// far ahead of their look-ups callers of ``prefetch(_:)`` should ask.
    package static let lookahead = 16

    /// Tables with fewer slots than this (1 MiB) stay in the caches: fetching ahead would only
    /// hash each key twice there.
    private static let prefetchSlots = 1 << 17

    /// Asks for the slot `key` hashes to, ahead of a look-up of `key` soon after: a hint that
    /// changes nothing (see ``insertEach(_:splitFrom:key:)`` for why).
    package func prefetch(_ key: String) {
        guard table.count >= Self.prefetchSlots, let hash = Self.asciiHash(key) else { return }
        table.withUnsafeBufferPointer { Prefetch.element(Int(truncatingIfNeeded: hash) & ($0.count - 1), of: $0) }
    }

    /// Inserts `key(0)`, `key(1)`, … `key(count - 1)` in order, each key not yet in with the
    /// next value (``count`` before it), and returns the value of each: its new one, or the
    /// one it already had.
    ///
    /// The same as inserting them one after another, but each key is hashed `lookahead` keys
    /// early and its slot fetched then: at a million keys the table is many times the size of
    /// the caches and every insert waited for memory, where now those waits overlap.
    ///
    /// A batch of at least `splitFrom` keys is placed on two threads at once, each filling its
    /// own half of the table, when the keys are all new (a design system's own paths): placing
    /// a million keys was a tenth of a million-token load, on one core of two. A key already
    /// in, or one whose canonical form is not ASCII, sends the batch back to this one-thread
    /// insert, so give a `splitFrom` only where repeats are rare.
    package mutating func insertEach(_ count: Int, splitFrom: Int = .max, key: (Int) -> String) -> [Int32] {
        guard count > 0 else { return [] }
        if Parallel.splits(count, from: splitFrom), others.isEmpty, let placed = insertNewInHalves(count, key: key) { return placed }
        // Sized for every key first, so no table moves under the slots fetched ahead.
        let total = keys.count + count
        if total * 2 > table.count { grow(toHold: total) }
        // Doubling at least: batches one after another must not copy the keys each time.
        if keys.capacity < total {
            keys.reserveCapacity(max(total, 2 * keys.capacity))
            values.reserveCapacity(max(total, 2 * values.capacity))
        }
        var result: [Int32] = []
        result.reserveCapacity(count)
        guard table.count >= Self.prefetchSlots else {
            for i in 0..<count {
                let next = Int32(self.count)
                result.append(insert(next, for: key(i)) ?? next)
            }
            return result
        }
        let ahead = Self.lookahead
        var hashes = [UInt64?](repeating: nil, count: ahead)
        func fetch(_ i: Int) {
            let hash = Self.asciiHash(key(i))
            hashes[i & (ahead - 1)] = hash
            guard let hash else { return }
            table.withUnsafeBufferPointer { Prefetch.element(Int(truncatingIfNeeded: hash) & ($0.count - 1), of: $0) }
        }
        for i in 0..<min(ahead, count) { fetch(i) }
        for i in 0..<count {
            let hash = hashes[i & (ahead - 1)]
            if i + ahead < count { fetch(i + ahead) }
            let next = Int32(self.count)
            result.append(insert(next, for: key(i), hash: hash) ?? next)
        }
        return result
    }

    /// ``insert(_:for:)`` with the key's ``asciiHash(_:)`` already computed.
    private mutating func insert(_ value: Int32, for key: String, hash: UInt64?) -> Int32? {
        guard let hash else {
            if let present = others[key] { return present }
            others[key] = value
            return nil
        }
        if (keys.count + 1) * 2 > table.count { grow(toHold: max(keys.count + 1, keys.count * 2)) }
        let present: Int32? = table.withUnsafeMutableBufferPointer { slots in
            let mask = slots.count - 1
            let tag = hash >> 32
            var i = Int(truncatingIfNeeded: hash) & mask
            while true {
                let entry = slots[i]
                if entry == 0 {
                    slots[i] = tag << 32 | UInt64(keys.count + 1)
                    return nil
                }
                if entry >> 32 == tag {
                    let k = Int(entry & 0xFFFF_FFFF) - 1
                    if keys[k] == key { return values[k] }
                }
                i = (i + 1) & mask
            }
        }
        if present == nil {
            keys.append(key)
            values.append(value)
        }
        return present
    }

    /// A table for `count` keys, every key placed again.
    private mutating func grow(toHold count: Int) { place(slots: Self.tableSize(for: count)) }

    /// A table of `slots` slots, every key placed again.
    private mutating func place(slots: Int) {
        var bigger = [UInt64](repeating: 0, count: slots)
        let mask = bigger.count - 1
        for k in keys.indices {
            let hash = Self.asciiHash(keys[k])!
            var i = Int(truncatingIfNeeded: hash) & mask
            while bigger[i] != 0 { i = (i + 1) & mask }
            bigger[i] = (hash >> 32) << 32 | UInt64(k + 1)
        }
        table = bigger
    }

    /// ``insertEach(_:splitFrom:key:)`` on two threads for keys that are all new and ASCII:
    /// their values are then the next `count` numbers. `nil`, and the index as it was, when one
    /// is not.
    ///
    /// Each thread places the keys whose first slot is in its half of the table and probes only
    /// there, so neither reads or writes a slot the other may write. A probe that would run
    /// past the end of its half is placed afterwards, on this thread, in key order: every slot
    /// it passed is taken by then, as it would have been had the table been filled in order,
    /// so look-ups find it whichever order the keys went in.
    private mutating func insertNewInHalves(_ count: Int, key: (Int) -> String) -> [Int32]? {
        let base = keys.count
        let total = base + count
        if total * 2 > table.count { grow(toHold: total) }
        keys.reserveCapacity(total)
        values.reserveCapacity(total)
        for i in 0..<count { keys.append(key(i)) }
        let placed: Bool = {
            // Read by both threads and never written while they run; gone before `keys` grows.
            let shared = keys
            var hashes = [UInt64](repeating: 0, count: count)
            // Whether each half's keys were all ASCII.
            let ascii = hashes.withUnsafeMutableBufferPointer { out in
                nonisolated(unsafe) let out = out
                return Parallel.halves(of: count) { range in
                    for i in range {
                        guard let hash = Self.asciiHash(shared[base + i]) else { return false }
                        out[i] = hash
                    }
                    return true
                }
            }
            guard ascii.0, ascii.1 else { return false }
            // Per half of the table: the keys whose probe ran past its end, or `nil` for a key
            // that was already in.
            let outcome = table.withUnsafeMutableBufferPointer { slots in
                nonisolated(unsafe) let slots = slots
                return hashes.withUnsafeBufferPointer { hashes in
                    nonisolated(unsafe) let hashes = hashes
                    let mask = slots.count - 1
                    return Parallel.halves(of: slots.count) { mine -> [Int]? in
                        var overflow: [Int] = []
                        let ahead = Self.lookahead
                        for i in 0..<count {
                            if i + ahead < count {
                                let next = Int(truncatingIfNeeded: hashes[i + ahead]) & mask
                                if mine.contains(next) { Prefetch.element(next, of: UnsafeBufferPointer(slots)) }
                            }
                            let hash = hashes[i]
                            var s = Int(truncatingIfNeeded: hash) & mask
                            guard mine.contains(s) else { continue }
                            let tag = hash >> 32
                            while true {
                                let entry = slots[s]
                                if entry == 0 {
                                    slots[s] = tag << 32 | UInt64(base + i + 1)
                                    break
                                }
                                if entry >> 32 == tag, shared[Int(entry & 0xFFFF_FFFF) - 1] == shared[base + i] { return nil }
                                s += 1
                                if s == mine.upperBound {
                                    overflow.append(i)
                                    break
                                }
                            }
                        }
                        return overflow
                    }
                }
            }
            guard let low = outcome.0, let high = outcome.1 else { return false }
            // In key order, as one thread would have met them.
            for i in (low + high).sorted() {
                let hash = hashes[i]
                let tag = hash >> 32
                let mask = table.count - 1
                var s = Int(truncatingIfNeeded: hash) & mask
                while table[s] != 0 {
                    if table[s] >> 32 == tag, shared[Int(table[s] & 0xFFFF_FFFF) - 1] == shared[base + i] { return false }
                    s = (s + 1) & mask
                }
                table[s] = tag << 32 | UInt64(base + i + 1)
            }
            return true
        }()
        guard placed else {
            keys.removeLast(count)
            place(slots: table.count)
            return nil
        }
        values.append(contentsOf: (base..<total).lazy.map { Int32($0) })
        return Array(Int32(base)..<Int32(total))
    }

    /// A power of two at least twice `count` (and at least 16).
    private static func tableSize(for count: Int) -> Int {
        var size = 16
        while size < count * 2 { size *= 2 }
        return size
    }

    /// A seeded hash of `key` that canonically equivalent keys share: this index's own for
    /// keys whose canonical form is ASCII (a few multiplications per 8 bytes), `String`'s
    /// otherwise.
    package static func hash(_ key: String) -> UInt64 {
        asciiHash(key) ?? UInt64(bitPattern: Int64(key.hashValue))
    }

    /// The hash of `key`'s canonical form when that form is ASCII; `nil` otherwise.
    @inline(__always)
    private static func asciiHash(_ key: String) -> UInt64? {
        var key = key
        let (hash, ascii) = key.withUTF8 { hashing(UnsafeRawBufferPointer($0)) }
        if ascii { return hash }
        guard let form = asciiForm(key) else { return nil }
        return form.withUnsafeBytes { hashing($0).hash }
    }

    /// `key` with its three ASCII-equivalent characters replaced by their ASCII ones, or `nil`
    /// when some other non-ASCII character remains.
    private static func asciiForm(_ key: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        for scalar in key.unicodeScalars {
            switch scalar.value {
            case 0..<0x80: bytes.append(UInt8(scalar.value))
            case 0x212A: bytes.append(UInt8(ascii: "K"))
            case 0x037E: bytes.append(UInt8(ascii: ";"))
            case 0x1FEF: bytes.append(UInt8(ascii: "`"))
            default: return nil
            }
        }
        return bytes
    }

    /// The seeded hash of `bytes`, and whether they are all ASCII.
    @inline(__always)
    private static func hashing(_ bytes: UnsafeRawBufferPointer) -> (hash: UInt64, ascii: Bool) {
        let n = bytes.count
        var h = seed ^ (UInt64(n) &* 0x9E37_79B9_7F4A_7C15)
        var high: UInt64 = 0
        var i = 0
        while i + 8 <= n {
            let word = bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            high |= word
            h = mix(h ^ word)
            i += 8
        }
        if i < n {
            var word: UInt64
            if n >= 8 {
                // The last 8 bytes, overlapping words already read: one load, not a byte loop.
                word = bytes.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
            } else {
                word = 0
                var shift: UInt64 = 0
                while i < n {
                    word |= UInt64(bytes[i]) << shift
                    shift += 8
                    i += 1
                }
            }
            high |= word
            h = mix(h ^ word)
        }
        // MurmurHash3's finaliser: every input bit reaches the low bits the table indexes by.
        h ^= h >> 33
        h = h &* 0xFF51_AFD7_ED55_8CCD
        h ^= h >> 33
        h = h &* 0xC4CE_B9FE_1A85_EC53
        h ^= h >> 33
        return (h, high & 0x8080_8080_8080_8080 == 0)
    }

    @inline(__always)
    private static func mix(_ x: UInt64) -> UInt64 {
        let m = x &* 0xBF58_476D_1CE4_E5B9
        return m ^ (m >> 29) ^ (m << 17 | m >> 47)
    }
}
