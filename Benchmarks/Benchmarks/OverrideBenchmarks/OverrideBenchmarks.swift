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
        timeUnits: .microseconds,
        maxDuration: .seconds(2),
        maxIterations: 500,
        thresholds: gating
    )

    let fixture = Fixtures.tiered10k

    // One raw color that about 1 % of the theme reaches, overridden on the compiled theme.
    Benchmark("Override.oneRawColor.10k") { benchmark in
        guard let hub = fixture.hub else { return }
        let layer = OverrideLayer("bench", [Override(hub, .color(Color(red: 0.07, green: 0.63, blue: 0.31)))])
        for _ in benchmark.scaledIterations { blackHole(try? fixture.theme.overriding(layer)) }
    }
}
