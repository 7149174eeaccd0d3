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
        maxIterations: 1_000,
        thresholds: gating
    )

    let inputs = Fixtures.hexStrings(count: 1_000)

    // 1,000 `Color(hex:)` parses of mixed #RGB, #RGBA, #RRGGBB and #RRGGBBAA per iteration.
    Benchmark("HexParsing.colorFromHex.1000") { benchmark in
        for _ in benchmark.scaledIterations {
            var sink = SIMD4<Float>.zero
            for s in inputs { sink += Color(hex: s)?.rgba ?? .zero }
            blackHole(sink)
        }
    }
}
