import ArgumentParser

/// The latency guard: measures Tessera on synthetic design systems and compares against baselines.
struct TokenBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokenbench",
        abstract: "Measure Tessera's look-up, compile and override latency on synthetic design systems.",
        discussion: """
            Every timing is the median of several repetitions after a warm-up, printed beside its \
            budget; baselines compare ratios where the run has a reference (the array floor, \
            the 10k compile) so that a noisy shared machine does not fail the check.
            """,
        subcommands: [RunCommand.self, GenerateCommand.self, CountAllocationsCommand.self, WorkloadCommand.self],
        defaultSubcommand: RunCommand.self
    )
}
