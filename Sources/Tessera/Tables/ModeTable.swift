/// The values of every token in one mode, as dense per-type columns indexed by handle.
///
/// A look-up is one indexed load: no hashing, no allocation and no branching on the mode.
///
/// ```swift
/// let table = try theme.table(for: theme.mode(["colorScheme": "dark"]))
/// let surface = table[surfaceToken]          // Color
/// ```
public struct ModeTable: Sendable {
    /// The theme this table was selected from.
    public let theme: ResolvedTheme
    /// The selected mode.
    public let mode: Mode

    @usableFromInline let colors: ContiguousArray<Color>
    @usableFromInline let dimensions: ContiguousArray<Dimension>
    @usableFromInline let numbers: ContiguousArray<Number>
    @usableFromInline let fontFamilies: ContiguousArray<FontFamily>
    @usableFromInline let fontWeights: ContiguousArray<FontWeight>
    @usableFromInline let durations: ContiguousArray<TokenDuration>
    @usableFromInline let cubicBeziers: ContiguousArray<CubicBezier>
    @usableFromInline let strokeStyles: ContiguousArray<StrokeStyle>
    @usableFromInline let shadows: ContiguousArray<Shadow>
    @usableFromInline let typographies: ContiguousArray<Typography>
    @usableFromInline let borders: ContiguousArray<Border>
    @usableFromInline let transitions: ContiguousArray<Transition>
    @usableFromInline let gradients: ContiguousArray<Gradient>
    @usableFromInline let strings: ContiguousArray<TokenString>
    @usableFromInline let booleans: ContiguousArray<TokenBoolean>
    /// Per type: the status of each token, empty when all are ok.
    @usableFromInline let status: [ContiguousArray<CellStatus>]

    init(theme: ResolvedTheme, mode: Mode) {
        self.theme = theme
        self.mode = mode
        // A theme read from a snapshot gathers straight from the file's columns: copying its
        // slabs first would read every cell of every mode to select one.
        if let source = theme.storage.snapshot {
            colors = source.column(Color.self, mode: mode)
            dimensions = source.column(Dimension.self, mode: mode)
            numbers = source.column(Number.self, mode: mode)
            fontFamilies = source.column(FontFamily.self, mode: mode)
            fontWeights = source.column(FontWeight.self, mode: mode)
            durations = source.column(TokenDuration.self, mode: mode)
            cubicBeziers = source.column(CubicBezier.self, mode: mode)
            strokeStyles = source.column(StrokeStyle.self, mode: mode)
            shadows = source.column(Shadow.self, mode: mode)
            typographies = source.column(Typography.self, mode: mode)
            borders = source.column(Border.self, mode: mode)
            transitions = source.column(Transition.self, mode: mode)
            gradients = source.column(Gradient.self, mode: mode)
            strings = source.column(TokenString.self, mode: mode)
            booleans = source.column(TokenBoolean.self, mode: mode)
            status = source.status(mode: mode)
            return
        }
        let tables = theme.storage.tables
        let store = tables.store
        let groups = tables.groups
        let counts = tables.graph.kindCounts
        // The groups of each type, found once: walking every group per type copied each one
        // (five arrays to retain) fifteen times.
        var groupsOfType = [[Int]](repeating: [], count: counts.count)
        for gi in groups.indices { groupsOfType[groups[gi].type.ordinal].append(gi) }
        func gather<Value: StoredValue>(_: Value.Type) -> ContiguousArray<Value> {
            let n = counts[Value.tokenType.ordinal]
            let slabs = store[keyPath: Value.slabs]
            var dense = ContiguousArray<Value>(repeating: Value.placeholder, count: n + 1)
            dense.withUnsafeMutableBufferPointer { out in
                for gi in groupsOfType[Value.tokenType.ordinal] {
                    ModeTable.scatter(slabs[groups[gi].slab], groups[gi], groups[gi].combination(for: mode), into: out, sink: n)
                }
            }
            return dense
        }
        colors = gather(Color.self)
        dimensions = gather(Dimension.self)
        numbers = gather(Number.self)
        fontFamilies = gather(FontFamily.self)
        fontWeights = gather(FontWeight.self)
        durations = gather(TokenDuration.self)
        cubicBeziers = gather(CubicBezier.self)
        strokeStyles = gather(StrokeStyle.self)
        shadows = gather(Shadow.self)
        typographies = gather(Typography.self)
        borders = gather(Border.self)
        transitions = gather(Transition.self)
        gradients = gather(Gradient.self)
        strings = gather(TokenString.self)
        booleans = gather(TokenBoolean.self)
        var status: [ContiguousArray<CellStatus>] = []
        for type in TokenType.allCases {
            let n = counts[type.ordinal]
            var dense = ContiguousArray<CellStatus>()
            for gi in groupsOfType[type.ordinal] {
                guard let s = store.status[gi] else { continue }
                let g = groups[gi]
                if dense.isEmpty { dense = ContiguousArray(repeating: .ok, count: n + 1) }
                let first = g.combination(for: mode)
                if g.memberKindIndex.isEmpty || (g.memberKindIndex.count - 1) * g.combinations + first < s.count {
                    dense.withUnsafeMutableBufferPointer { ModeTable.scatter(s, g, first, into: $0, sink: n) }
                } else {
                    // A status array shorter than its group (cells added after the last non-ok
                    // status was set): the missing cells are ok.
                    var cell = first
                    for k in g.memberKindIndex {
                        dense[Int(min(k, Int32(n)))] = cell < s.count ? s[cell] : .ok
                        cell += g.combinations
                    }
                }
            }
            status.append(dense)
        }
        self.status = status
    }

