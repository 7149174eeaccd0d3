import TesseraColorModel
import TesseraModel

// Each value type's storage, placeholder and expansion: one entry per type.

extension TokenColor: StoredValue {
    @inlinable package static var placeholder: TokenColor { Placeholder.color }
    @inlinable package static var forbiddenValue: TokenColor { .forbiddenSentinel }
    @inlinable package static var slabs: WritableKeyPath<ValueStore, [ContiguousArray<TokenColor>]> { \.colors }
    @inlinable package static var column: WritableKeyPath<ModeColumns, ContiguousArray<TokenColor>> { \.colors }
    @usableFromInline package func resolved(in pools: ValuePools) -> ResolvedValue { .color(self) }
}

extension TokenDimension: StoredValue {
    @inlinable package static var placeholder: TokenDimension { Placeholder.dimension }
    @inlinable package static var slabs: WritableKeyPath<ValueStore, [ContiguousArray<TokenDimension>]> { \.dimensions }
    @inlinable package static var column: WritableKeyPath<ModeColumns, ContiguousArray<TokenDimension>> { \.dimensions }
    @usableFromInline package func resolved(in pools: ValuePools) -> ResolvedValue { .dimension(self) }
}

extension Number: StoredValue {
    @inlinable package static var placeholder: Number { Placeholder.number }
    @inlinable package static var slabs: WritableKeyPath<ValueStore, [ContiguousArray<Number>]> { \.numbers }
    @inlinable package static var column: WritableKeyPath<ModeColumns, ContiguousArray<Number>> { \.numbers }
    @usableFromInline package func resolved(in pools: ValuePools) -> ResolvedValue { .number(value) }
}

extension FontFamily: StoredValue {
    @inlinable package static var placeholder: FontFamily { Placeholder.fontFamily }
    @inlinable package static var slabs: WritableKeyPath<ValueStore, [ContiguousArray<FontFamily>]> { \.fontFamilies }
    @inlinable package static var column: WritableKeyPath<ModeColumns, ContiguousArray<FontFamily>> { \.fontFamilies }
    @usableFromInline package func resolved(in pools: ValuePools) -> ResolvedValue { .fontFamily(pools.names(of: self)) }
}

extension FontWeight: StoredValue {
    @inlinable package static var placeholder: FontWeight { Placeholder.fontWeight }
    @inlinable package static var slabs: WritableKeyPath<ValueStore, [ContiguousArray<FontWeight>]> { \.fontWeights }
    @inlinable package static var column: WritableKeyPath<ModeColumns, ContiguousArray<FontWeight>> { \.fontWeights }
    @usableFromInline package func resolved(in pools: ValuePools) -> ResolvedValue { .fontWeight(value) }
}

extension TokenDuration: StoredValue {
    @inlinable package static var placeholder: TokenDuration { Placeholder.duration }
    @inlinable package static var slabs: WritableKeyPath<ValueStore, [ContiguousArray<TokenDuration>]> { \.durations }
    @inlinable package static var column: WritableKeyPath<ModeColumns, ContiguousArray<TokenDuration>> { \.durations }
    @usableFromInline package func resolved(in pools: ValuePools) -> ResolvedValue { .duration(self) }
}

extension CubicBezier: StoredValue {
    @inlinable package static var placeholder: CubicBezier { Placeholder.cubicBezier }
    @inlinable package static var slabs: WritableKeyPath<ValueStore, [ContiguousArray<CubicBezier>]> { \.cubicBeziers }
    @inlinable package static var column: WritableKeyPath<ModeColumns, ContiguousArray<CubicBezier>> { \.cubicBeziers }
    @usableFromInline package func resolved(in pools: ValuePools) -> ResolvedValue { .cubicBezier(self) }
}

