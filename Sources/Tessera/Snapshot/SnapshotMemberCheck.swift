/// Checks that a theme's groups store every token exactly once, under the type and handle the
/// graph gives it, with sequential reads only.
///
/// Group members come in group order, not id order, so comparing each with the graph's per-token
/// arrays read those arrays at random: on a 10k-token snapshot that was most of decoding a theme.
/// Instead each member writes its type and handle at its id (stores do not wait for the cache),
/// and one pass in id order compares them with the graph. A member count equal to the token
/// count with every slot written means no token was stored twice.
struct SnapshotMemberCheck: ~Copyable {
    private let typeOf: UnsafeMutableBufferPointer<TokenType>
    /// −1 until written; recorded handles are never negative.
    private let handleOf: UnsafeMutableBufferPointer<Int32>
    private var recorded = 0

    init(tokenCount: Int) {
        typeOf = .allocate(capacity: tokenCount)
        typeOf.initialize(repeating: .color)
        handleOf = .allocate(capacity: tokenCount)
        handleOf.initialize(repeating: -1)
    }

    deinit {
        typeOf.deallocate()
        handleOf.deallocate()
    }

    /// Records the members of one group of `type`; the first member whose id is below −1 or
    /// past the graph, or whose handle is negative, when there is one (nothing is recorded then).
    /// Member −1 is a slot relocated by an override, which any non-negative handle (the sink) fits.
    mutating func record(ids: UnsafeBufferPointer<Int32>, handles: UnsafeBufferPointer<Int32>, type: TokenType) -> Int? {
        precondition(handles.count == ids.count)
        // id + 1 as unsigned is above the token count exactly when the id is below −1 or past
        // the graph; one branch-free pass, then the slow search only names the culprit.
        let limit = UInt32(truncatingIfNeeded: typeOf.count)
        var outOfRange: UInt32 = 0
        for i in 0..<ids.count {
            outOfRange |= (UInt32(bitPattern: ids[i] &+ 1) > limit ? 1 : 0) | UInt32(bitPattern: handles[i]) >> 31
        }
        if outOfRange != 0 { return (0..<ids.count).first { UInt32(bitPattern: ids[$0] &+ 1) > limit || handles[$0] < 0 } }
        var added = 0
        for i in 0..<ids.count where ids[i] >= 0 {
            typeOf[Int(ids[i])] = type
            handleOf[Int(ids[i])] = handles[i]
            added &+= 1
        }
        recorded += added
        return nil
    }

    /// Whether every token was recorded exactly once, with the graph's type and handle.
    func matches(types: [TokenType], handles: [Int32]) -> Bool {
        guard recorded == typeOf.count, types.count == typeOf.count, handles.count == typeOf.count else { return false }
        return types.withUnsafeBufferPointer { t in
            handles.withUnsafeBufferPointer { h in
                var differ: UInt32 = 0
                for id in 0..<t.count { differ |= (t[id] != typeOf[id] ? 1 : 0) | (h[id] != handleOf[id] ? 1 : 0) }
                return differ == 0
            }
        }
    }
}
