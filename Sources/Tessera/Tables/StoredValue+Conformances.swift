// Each value type's storage, placeholder and expansion: one entry per type.

extension Color: StoredValue {
    package static var placeholder: Color { Placeholder.color }
    package static var forbiddenValue: Color { .forbiddenSentinel }
    package static var slabs: WritableKeyPath<ValueStore, [ContiguousArray<Color>]> { \.colors }
    package static var column: WritableKeyPath<ModeColumns, ContiguousArray<Color>> { \.colors }
    package func resolved(in pools: ValuePools) -> ResolvedValue { .color(self) }
}

extension Dimension: StoredValue {
    package static var placeholder: Dimension { Placeholder.dimension }
    package static var slabs: WritableKeyPath<ValueStore, [ContiguousArray<Dimension>]> { \.dimensions }
    package static var column: WritableKeyPath<ModeColumns, ContiguousArray<Dimension>> { \.dimensions }
    package func resolved(in pools: ValuePools) -> ResolvedValue { .dimension(self) }
}

extension Number: StoredValue {
    package static var placeholder: Number { Placeholder.number }
    package static var slabs: WritableKeyPath<ValueStore, [ContiguousArray<Number>]> { \.numbers }
    package static var column: WritableKeyPath<ModeColumns, ContiguousArray<Number>> { \.numbers }
    package func resolved(in pools: ValuePools) -> ResolvedValue { .number(value) }
}

extension FontFamily: StoredValue {
    package static var placeholder: FontFamily { Placeholder.fontFamily }
    package static var slabs: WritableKeyPath<ValueStore, [ContiguousArray<FontFamily>]> { \.fontFamilies }
    package static var column: WritableKeyPath<ModeColumns, ContiguousArray<FontFamily>> { \.fontFamilies }
    package func resolved(in pools: ValuePools) -> ResolvedValue { .fontFamily(pools.names(of: self)) }
}

extension FontWeight: StoredValue {
    package static var placeholder: FontWeight { Placeholder.fontWeight }
    package static var slabs: WritableKeyPath<ValueStore, [ContiguousArray<FontWeight>]> { \.fontWeights }
    package static var column: WritableKeyPath<ModeColumns, ContiguousArray<FontWeight>> { \.fontWeights }
    package func resolved(in pools: ValuePools) -> ResolvedValue { .fontWeight(value) }
}

extension TokenDuration: StoredValue {
    package static var placeholder: TokenDuration { Placeholder.duration }
    package static var slabs: WritableKeyPath<ValueStore, [ContiguousArray<TokenDuration>]> { \.durations }
    package static var column: WritableKeyPath<ModeColumns, ContiguousArray<TokenDuration>> { \.durations }
    package func resolved(in pools: ValuePools) -> ResolvedValue { .duration(self) }
}

extension CubicBezier: StoredValue {
    package static var placeholder: CubicBezier { Placeholder.cubicBezier }
    package static var slabs: WritableKeyPath<ValueStore, [ContiguousArray<CubicBezier>]> { \.cubicBeziers }
    package static var column: WritableKeyPath<ModeColumns, ContiguousArray<CubicBezier>> { \.cubicBeziers }
    package func resolved(in pools: ValuePools) -> ResolvedValue { .cubicBezier(self) }
}

extension StrokeStyle: StoredValue {
    package static var placeholder: StrokeStyle { Placeholder.strokeStyle }
    package static var slabs: WritableKeyPath<ValueStore, [ContiguousArray<StrokeStyle>]> { \.strokeStyles }
    package static var column: WritableKeyPath<ModeColumns, ContiguousArray<StrokeStyle>> { \.strokeStyles }
    package func resolved(in pools: ValuePools) -> ResolvedValue { .strokeStyle(keyword, dashes: pools.dashes(of: self), lineCap: lineCap) }
}

extension Shadow: StoredValue {
    package static var placeholder: Shadow { Placeholder.shadow }
    package static var slabs: WritableKeyPath<ValueStore, [ContiguousArray<Shadow>]> { \.shadows }
    package static var column: WritableKeyPath<ModeColumns, ContiguousArray<Shadow>> { \.shadows }
    package func resolved(in pools: ValuePools) -> ResolvedValue { .shadow(pools.layers(of: self)) }
}

extension Typography: StoredValue {
    package static var placeholder: Typography { Placeholder.typography }
    package static var slabs: WritableKeyPath<ValueStore, [ContiguousArray<Typography>]> { \.typographies }
    package static var column: WritableKeyPath<ModeColumns, ContiguousArray<Typography>> { \.typographies }
    package func resolved(in pools: ValuePools) -> ResolvedValue {
        .typography(fontFamily: pools.names(of: fontFamily), fontSize: fontSize, fontWeight: fontWeight.value, letterSpacing: letterSpacing, lineHeight: lineHeight)
    }
}

extension Border: StoredValue {
    package static var placeholder: Border { Placeholder.border }
    package static var slabs: WritableKeyPath<ValueStore, [ContiguousArray<Border>]> { \.borders }
    package static var column: WritableKeyPath<ModeColumns, ContiguousArray<Border>> { \.borders }
    package func resolved(in pools: ValuePools) -> ResolvedValue { .border(color: color, width: width, style: pools.stroke(style)) }
}

extension Transition: StoredValue {
    package static var placeholder: Transition { Placeholder.transition }
    package static var slabs: WritableKeyPath<ValueStore, [ContiguousArray<Transition>]> { \.transitions }
    package static var column: WritableKeyPath<ModeColumns, ContiguousArray<Transition>> { \.transitions }
    package func resolved(in pools: ValuePools) -> ResolvedValue { .transition(self) }
}

extension Gradient: StoredValue {
    package static var placeholder: Gradient { Placeholder.gradient }
    package static var slabs: WritableKeyPath<ValueStore, [ContiguousArray<Gradient>]> { \.gradients }
    package static var column: WritableKeyPath<ModeColumns, ContiguousArray<Gradient>> { \.gradients }
    package func resolved(in pools: ValuePools) -> ResolvedValue { .gradient(pools.stops(of: self)) }
}

extension TokenString: StoredValue {
    package static var placeholder: TokenString { Placeholder.string }
    package static var slabs: WritableKeyPath<ValueStore, [ContiguousArray<TokenString>]> { \.strings }
    package static var column: WritableKeyPath<ModeColumns, ContiguousArray<TokenString>> { \.strings }
    package func resolved(in pools: ValuePools) -> ResolvedValue { .string(pools.text(of: self)) }
}

extension TokenBoolean: StoredValue {
    package static var placeholder: TokenBoolean { Placeholder.boolean }
    package static var slabs: WritableKeyPath<ValueStore, [ContiguousArray<TokenBoolean>]> { \.booleans }
    package static var column: WritableKeyPath<ModeColumns, ContiguousArray<TokenBoolean>> { \.booleans }
    package func resolved(in pools: ValuePools) -> ResolvedValue { .boolean(value) }
}
