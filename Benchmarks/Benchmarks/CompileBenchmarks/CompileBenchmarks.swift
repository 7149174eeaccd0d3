import Benchmark
import BenchmarkFixtures
import Tessera

// Gate on malloc counts, exactly; wall clock fails only past 3× (+200 %) on the noisy machine.
var gating: [BenchmarkMetric: BenchmarkThresholds] {
    [
        .mallocCountTotal: .init(relative: BenchmarkThresholds.Relative.strict, absolute: BenchmarkThresholds.Absolute.strict),
        .wallClock: .init(relative: [.p50: 200, .p90: 200]),
    ]
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .milliseconds,
        maxDuration: .seconds(3),
        maxIterations: 50,
        thresholds: gating
    )

    let cases: [(String, Fixtures.Compiled)] = [
        ("Compile.tiered10k", Fixtures.tiered10k),
        ("Compile.chains300x100", Fixtures.chains300x100),
        ("Compile.axes40x100", Fixtures.axes40x100),
    ]
    for (name, fixture) in cases {
        let graph = fixture.graph
        Benchmark(name) { benchmark in
            for _ in benchmark.scaledIterations { blackHole(graph.compile(Theme(name: "bench"))) }
        }
    }
}
