/// Checks that a theme's groups store every token exactly once, under the type the graph gives
/// it, with sequential reads only, and gives each member its handle.
///
/// Group members come in group order, not id order, so comparing each with the graph's per-token
/// types read them at random: on a 10k-token snapshot that was most of decoding a theme.
/// Instead each member writes its type at its id (stores do not wait for the cache), and one
/// pass in id order compares them with the graph. A member count equal to the token count with
/// every slot written means no token was stored twice.
struct SnapshotMemberCheck: ~Copyable {
    /// The type code + 1 of each recorded token, 0 until written.
    private let typeOf: UnsafeMutableBufferPointer<UInt8>
    private var recorded = 0

    init(tokenCount: Int) {
        typeOf = .allocate(capacity: tokenCount)
        typeOf.initialize(repeating: 0)
    }

    deinit { typeOf.deallocate() }

    /// Records the members of one group of `type`; the first member whose id is below −1 or
    /// past the graph, when there is one (nothing is recorded then). Member −1 is a slot
    /// relocated by an override.
    mutating func record(ids: UnsafeBufferPointer<Int32>, type: TokenType) -> Int? {
        // id + 1 as unsigned is above the token count exactly when the id is below −1 or past
        // the graph; one branch-free pass, then the slow search only names the culprit.
        let limit = UInt32(truncatingIfNeeded: typeOf.count)
        var outOfRange: UInt32 = 0
        for i in 0..<ids.count { outOfRange |= UInt32(bitPattern: ids[i] &+ 1) > limit ? 1 : 0 }
        if outOfRange != 0 { return (0..<ids.count).first { UInt32(bitPattern: ids[$0] &+ 1) > limit } }
        let code = UInt8(type.ordinal + 1)
        var added = 0
        for i in 0..<ids.count where ids[i] >= 0 {
            typeOf[Int(ids[i])] = code
            added &+= 1
        }
        recorded += added
        return nil
    }

    /// Whether every token was recorded exactly once, with the graph's type.
    func matches(types: [TokenType]) -> Bool {
        guard recorded == typeOf.count, types.count == typeOf.count else { return false }
        return types.withUnsafeBufferPointer { t in
            var differ: UInt32 = 0
            for id in 0..<t.count { differ |= UInt32(truncatingIfNeeded: t[id].ordinal + 1) ^ UInt32(typeOf[id]) }
            return differ == 0
        }
    }

    /// The handle of each member: the graph's handle of its token (a snapshot stores none, since
    /// they are ranks the graph already holds), or `Int32.max`, the sink slot, for a relocated
    /// member. Every id must be −1 or a token of the graph (checked by ``record(ids:type:)``).
    static func handles(of ids: UnsafeBufferPointer<Int32>, in kindIndex: [Int32]) -> [Int32] {
        kindIndex.withUnsafeBufferPointer { handles in
            [Int32](unsafeUninitializedCapacity: ids.count) { out, initialized in
                for i in 0..<ids.count {
                    let id = ids[i]
                    out[i] = id >= 0 ? handles[Int(id)] : Int32.max
                }
                initialized = ids.count
            }
        }
    }
}
