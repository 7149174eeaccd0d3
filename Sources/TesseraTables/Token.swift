import TesseraColorModel
import TesseraModel

/// A typed handle to a token: an index into the dense column of its type.
///
/// Get handles once, at load time, from ``TokenGraph/token(_:as:)`` or
/// ``ResolvedTheme/token(_:as:)``; then read values in the hot loop with
/// ``ModeTable/subscript(_:)-(Token<TokenColor>)``. Handles are stable across every theme compiled from
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
}

/// A resolved value type that tables store and typed handles read.
public protocol TokenValue: Sendable {
    /// The DTCG type whose tokens resolve to this value.
    static var tokenType: TokenType { get }

    /// The value of `token` in `table`, unchecked.
    static func read(from table: ModeTable, _ token: Token<Self>) -> Self
}

extension TokenColor: TokenValue {
    public static var tokenType: TokenType { .color }
    @inlinable public static func read(from table: ModeTable, _ token: Token<Self>) -> Self { table[token] }
}
extension TokenDimension: TokenValue {
    public static var tokenType: TokenType { .dimension }
    @inlinable public static func read(from table: ModeTable, _ token: Token<Self>) -> Self { table[token] }
}
extension Number: TokenValue {
    public static var tokenType: TokenType { .number }
    @inlinable public static func read(from table: ModeTable, _ token: Token<Self>) -> Self { table[token] }
}
extension FontFamily: TokenValue {
    public static var tokenType: TokenType { .fontFamily }
    @inlinable public static func read(from table: ModeTable, _ token: Token<Self>) -> Self { table[token] }
}
extension FontWeight: TokenValue {
    public static var tokenType: TokenType { .fontWeight }
    @inlinable public static func read(from table: ModeTable, _ token: Token<Self>) -> Self { table[token] }
}
extension TokenDuration: TokenValue {
    public static var tokenType: TokenType { .duration }
    @inlinable public static func read(from table: ModeTable, _ token: Token<Self>) -> Self { table[token] }
}
extension CubicBezier: TokenValue {
    public static var tokenType: TokenType { .cubicBezier }
    @inlinable public static func read(from table: ModeTable, _ token: Token<Self>) -> Self { table[token] }
}
extension TokenStrokeStyle: TokenValue {
    public static var tokenType: TokenType { .strokeStyle }
    @inlinable public static func read(from table: ModeTable, _ token: Token<Self>) -> Self { table[token] }
}
extension Shadow: TokenValue {
    public static var tokenType: TokenType { .shadow }
    @inlinable public static func read(from table: ModeTable, _ token: Token<Self>) -> Self { table[token] }
}
extension Typography: TokenValue {
    public static var tokenType: TokenType { .typography }
    @inlinable public static func read(from table: ModeTable, _ token: Token<Self>) -> Self { table[token] }
}
extension Border: TokenValue {
    public static var tokenType: TokenType { .border }
    @inlinable public static func read(from table: ModeTable, _ token: Token<Self>) -> Self { table[token] }
}
extension TokenTransition: TokenValue {
    public static var tokenType: TokenType { .transition }
    @inlinable public static func read(from table: ModeTable, _ token: Token<Self>) -> Self { table[token] }
}
extension TokenGradient: TokenValue {
    public static var tokenType: TokenType { .gradient }
    @inlinable public static func read(from table: ModeTable, _ token: Token<Self>) -> Self { table[token] }
}
extension TokenString: TokenValue {
    public static var tokenType: TokenType { .string }
    @inlinable public static func read(from table: ModeTable, _ token: Token<Self>) -> Self { table[token] }
}
extension TokenBoolean: TokenValue {
    public static var tokenType: TokenType { .boolean }
    @inlinable public static func read(from table: ModeTable, _ token: Token<Self>) -> Self { table[token] }
}
