/// The position of an axis in an ``AxisSystem``, as ``AxisSystem/index(of:)`` returns it.
///
/// A distinct type from ``ContextIndex``, so an axis position cannot be passed where a context
/// is meant. Positions are checked where they are used: ``AxisSystem/mode(contexts:)`` and the
/// subscripts reject one that is out of range.
@frozen
public struct AxisIndex: Sendable, Hashable, Comparable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// The position in ``AxisSystem/axes``, from 0.
    public let position: Int

    /// The axis at `position` in ``AxisSystem/axes``.
    @inlinable public init(_ position: Int) { self.position = position }

    @inlinable public init(integerLiteral position: Int) { self.position = position }

    @inlinable public static func < (a: AxisIndex, b: AxisIndex) -> Bool { a.position < b.position }

    public var description: String { "axis #\(position)" }
}

/// The position of a context within its axis, as ``ModeAxis/index(of:)`` returns it.
@frozen
public struct ContextIndex: Sendable, Hashable, Comparable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// The position in ``ModeAxis/contexts``, from 0.
    public let position: Int

    /// The context at `position` in ``ModeAxis/contexts``.
    @inlinable public init(_ position: Int) { self.position = position }

    @inlinable public init(integerLiteral position: Int) { self.position = position }

    @inlinable public static func < (a: ContextIndex, b: ContextIndex) -> Bool { a.position < b.position }

    public var description: String { "context #\(position)" }
}
