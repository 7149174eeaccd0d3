import Benchmark
import BenchmarkFixtures
import Synchronization
import Tessera

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .tessera(timeUnits: .nanoseconds, maxIterations: 200)

    let light = Fixtures.tiered10k.theme
    // A second theme from the same graph, as a brand switch or hot reload would produce.
    let hub = Fixtures.tiered10k.hub ?? TokenPath("")
    let brand = (try? light.overriding(OverrideLayer("brand", [Override(hub, .color(TokenColor(red: 0.9, green: 0.2, blue: 0.1)))]))) ?? light
    let handles = Fixtures.randomSequence(Fixtures.tiered10k.colorHandles, count: 1 << 10)

    // 1,000 swaps while two reader threads keep taking the current theme and reading from a
    // mode table. Tables are selected before the swaps: a renderer selects once per theme change,
    // and this suite measures the swap and the readers' access to the holder, not the gather.
    Benchmark("ThemeSwap.twoConcurrentReaders", configuration: .init(scalingFactor: .kilo)) { benchmark in
        let holder = ThemeHolder(light)
        let tables = [light.defaultTable, brand.defaultTable]
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