extension TokenStrokeStyle: StoredValue {
    @inlinable package static var placeholder: TokenStrokeStyle { Placeholder.strokeStyle }
    @inlinable package static var slabs: WritableKeyPath<ValueStore, [ContiguousArray<TokenStrokeStyle>]> { \.strokeStyles }
    @inlinable package static var column: WritableKeyPath<ModeColumns, ContiguousArray<TokenStrokeStyle>> { \.strokeStyles }
    @usableFromInline package func resolved(in pools: ValuePools) -> ResolvedValue { .strokeStyle(keyword, dashes: pools.dashes(of: self), lineCap: lineCap) }
}

extension Shadow: StoredValue {
    @inlinable package static var placeholder: Shadow { Placeholder.shadow }
    @inlinable package static var slabs: WritableKeyPath<ValueStore, [ContiguousArray<Shadow>]> { \.shadows }
    @inlinable package static var column: WritableKeyPath<ModeColumns, ContiguousArray<Shadow>> { \.shadows }
    @usableFromInline package func resolved(in pools: ValuePools) -> ResolvedValue { .shadow(pools.layers(of: self)) }
}

extension Typography: StoredValue {
    @inlinable package static var placeholder: Typography { Placeholder.typography }
    @inlinable package static var slabs: WritableKeyPath<ValueStore, [ContiguousArray<Typography>]> { \.typographies }
    @inlinable package static var column: WritableKeyPath<ModeColumns, ContiguousArray<Typography>> { \.typographies }
    @usableFromInline package func resolved(in pools: ValuePools) -> ResolvedValue {
        .typography(fontFamily: pools.names(of: fontFamily), fontSize: fontSize, fontWeight: fontWeight.value, letterSpacing: letterSpacing, lineHeight: lineHeight)
    }
}

extension Border: StoredValue {
    @inlinable package static var placeholder: Border { Placeholder.border }
    @inlinable package static var slabs: WritableKeyPath<ValueStore, [ContiguousArray<Border>]> { \.borders }
    @inlinable package static var column: WritableKeyPath<ModeColumns, ContiguousArray<Border>> { \.borders }
    @usableFromInline package func resolved(in pools: ValuePools) -> ResolvedValue { .border(color: color, width: width, style: pools.stroke(style)) }
}

extension TokenTransition: StoredValue {
    @inlinable package static var placeholder: TokenTransition { Placeholder.transition }
    @inlinable package static var slabs: WritableKeyPath<ValueStore, [ContiguousArray<TokenTransition>]> { \.transitions }
    @inlinable package static var column: WritableKeyPath<ModeColumns, ContiguousArray<TokenTransition>> { \.transitions }
    @usableFromInline package func resolved(in pools: ValuePools) -> ResolvedValue { .transition(self) }
}

extension TokenGradient: StoredValue {
    @inlinable package static var placeholder: TokenGradient { Placeholder.gradient }
    @inlinable package static var slabs: WritableKeyPath<ValueStore, [ContiguousArray<TokenGradient>]> { \.gradients }
    @inlinable package static var column: WritableKeyPath<ModeColumns, ContiguousArray<TokenGradient>> { \.gradients }
    @usableFromInline package func resolved(in pools: ValuePools) -> ResolvedValue { .gradient(pools.stops(of: self)) }
}

extension TokenString: StoredValue {
    @inlinable package static var placeholder: TokenString { Placeholder.string }
    @inlinable package static var slabs: WritableKeyPath<ValueStore, [ContiguousArray<TokenString>]> { \.strings }
    @inlinable package static var column: WritableKeyPath<ModeColumns, ContiguousArray<TokenString>> { \.strings }
    @usableFromInline package func resolved(in pools: ValuePools) -> ResolvedValue { .string(pools.text(of: self)) }
}

extension TokenBoolean: StoredValue {
    @inlinable package static var placeholder: TokenBoolean { Placeholder.boolean }
    @inlinable package static var slabs: WritableKeyPath<ValueStore, [ContiguousArray<TokenBoolean>]> { \.booleans }
    @inlinable package static var column: WritableKeyPath<ModeColumns, ContiguousArray<TokenBoolean>> { \.booleans }
    @usableFromInline package func resolved(in pools: ValuePools) -> ResolvedValue { .boolean(value) }
}
