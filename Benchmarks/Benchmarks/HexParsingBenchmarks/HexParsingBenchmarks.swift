import Benchmark
import BenchmarkFixtures
import Tessera

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .tessera(timeUnits: .microseconds, maxIterations: 1_000)

    let inputs = Fixtures.hexStrings(count: 1_000)

    // 1,000 `TokenColor(hex:)` parses of mixed #RGB, #RGBA, #RRGGBB and #RRGGBBAA per iteration.
    Benchmark("HexParsing.colorFromHex.1000") { benchmark in
        for _ in benchmark.scaledIterations {
            var sink = SIMD4<Float>.zero
            for s in inputs { sink += TokenColor(hex: s)?.rgba ?? .zero }
            blackHole(sink)
        }
    }
}
