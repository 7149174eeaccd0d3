import ArgumentParser
import Tessera

/// Builds one synthetic design system at any scale and reports its shape and compile cost.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate a synthetic design system from a seed and time its graph and compile."
    )

    enum ShapeName: String, ExpressibleByArgument, CaseIterable {
        case tiered, chains, axes
    }

    @Option(help: "tiered (raw/semantic/component), chains (alias chains), or axes (isolated two-context axes).")
    var shape: ShapeName = .tiered

    @Option(help: "Tokens (tiered); for chains, tokens per chain × chains; for axes, tokens per axis × axes.")
    var tokens = 10_000

    @Option(help: "Maximum alias depth (tiered), or the chain length (chains).")
    var depth = 5

    @Option(name: .customLong("extra-axes"), help: "Two-context axes beyond the built-in four (tiered, axes).")
    var extraAxes = 0

    @Option(help: "Seed; the same seed always yields the same system.")
    var seed: UInt64 = 0x7E55E2A

    @Option(help: "Timed repetitions (medians are reported).")
    var repetitions = 5

    func validate() throws {
        guard tokens > 0, depth > 0, extraAxes >= 0, repetitions > 0 else { throw ValidationError("tokens, depth and repetitions must be positive") }
        guard extraAxes + ModeAxis.builtIn.count <= 64 else { throw ValidationError("at most \(64 - ModeAxis.builtIn.count) extra axes") }
    }

    func run() throws {
        let spec: SystemSpec
        switch shape {
        case .tiered: spec = SystemSpec(shape: .tiered(tokens: tokens, maxDepth: depth, extraAxes: extraAxes), seed: seed)
        case .chains: spec = SystemSpec(shape: .chains(chains: max(1, tokens / depth), length: depth), seed: seed)
        case .axes: spec = SystemSpec(shape: .isolatedAxes(axes: max(1, extraAxes), tokensPerAxis: max(1, tokens / max(1, extraAxes))), seed: seed)
        }
        let synthetic = SyntheticSystem.generate(spec)
        let c = synthetic.census
        let graphMs = Stopwatch.milliseconds(repetitions: repetitions) { blackHole(TokenGraph(synthetic.system)) }
        let graph = TokenGraph(synthetic.system)
        let result = graph.compileKeepingGoing(Theme(name: "generated"))
        let compileMs = Stopwatch.milliseconds(repetitions: repetitions) { blackHole(graph.compileKeepingGoing(Theme(name: "generated"))) }
        let stats = result.theme.statistics
        let errors = result.diagnostics.filter { $0.severity == .error }
        let rows: [[String]] = [
            ["tokens", "\(synthetic.system.tokens.count)", "raw \(c.raw), semantic \(c.semantic), component \(c.component)"],
            ["families", "", "colors \(c.colors), dimensions \(c.dimensions), typography \(c.typography), shadows \(c.shadows)"],
            ["axes", "\(synthetic.system.axes.count)", synthetic.system.axes.map(\.name).joined(separator: ", ")],
            ["varying tokens", "\(c.conditional)", "tokens with more than one definition"],
            ["max alias depth", "\(c.maxDepth)", ""],
            ["groups", "\(stats.groups)", "(type, axis set) slabs"],
            ["color cells", "\(stats.colorCells)", "\(Report.format(stats.bytesPerColorValue)) B per color value"],
            ["hub", "\(synthetic.hubDependents)", synthetic.hub.map { "dependents of \($0)" } ?? "none"],
            ["graph", "\(Report.format(graphMs)) ms", "TokenGraph(_:), median of \(repetitions)"],
            ["compile", "\(Report.format(compileMs)) ms", "graph.compileKeepingGoing(_:), median of \(repetitions)"],
            ["errors", "\(errors.count)", errors.first.map { "first: \($0)" } ?? ""],
        ]
        print(Report.align(rows), terminator: "")
        if !errors.isEmpty { throw ExitCode(1) }
    }
}
