import ArgumentParser
import Tessera
import TesseraColor
import TesseraFormats

/// `tessera contrast`: judge every declared color pair in every mode that changes it.
struct ContrastCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "contrast",
        abstract: "Check the contrast of declared color pairs (WCAG 2.x and APCA) in every mode.",
        discussion: """
            Pairs are declared on foreground tokens as $extensions.org.tessera.contrast
            ({"against": "{color.bg.surface}", "level": "AA", "apca": 60}) or in a pairs file
            (--pairs). Each pair is judged in every combination of the axes its two tokens depend
            on; translucent colors are composited first. Without files, checks the bundled sample.
            Failures go to standard error as file:line:column: error[contrast]: …
            Exit codes: 0 every pair passes, 1 any declared level fails, 2 usage errors.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case table, json
    }

    @OptionGroup var source: DesignSystemOptions

    @Flag(help: "Check every theme.")
    var allThemes = false

    @Option(help: "Output format for the full report on standard output.")
    var format: Format = .table

    @Option(name: .customLong("pairs"), help: ArgumentHelp("A pairs file to check as well. Repeatable.", valueName: "file.json"))
    var pairFiles: [String] = []

    @Flag(help: "In contrast=high, require one level more (AA → AAA, AA-large → AAA-large, UI → 4.5:1, APCA +15 Lc).")
    var highContrastStep = false

    func execute(_ console: Console) throws(CLIFailure) {
        let read = source.load()
        ProcessLifetime.keep(read)
        let design = read.design
        var problems = read.diagnostics
        let themes = try source.themes(of: design, all: allThemes)
        let run = try Self.check(design: design, themes: themes, pairFiles: pairFiles, options: ContrastOptions(raiseInHighContrast: highContrastStep))
        problems += run.problems
        let problemErrors = console.reportAndSummarize(problems, perRule: source.maxDiagnostics, read: read)
        let export = ContrastReportExport(reports: run.reports)
        switch format {
        case .table: console.out(export.table())
        case .json: console.out(JSONWriter().string(export.json()) + "\n")
        }
        let failures = run.reports.flatMap(\.diagnostics)
        for d in failures { console.err(d.description) }
        let s = export.summary
        console.err("\(s.pairs) pairs, \(s.checks) checks: \(s.failed) failed, \(s.problems) unjudged")
        let errors = failures.count + problemErrors
        if errors > 0 { throw .diagnostics(count: errors) }
    }

    /// Compiles each theme in sRGB and judges the declared pairs (token extensions and files).
    ///
    /// `problems` holds compile errors and unreadable pairs; compile warnings are `validate`'s.
    static func check(
        design: DesignSystem, themes: [Theme], pairFiles: [String], options: ContrastOptions
    ) throws(CLIFailure) -> (reports: [ContrastReport], problems: [Diagnostic]) {
        let graph = TokenGraph(design)
        // Never torn down: the process ends when the command does.
        ProcessLifetime.keep(graph)
        var (pairs, problems) = ContrastPairReader.pairs(in: graph, files: pairFiles)
        let srgb = try ProfileArgument.converter("srgb")
        var reports: [ContrastReport] = []
        for theme in themes {
            let compiled = graph.compileKeepingGoing(theme, options: CompileOptions(colorConverter: srgb))
            problems += compiled.diagnostics.filter { $0.severity == .error && !problems.contains($0) }
            reports.append(compiled.theme.checkContrast(pairs, options: options))
        }
        return (reports, problems)
    }
}
