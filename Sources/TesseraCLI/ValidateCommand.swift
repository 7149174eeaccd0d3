import ArgumentParser
import Tessera
import TesseraColor
import TesseraFormats

/// `tessera validate`: check token files and report every problem, compiler-style.
struct ValidateCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check DTCG token files or a resolver document and report every problem.",
        discussion: """
            Diagnostics go to standard error, one per line: file:line:column: severity[rule]: message.
            When one rule fires often, the first few are printed and the rest counted (--max-diagnostics).
            --strict judges the files exactly by DTCG 2025.10: what the specification forbids is an
            error; quality checks (out-of-gamut colors, contrast) keep their severity.
            --warnings-as-errors also fails on any warning.
            Tokens left out of the output are summed up in one error, by reason.
            Exit codes: 0 valid (warnings allowed), 1 any error, 2 usage errors.
            """)

    @OptionGroup var source: DesignSystemOptions

    @Flag(help: "Also check the declared contrast pairs in every theme and mode (see `tessera contrast`).")
    var contrast = false

    @Flag(help: "Fail on warnings too (out-of-gamut colors, unused modifiers, every deviation the default mode reads).")
    var warningsAsErrors = false

    func execute(_ console: Console) throws(CLIFailure) {
        guard !source.files.isEmpty || !source.contexts.isEmpty else { throw .usage("validate needs at least one file or folder") }
        let read = source.load()
        let (design, readProblems) = (read.design, read.diagnostics)
        let graph = TokenGraph(design)
        // Never torn down: the process ends when this command does.
        ProcessLifetime.keep(read)
        ProcessLifetime.keep(graph)
        let srgb = try ProfileArgument.converter("srgb")
        // Every theme must compile (OUDS brands are themes) unless --theme names one; plain
        // files have one, "base".
        let themes = try source.themes(of: design, all: source.theme == nil)
        var all = readProblems + graph.diagnostics
        for theme in themes {
            // A compile repeats the graph's own diagnostics first; keep only what it adds.
            all += graph.compileKeepingGoing(theme, options: CompileOptions(colorConverter: srgb)).diagnostics.dropFirst(graph.diagnostics.count)
        }
        if contrast {
            let run = try ContrastCommand.check(design: design, themes: themes, pairFiles: [], options: ContrastOptions())
            let seen = Set(all)
            all += run.problems.filter { !seen.contains($0) } + run.reports.flatMap(\.diagnostics)
        }
        let errors = console.reportAndSummarize(all.sortedByPosition(), perRule: source.maxDiagnostics, read: read)
        let warnings = all.filter { $0.severity == .warning }.count
        console.err("\(graph.count) tokens, \(graph.axes.count) axes: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
        // --strict makes what DTCG forbids an error while reading; quality checks (gamut,
        // contrast) keep their severity unless --warnings-as-errors says otherwise.
        if errors > 0 || (warningsAsErrors && warnings > 0) { throw .diagnostics(count: errors + (warningsAsErrors ? warnings : 0)) }
    }
}
