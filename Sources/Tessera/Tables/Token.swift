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

    /// Wraps a dense index without checking it.
    ///
    /// The unchecked subscripts trust a handle (one load, no branch), so a handle whose index is
    /// past its theme's tokens would trap there. This initialiser is therefore not part of the
    /// ordinary API: it is for code that has its indices from a graph already, such as the
    /// files `tessera export --format swift` generates (they verify themselves against the
    /// graph with `check(_:)`) and the C bridge, and they opt in with
    /// `@_spi(Handles) import Tessera`. Everyone else gets handles from ``TokenGraph/token(_:as:)``
    /// or ``ResolvedTheme/token(_:as:)``, which check the path and type.
    @_spi(Handles) @inlinable
    public init(index: UInt32) { self.index = index }

    /// Wraps an index the caller took from its own column (inlinable code of this module).
    @inlinable @usableFromInline
    init(unchecked index: UInt32) { self.index = index }
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
    @inlinable public static func read(from table: ModeTable, at index: Int) -> Self { table[Token<Color>(unchecked: UInt32(index))] }
}
extension Dimension: TokenValue {
    public static var tokenType: TokenType { .dimension }
    @inlinable public static func read(from table: ModeTable, at index: Int) -> Self { table[Token<Dimension>(unchecked: UInt32(index))] }
}
extension Number: TokenValue {
    public static var tokenType: TokenType { .number }
    @inlinable public static func read(from table: ModeTable, at index: Int) -> Self { table[Token<Number>(unchecked: UInt32(index))] }
}
extension FontFamily: TokenValue {
    public static var tokenType: TokenType { .fontFamily }
    @inlinable public static func read(from table: ModeTable, at index: Int) -> Self { table[Token<FontFamily>(unchecked: UInt32(index))] }
}
extension FontWeight: TokenValue {
    public static var tokenType: TokenType { .fontWeight }
    @inlinable public static func read(from table: ModeTable, at index: Int) -> Self { table[Token<FontWeight>(unchecked: UInt32(index))] }
}
extension TokenDuration: TokenValue {
    public static var tokenType: TokenType { .duration }
    @inlinable public static func read(from table: ModeTable, at index: Int) -> Self { table[Token<TokenDuration>(unchecked: UInt32(index))] }
}
extension CubicBezier: TokenValue {
    public static var tokenType: TokenType { .cubicBezier }
    @inlinable public static func read(from table: ModeTable, at index: Int) -> Self { table[Token<CubicBezier>(unchecked: UInt32(index))] }
}
extension StrokeStyle: TokenValue {
    public static var tokenType: TokenType { .strokeStyle }
    @inlinable public static func read(from table: ModeTable, at index: Int) -> Self { table[Token<StrokeStyle>(unchecked: UInt32(index))] }
}
extension Shadow: TokenValue {
    public static var tokenType: TokenType { .shadow }
    @inlinable public static func read(from table: ModeTable, at index: Int) -> Self { table[Token<Shadow>(unchecked: UInt32(index))] }
}
extension Typography: TokenValue {
    public static var tokenType: TokenType { .typography }
    @inlinable public static func read(from table: ModeTable, at index: Int) -> Self { table[Token<Typography>(unchecked: UInt32(index))] }
}
extension Border: TokenValue {
    public static var tokenType: TokenType { .border }
    @inlinable public static func read(from table: ModeTable, at index: Int) -> Self { table[Token<Border>(unchecked: UInt32(index))] }
}
extension Transition: TokenValue {
    public static var tokenType: TokenType { .transition }
    @inlinable public static func read(from table: ModeTable, at index: Int) -> Self { table[Token<Transition>(unchecked: UInt32(index))] }
}
extension Gradient: TokenValue {
    public static var tokenType: TokenType { .gradient }
    @inlinable public static func read(from table: ModeTable, at index: Int) -> Self { table[Token<Gradient>(unchecked: UInt32(index))] }
}
extension TokenString: TokenValue {
    public static var tokenType: TokenType { .string }
    @inlinable public static func read(from table: ModeTable, at index: Int) -> Self { table[Token<TokenString>(unchecked: UInt32(index))] }
}
extension TokenBoolean: TokenValue {
    public static var tokenType: TokenType { .boolean }
    @inlinable public static func read(from table: ModeTable, at index: Int) -> Self { table[Token<TokenBoolean>(unchecked: UInt32(index))] }
}
