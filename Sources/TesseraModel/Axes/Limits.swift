/// The limits the library enforces, with their defaults. Hitting one is a typed diagnostic.
public struct Limits: Sendable, Hashable {
    /// Maximum number of axes in a design system (the axis set is one 64-bit word).
    public var maxAxes: Int = 64
    /// Maximum number of contexts per axis (a per-axis context mask is one 64-bit word).
    public var maxContextsPerAxis: Int = 64
    /// Maximum number of stored combinations for one token (the product of the context
    /// counts of the axes it depends on).
    public var maxCombinationsPerToken: Int = 1 << 16

    /// The defaults.
    public init() {}
}
