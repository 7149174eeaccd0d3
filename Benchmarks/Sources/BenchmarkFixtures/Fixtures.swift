import Tessera
import TesseraSupport

// The generator sources beside this file are symbolic links into Sources/tokenbench, so the
// package-benchmark suites and tokenbench measure the very same synthetic systems. SplitMix64
// comes from TesseraSupport, which Tessera depends on.

/// Synthetic design systems for the package-benchmark suites, built once per process.
public enum Fixtures {
    /// A compiled synthetic theme with what the suites read from it.
    public struct Compiled: Sendable {
        public let graph: TokenGraph
        public let theme: ResolvedTheme
        /// Every color handle, in declaration order.
        public let colorHandles: [Token<TokenColor>]
        /// The path of each color handle, by handle index.
        public let colorPaths: [String]
        /// A raw color that about 1 % of the tokens reach.
        public let hub: TokenPath?
    }

    /// The seed every fixture uses; tokenbench uses the same default.
    public static let seed: UInt64 = 0x7E55E2A

    /// 10k tokens, built-in axes, alias depth ≤ 5: the reference system of the performance budgets.
    public static let tiered10k = compile(SystemSpec(shape: .tiered(tokens: 10_000, maxDepth: 5, extraAxes: 0), seed: seed))
    /// 300 alias chains of 100 tokens.
    public static let chains300x100 = compile(SystemSpec(shape: .chains(chains: 300, length: 100), seed: seed))
    /// 40 two-context axes, each changing its own 100 tokens.
    public static let axes40x100 = compile(SystemSpec(shape: .isolatedAxes(axes: 40, tokensPerAxis: 100), seed: seed))

    /// `count` handles drawn at random (deterministically) from `handles`.
    public static func randomSequence(_ handles: [Token<TokenColor>], count: Int) -> [Token<TokenColor>] {
        var rng = SplitMix64(seed: seed ^ 0x1007_C0DE)
        return (0..<count).map { _ in handles[rng.below(handles.count)] }
    }

    /// `count` sRGB hex strings of random lengths (3, 4, 6 and 8 digits).
    public static func hexStrings(count: Int) -> [String] {
        var rng = SplitMix64(seed: seed ^ 0x4E7)
        let digits = Array("0123456789abcdefABCDEF")
        return (0..<count).map { _ in
            let length = [3, 4, 6, 8][rng.below(4)]
            return "#" + String((0..<length).map { _ in digits[rng.below(digits.count)] })
        }
    }

    private static func compile(_ spec: SystemSpec) -> Compiled {
        let synthetic = SyntheticSystem.generate(spec)
        let graph = TokenGraph(synthetic.system)
        let result = graph.compileKeepingGoing(Theme(name: "bench"))
        // A fixture that does not compile is a bug in the generator, not an input error.
        precondition(!result.hasErrors, "synthetic system does not compile: \(result.diagnostics.first!)")
        let handles = synthetic.colorPaths.map { graph.token($0, as: TokenColor.self)! }
        var paths = [String](repeating: "", count: handles.count)
        for (h, p) in zip(handles, synthetic.colorPaths) { paths[Int(h.index)] = p.rawValue }
        return Compiled(graph: graph, theme: result.theme, colorHandles: handles, colorPaths: paths, hub: synthetic.hub)
    }
}
