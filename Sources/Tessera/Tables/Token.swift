/// A typed handle to a token: an index into the dense column of its type.
///
/// Get handles once, at load time, from ``TokenGraph/token(_:as:)`` or
/// ``ResolvedTheme/token(_:as:)``; then read values in the hot loop with
/// ``ModeTable/subscript(_:)-(Token<Color>)``. Handles are stable across every theme compiled from
/// the same ``TokenGraph``.
@frozen
public struct Token<Value: TokenValue>: Sendable, Hashable {
    /// Index among the tokens of `Value`'s type.
    public let index: UInt32

    /// Wraps a dense index. Prefer the look-up functions, which check the path and type.
    @inlinable
    public init(index: UInt32) { self.index = index }
}

/// A resolved value type that tables store and typed handles read.
public protocol TokenValue: Sendable {
    /// The DTCG type whose tokens resolve to this value.
    static var tokenType: TokenType { get }

    /// The value at dense index `index` of this type's column in `table`.
    static func read(from table: ModeTable, at index: Int) -> Self
}

extension Color: TokenValue {
    public static var tokenType: TokenType { .color }
    @inlinable public static func read(from table: ModeTable, at index: Int) -> Self { table[Token<Color>(index: UInt32(index))] }
}
extension Dimension: TokenValue {
    public static var tokenType: TokenType { .dimension }
    @inlinable public static func read(from table: ModeTable, at index: Int) -> Self { table[Token<Dimension>(index: UInt32(index))] }
}
extension Number: TokenValue {
    public static var tokenType: TokenType { .number }
    @inlinable public static func read(from table: ModeTable, at index: Int) -> Self { table[Token<Number>(index: UInt32(index))] }
}
extension FontFamily: TokenValue {
    public static var tokenType: TokenType { .fontFamily }
    @inlinable public static func read(from table: ModeTable, at index: Int) -> Self { table[Token<FontFamily>(index: UInt32(index))] }
}
extension FontWeight: TokenValue {
    public static var tokenType: TokenType { .fontWeight }
    @inlinable public static func read(from table: ModeTable, at index: Int) -> Self { table[Token<FontWeight>(index: UInt32(index))] }
}
extension TokenDuration: TokenValue {
    public static var tokenType: TokenType { .duration }
    @inlinable public static func read(from table: ModeTable, at index: Int) -> Self { table[Token<TokenDuration>(index: UInt32(index))] }
}
extension CubicBezier: TokenValue {
    public static var tokenType: TokenType { .cubicBezier }
    @inlinable public static func read(from table: ModeTable, at index: Int) -> Self { table[Token<CubicBezier>(index: UInt32(index))] }
}
extension StrokeStyle: TokenValue {
    public static var tokenType: TokenType { .strokeStyle }
    @inlinable public static func read(from table: ModeTable, at index: Int) -> Self { table[Token<StrokeStyle>(index: UInt32(index))] }
}
extension Shadow: TokenValue {
    public static var tokenType: TokenType { .shadow }
    @inlinable public static func read(from table: ModeTable, at index: Int) -> Self { table[Token<Shadow>(index: UInt32(index))] }
}
extension Typography: TokenValue {
    public static var tokenType: TokenType { .typography }
    @inlinable public static func read(from table: ModeTable, at index: Int) -> Self { table[Token<Typography>(index: UInt32(index))] }
}
extension Border: TokenValue {
    public static var tokenType: TokenType { .border }
    @inlinable public static func read(from table: ModeTable, at index: Int) -> Self { table[Token<Border>(index: UInt32(index))] }
}
extension Transition: TokenValue {
    public static var tokenType: TokenType { .transition }
    @inlinable public static func read(from table: ModeTable, at index: Int) -> Self { table[Token<Transition>(index: UInt32(index))] }
}
extension Gradient: TokenValue {
    public static var tokenType: TokenType { .gradient }
    @inlinable public static func read(from table: ModeTable, at index: Int) -> Self { table[Token<Gradient>(index: UInt32(index))] }
}
