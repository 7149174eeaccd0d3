import TesseraSupport

/// Tokens a file reader found but left out (bad shape, undeterminable type), each with the
/// place it was first written: a reference to one is reported as such rather than as unknown.
///
/// A million-member untyped cycle rejects every member, so this is a flat list with an index
/// by path: recording a token costs one fast hash, not a dictionary entry of a path and a
/// location.
public struct RejectedTokens: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    private var index = PathIndex()
    private var rejectedPaths: [TokenPath] = []
    private var locations: [SourceLocation] = []
    /// Why each was left out, for summaries (`type-undeterminable`, `$type composition`).
    private var reasons: [String] = []

    /// No rejected tokens.
    public init() {}

    /// The tokens of `places`, each rejected where it maps to.
    public init(_ places: [TokenPath: SourceLocation]) {
        reserveCapacity(places.count)
        for (path, location) in places { insert(path, at: location) }
    }

    public init(dictionaryLiteral elements: (TokenPath, SourceLocation)...) {
        reserveCapacity(elements.count)
        for (path, location) in elements { insert(path, at: location) }
    }

    /// The number of rejected tokens.
    public var count: Int { rejectedPaths.count }

    /// Whether no token was rejected.
    public var isEmpty: Bool { rejectedPaths.isEmpty }

    /// The rejected tokens' paths, in the order they were first rejected.
    public var paths: [TokenPath] { rejectedPaths }

    /// Where `path` was written, if it was rejected.
    public subscript(path: TokenPath) -> SourceLocation? {
        index[path.rawValue].map { locations[Int($0)] }
    }

    /// Why `path` was left out, if it was rejected.
    public func reason(of path: TokenPath) -> String? {
        index[path.rawValue].map { reasons[Int($0)] }
    }

    /// Records `path` as rejected at `location` for `reason` (a rule id, or `$type NAME` for a
    /// type Tessera does not read), unless it already is: the first place is kept.
    public mutating func insert(_ path: TokenPath, at location: SourceLocation, reason: String = "rejected") {
        guard index.insert(Int32(rejectedPaths.count), for: path.rawValue) == nil else { return }
        rejectedPaths.append(path)
        locations.append(location)
        reasons.append(reason)
    }

    /// Records each of `rejections` in order, as ``insert(_:at:)`` one after another would: a
    /// path already rejected keeps its first place.
    ///
    /// A reader that rejects many tokens at once should use this: each path's slot in the
    /// index is fetched a few paths ahead (see `PathIndex.insertEach`), where a million
    /// single inserts each waited for memory.
    public mutating func insert(contentsOf rejections: [(path: TokenPath, location: SourceLocation, reason: String)]) {
        let values = index.insertEach(rejections.count) { rejections[$0].path.rawValue }
        for (k, value) in values.enumerated() where Int(value) == rejectedPaths.count {
            rejectedPaths.append(rejections[k].path)
            locations.append(rejections[k].location)
            reasons.append(rejections[k].reason)
        }
    }

    /// Makes room for `count` tokens in all.
    public mutating func reserveCapacity(_ count: Int) {
        // Only a table too small for `count` is rebuilt: batch after batch of rejected tokens
        // (one per run of a read) must not rebuild it each time.
        index.reserveCapacity(count)
        rejectedPaths.reserveCapacity(count)
        locations.reserveCapacity(count)
        reasons.reserveCapacity(count)
    }

    /// The same tokens rejected at the same places, in any order.
    public static func == (a: RejectedTokens, b: RejectedTokens) -> Bool {
        a.count == b.count && a.rejectedPaths.indices.allSatisfy { b[a.rejectedPaths[$0]] == a.locations[$0] }
    }
}
