import ArgumentParser
import Tessera
import TesseraColor
import TesseraFormats

/// `tessera compile`: compile themes once and write them as a binary snapshot for renderers.
struct CompileCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Compile themes into a binary snapshot (.tsnap) that renderers load without parsing.",
        discussion: """
            Without files, compiles the bundled sample design system. The snapshot holds every
            mode of each theme (as grouped slabs, not the axis cross product), token paths and
            types, forbidden and absent status, and the colour profile. Load it with
            Snapshot(contentsOf:) in Swift or tessera_snapshot_open in C. The file is written
            atomically. The byte layout is documented in docs/snapshot-format.md.

            Examples:
              tessera compile -o design.tsnap
              tessera compile tokens/design.resolver.json --all-themes --profile display-p3 -o design.tsnap
            """)

    @OptionGroup var source: DesignSystemOptions

    @Flag(help: "Compile every theme of the design system (the first is the snapshot's default).")
    var allThemes = false

    @Option(
        help: ArgumentHelp("Store colors in this profile: \(ColorTarget.builtInNames.joined(separator: ", ")), or a path to an .icc file.", valueName: "name|path.icc"))
    var profile: String?

    @Option(help: "Colors outside the profile's gamut: clip (warn), map (CSS Color 4's gamut mapping, warn), keep (unbounded, warn) or error.")
    var gamut: GamutHandling = .clip

    @Option(name: .shortAndLong, help: "The snapshot file to write.")
    var output: String

    func execute(_ console: Console) throws(CLIFailure) {
        let read = source.load()
        let design = read.design
        var problems = read.diagnostics
        let chosen = try source.themes(of: design, all: allThemes)
        let graph = TokenGraph(design)
        // Never torn down: the process ends when this command does.
        ProcessLifetime.keep(read)
        ProcessLifetime.keep(graph)
        let target = profile ?? "srgb"
        let converter = try ProfileArgument.converter(target)
        var compiled: [ResolvedTheme] = []
        for t in chosen {
            let result = graph.compileKeepingGoing(t, options: CompileOptions(colorConverter: converter, gamut: gamut))
            problems += result.diagnostics
            compiled.append(result.theme)
        }
        let errors = console.reportAndSummarize(problems, perRule: source.maxDiagnostics, read: read)
        do {
            let bytes = try Snapshot.encode(compiled)
            try FileIO.writeAtomically(bytes, to: output)
            console.err("wrote \(output): \(compiled.count) theme(s), \(graph.count) tokens, \(bytes.count) bytes")
        } catch let error as SnapshotError {
            throw .input(error.message)
        } catch let error as FileError {
            throw .input(error.description)
        } catch {
            throw .input("\(error)")
        }
        // The snapshot holds every token that resolved; the errors decide the exit code.
        if errors > 0 { throw .diagnostics(count: errors) }
    }
}
