import ArgumentParser
import TesseraSupport

/// Measures every suite and prints, saves or checks the results.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Measure look-up, compile and override latency (the default command).",
        discussion: """
            Prints a table with the performance budgets, or with --json one JSON object on standard \
            output (progress goes to standard error). With --baseline, exits 1 when a metric is \
            worse than the saved run beyond its tolerance: 3× for timings and ratios, exact for \
            allocation counts and bytes.
            """
    )

    @Flag(help: "Fewer repetitions: under a minute on two cores (release build).")
    var quick = false

    @Flag(help: "Print one JSON object on standard output instead of the table.")
    var json = false

    @Option(help: "Seed of the synthetic design systems and the random access sequence.")
    var seed: UInt64 = 0x7E55E2A

    @Option(name: .customLong("suite"), help: "Run only these suites (\(Suite.all.map(\.name).joined(separator: ", "))); repeatable.")
    var suites: [String] = []

    @Option(name: .customLong("save-baseline"), help: ArgumentHelp("Write the results as JSON to this file (atomically).", valueName: "file"))
    var saveBaseline: String?

    @Option(name: .customLong("baseline"), help: ArgumentHelp("Compare with a saved baseline; exit 1 on regression.", valueName: "file"))
    var baseline: String?

    @Flag(name: .shortAndLong, help: "No progress messages on standard error.")
    var silent = false

    func validate() throws {
        let known = Set(Suite.all.map(\.name))
        for s in suites where !known.contains(s) {
            throw ValidationError("unknown suite '\(s)'; valid: \(Suite.all.map(\.name).joined(separator: ", "))")
        }
    }

    func run() throws {
        // Read the baseline first, so a bad path fails before minutes of measuring.
        let saved = try baseline.map { path throws(ToolError) in try Baseline(path: path) }
        let selected = suites.isEmpty ? Suite.all : Suite.all.filter { suites.contains($0.name) }
        let silent = self.silent
        var bench = Bench(settings: .init(quick: quick, seed: seed)) { message in
            if !silent { Self.printError("tokenbench: \(message)") }
        }
        let machine = MachineInfo.current()
        bench.results.info = [
            ("tool", "tokenbench"),
            ("run", quick ? "quick" : "full"),
            ("seed", String(seed)),
            ("cpu_model", machine.cpuModel),
            ("cores", String(machine.cores)),
            ("build_configuration", machine.configuration),
        ]
        if machine.configuration == "debug" { bench.log("warning: debug build; numbers are not comparable with the budgets") }
        let clock = ContinuousClock()
        let started = clock.now
        for suite in selected { try suite.measure(&bench) }
        bench.log("done in \(Report.format((clock.now - started).nanoseconds / 1e9)) s")

        let results = bench.results
        let metrics = selected.flatMap(\.metrics)
        print(json ? Report.json(results) : Report.table(results, metrics: metrics), terminator: "")
        if let path = saveBaseline {
            try TextFile.writeAtomically(Report.json(results), to: path)
            bench.log("saved baseline \(path)")
        }
        if let saved {
            let rows = saved.compare(results, metrics: metrics)
            var text = saved.caveats(results).map { $0 + "\n" }.joined()
            text += "\nagainst baseline \(baseline ?? ""):\n" + Baseline.table(rows)
            let regressions = rows.filter(\.regressed)
            text += regressions.isEmpty ? "no regressions\n" : "\(regressions.count) regression(s): \(regressions.map(\.metric.key).joined(separator: ", "))\n"
            // Keep standard output one JSON object when --json is given.
            if json { Self.printError(text, terminator: "") } else { print(text, terminator: "") }
            if !regressions.isEmpty { throw ExitCode(1) }
        }
    }

    /// Writes to standard error with one `write(2)`, so progress lines do not interleave.
    static func printError(_ text: String, terminator: String = "\n") {
        let bytes = Array((text + terminator).utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            offset += n
        }
    }
}
