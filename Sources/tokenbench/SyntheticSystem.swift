import Tessera

/// A generated design system and what the benchmarks need to know about it.
struct SyntheticSystem: Sendable {
    /// How many tokens of each tier and value family were generated, and how deep aliases go.
    struct Census: Sendable, Hashable {
        var raw = 0
        var semantic = 0
        var component = 0
        var colors = 0
        var dimensions = 0
        var typography = 0
        var shadows = 0
        /// Tokens with more than one definition (they vary over some axes).
        var conditional = 0
        /// Longest alias chain from a token down to a literal.
        var maxDepth = 0
    }

    /// The design system, ready for ``TokenGraph/init(_:limits:)``.
    var system: DesignSystem
    /// Every color token, in declaration order.
    var colorPaths: [TokenPath]
    /// A raw color that about 1 % of the tokens reach (directly or transitively), if any.
    var hub: TokenPath?
    /// How many tokens reach ``hub``.
    var hubDependents: Int
    var census: Census
}
