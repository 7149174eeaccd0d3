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
        self.tiers = [Tier?](repeating: nil, count: n)
        self.closed = [Bool](repeating: false, count: n)
        self.locations = []
        self.descriptions = []
        self.rejected = RejectedTokens()
        self.contextMetadata = [:]
        self.extensions = []
        self.relativeTo = [DynamicType.TextStyle?](repeating: nil, count: n)
        self.baseDefs = []
        self.families = FamilyPool()
        self.colorLiterals = []
        self.kindIndex = kindIndex
        self.kindCounts = kindCounts
    }
}
