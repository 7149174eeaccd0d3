extension TokenGraph {
    /// A graph rebuilt from a snapshot: the namespace (paths, types, handles) and the axes,
    /// without definitions. Themes built on it can be read and selected, not recompiled.
    ///
    /// Per-token metadata a snapshot does not store (locations, descriptions, definitions) is
    /// left empty rather than filled with `nil`s: the accessors treat a missing entry as none.
    init(
        snapshotName name: String, axes: AxisSystem, names: TokenNames, types: [TokenType], kindIndex: [Int32], kindCounts: [Int], themes: [Theme]
    ) {
        self.name = name
        self.axes = axes
        self.types = types
        self.themes = themes
        self.limits = Limits()
        self.precedence = .mostSpecific
        self.diagnostics = []
        self.names = names
        // Not stored, and read through accessors that take a missing entry for none: writing
        // three bytes per token on every load was a tenth of a 10k-token load's allocations.
        self.tiers = []
        self.closed = []
        self.locations = LocationColumn()
        self.descriptions = SparseColumn()
        self.rejected = RejectedTokens()
        self.contextMetadata = [:]
        self.extensions = SparseColumn()
        self.relativeTo = []
        self.baseDefs = []
        self.families = FamilyPool()
        self.colorLiterals = []
        self.srgbLiterals = SRGBOnlyConversion([])
        self.kindIndex = kindIndex
        self.kindCounts = kindCounts
    }
}
