extension TokenGraph {
    /// A graph rebuilt from a snapshot: the namespace (paths, types, handles) and the axes,
    /// without definitions. Themes built on it can be read and selected, not recompiled.
    init(snapshotName name: String, axes: AxisSystem, paths: [TokenPath], types: [TokenType], themes: [Theme]) {
        var ids: [String: Int32] = [:]
        ids.reserveCapacity(paths.count)
        for (i, p) in paths.enumerated() { ids[p.rawValue] = Int32(i) }
        var kindCounts = [Int](repeating: 0, count: TokenType.allCases.count)
        var kindIndex: [Int32] = []
        kindIndex.reserveCapacity(types.count)
        for t in types {
            kindIndex.append(Int32(kindCounts[t.ordinal]))
            kindCounts[t.ordinal] += 1
        }
        let n = paths.count
        self.name = name
        self.axes = axes
        self.paths = paths
        self.types = types
        self.themes = themes
        self.limits = Limits()
        self.precedence = .mostSpecific
        self.diagnostics = []
        self.ids = ids
        self.tiers = [Tier?](repeating: nil, count: n)
        self.closed = [Bool](repeating: false, count: n)
        self.locations = [SourceLocation?](repeating: nil, count: n)
        self.descriptions = [String?](repeating: nil, count: n)
        self.rejected = [:]
        self.contextMetadata = [:]
        self.extensions = [String?](repeating: nil, count: n)
        self.relativeTo = [DynamicType.TextStyle?](repeating: nil, count: n)
        self.baseDefs = [[Def]](repeating: [], count: n)
        self.families = FamilyPool()
        self.colorLiterals = []
        self.kindIndex = kindIndex
        self.kindCounts = kindCounts
    }
}
