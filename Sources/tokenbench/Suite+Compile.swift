import Tessera
import TokenBenchC

extension Suite {
    /// Graph construction and full compiles of the budgeted fixtures (10k and 100k tiered, 300 chains of 100, 40 axes).
    static let compile = Suite(
        name: "compile",
        metrics: [
            Metric(key: "graph_10k_ms", title: "TokenGraph(_:) of 10k tokens", unit: .milliseconds, tolerance: .factor(3)),
            Metric(key: "compile_10k_ms", title: "compile 10k tokens, built-in axes, depth ≤ 5", unit: .milliseconds, tolerance: .factor(3), budget: .atMost(20)),
            Metric(key: "graph_100k_ms", title: "TokenGraph(_:) of 100k tokens", unit: .milliseconds, tolerance: .factor(3)),
            Metric(key: "compile_100k_ms", title: "compile 100k tokens", unit: .milliseconds, tolerance: .factor(3)),
            Metric(key: "retained_bytes_100k", title: "heap bytes a compiled 100k theme retains beyond its graph", unit: .bytes, tolerance: .factor(1.25)),
            Metric(key: "compile_100k_over_10k", title: "compile 100k ÷ compile 10k (linear: 10)", unit: .ratio, tolerance: .factor(3), budget: .atMost(10)),
            Metric(key: "compile_10k_one_thread_ms", title: "compile 10k tokens on one thread", unit: .milliseconds, tolerance: .factor(3)),
            Metric(key: "compile_100k_one_thread_ms", title: "compile 100k tokens on one thread", unit: .milliseconds, tolerance: .factor(3)),
            Metric(key: "compile_100k_over_10k_one_thread", title: "the same ratio on one thread", unit: .ratio, tolerance: .factor(3)),
            Metric(key: "compile_chain100_30k_ms", title: "compile 30k tokens in 300 chains of 100", unit: .milliseconds, tolerance: .factor(3), budget: .atMost(15)),
            Metric(key: "compile_axes40_ms", title: "compile 40 two-context axes × 100 own tokens", unit: .milliseconds, tolerance: .factor(3), budget: .atMost(50)),
        ],
        measure: measureCompiles
    )

    private static func measureCompiles(_ bench: inout Bench) throws(ToolError) {
        let settings = bench.settings
        let reference = try bench.reference()
        bench.log("compile: 10k (\(reference.theme.statistics.groups) groups)")
        bench.results["graph_10k_ms"] = Stopwatch.milliseconds(repetitions: settings.repetitions(.small)) { blackHole(TokenGraph(reference.synthetic.system)) }

        bench.log("compile: 100k")
        let large = try Bench.compile(bench.tieredSpec(tokens: 100_000))
        bench.results["graph_100k_ms"] = Stopwatch.milliseconds(repetitions: settings.repetitions(.large)) { blackHole(TokenGraph(large.synthetic.system)) }
        // In turns, two 10k compiles per 100k compile: the 10k compile alone moved between 2.1
        // and 3.8 ms with the machine's load, and the ratio of the two with it. Both sizes
        // evaluate on two threads; the same compiles on one thread show the ratio without them.
        let theme = Theme(name: "bench")
        var oneThread = CompileOptions()
        oneThread.singleThreaded = true
        let turns = Stopwatch.interleavedMilliseconds(
            rounds: settings.repetitions(.large),
            [
                (repetitions: 2, body: { reference.graph.compileKeepingGoing(theme) }),
                (repetitions: 1, body: { large.graph.compileKeepingGoing(theme) }),
                (repetitions: 2, body: { reference.graph.compileKeepingGoing(theme, options: oneThread) }),
                (repetitions: 1, body: { large.graph.compileKeepingGoing(theme, options: oneThread) }),
            ])
        bench.results["compile_10k_ms"] = turns[0]
        bench.results["compile_100k_ms"] = turns[1]
        bench.results["compile_100k_over_10k"] = turns[1] / turns[0]
        bench.results["compile_10k_one_thread_ms"] = turns[2]
        bench.results["compile_100k_one_thread_ms"] = turns[3]
        bench.results["compile_100k_over_10k_one_thread"] = turns[3] / turns[2]
        bench.results["retained_bytes_100k"] = Double(retainedBytes(large.graph))

        bench.log("compile: 300 chains of 100")
        let chains = try Bench.compile(SystemSpec(shape: .chains(chains: 300, length: 100), seed: settings.seed))
        bench.results["compile_chain100_30k_ms"] = timeCompile(chains.graph, repetitions: settings.repetitions(.small))

        bench.log("compile: 40 isolated axes")
        let axes = try Bench.compile(SystemSpec(shape: .isolatedAxes(axes: 40, tokensPerAxis: 100), seed: settings.seed))
        bench.results["compile_axes40_ms"] = timeCompile(axes.graph, repetitions: settings.repetitions(.small))
    }

    /// Median milliseconds of `graph.compileKeepingGoing(_:)` of the base theme (graph construction excluded).
    private static func timeCompile(_ graph: TokenGraph, repetitions: Int) -> Double {
        let theme = Theme(name: "bench")
        return Stopwatch.milliseconds(repetitions: repetitions) { blackHole(graph.compileKeepingGoing(theme)) }
    }
}

extension Suite {
    /// Heap bytes a compiled base theme keeps alive beyond its graph: glibc's bytes in use
    /// (`mallinfo2`, through TokenBenchC: arena blocks plus mmapped blocks) while the theme is held, minus before the
    /// compile. The compile result's diagnostics are dropped first, as a caller keeping only the
    /// theme would; chunk headers count, so this is what the process pays, not a capacity sum.
    fileprivate static func retainedBytes(_ graph: TokenGraph) -> Int {
        func inUse() -> Int { tokenbench_c_heap_in_use() }
        let before = inUse()
        let theme = graph.compileKeepingGoing(Theme(name: "bench")).theme
        let after = inUse()
        blackHole(theme)
        return after - before
    }
}
