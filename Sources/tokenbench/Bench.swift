import Tessera

/// The state of one run: settings, results so far and fixtures shared between suites.
struct Bench: Sendable {
    /// How long to measure.
    struct Settings: Sendable {
        var quick: Bool
        var seed: UInt64

        /// Repetitions for a measurement that takes about `cost` (a larger cost, fewer repetitions).
        func repetitions(_ cost: Cost) -> Int {
            switch cost {
            case .tiny: quick ? 31 : 101
            case .small: quick ? 11 : 31
            case .large: quick ? 5 : 15
            }
        }

        /// Look-ups per timed repetition: the same in both modes, so the handle sequence (4 MiB)
        /// has the same cache footprint and quick and full runs compare.
        var lookups: Int { 1 << 20 }
    }

    enum Cost { case tiny, small, large }

    /// A compiled synthetic theme and what produced it.
    struct Fixture: Sendable {
        var synthetic: SyntheticSystem
        var graph: TokenGraph
        var theme: ResolvedTheme
    }

    var settings: Settings
    var results = Results()
    /// Where progress goes (standard error), so `--json` keeps standard output clean.
    var log: @Sendable (String) -> Void

    /// The tiered 10k-token theme with the built-in axes, alias depth ≤ 5.
    private(set) var tiered10k: Fixture?

    init(settings: Settings, log: @escaping @Sendable (String) -> Void) {
        self.settings = settings
        self.log = log
    }

    /// The spec of the 10k reference system: built-in axes, depth ≤ 5.
    func tieredSpec(tokens: Int) -> SystemSpec {
        SystemSpec(shape: .tiered(tokens: tokens, maxDepth: 5, extraAxes: 0), seed: settings.seed)
    }

    /// The shared 10k fixture, built on first use.
    mutating func reference() throws(ToolError) -> Fixture {
        if let f = tiered10k { return f }
        let f = try Self.compile(tieredSpec(tokens: 10_000))
        tiered10k = f
        return f
    }

    /// Generates and compiles `spec`, failing if the generator produced a system with errors.
    ///
    /// On one thread: callgrind counts the instructions of the workloads that build fixtures,
    /// and a second thread's waits would make the count differ from run to run.
    static func compile(_ spec: SystemSpec) throws(ToolError) -> Fixture {
        let synthetic = SyntheticSystem.generate(spec)
        let graph = TokenGraph(synthetic.system)
        var options = CompileOptions()
        options.singleThreaded = true
        let result = CountedCompile.compileKeepingGoing(graph, Theme(name: "bench"), options: options)
        if let error = result.diagnostics.first(where: { $0.severity == .error }) {
            throw ToolError("the synthetic system does not compile (\(result.diagnostics.count) diagnostics): \(error)")
        }
        return Fixture(synthetic: synthetic, graph: graph, theme: result.theme)
    }
}
