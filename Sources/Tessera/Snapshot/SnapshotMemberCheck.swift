/// Checks that a theme's groups store every token exactly once, under the type the graph gives
/// it, and gives each member its handle.
///
/// Group members come in group order, not id order, so comparing each with the graph's per-token
/// types read them at random: on a 10k-token snapshot that was most of decoding a theme.
/// Instead each member writes its type at its id (stores do not wait for the cache), and one
/// pass in id order compares them with the graph. A member count equal to the token count with
/// every slot written means no token was stored twice.
struct SnapshotMemberCheck: ~Copyable {
    /// The type code + 1 of each recorded token, 0 until written, then a spare slot.
    private let typeOf: UnsafeMutableBufferPointer<UInt8>
    /// The graph's handle of each token, then `Int32.max` (the sink) for relocated members.
    private let handleOf: UnsafeMutableBufferPointer<Int32>
    private var recorded = 0

    /// A check for the graph's tokens, whose handles are `kindIndex`.
    init(kindIndex: [Int32]) {
        let tokenCount = kindIndex.count
        // One spare slot past the tokens, which relocated members (id −1, all ones unsigned,
        // clamped to it) read and write, so no loop below branches on them.
        typeOf = .allocate(capacity: tokenCount + 1)
        typeOf.initialize(repeating: 0)
        handleOf = .allocate(capacity: tokenCount + 1)
        _ = handleOf.initialize(from: kindIndex)
        handleOf[tokenCount] = Int32.max
    }

    deinit {
        typeOf.deallocate()
        handleOf.deallocate()
    }

    /// Records the members of one group of `type` and returns their handles: the graph's handle
    /// of each member's token, or `Int32.max`, the sink slot, for a member relocated by an
    /// override (id −1). A snapshot stores no handles: they are ranks the graph already holds.
    /// `nil` when a member's id is below −1 or past the graph (nothing is recorded then);
    /// ``firstOutOfRange(_:tokenCount:)`` names it.
    mutating func record(ids: UnsafeBufferPointer<Int32>, type: TokenType) -> [Int32]? {
        let sink = UInt32(typeOf.count - 1)
        // id + 1 as unsigned is above the token count exactly when the id is below −1 or past
        // the graph: a subtraction's sign bit per member. Then, with every id + 1 at most the
        // token count, it is 0 (a relocated member) exactly when subtracting 1 sets the sign
        // bit. Two branch-free passes of plain arithmetic, which the compiler vectorises (a
        // comparison per member became a branch).
        var over: UInt64 = 0
        for id in ids { over |= (UInt64(sink) &- UInt64(UInt32(bitPattern: id &+ 1))) >> 63 }
        guard over == 0 else { return nil }
        var relocatedCount: UInt32 = 0
        for id in ids { relocatedCount &+= (UInt32(bitPattern: id &+ 1) &- 1) >> 31 }
        let relocated = Int(relocatedCount)
        // Separate gather and scatter loops: neither waits for the other's memory.
        // An empty group keeps the shared empty array (capacity 0 would write its count).
        let handles =
            ids.isEmpty
            ? []
            : [Int32](unsafeUninitializedCapacity: ids.count) { out, initialized in
                for i in 0..<ids.count { out[i] = handleOf[Int(min(UInt32(bitPattern: ids[i]), sink))] }
                initialized = ids.count
            }
        let code = UInt8(type.ordinal + 1)
        for id in ids { typeOf[Int(min(UInt32(bitPattern: id), sink))] = code }
        recorded += ids.count - relocated
        return handles
    }

    /// The position of the first id below −1 or past a graph of `tokenCount` tokens, if any.
    static func firstOutOfRange(_ ids: UnsafeBufferPointer<Int32>, tokenCount: Int) -> Int? {
        ids.firstIndex { $0 < -1 || Int($0) >= tokenCount }
    }

    /// Whether every token was recorded exactly once, with the graph's type.
    func matches(types: [TokenType]) -> Bool {
        guard recorded == typeOf.count - 1, types.count == typeOf.count - 1 else { return false }
        return types.withUnsafeBufferPointer { t in
            var differ: UInt32 = 0
            for id in 0..<t.count { differ |= UInt32(truncatingIfNeeded: t[id].ordinal + 1) ^ UInt32(typeOf[id]) }
            return differ == 0
        }
    }
}
