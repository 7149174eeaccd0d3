// Each value type's storage, placeholder, evaluation and expansion: one entry per type.

extension Color: StoredValue {
    static var placeholder: Color { Placeholder.color }
    static var forbiddenValue: Color { .forbiddenSentinel }
    static var slabs: WritableKeyPath<ValueStore, [ContiguousArray<Color>]> { \.colors }
    static var snapshotSlabs: WritableKeyPath<SnapshotSlabSet, SnapshotSlabs<Color>?> { \.colors }
    static var column: KeyPath<ModeTable, ContiguousArray<Color>> { \.colors }
    static func evaluate(_ e: Expr, in solver: inout Solver) -> (Color, CellStatus) { solver.color(e) }
    func resolved(in pools: ValuePools) -> ResolvedValue { .color(self) }
}

extension Dimension: StoredValue {
    static var placeholder: Dimension { Placeholder.dimension }
    static var slabs: WritableKeyPath<ValueStore, [ContiguousArray<Dimension>]> { \.dimensions }
    static var snapshotSlabs: WritableKeyPath<SnapshotSlabSet, SnapshotSlabs<Dimension>?> { \.dimensions }
    static var column: KeyPath<ModeTable, ContiguousArray<Dimension>> { \.dimensions }
    static func evaluate(_ e: Expr, in solver: inout Solver) -> (Dimension, CellStatus) { solver.dimension(e) }
    func resolved(in pools: ValuePools) -> ResolvedValue { .dimension(self) }
}

extension Number: StoredValue {
    static var placeholder: Number { Placeholder.number }
    static var slabs: WritableKeyPath<ValueStore, [ContiguousArray<Number>]> { \.numbers }
    static var snapshotSlabs: WritableKeyPath<SnapshotSlabSet, SnapshotSlabs<Number>?> { \.numbers }
    static var column: KeyPath<ModeTable, ContiguousArray<Number>> { \.numbers }
    static func evaluate(_ e: Expr, in solver: inout Solver) -> (Number, CellStatus) {
        let (n, s) = solver.number(e)
        return (Number(n), s)
    }
    func resolved(in pools: ValuePools) -> ResolvedValue { .number(value) }
}

extension FontFamily: StoredValue {
    static var placeholder: FontFamily { Placeholder.fontFamily }
    static var slabs: WritableKeyPath<ValueStore, [ContiguousArray<FontFamily>]> { \.fontFamilies }
    static var snapshotSlabs: WritableKeyPath<SnapshotSlabSet, SnapshotSlabs<FontFamily>?> { \.fontFamilies }
    static var column: KeyPath<ModeTable, ContiguousArray<FontFamily>> { \.fontFamilies }
    static func evaluate(_ e: Expr, in solver: inout Solver) -> (FontFamily, CellStatus) { solver.fontFamily(e) }
    func resolved(in pools: ValuePools) -> ResolvedValue { .fontFamily(pools.names(of: self)) }
}

extension FontWeight: StoredValue {
    static var placeholder: FontWeight { Placeholder.fontWeight }
    static var slabs: WritableKeyPath<ValueStore, [ContiguousArray<FontWeight>]> { \.fontWeights }
    static var snapshotSlabs: WritableKeyPath<SnapshotSlabSet, SnapshotSlabs<FontWeight>?> { \.fontWeights }
    static var column: KeyPath<ModeTable, ContiguousArray<FontWeight>> { \.fontWeights }
    static func evaluate(_ e: Expr, in solver: inout Solver) -> (FontWeight, CellStatus) { solver.fontWeight(e) }
    func resolved(in pools: ValuePools) -> ResolvedValue { .fontWeight(value) }
}

extension TokenDuration: StoredValue {
    static var placeholder: TokenDuration { Placeholder.duration }
    static var slabs: WritableKeyPath<ValueStore, [ContiguousArray<TokenDuration>]> { \.durations }
    static var snapshotSlabs: WritableKeyPath<SnapshotSlabSet, SnapshotSlabs<TokenDuration>?> { \.durations }
    static var column: KeyPath<ModeTable, ContiguousArray<TokenDuration>> { \.durations }
    static func evaluate(_ e: Expr, in solver: inout Solver) -> (TokenDuration, CellStatus) { solver.duration(e) }
    func resolved(in pools: ValuePools) -> ResolvedValue { .duration(self) }
}

extension CubicBezier: StoredValue {
    static var placeholder: CubicBezier { Placeholder.cubicBezier }
    static var slabs: WritableKeyPath<ValueStore, [ContiguousArray<CubicBezier>]> { \.cubicBeziers }
    static var snapshotSlabs: WritableKeyPath<SnapshotSlabSet, SnapshotSlabs<CubicBezier>?> { \.cubicBeziers }
    static var column: KeyPath<ModeTable, ContiguousArray<CubicBezier>> { \.cubicBeziers }
    static func evaluate(_ e: Expr, in solver: inout Solver) -> (CubicBezier, CellStatus) { solver.cubicBezier(e) }
    func resolved(in pools: ValuePools) -> ResolvedValue { .cubicBezier(self) }
}

