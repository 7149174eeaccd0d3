import ArgumentParser
import Tessera
import TesseraColor
import TesseraFormats

/// `tessera preview`: write one self-contained HTML sheet showing every chosen mode.
struct PreviewCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Write a self-contained HTML sheet of the design system in each mode.",
        discussion: """
            Per mode: color swatches grouped by token group (hex and profile values), contrast
            badges on declared pairs, type specimens, spacing and radius rulers, shadows, and a
            strip of buttons, a card, an input and badges from component tokens. No network and
            no scripts are needed to view it. Without files, previews the bundled sample.

            --modes takes "all" (the cross product), "axes" (the default mode and each single
            context change) or AXIS=CONTEXT[,AXIS=CONTEXT…] for one mode; repeat values for
            several. By default: all modes when there are at most 24, otherwise "axes".

            Example:
              tessera preview --theme ocean --modes colorScheme=light colorScheme=dark -o sheet.html
            """)

    @OptionGroup var source: DesignSystemOptions

    @Option(parsing: .upToNextOption, help: ArgumentHelp("Modes to show: all, axes, or AXIS=CONTEXT[,…] per mode.", valueName: "mode"))
    var modes: [String] = []

    @Option(help: ArgumentHelp("Wide profile for color(…) values beside the sRGB hex: display-p3 (default), rec2020, a98-rgb, or srgb for none.", valueName: "name"))
    var profile = "display-p3"

    @Option(
        help: ArgumentHelp(
            "The sRGB hex of colors outside sRGB (drawn where color() is not understood): map (CSS Color 4's gamut mapping, the default) or clip.",
            valueName: "map|clip"))
    var gamut: GamutHandling = .map

    @Option(name: .customLong("pairs"), help: ArgumentHelp("A contrast pairs file to badge as well. Repeatable.", valueName: "file.json"))
    var pairFiles: [String] = []

    @Option(name: .shortAndLong, help: "The HTML file to write (atomically).")
    var output: String

    @Flag(help: "Open every mode's section (for screenshots); by default only the first is open.")
    var expand = false

    func validate() throws {
        // keep and error say nothing about a hex: the sheet draws a hex for every color.
        guard gamut == .map || gamut == .clip else { throw ValidationError("--gamut takes map or clip for a preview, not \(gamut.rawValue)") }
    }

    func execute(_ console: Console) throws(CLIFailure) {
        let read = source.load()
        let design = read.design
        var problems = read.diagnostics
        let chosen = try source.themes(of: design)[0]
        let graph = TokenGraph(design)
        // Never torn down: the process ends when this command does.
        ProcessLifetime.keep(read)
        ProcessLifetime.keep(graph)
        func compile(_ name: String, gamut: GamutHandling = .keep) throws(CLIFailure) -> ResolvedTheme {
            let converter = try ProfileArgument.converter(name)
            // Unbounded sRGB keeps wide colors recognisable; the sheet clips them for the hex,
            // or takes the hex from the gamut-mapped `fallback`.
            let result = graph.compileKeepingGoing(chosen, options: CompileOptions(colorConverter: converter, gamut: gamut))
            problems += result.diagnostics.filter { $0.severity == .error && !problems.contains($0) }
            return result.theme
        }
        let srgb = try compile("srgb")
        let wide = profile == "srgb" ? nil : try compile(profile)
        let (pairs, pairProblems) = ContrastPairReader.pairs(in: graph, files: pairFiles)
        let errors = console.reportAndSummarize(problems + pairProblems, perRule: source.maxDiagnostics, read: read)
        let selected = try selectedModes(graph.axes)
        var sheet = PreviewSheet(srgb: srgb, wide: wide, modes: selected, pairs: pairs)
        sheet.expandAll = expand
        if gamut == .map { sheet.fallback = try compile("srgb", gamut: gamut) }
        let html = sheet.html()
        do throws(FileError) {
            try FileIO.writeAtomically(Array(html.utf8), to: output)
        } catch {
            throw .input(error.description)
        }
        console.err("wrote \(output): \(graph.count) tokens in \(selected.count) mode\(selected.count == 1 ? "" : "s"), \(html.utf8.count / 1024) KiB")
        // The sheet shows every token that resolved; the errors decide the exit code.
        if errors > 0 { throw .diagnostics(count: errors) }
    }

    /// The modes `--modes` names, in order, without repeats.
    func selectedModes(_ axes: AxisSystem) throws(CLIFailure) -> [Mode] {
        guard !modes.isEmpty else { return PreviewSheet.defaultModes(axes) }
        var out: [Mode] = []
        for spec in modes {
            let found: [Mode]
            switch spec {
            case "all": found = axes.allModes
            case "axes": found = PreviewSheet.defaultModes(axes, limit: 1)
            default:
                let selection = try ResolveCommand.parse(spec.split(separator: ",").map(String.init))
                do throws(Diagnostic) {
                    found = [try axes.mode(selection)]
                } catch {
                    throw .usage(error.kind.message)
                }
            }
            for m in found where !out.contains(m) { out.append(m) }
        }
        return out
    }
}
