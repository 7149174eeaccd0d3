import ArgumentParser
import Tessera
import TesseraColor
import TesseraFormats

/// `tessera export`: write a design system as resolved DTCG JSON, CSS custom properties or Swift.
struct ExportCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export a design system as resolved DTCG JSON, CSS custom properties or Swift handles.",
        discussion: """
            dtcg: the resolved tokens of one mode as a nested DTCG document, or with --all-contexts
                  a resolver document (the default mode as a set, one modifier per axis).
            css:  :root with the default mode; rules for what changes, selected by the attribute
                  data-<axis>="<context>" on <html> or, without it, by media queries
                  read from the context names of any axis (dark, light: prefers-color-scheme;
                  *-hc, more, high-contrast, or high on a contrast axis: prefers-contrast: more;
                  so theme=dark-hc is dark and more contrast) and --media mappings; with --profile,
                  colors again in that space inside @supports, the sRGB values staying as fallback.
                  A color outside sRGB (or the profile) is gamut-mapped as CSS Color 4 maps, as a
                  browser would show it (--gamut clip for the per-channel clip); each is warned about.
            swift: a namespace of typed handles (Token<TokenColor>…) with a manifest check.
            dtcg-source: the design system itself (aliases, conditions, tiers, themes) as a resolver
                  document and token files in the directory -o names.
            resolver: the DTCG resolver document the token files and --context files stand for
                  (one set of the files, one modifier per axis), referencing them by path
                  relative to -o's directory (or the working directory), to commit beside them.
            Without files, exports the bundled sample (read only then). Output is written
            atomically with -o. A token that fails is left out and named in one left-out error;
            every token that resolves is written, and the exit code is then 1.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case dtcg, css, swift
        case dtcgSource = "dtcg-source"
        case resolver
    }

    @OptionGroup var source: DesignSystemOptions

    @Option(help: "Output format: dtcg, css, swift, dtcg-source or resolver.")
    var format: Format

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String?

    @Option(name: .customLong("input"), help: ArgumentHelp("Select a context, as AXIS=CONTEXT (dtcg without --all-contexts).", valueName: "axis=context"))
    var inputs: [String] = []

    @Flag(help: "dtcg: export every context as a resolver document instead of one mode.")
    var allContexts = false

    @Option(help: "Colors in this profile (dtcg, css): srgb, display-p3, rec2020, … or an .icc path.")
    var profile: String?

    @Option(help: "css: the URL (relative to the style sheet, or absolute) that @color-profile loads an .icc --profile from (default: its file name).")
    var profileURL: String?

    @Option(
        help: ArgumentHelp(
            "Colors outside sRGB or the profile (dtcg, css): map (CSS Color 4's gamut mapping; the default for css, whose sRGB fallback then shows what a browser would), clip (the default for dtcg), keep or error. Each is warned about.",
            valueName: "map|clip|keep|error"))
    var gamut: GamutHandling?

    @Option(
        name: .customLong("media"),
        help: ArgumentHelp(
            "css: select CONTEXT of AXIS by a media condition, as AXIS=CONTEXT:(condition); replaces the mapping read from the context's name.",
            valueName: "axis=context:(condition)"))
    var mediaMappings: [String] = []

    @Option(help: "swift: the name of the generated namespace (default: Tokens).")
    var namespace: String?

    // Kept so scripts that pass it still run: every token that resolves is written anyway.
    @Flag(help: .hidden)
    var keepGoing = false

    /// The options given that the chosen format does not read: each is warned about, not silently dropped.
    var inapplicableOptions: [String] {
        var out: [String] = []
        if profile != nil, format == .swift || format == .dtcgSource || format == .resolver { out.append("--profile") }
        if gamut != nil, format == .swift || format == .dtcgSource || format == .resolver { out.append("--gamut") }
        if !inputs.isEmpty, format != .dtcg || allContexts { out.append("--input") }
        if allContexts, format != .dtcg { out.append("--all-contexts") }
        if namespace != nil, format != .swift { out.append("--namespace") }
        if source.theme != nil, format == .swift || format == .dtcgSource || format == .resolver { out.append("--theme") }
        return out
    }

    func execute(_ console: Console) throws(CLIFailure) {
        let shape = "--format \(format.rawValue)" + (allContexts && format == .dtcg ? " --all-contexts" : "")
        for option in inapplicableOptions { console.err("warning: \(option) does not apply to \(shape); ignored") }
        let read = source.load()
        let design = read.design
        var problems = read.diagnostics
        let graph = TokenGraph(design)
        // Never torn down: the process ends when this command does.
        ProcessLifetime.keep(read)
        ProcessLifetime.keep(graph)
        let chosen = try source.themes(of: design)[0]
        // A second compile (another profile) repeats the graph's diagnostics and every warning
        // that does not depend on the profile: print each once.
        var seen = Set(problems)
        func compile(_ profileName: String) throws(CLIFailure) -> ResolvedTheme {
            let converter = try ProfileArgument.converter(profileName, url: profileURL)
            let result = graph.compileKeepingGoing(chosen, options: CompileOptions(colorConverter: converter, gamut: gamut ?? (format == .css ? .map : .clip)))
            for d in result.diagnostics where seen.insert(d).inserted { problems.append(d) }
            return result.theme
        }
        let srgb = try compile("srgb")
        // CSS writes a profile it cannot name (rec2020-oetf) as the same colors in a space it can.
        var compileWith = profile
        let cssTarget = format == .css ? profile.flatMap { ColorTarget.named($0) } : nil
        if let cssTarget, cssTarget.css == nil, let substitute = cssTarget.cssSubstitute {
            console.err("note: \(cssTarget.name) is not a CSS color space: colors are written in CSS \(substitute) (the same primaries and white, in CSS's encoding)")
            compileWith = substitute
        }
        var declaresProfile = false
        if case .profile? = cssTarget?.css { declaresProfile = true }
        if profileURL != nil, !declaresProfile { console.err("warning: --profile-url applies only to --format css with an .icc --profile; ignored") }
        if !mediaMappings.isEmpty, format != .css { console.err("warning: --media applies only to --format css; ignored") }
        let target = try compileWith.map { (p) throws(CLIFailure) in p == "srgb" ? srgb : try compile(p) }
        let errors = console.reportAndSummarize(problems.sortedByPosition(), perRule: source.maxDiagnostics, read: read)
        // The output is written whatever failed; the errors then decide the exit code.
        func write() throws(CLIFailure) {
            if format == .dtcgSource {
                guard let output else { throw .usage("--format dtcg-source writes several files: give a directory with -o") }
                let name = design.name.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "-" }
                for file in DTCGSourceExport(system: design).files(name: name.isEmpty ? "tokens" : name) {
                    let path = output + "/" + file.path
                    let directory = String(path[..<path.lastIndex(of: "/")!])
                    do throws(FileError) {
                        try FileIO.makeDirectories(directory)
                        try FileIO.writeAtomically(Array((JSONWriter().string(file.json) + "\n").utf8), to: path)
                    } catch {
                        throw .input(error.description)
                    }
                }
                return
            }
            let text: String
            switch format {
            case .dtcg:
                let resolved = target ?? srgb
                if allContexts {
                    text = JSONWriter().string(DTCGExport.resolverDocument(resolved)) + "\n"
                } else {
                    let mode: Mode
                    let selection = try ResolveCommand.parse(inputs)
                    do throws(Diagnostic) {
                        mode = try resolved.mode(selection)
                    } catch {
                        throw .usage(error.kind.message)
                    }
                    let table: ModeTable
                    do throws(ModeError) {
                        table = try resolved.table(for: mode)
                    } catch {
                        throw .usage(error.description)
                    }
                    text = JSONWriter().string(DTCGExport.document(table)) + "\n"
                }
            case .css:
                var media: [CSSMediaMapping] = []
                for argument in mediaMappings {
                    guard let m = CSSMediaMapping(argument: argument) else {
                        throw .usage("--media wants AXIS=CONTEXT:(media condition), such as 'motion=reduced:(prefers-reduced-motion: reduce)'; got '\(argument)'")
                    }
                    guard let a = srgb.axes.index(of: m.axis), srgb.axes[a].index(of: m.context) != nil else {
                        throw .usage(
                            "--media '\(argument)': no context '\(m.context)' of an axis '\(m.axis)'; axes: \(srgb.axes.axes.map { "\($0.name) (\($0.contexts.map(\.name).joined(separator: ", ")))" }.joined(separator: "; "))"
                        )
                    }
                    media.append(m)
                }
                do throws(DiagnosticList) {
                    text = try CSSExport(srgb: srgb, wide: target, media: media).text()
                } catch {
                    for d in error.diagnostics { console.err(d.description) }
                    throw .diagnostics(count: error.errors.count)
                }
            case .swift:
                do throws(SwiftExportError) {
                    text = try SwiftHandlesExport(graph: graph, namespace: namespace ?? "Tokens").source()
                } catch {
                    throw .usage(error.description)
                }
            case .dtcgSource:
                return
            case .resolver:
                guard source.preset == nil, read.origin == .tokenFiles || !source.contexts.isEmpty else {
                    throw .usage("--format resolver writes what token files and --context files stand for; these inputs are read as \(read.origin.rawValue)")
                }
                let directory = output.map { $0.contains("/") ? String($0[..<$0.lastIndex(of: "/")!]) : "." } ?? "."
                let (base, _) = DesignSystemFiles.baseFiles(source.files)
                text = JSONWriter().string(ResolverWriter.document(name: design.name, base: base, contexts: source.contexts, relativeTo: directory)) + "\n"
            }
            if let output {
                do throws(FileError) {
                    try FileIO.writeAtomically(Array(text.utf8), to: output)
                } catch {
                    throw .input(error.description)
                }
            } else {
                console.out(text)
            }
        }
        try write()
        if errors > 0 { throw .diagnostics(count: errors) }
    }
}
