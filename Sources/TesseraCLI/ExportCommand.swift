import ArgumentParser
import Tessera
import TesseraColor
import TesseraFormats
import TesseraSample

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
                  (prefers-color-scheme, prefers-contrast, and --media mappings); with --profile,
                  colors again in that space inside @supports, the sRGB values staying as fallback.
            swift: a namespace of typed handles (Token<Color>…) with a manifest check.
            dtcg-source: the design system itself (aliases, conditions, tiers, themes) as a resolver
                  document and token files in the directory -o names.
            Without files, exports the bundled sample. Output is written atomically with -o.
            Any error stops the export before it writes anything. With --keep-going,
            the tokens that resolve are written (failed ones left out); exit code still 1.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case dtcg, css, swift
        case dtcgSource = "dtcg-source"
    }

    @Argument(help: "A DTCG resolver document, or token files merged in order (default: the bundled sample).")
    var files: [String] = []

    @Option(help: "Output format: dtcg, css, swift or dtcg-source.")
    var format: Format

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String?

    @Option(help: "The theme to export (default: the design system's first theme).")
    var theme: String?

    @Option(name: .customLong("input"), help: ArgumentHelp("Select a context, as AXIS=CONTEXT (dtcg without --all-contexts).", valueName: "axis=context"))
    var inputs: [String] = []

    @Flag(help: "dtcg: export every context as a resolver document instead of one mode.")
    var allContexts = false

    @Option(help: "Colors in this profile (dtcg, css): srgb, display-p3, rec2020, … or an .icc path.")
    var profile: String?

    @Option(help: "css: the URL (relative to the style sheet, or absolute) that @color-profile loads an .icc --profile from (default: its file name).")
    var profileURL: String?

    @Option(
        name: .customLong("media"),
        help: ArgumentHelp("css: also select CONTEXT of AXIS by a media condition, as AXIS=CONTEXT:(condition).", valueName: "axis=context:(condition)"))
    var mediaMappings: [String] = []

    @Option(help: "swift: the name of the generated namespace (default: Tokens).")
    var namespace: String?

    @Flag(help: "Let a resolver document's $ref files lie outside its directory.")
    var allowOutsideRoot = false

    @Option(help: PresetHelp.text)
    var preset: DesignSystemFiles.Preset?

    @Flag(help: "Write every token that still resolves even when others fail, leaving the failed ones out (exit code stays 1, as resolve --keep-going).")
    var keepGoing = false

    /// The options given that the chosen format does not read: each is warned about, not silently dropped.
    var inapplicableOptions: [String] {
        var out: [String] = []
        if profile != nil, format == .swift || format == .dtcgSource { out.append("--profile") }
        if !inputs.isEmpty, format != .dtcg || allContexts { out.append("--input") }
        if allContexts, format != .dtcg { out.append("--all-contexts") }
        if namespace != nil, format != .swift { out.append("--namespace") }
        if theme != nil, format == .swift || format == .dtcgSource { out.append("--theme") }
        return out
    }

    func execute(_ console: Console) throws(CLIFailure) {
        let shape = "--format \(format.rawValue)" + (allContexts && format == .dtcg ? " --all-contexts" : "")
        for option in inapplicableOptions { console.err("warning: \(option) does not apply to \(shape); ignored") }
        var design = SampleDesignSystem.designSystem
        var problems: [Diagnostic] = []
        if !files.isEmpty { (design, problems) = DesignSystemFiles.load(files, preset: preset, allowOutsideRoot: allowOutsideRoot) }
        let graph = TokenGraph(design)
        let chosen: Theme
        if let name = theme ?? design.themes.first?.name {
            guard let t = design.theme(named: name) else {
                throw .usage("unknown theme '\(name)'; valid themes: \(design.themes.map(\.name).joined(separator: ", "))")
            }
            chosen = t
        } else {
            chosen = Theme(name: "base")
        }
        func compile(_ profileName: String) throws(CLIFailure) -> ResolvedTheme {
            let converter = ProfileColorConverting(profile: try ProfileArgument.load(profileName), name: ProfileColorConverting.dtcgName(for: profileName))
            let result = graph.compile(chosen, options: CompileOptions(colorConverter: converter))
            problems += result.diagnostics
            return result.theme
        }
        let srgb = try compile("srgb")
        // CSS names a profile by its CSS space, which can call for a different compile (rec2020-oetf).
        let cssSpace = format == .css ? profile.map { CSSColorSpace.forProfile($0, url: profileURL) } : nil
        if let note = cssSpace?.note { console.err("note: \(note)") }
        var declaresProfile = false
        if case .profile = cssSpace?.space { declaresProfile = true }
        if profileURL != nil, !declaresProfile { console.err("warning: --profile-url applies only to --format css with an .icc --profile; ignored") }
        if !mediaMappings.isEmpty, format != .css { console.err("warning: --media applies only to --format css; ignored") }
        let target = try (cssSpace?.compileWith ?? profile).map { (p) throws(CLIFailure) in p == "srgb" ? srgb : try compile(p) }
        for d in problems.sortedByPosition() { console.err(d.description) }
        let errors = problems.filter { $0.severity == .error }.count
        if errors > 0, !keepGoing { throw .diagnostics(count: errors) }
        // With --keep-going the output is still written; the errors then decide the exit code.
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
                var media = CSSMediaMapping.standard
                for argument in mediaMappings {
                    guard let m = CSSMediaMapping(argument: argument) else {
                        throw .usage("--media wants AXIS=CONTEXT:(media condition), such as 'motion=reduced:(prefers-reduced-motion: reduce)'; got '\(argument)'")
                    }
                    guard let a = srgb.axes.index(of: m.axis), srgb.axes.axes[a].index(of: m.context) != nil else {
                        throw .usage(
                            "--media '\(argument)': no context '\(m.context)' of an axis '\(m.axis)'; axes: \(srgb.axes.axes.map { "\($0.name) (\($0.contexts.map(\.name).joined(separator: ", ")))" }.joined(separator: "; "))"
                        )
                    }
                    media.insert(m, at: 0)
                }
                do throws(DiagnosticList) {
                    text = try CSSExport(srgb: srgb, wide: target, space: cssSpace?.space, media: media).text()
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
