/// What to generate: a shape, its size and the seed.
struct SystemSpec: Sendable, Hashable {
    /// The overall structure of a synthetic design system.
    enum Shape: Sendable, Hashable {
        /// Raw, semantic and component tiers with aliases up to `maxDepth` deep, four value
        /// families (colors, dimensions, typography, shadows), the built-in axes plus
        /// `extraAxes` two-context axes.
        case tiered(tokens: Int, maxDepth: Int, extraAxes: Int)
        /// `chains` alias chains of `length` tokens each (Style Dictionary's deep-chain fixture).
        case chains(chains: Int, length: Int)
        /// `axes` two-context axes, each changing its own `tokensPerAxis` tokens and nothing else.
        case isolatedAxes(axes: Int, tokensPerAxis: Int)
    }

    var shape: Shape
    var seed: UInt64 = 0x7E55E2A

    /// Number of tokens the shape produces.
    var tokenCount: Int {
        switch shape {
        case .tiered(let n, _, _): n
        case .chains(let c, let l): c * l
        case .isolatedAxes(let a, let t): a * t
        }
    }
}
