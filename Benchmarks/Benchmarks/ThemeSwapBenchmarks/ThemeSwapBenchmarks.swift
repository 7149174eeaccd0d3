import Benchmark
import BenchmarkFixtures
import Synchronization
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
        timeUnits: .nanoseconds,
        maxDuration: .seconds(2),
        maxIterations: 200,
        thresholds: gating
    )

    let light = Fixtures.tiered10k.theme
    // A second theme from the same graph, as a brand switch or hot reload would produce.
    let hub = Fixtures.tiered10k.hub ?? TokenPath("")
    let brand = (try? light.overriding(OverrideLayer("brand", [Override(hub, .color(Color(red: 0.9, green: 0.2, blue: 0.1)))]))) ?? light
    let handles = Fixtures.randomSequence(Fixtures.tiered10k.colorHandles, count: 1 << 10)

    // 1,000 swaps while two reader threads keep taking the current theme and reading from a
    // mode table. Tables are selected before the swaps: a renderer selects once per theme change,
    // and this suite measures the swap and the readers' access to the holder, not the gather.
    Benchmark("ThemeSwap.twoConcurrentReaders", configuration: .init(scalingFactor: .kilo)) { benchmark in
        let holder = ThemeHolder(light)
        let tables = [light.table(for: light.axes.defaultMode), brand.table(for: brand.axes.defaultMode)]
        let stop = Atomic<Bool>(false)
        let readers = (0..<2).map { _ in
            ReaderThread {
                var sink = SIMD4<Float>.zero
                var reads = 0
                while !stop.load(ordering: .relaxed) {
                    let theme = holder.current
                    let table = tables[theme.theme.layers.isEmpty ? 0 : 1]
                    sink += table[handles[reads & (handles.count - 1)]].rgba
                    reads += 1
                }
                blackHole(sink)
            }
        }
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations { holder.swap(to: i & 1 == 0 ? brand : light) }
        benchmark.stopMeasurement()
        stop.store(true, ordering: .relaxed)
        for r in readers { r.join() }
    }
}
