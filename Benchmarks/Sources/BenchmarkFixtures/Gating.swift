import Benchmark

extension Benchmark.Configuration {
    /// Tessera's benchmark configuration: wall clock and malloc counts only (this VM has no
    /// hardware counters, and the ARC metrics crash), gated on malloc counts exactly while wall
    /// clock fails only past 3× (+200 %), since it varies by about 40 % between identical runs.
    public static func tessera(timeUnits: BenchmarkTimeUnits, maxDuration: Duration = .seconds(2), maxIterations: Int) -> Benchmark.Configuration {
        .init(
            metrics: [.wallClock, .mallocCountTotal],
            timeUnits: timeUnits,
            maxDuration: maxDuration,
            maxIterations: maxIterations,
            thresholds: [
                .mallocCountTotal: .init(relative: BenchmarkThresholds.Relative.strict, absolute: BenchmarkThresholds.Absolute.strict),
                .wallClock: .init(relative: [.p50: 200, .p90: 200]),
            ]
        )
    }
}
