import Benchmark
import BenchmarkFixtures
import Tessera

// Gate on malloc counts, exactly; wall clock is reported and fails only past 3× (+200 %),
// because it varies by about 40 % between identical runs on the shared CI machine.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .tessera(timeUnits: .nanoseconds, maxIterations: 1_000)

    let fixture = Fixtures.tiered10k
    let sequence = Fixtures.randomSequence(fixture.colorHandles, count: 1 << 16)
    let mask = sequence.count - 1
    // Built once, outside every measured closure.
    let table = fixture.theme.defaultTable
    var byPath: [String: SIMD4<Float>] = [:]
    for h in fixture.colorHandles { byPath[fixture.colorPaths[Int(h.index)]] = table[h].rgba }
    let dictionary = byPath
    let keys = sequence.map { fixture.colorPaths[Int($0.index)] }

    // One typed-handle look-up per inner iteration, random access over 10k tokens.
    Benchmark("Lookup.typedHandle.random10k", configuration: .init(scalingFactor: .mega)) { benchmark in
        var sink = SIMD4<Float>.zero
        for i in benchmark.scaledIterations { sink += table[sequence[i & mask]].rgba }
        blackHole(sink)
    }

    // The baseline the look-up budget compares against: a dictionary keyed by token path.
    Benchmark("Lookup.dictionaryByPath.random10k", configuration: .init(scalingFactor: .kilo)) { benchmark in
        var sink = SIMD4<Float>.zero
        for i in benchmark.scaledIterations { sink += dictionary[keys[i & mask]] ?? .zero }
        blackHole(sink)
    }

    // Selecting a mode gathers one dense column per type: O(tokens), a fixed number of arrays.
    Benchmark("Lookup.selectMode.10k") { benchmark in
        let theme = fixture.theme
        let mode = theme.axes.defaultMode
        for _ in benchmark.scaledIterations { blackHole(try? theme.table(for: mode)) }
    }
}