    /// Copies the cells of `group` for one combination (`first`, then every `combinations`th)
    /// into `dense` at each member's handle; relocated members land in the sink slot `sink`.
    ///
    /// Unsafe buffers, with the one range check hoisted out of the loop: this runs once per token
    /// per selected mode, so per-cell checks and uniqueness tests were most of a selection.
    @inline(__always)
    private static func scatter<T>(_ cells: ContiguousArray<T>, _ group: TokenGroup, _ first: Int, into dense: UnsafeMutableBufferPointer<T>, sink: Int) {
        let step = group.combinations
        let handles = group.memberKindIndex
        guard !handles.isEmpty else { return }
        // The last member's cell is the largest read; handles are clamped below.
        precondition(first >= 0 && first < step && (handles.count - 1) * step + first < cells.count && sink < dense.count, "group cells out of range")
        cells.withUnsafeBufferPointer { slab in
            handles.withUnsafeBufferPointer { members in
                var cell = first
                for k in members {
                    // Negative or relocated (Int32.max) handles land in the trailing sink slot.
                    dense[Int(min(UInt32(bitPattern: k), UInt32(sink)))] = slab[cell]
                    cell &+= step
                }
            }
        }
    }

    // MARK: Unchecked look-ups (hot path)

    /// The color of a token. Forbidden tokens read as ``Color/forbiddenSentinel``.
    @inlinable public subscript(token: Token<Color>) -> Color { colors[Int(token.index)] }
    /// The dimension of a token.
    @inlinable public subscript(token: Token<Dimension>) -> Dimension { dimensions[Int(token.index)] }
    /// The number of a token.
    @inlinable public subscript(token: Token<Number>) -> Number { numbers[Int(token.index)] }
    /// The font family of a token; names via ``ResolvedTheme/fontFamilyNames(_:)``.
    @inlinable public subscript(token: Token<FontFamily>) -> FontFamily { fontFamilies[Int(token.index)] }
    /// The font weight of a token.
    @inlinable public subscript(token: Token<FontWeight>) -> FontWeight { fontWeights[Int(token.index)] }
    /// The duration of a token.
    @inlinable public subscript(token: Token<TokenDuration>) -> TokenDuration { durations[Int(token.index)] }
    /// The cubic Bézier of a token.
    @inlinable public subscript(token: Token<CubicBezier>) -> CubicBezier { cubicBeziers[Int(token.index)] }
    /// The stroke style of a token.
    @inlinable public subscript(token: Token<StrokeStyle>) -> StrokeStyle { strokeStyles[Int(token.index)] }
    /// The shadow of a token; its layers via ``layers(of:)``.
    @inlinable public subscript(token: Token<Shadow>) -> Shadow { shadows[Int(token.index)] }
    /// The typography of a token.
    @inlinable public subscript(token: Token<Typography>) -> Typography { typographies[Int(token.index)] }
    /// The border of a token.
    @inlinable public subscript(token: Token<Border>) -> Border { borders[Int(token.index)] }
    /// The transition of a token.
    @inlinable public subscript(token: Token<Transition>) -> Transition { transitions[Int(token.index)] }
    /// The gradient of a token; its stops via ``stops(of:)``.
    @inlinable public subscript(token: Token<Gradient>) -> Gradient { gradients[Int(token.index)] }
    /// The string of a token; its text via ``ResolvedTheme/text(_:)``.
    @inlinable public subscript(token: Token<TokenString>) -> TokenString { strings[Int(token.index)] }
    /// The boolean of a token.
    @inlinable public subscript(token: Token<TokenBoolean>) -> TokenBoolean { booleans[Int(token.index)] }

