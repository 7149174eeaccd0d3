/// Checks that a theme's groups store every token exactly once, under the type the graph gives
/// it, and gives each member its handle.
///
/// Group members come in group order, not id order, so comparing each with the graph's per-token
/// types read them at random: on a 10k-token snapshot that was most of decoding a theme.
/// Instead each member writes its type at its id (stores do not wait for the cache), and one
/// pass in id order compares them with the graph. A member count equal to the token count with
/// every slot written means no token was stored twice.
struct SnapshotMemberCheck: ~Copyable {
    /// Slot 0 for relocated members, then the type code + 1 of each recorded token (id + 1),
    /// 0 until written.
    private let typeOf: UnsafeMutableBufferPointer<UInt8>
    /// Slot 0 holds `Int32.max` (the sink), then the graph's handle of each token (id + 1).
    private let handleOf: UnsafeMutableBufferPointer<Int32>
    private var recorded = 0

    /// A check for the graph whose handles are `kindIndex`.
    init(kindIndex: [Int32]) {
        // Both tables are indexed by id + 1, which is 0 for a relocated member (id −1): once
        // the ids are known to be in range, no loop below branches or clamps.
        typeOf = .allocate(capacity: kindIndex.count + 1)
        typeOf.initialize(repeating: 0)
        handleOf = .allocate(capacity: kindIndex.count + 1)
        handleOf[0] = .max
        _ = UnsafeMutableBufferPointer(rebasing: handleOf[1...]).initialize(fromContentsOf: kindIndex)
    }

    deinit {
        typeOf.deallocate()
        handleOf.deallocate()
    }

    /// Records the members `ids` of one group of `type` and writes each one's handle to
    /// `handles`: the graph's handle of its token, or `Int32.max`, the sink slot, for a member
    /// relocated by an override (id −1). A snapshot stores no handles: they are ranks the graph
    /// already holds. `false` (and nothing recorded) when an id is below −1 or past the graph;
    /// ``firstOutOfRange(_:tokenCount:)`` names it.
    ///
    /// A vectorised pass checks the range and counts the relocated members; then one pass
    /// records each member's type and reads its handle, through tables indexed by id + 1 that
    /// need no clamp or select (a pass that also clamped ran 24 instructions per member).
    mutating func record(ids: UnsafeBufferPointer<Int32>, type: TokenType, handles: UnsafeMutableBufferPointer<Int32>) -> Bool {
        precondition(handles.count == ids.count)
        let tokens = UInt64(typeOf.count - 1)
        // id + 1 as unsigned is above the token count exactly when the id is below −1 or past
        // the graph (the sign bit of a 64-bit subtraction), and 0 exactly for a relocated member.
        var over: UInt64 = 0
        var relocated: UInt64 = 0
        for id in ids {
            let next = UInt64(UInt32(bitPattern: id &+ 1))
            over |= (tokens &- next) >> 63
            relocated &+= (next &- 1) >> 63
        }
        guard over == 0 else { return false }
        let code = UInt8(type.ordinal + 1)
        for i in 0..<ids.count {
            let next = Int(UInt32(bitPattern: ids[i] &+ 1))
            typeOf[next] = code
            handles[i] = handleOf[next]
        }
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
            for id in 0..<t.count { differ |= UInt32(truncatingIfNeeded: t[id].ordinal + 1) ^ UInt32(typeOf[id + 1]) }
            return differ == 0
        }
    }
}
