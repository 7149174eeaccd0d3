import Benchmark
import BenchmarkFixtures
import Tessera

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .tessera(timeUnits: .microseconds, maxIterations: 500)

    let fixture = Fixtures.tiered10k

    // One raw color that about 1 % of the theme reaches, overridden on the compiled theme.
    Benchmark("Override.oneRawColor.10k") { benchmark in
        guard let hub = fixture.hub else { return }
        let layer = OverrideLayer("bench", [Override(hub, .color(TokenColor(red: 0.07, green: 0.63, blue: 0.31)))])
        for _ in benchmark.scaledIterations { blackHole(try? fixture.theme.overriding(layer)) }
    }
}
