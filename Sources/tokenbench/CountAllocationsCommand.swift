import ArgumentParser
import Tessera
import TesseraSupport

/// The child half of ``MallocTrace``: counts allocations of the typed look-up loop.
///
/// Hidden from `--help`; `run` starts it with the malloc tracer preloaded.
struct CountAllocationsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "count-allocations",
        abstract: "Count mallocs of the look-up loop (internal; run under the malloc tracer).",
        shouldDisplay: false
    )

    @Option var seed: UInt64
    @Option var lookups: Int
    @Argument var resultPath: String

    func run() throws {
        let fixture = try Bench.compile(SystemSpec(shape: .tiered(tokens: 10_000, maxDepth: 5, extraAxes: 0), seed: seed))
        let table = fixture.theme.defaultTable
        let handles = fixture.synthetic.colorPaths.compactMap { fixture.graph.token($0, as: TokenColor.self) }
        var rng = SplitMix64(seed: seed ^ 0x1007_C0DE)
        let sequence = (0..<lookups).map { _ in handles[rng.below(handles.count)] }
        blackHole(sumTable(table, sequence))
        // Calibration: 100 fresh arrays must show up, or the tracer is not active.
        let calibration = MallocTrace.window {
            for i in 0..<100 { blackHole([i, i + 1, i + 2]) }
        }
        let loop = MallocTrace.window { blackHole(sumTable(table, sequence)) }
        let text = "calibration \(calibration ?? -1)\nlookups \(loop ?? -1)\n"
        try TextFile.writeAtomically(text, to: resultPath)
    }
}
