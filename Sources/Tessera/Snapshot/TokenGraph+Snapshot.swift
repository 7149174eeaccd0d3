import TesseraSupport

extension TokenGraph {
    /// A graph rebuilt from a snapshot: the namespace (paths, types, handles) and the axes,
    /// without definitions. Themes built on it can be read and selected, not recompiled.
    ///
    /// Per-token metadata a snapshot does not store (locations, descriptions, definitions) is
    /// left empty rather than filled with `nil`s: the accessors treat a missing entry as none.
    init(
        snapshotName name: String, axes: AxisSystem, names: TokenNames, types: [TokenType], kindIndex: [Int32], kindCounts: [Int], themes: [Theme]
    ) {
        let n = names.count
        self.name = name
        self.axes = axes
        self.types = types
        self.themes = themes
        self.limits = Limits()
        self.precedence = .mostSpecific
        self.diagnostics = []
        self.names = names
        let unstored = SnapshotUnstoredFacts.of(count: n)
        self.tiers = unstored.tiers
        self.closed = unstored.closed
        self.locations = []
        self.descriptions = []
        self.rejected = RejectedTokens()
        self.contextMetadata = [:]
        self.extensions = []
        self.relativeTo = unstored.relativeTo
        self.baseDefs = []
        self.families = FamilyPool()
        self.colorLiterals = []
        self.kindIndex = kindIndex
        self.kindCounts = kindCounts
    }
}

/// The per-token facts a snapshot does not store (no tier, not closed, no Dynamic Type text
/// style), read by index like a compiled graph's.
///
/// Every graph of one size reads the same all-`nil` arrays, so the last size's are kept and
/// shared: writing three bytes per token on every load was a tenth of a 10k-token graph's
/// allocations and memory traffic.
private struct SnapshotUnstoredFacts: Sendable {
    let tiers: [Tier?]
    let closed: [Bool]
    let relativeTo: [DynamicType.TextStyle?]

    private static let last = Locked<SnapshotUnstoredFacts?>(nil)

    /// The facts of `n` tokens, shared with the last graph of that size.
    static func of(count n: Int) -> SnapshotUnstoredFacts {
        last.withLock { last in
            if let last, last.tiers.count == n { return last }
            let made = SnapshotUnstoredFacts(
                tiers: [Tier?](repeating: nil, count: n), closed: [Bool](repeating: false, count: n),
                relativeTo: [DynamicType.TextStyle?](repeating: nil, count: n))
            last = made
            return made
        }
    }
}