extension StrokeStyle: StoredValue {
    static var placeholder: StrokeStyle { Placeholder.strokeStyle }
    static var slabs: WritableKeyPath<ValueStore, [ContiguousArray<StrokeStyle>]> { \.strokeStyles }
    static var snapshotSlabs: WritableKeyPath<SnapshotSlabSet, SnapshotSlabs<StrokeStyle>?> { \.strokeStyles }
    static var column: KeyPath<ModeTable, ContiguousArray<StrokeStyle>> { \.strokeStyles }
    static func evaluate(_ e: Expr, in solver: inout Solver) -> (StrokeStyle, CellStatus) { solver.strokeStyle(e) }
    func resolved(in pools: ValuePools) -> ResolvedValue { .strokeStyle(keyword, dashes: pools.dashes(of: self), lineCap: lineCap) }
}

extension Shadow: StoredValue {
    static var placeholder: Shadow { Placeholder.shadow }
    static var slabs: WritableKeyPath<ValueStore, [ContiguousArray<Shadow>]> { \.shadows }
    static var snapshotSlabs: WritableKeyPath<SnapshotSlabSet, SnapshotSlabs<Shadow>?> { \.shadows }
    static var column: KeyPath<ModeTable, ContiguousArray<Shadow>> { \.shadows }
    static func evaluate(_ e: Expr, in solver: inout Solver) -> (Shadow, CellStatus) { solver.shadow(e) }
    func resolved(in pools: ValuePools) -> ResolvedValue { .shadow(pools.layers(of: self)) }
}

extension Typography: StoredValue {
    static var placeholder: Typography { Placeholder.typography }
    static var slabs: WritableKeyPath<ValueStore, [ContiguousArray<Typography>]> { \.typographies }
    static var snapshotSlabs: WritableKeyPath<SnapshotSlabSet, SnapshotSlabs<Typography>?> { \.typographies }
    static var column: KeyPath<ModeTable, ContiguousArray<Typography>> { \.typographies }
    static func evaluate(_ e: Expr, in solver: inout Solver) -> (Typography, CellStatus) { solver.typography(e) }
    func resolved(in pools: ValuePools) -> ResolvedValue {
        .typography(fontFamily: pools.names(of: fontFamily), fontSize: fontSize, fontWeight: fontWeight.value, letterSpacing: letterSpacing, lineHeight: lineHeight)
    }
}

extension Border: StoredValue {
    static var placeholder: Border { Placeholder.border }
    static var slabs: WritableKeyPath<ValueStore, [ContiguousArray<Border>]> { \.borders }
    static var snapshotSlabs: WritableKeyPath<SnapshotSlabSet, SnapshotSlabs<Border>?> { \.borders }
    static var column: KeyPath<ModeTable, ContiguousArray<Border>> { \.borders }
    static func evaluate(_ e: Expr, in solver: inout Solver) -> (Border, CellStatus) { solver.border(e) }
    func resolved(in pools: ValuePools) -> ResolvedValue { .border(color: color, width: width, style: pools.stroke(style)) }
}

extension Transition: StoredValue {
    static var placeholder: Transition { Placeholder.transition }
    static var slabs: WritableKeyPath<ValueStore, [ContiguousArray<Transition>]> { \.transitions }
    static var snapshotSlabs: WritableKeyPath<SnapshotSlabSet, SnapshotSlabs<Transition>?> { \.transitions }
    static var column: KeyPath<ModeTable, ContiguousArray<Transition>> { \.transitions }
    static func evaluate(_ e: Expr, in solver: inout Solver) -> (Transition, CellStatus) { solver.transition(e) }
    func resolved(in pools: ValuePools) -> ResolvedValue { .transition(self) }
}

extension Gradient: StoredValue {
    static var placeholder: Gradient { Placeholder.gradient }
    static var slabs: WritableKeyPath<ValueStore, [ContiguousArray<Gradient>]> { \.gradients }
    static var snapshotSlabs: WritableKeyPath<SnapshotSlabSet, SnapshotSlabs<Gradient>?> { \.gradients }
    static var column: KeyPath<ModeTable, ContiguousArray<Gradient>> { \.gradients }
    static func evaluate(_ e: Expr, in solver: inout Solver) -> (Gradient, CellStatus) { solver.gradient(e) }
    func resolved(in pools: ValuePools) -> ResolvedValue { .gradient(pools.stops(of: self)) }
}

extension TokenString: StoredValue {
    static var placeholder: TokenString { Placeholder.string }
    static var slabs: WritableKeyPath<ValueStore, [ContiguousArray<TokenString>]> { \.strings }
    static var snapshotSlabs: WritableKeyPath<SnapshotSlabSet, SnapshotSlabs<TokenString>?> { \.strings }
    static var column: KeyPath<ModeTable, ContiguousArray<TokenString>> { \.strings }
    static func evaluate(_ e: Expr, in solver: inout Solver) -> (TokenString, CellStatus) { solver.string(e) }
    func resolved(in pools: ValuePools) -> ResolvedValue { .string(pools.text(of: self)) }
}

extension TokenBoolean: StoredValue {
    static var placeholder: TokenBoolean { Placeholder.boolean }
    static var slabs: WritableKeyPath<ValueStore, [ContiguousArray<TokenBoolean>]> { \.booleans }
    static var snapshotSlabs: WritableKeyPath<SnapshotSlabSet, SnapshotSlabs<TokenBoolean>?> { \.booleans }
    static var column: KeyPath<ModeTable, ContiguousArray<TokenBoolean>> { \.booleans }
    static func evaluate(_ e: Expr, in solver: inout Solver) -> (TokenBoolean, CellStatus) { solver.boolean(e) }
    func resolved(in pools: ValuePools) -> ResolvedValue { .boolean(value) }
}
