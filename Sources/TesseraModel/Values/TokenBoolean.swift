/// A resolved boolean token: a feature switch or a visibility flag.
@frozen
public struct TokenBoolean: Sendable, Hashable {
    /// The flag.
    public var value: Bool

    /// Wraps a flag.
    @inlinable
    public init(_ value: Bool) { self.value = value }
}
