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
    private var recorded = 0

    /// A check for a graph of `tokenCount` tokens.
    init(tokenCount: Int) {
        // One spare slot past the tokens, which relocated members (id −1, all ones unsigned,
        // clamped to it) write, so no loop below branches on them.
        typeOf = .allocate(capacity: tokenCount + 1)
        typeOf.initialize(repeating: 0)
    }

    deinit { typeOf.deallocate() }

    /// Records the members `ids` of one group of `type` and writes each one's handle to
    /// `handles`: the graph's handle (`kindIndex`) of its token, or `Int32.max`, the sink slot,
    /// for a member relocated by an override (id −1). A snapshot stores no handles: they are
    /// ranks the graph already holds. `false` when an id is below −1 or past the graph (what was
    /// recorded is then meaningless); ``firstOutOfRange(_:tokenCount:)`` names it.
    ///
    /// One branch-free pass per group does the range check, the handle, the type record and the
    /// relocation count: four passes cost more than the work, whose random loads and stores
    /// overlap when nothing waits for a branch.
    mutating func record(
        ids: UnsafeBufferPointer<Int32>, type: TokenType, kindIndex: UnsafeBufferPointer<Int32>, handles: UnsafeMutableBufferPointer<Int32>
    ) -> Bool {
        let tokens = typeOf.count - 1
        precondition(kindIndex.count == tokens && handles.count == ids.count)
        let sink = UInt32(tokens)
        let code = UInt8(type.ordinal + 1)
        // id + 1 as unsigned is above the token count exactly when the id is below −1 or past
        // the graph (the sign bit of a 64-bit subtraction), and 0 exactly for a relocated member.
        var over: UInt64 = 0
        var relocated: UInt32 = 0
        if tokens == 0 {
            for id in ids { over |= UInt64(UInt32(bitPattern: id &+ 1)) }
            handles.update(repeating: .max)
            relocated = UInt32(truncatingIfNeeded: ids.count)
        } else {
            let last = sink - 1
            for i in 0..<ids.count {
                let id = UInt32(bitPattern: ids[i])
                let next = id &+ 1
                over |= (UInt64(sink) &- UInt64(next)) >> 63
                relocated &+= (next &- 1) >> 31
                // Loads and stores clamped into range, so an id is only trusted after the pass.
                typeOf[Int(min(id, sink))] = code
                let handle = kindIndex[Int(min(id, last))]
                handles[i] = id < sink ? handle : .max
            }
        }
        guard over == 0 else { return false }
        recorded += ids.count - Int(relocated)
        return true
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
