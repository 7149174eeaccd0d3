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
            Exit codes: 0 valid (warnings allowed), 1 any error (or any warning with --strict),
            2 usage errors.
            """)

    @Argument(help: "A DTCG resolver document, or token files merged in order.")
    var files: [String] = []

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    @Flag(help: "Let a resolver document's $ref files lie outside its directory.")
    var allowOutsideRoot = false

    @Flag(help: "Also check the declared contrast pairs in every theme and mode (see `tessera contrast`).")
    var contrast = false

    @Option(help: PresetHelp.text)
    var preset: DesignSystemFiles.Preset?

    func execute(_ console: Console) throws(CLIFailure) {
        guard !files.isEmpty else { throw .usage("validate needs at least one file") }
        let (design, readProblems) = DesignSystemFiles.load(files, preset: preset, allowOutsideRoot: allowOutsideRoot)
        let graph = TokenGraph(design)
        let srgb = ProfileColorConverting(profile: try ProfileArgument.load("srgb"), name: "srgb")
        // Every theme must compile (OUDS brands are themes); plain files have one, "base".
        let themes = design.themes.isEmpty ? [Theme(name: "base")] : design.themes
        var all = readProblems + graph.diagnostics
        for theme in themes {
            // A compile repeats the graph's own diagnostics first; keep only what it adds.
            all += graph.compile(theme, options: CompileOptions(colorConverter: srgb)).diagnostics.dropFirst(graph.diagnostics.count)
        }
        if contrast {
            let run = try ContrastCommand.check(design: design, themes: themes, pairFiles: [], options: ContrastOptions())
            let seen = Set(all)
            all += run.problems.filter { !seen.contains($0) } + run.reports.flatMap(\.diagnostics)
        }
        for d in all.sortedByPosition() { console.err(d.description) }
        let errors = all.filter { $0.severity == .error }.count
        let warnings = all.filter { $0.severity == .warning }.count
        console.err("\(graph.count) tokens, \(graph.axes.count) axes: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
        if errors > 0 || (strict && warnings > 0) { throw .diagnostics(count: errors + (strict ? warnings : 0)) }
    }
}
