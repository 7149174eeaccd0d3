import ArgumentParser
import Tessera
import TesseraColor
import TesseraFormats

/// `tessera resolve`: resolve a design system in one mode and print every token.
struct ResolveCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Resolve the design system in one mode and print every token.",
        discussion: """
            Without files, resolves the bundled sample design system ("Lumen"). Files are one
            DTCG resolver document (its modifiers become the axes --input selects) or DTCG token
            files and folders, merged in order.
            JSON output is one object keyed by dot-joined token path, each value
            {"$type": T, "$value": V} in DTCG 2025.10 shape. Forbidden tokens are left out of
            the JSON and reported as warnings on standard error.

            Examples:
              tessera resolve --input colorScheme=dark
              tessera resolve --theme ocean --input contrast=high --format table
              tessera resolve --profile display-p3 --input colorScheme=dark
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, table
    }

    @OptionGroup var source: DesignSystemOptions

    @Option(
        name: .customLong("input"),
        help: ArgumentHelp("Select a context for an axis, as AXIS=CONTEXT. Repeat for several axes; unnamed axes take their default.", valueName: "axis=context"))
    var inputs: [String] = []

    @Option(help: "Output format.")
    var format: Format = .json

    @Option(
        help: ArgumentHelp("Emit colors in this profile: \(ColorTarget.builtInNames.joined(separator: ", ")), or a path to an .icc file.", valueName: "name|path.icc"))
    var profile: String?

    @Option(help: "Colors outside the profile's gamut: clip (warn), map (CSS Color 4's gamut mapping, warn), keep (unbounded, warn) or error.")
    var gamut: GamutHandling = .clip

    // Kept so scripts that pass it still run: every token that resolves is printed anyway.
    @Flag(help: .hidden)
    var keepGoing = false

    func execute(_ console: Console) throws(CLIFailure) {
        let selection = try parseInputs()
        let read = source.load()
        let (design, readProblems) = (read.design, read.diagnostics)
        let chosen = try source.themes(of: design)[0]
        let graph = TokenGraph(design)
        // Never torn down: the process ends when this command does.
        ProcessLifetime.keep(read)
        ProcessLifetime.keep(graph)
        let mode: Mode
        do throws(Diagnostic) {
            mode = try graph.axes.mode(selection)
        } catch {
            throw .usage(error.kind.message)
        }
        // Colors always go through lcms2 (sRGB unless --profile says otherwise), so files in any
        // DTCG color space resolve.
        var options = CompileOptions(gamut: gamut)
        let target = profile ?? "srgb"
        options.colorConverter = try ProfileArgument.converter(target)
        let result = graph.compileKeepingGoing(chosen, options: options)
        let all = readProblems + result.diagnostics
        let errors = console.reportAndSummarize(all.sortedByPosition(), perRule: source.maxDiagnostics, read: read)
        let table: ModeTable
        do throws(ModeError) {
            table = try result.theme.table(for: mode)
        } catch {
            throw .usage(error.description)
        }
        switch format {
        case .json:
            console.out(JSONWriter().string(ResolvedJSONExport(table: table).document().json) + "\n")
        case .table:
            console.out(ResolvedTableExport(table: table).text())
        }
        if errors > 0 { throw .diagnostics(count: errors) }
    }

    /// `AXIS=CONTEXT` pairs as a dictionary; a malformed or repeated axis is a usage error.
    func parseInputs() throws(CLIFailure) -> [String: String] { try Self.parse(inputs) }

    /// `AXIS=CONTEXT` pairs as a dictionary; a malformed or repeated axis is a usage error.
    static func parse(_ inputs: [String]) throws(CLIFailure) -> [String: String] {
        var out: [String: String] = [:]
        for input in inputs {
            let parts = input.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw .usage("--input expects AXIS=CONTEXT, got '\(input)'")
            }
            guard out.updateValue(String(parts[1]), forKey: String(parts[0])) == nil else {
                throw .usage("--input names axis '\(parts[0])' twice")
            }
        }
        return out
    }
}
