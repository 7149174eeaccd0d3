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
}

extension Color: TokenValue { public static var tokenType: TokenType { .color } }
extension Dimension: TokenValue { public static var tokenType: TokenType { .dimension } }
extension Number: TokenValue { public static var tokenType: TokenType { .number } }
extension FontFamily: TokenValue { public static var tokenType: TokenType { .fontFamily } }
extension FontWeight: TokenValue { public static var tokenType: TokenType { .fontWeight } }
extension TokenDuration: TokenValue { public static var tokenType: TokenType { .duration } }
extension CubicBezier: TokenValue { public static var tokenType: TokenType { .cubicBezier } }
extension StrokeStyle: TokenValue { public static var tokenType: TokenType { .strokeStyle } }
extension Shadow: TokenValue { public static var tokenType: TokenType { .shadow } }
extension Typography: TokenValue { public static var tokenType: TokenType { .typography } }
extension Border: TokenValue { public static var tokenType: TokenType { .border } }
extension Transition: TokenValue { public static var tokenType: TokenType { .transition } }
extension Gradient: TokenValue { public static var tokenType: TokenType { .gradient } }
