// The fields of each composite type, by name, over whatever one field is at a stage: a
// ``TokenExpression`` in a design system (the `…Expression` aliases), the compiler's lowered
// form in the graph. One shape per composite, so no stage reads a field by its position.
// Resolved values (``Typography``, ``Border``, …) have a type per field and are their own structs.

/// A shadow layer's fields.
public struct ShadowLayerFields<Field> {
    /// The `color` field.
    public var color: Field
    /// The `offsetX` field.
    public var offsetX: Field
    /// The `offsetY` field.
    public var offsetY: Field
    /// The `blur` field.
    public var blur: Field
    /// The `spread` field.
    public var spread: Field
    /// Whether the shadow is inset (a literal, never an alias).
    public var inset: Bool

    /// Creates a layer from its fields.
    public init(color: Field, offsetX: Field, offsetY: Field, blur: Field, spread: Field, inset: Bool) {
        (self.color, self.offsetX, self.offsetY, self.blur, self.spread, self.inset) = (color, offsetX, offsetY, blur, spread, inset)
    }

    /// Every field, in DTCG's order.
    public var all: [Field] { [color, offsetX, offsetY, blur, spread] }

    /// The same layer with each field transformed.
    public func map<Other, Failure>(_ transform: (Field) throws(Failure) -> Other) throws(Failure) -> ShadowLayerFields<Other> {
        ShadowLayerFields<Other>(
            color: try transform(color), offsetX: try transform(offsetX), offsetY: try transform(offsetY), blur: try transform(blur),
            spread: try transform(spread), inset: inset)
    }
}

/// A typography style's fields.
public struct TypographyFields<Field> {
    /// The `fontFamily` field.
    public var fontFamily: Field
    /// The `fontSize` field.
    public var fontSize: Field
    /// The `fontWeight` field.
    public var fontWeight: Field
    /// The `letterSpacing` field.
    public var letterSpacing: Field
    /// The `lineHeight` field.
    public var lineHeight: Field

    /// Creates a typography style from its fields.
    public init(fontFamily: Field, fontSize: Field, fontWeight: Field, letterSpacing: Field, lineHeight: Field) {
        (self.fontFamily, self.fontSize, self.fontWeight, self.letterSpacing, self.lineHeight) = (fontFamily, fontSize, fontWeight, letterSpacing, lineHeight)
    }

    /// Every field, in DTCG's order.
    public var all: [Field] { [fontFamily, fontSize, fontWeight, letterSpacing, lineHeight] }

    /// The same style with each field transformed.
    public func map<Other, Failure>(_ transform: (Field) throws(Failure) -> Other) throws(Failure) -> TypographyFields<Other> {
        TypographyFields<Other>(
            fontFamily: try transform(fontFamily), fontSize: try transform(fontSize), fontWeight: try transform(fontWeight),
            letterSpacing: try transform(letterSpacing), lineHeight: try transform(lineHeight))
    }
}

/// A border's fields.
public struct BorderFields<Field> {
    /// The `color` field.
    public var color: Field
    /// The `width` field.
    public var width: Field
    /// The `style` field.
    public var style: Field

    /// Creates a border from its fields.
    public init(color: Field, width: Field, style: Field) {
        (self.color, self.width, self.style) = (color, width, style)
    }

    /// Every field, in DTCG's order.
    public var all: [Field] { [color, width, style] }

    /// The same border with each field transformed.
    public func map<Other, Failure>(_ transform: (Field) throws(Failure) -> Other) throws(Failure) -> BorderFields<Other> {
        BorderFields<Other>(color: try transform(color), width: try transform(width), style: try transform(style))
    }
}

/// A transition's fields.
public struct TransitionFields<Field> {
    /// The `duration` field.
    public var duration: Field
    /// The `delay` field.
    public var delay: Field
    /// The `timingFunction` field.
    public var timingFunction: Field

    /// Creates a transition from its fields.
    public init(duration: Field, delay: Field, timingFunction: Field) {
        (self.duration, self.delay, self.timingFunction) = (duration, delay, timingFunction)
    }

    /// Every field, in DTCG's order.
    public var all: [Field] { [duration, delay, timingFunction] }

    /// The same transition with each field transformed.
    public func map<Other, Failure>(_ transform: (Field) throws(Failure) -> Other) throws(Failure) -> TransitionFields<Other> {
        TransitionFields<Other>(duration: try transform(duration), delay: try transform(delay), timingFunction: try transform(timingFunction))
    }
}

/// A gradient stop's fields.
public struct GradientStopFields<Field> {
    /// The `color` field.
    public var color: Field
    /// The `position` field.
    public var position: Field

    /// Creates a stop from its fields.
    public init(color: Field, position: Field) {
        (self.color, self.position) = (color, position)
    }

    /// Every field, in DTCG's order.
    public var all: [Field] { [color, position] }

    /// The same stop with each field transformed.
    public func map<Other, Failure>(_ transform: (Field) throws(Failure) -> Other) throws(Failure) -> GradientStopFields<Other> {
        GradientStopFields<Other>(color: try transform(color), position: try transform(position))
    }
}

extension ShadowLayerFields: Sendable where Field: Sendable {}
extension ShadowLayerFields: Equatable where Field: Equatable {}
extension ShadowLayerFields: Hashable where Field: Hashable {}
extension TypographyFields: Sendable where Field: Sendable {}
extension TypographyFields: Equatable where Field: Equatable {}
extension TypographyFields: Hashable where Field: Hashable {}
extension BorderFields: Sendable where Field: Sendable {}
extension BorderFields: Equatable where Field: Equatable {}
extension BorderFields: Hashable where Field: Hashable {}
extension TransitionFields: Sendable where Field: Sendable {}
extension TransitionFields: Equatable where Field: Equatable {}
extension TransitionFields: Hashable where Field: Hashable {}
extension GradientStopFields: Sendable where Field: Sendable {}
extension GradientStopFields: Equatable where Field: Equatable {}
extension GradientStopFields: Hashable where Field: Hashable {}

/// The source form of one shadow layer: every field but `inset` may be an alias.
public typealias ShadowLayerExpression = ShadowLayerFields<TokenExpression>
/// The source form of a typography style: every field may be an alias.
public typealias TypographyExpression = TypographyFields<TokenExpression>
/// The source form of a border: every field may be an alias.
public typealias BorderExpression = BorderFields<TokenExpression>
/// The source form of a transition: every field may be an alias.
public typealias TransitionExpression = TransitionFields<TokenExpression>
/// The source form of a gradient stop: both fields may be aliases.
public typealias GradientStopExpression = GradientStopFields<TokenExpression>

extension ShadowLayerFields where Field == TokenExpression {
    /// Creates a layer in source form; `spread` defaults to 0px and `inset` to false.
    public init(color: TokenExpression, offsetX: TokenExpression, offsetY: TokenExpression, blur: TokenExpression, spread: TokenExpression = .px(0), inset: Bool = false) {
        (self.color, self.offsetX, self.offsetY, self.blur, self.spread, self.inset) = (color, offsetX, offsetY, blur, spread, inset)
    }
}
