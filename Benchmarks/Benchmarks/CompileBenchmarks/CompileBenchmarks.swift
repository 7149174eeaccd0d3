import Benchmark
import BenchmarkFixtures
import Tessera

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .tessera(timeUnits: .milliseconds, maxDuration: .seconds(3), maxIterations: 50)

    let cases: [(String, Fixtures.Compiled)] = [
        ("Compile.tiered10k", Fixtures.tiered10k),
        ("Compile.chains300x100", Fixtures.chains300x100),
        ("Compile.axes40x100", Fixtures.axes40x100),
    ]
    for (name, fixture) in cases {
        let graph = fixture.graph
        Benchmark(name) { benchmark in
            for _ in benchmark.scaledIterations { blackHole(graph.compileKeepingGoing(Theme(name: "bench"))) }
        }
    }
}