    /// The color of a token as CSS hex (`#rrggbb[aa]`, sRGB), or `nil` when this table's colors
    /// are in another color space, where their 8-bit codes (``Color/encodedHex``) are not CSS hex.
    public func srgbHex(_ token: Token<Color>) -> String? {
        theme.colorSpaceName == "srgb" ? self[token].encodedHex : nil
    }

    // MARK: Checked look-up

    /// The value of a token, or a typed error if it is forbidden or absent in this mode, or
    /// the handle does not belong to this theme's graph.
    public func value<Value: TokenValue>(_ token: Token<Value>) throws(LookupError) -> Value {
        // The unchecked subscripts trust the handle (one load); the checked look-up does not.
        guard Int(token.index) < theme.graph.kindCounts[Value.tokenType.ordinal] else {
            throw LookupError(reason: .unknownHandle, token: TokenPath("#\(token.index)"), mode: theme.axes.describe(mode))
        }
        if let reason = unavailability(of: Value.tokenType, index: Int(token.index)) {
            throw LookupError(reason: reason, token: path(of: Value.tokenType, index: Int(token.index)), mode: theme.axes.describe(mode))
        }
        return read(token)
    }

    /// Reads a value through its type, for generic callers.
    func read<Value: TokenValue>(_ token: Token<Value>) -> Value {
        Value.read(from: self, token)
    }

    private func path(of type: TokenType, index: Int) -> TokenPath {
        let graph = theme.graph
        for id in 0..<graph.count where graph.types[id] == type && Int(graph.kindIndex[id]) == index {
            return graph.paths[id]
        }
        return TokenPath("#\(index)")
    }

    // MARK: Pools

    /// The layers of a shadow, in paint order.
    public func layers(of shadow: Shadow) -> [ShadowLayer] {
        let pool = theme.storage.tables.store.shadowLayers
        return shadow.layers.indices.map { pool[$0] }
    }

    /// The stops of a gradient.
    public func stops(of gradient: Gradient) -> [GradientStop] {
        let pool = theme.storage.tables.store.gradientStops
        return gradient.stops.indices.map { pool[$0] }
    }

    /// The dash lengths of a custom stroke style.
    public func dashes(of style: StrokeStyle) -> [Dimension] {
        let pool = theme.storage.tables.store.dashes
        return style.dashes.indices.map { pool[$0] }
    }
}
