import TesseraSupport

/// The keys of one large JSON object, for duplicate-key detection while parsing.
///
/// An open-addressing table of indices into the document's strings, each slot keeping the
/// key's hash beside its index: growing the table moves slots without hashing a string again.
/// A `Set<String>` rehashed every key at each doubling, which was a twentieth of reading a
/// file with a 400,000-member group. Hashes are ``PathIndex/hash(_:)``'s: seeded, so crafted
/// keys cannot make the probes long, and a few multiplications for an ASCII key where
/// `hashValue`'s SipHash was half the cost of an insert.
package struct JSONKeyTable {
    /// 0: empty; otherwise the high 32 bits of the key's hash above `index + 1`.
    private var slots: [UInt64]
    private var count = 0

    /// A table sized for `capacity` keys before it first grows.
    package init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = [UInt64](repeating: 0, count: size)
    }

    /// An empty table that holds no memory.
    package static var released: JSONKeyTable {
        var table = JSONKeyTable(capacity: 0)
        table.slots = []
        return table
    }

    /// Adds the key `strings[index]`; `false` (and nothing added) if an equal key is already in.
    package mutating func insert(_ index: Int, in strings: [String]) -> Bool {
        if (count + 1) * 2 > slots.count { grow() }
        let tag = PathIndex.hash(strings[index]) >> 32
        let mask = slots.count - 1
        var i = Int(tag) & mask
        while true {
            let slot = slots[i]
            if slot == 0 {
                slots[i] = tag << 32 | UInt64(index + 1)
                count += 1
                return true
            }
            if slot >> 32 == tag, strings[Int(slot & 0xFFFF_FFFF) - 1] == strings[index] { return false }
            i = (i + 1) & mask
        }
    }

    private mutating func grow() {
        let old = slots
        slots = [UInt64](repeating: 0, count: max(16, old.count * 2))
        let mask = slots.count - 1
        for slot in old where slot != 0 {
            var i = Int(slot >> 32) & mask
            while slots[i] != 0 { i = (i + 1) & mask }
            slots[i] = slot
        }
    }
}
