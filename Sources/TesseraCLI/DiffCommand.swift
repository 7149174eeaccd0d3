import ArgumentParser
import Tessera
import TesseraColor
import TesseraFormats
import TesseraSupport

/// `tessera diff`: what a change to a design system does, in every mode.
struct DiffCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two versions of a design system in every mode.",
        discussion: """
            OLD and NEW are each a token file, a folder or a resolver document, read as every
            command reads them (--preset, --strict and --allow-outside-root apply to both). With
            --git-base REV, give the paths once: OLD is the same paths at that git revision (read
            with git, no checkout), NEW the working tree.

            Reports tokens added, removed and probably renamed (equal values in every mode), and
            each changed token with the modes it changed in, collapsed by the axes it depends on:
            colors with both hexes and ΔE OK (Oklab distance × 100), dimensions with the
            difference, composites field by field, and changes that came only through an alias
            with the token that caused them. Every declared contrast pair is judged before and
            after (WCAG ratio and APCA Lc) in each mode where one of its colors changed; a pair
            that drops below its level is a regression.

            Formats: text (colored with --color), json (schema tessera-diff/1, in the Tessera
            catalog's Diff article), markdown (for a pull-request comment); --html also writes a
            before/after sheet. NEW's diagnostics are printed as every command prints them, of
            OLD's only the errors.

            Exit codes, as diff(1): 0 no change, 1 changes, 2 usage errors, an unreadable
            revision, or errors in either version's files. With --fail-on, 1 only when a change
            of a listed kind is present: added, removed, renamed, changed, axes, themes,
            contrast-regression, any (comma-separated or repeated).

            Examples:
              tessera diff old/tokens new/tokens
              tessera diff --git-base origin/main tokens/app.resolver.json --format markdown
              tessera diff --git-base HEAD~1 tokens --fail-on removed,contrast-regression
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, markdown
    }

    enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
        case auto, always, never
    }

    @OptionGroup var source: DesignSystemOptions

    @Option(name: .customLong("git-base"), help: ArgumentHelp("Compare the paths given at this git revision (OLD) with the working tree (NEW).", valueName: "rev"))
    var gitBase: String?

    @Flag(help: "Compare every theme both versions have (default: --theme, or the new version's first theme).")
    var allThemes = false

    @Option(help: "Output format on standard output.")
    var format: Format = .text

    @Option(help: "Color the text format: auto (when standard output is a terminal and NO_COLOR is unset), always, never.")
    var color: ColorChoice = .auto

    @Option(help: ArgumentHelp("Also write a self-contained before/after HTML sheet (atomically).", valueName: "file.html"))
    var html: String?

    @Option(name: .customLong("fail-on"), help: ArgumentHelp("Exit 1 only for these kinds of change (comma-separated, repeatable).", valueName: "kinds"))
    var failOn: [String] = []

    @Option(
        name: .customLong("pairs"), help: ArgumentHelp("A contrast pairs file to judge as well (read at the revision too with --git-base). Repeatable.", valueName: "file.json"))
    var pairFiles: [String] = []

    @Flag(help: "In contrast=high, require one level more (as `tessera contrast --high-contrast-step`).")
    var highContrastStep = false

    @Flag(name: .customLong("no-renames"), help: "Report removed and added tokens as they are, without pairing probable renames.")
    var noRenames = false

    /// The kinds `--fail-on` names; empty when it is not given.
    func gatedKinds() throws(CLIFailure) -> Set<DesignSystemDiff.Kind> {
        var kinds = Set<DesignSystemDiff.Kind>()
        for item in failOn.flatMap({ $0.split(separator: ",") }).map({ String($0).trimmingSpaces }) where !item.isEmpty {
            if item == "any" {
                kinds.formUnion(DesignSystemDiff.Kind.allCases)
            } else if let kind = DesignSystemDiff.Kind(rawValue: item) {
                kinds.insert(kind)
            } else {
                throw .usage("unknown --fail-on kind '\(item)'; use \((DesignSystemDiff.Kind.allCases.map(\.rawValue) + ["any"]).joined(separator: ", "))")
            }
        }
        return kinds
    }

    func execute(_ console: Console) throws(CLIFailure) {
        let gated = try gatedKinds()
        if allThemes, source.theme != nil { throw .usage("--theme and --all-themes cannot be combined") }
        if let gitBase {
            guard !source.files.isEmpty || !source.contexts.isEmpty else { throw .usage("--git-base needs the paths to compare") }
            // Owns the revision's files until this scope ends, whichever way it ends.
            let base = try Self.revisionFiles(gitBase, paths: source.files + source.contexts.map(\.path), optional: pairFiles)
            var oldOptions = source
            oldOptions.files = source.files.map { base.path(for: $0)! }
            oldOptions.contexts = source.contexts.map { ContextFile(axis: $0.axis, context: $0.context, path: base.path(for: $0.path)!) }
            let prefix = base.directory + "/tree/"
            let revision = base.revision
            try compare(
                old: oldOptions, new: source, oldPairFiles: pairFiles.map { base.path(for: $0) ?? $0 }, gated: gated, console: console,
                display: { $0.split(separator: prefix, omittingEmptySubsequences: false).joined(separator: revision + ":") })
            return
        }
        guard source.files.count == 2 else {
            throw .usage("diff compares two versions: give OLD and NEW (each a file, a folder or a resolver document), or --git-base REV and the paths")
        }
        guard source.contexts.isEmpty else { throw .usage("--context needs --git-base: without it, OLD and NEW each name one file, folder or resolver document") }
        var oldOptions = source
        var newOptions = source
        oldOptions.files = [source.files[0]]
        newOptions.files = [source.files[1]]
        try compare(old: oldOptions, new: newOptions, oldPairFiles: pairFiles, gated: gated, console: console, display: { $0 })
    }

    /// The files of `paths` at `revision`; a git problem is a usage error (exit 2).
    static func revisionFiles(_ revision: String, paths: [String], optional: [String]) throws(CLIFailure) -> GitRevisionFiles {
        do throws(GitRevisionError) {
            return try GitRevisionFiles(revision: revision, paths: paths, optional: optional)
        } catch {
            throw .usage(error.description)
        }
    }

    /// Reads, compiles and compares the two versions, writes the report and decides the exit
    /// code; `display` rewrites the old version's diagnostics (paths of a revision's copy).
    private func compare(
        old oldOptions: DesignSystemOptions, new newOptions: DesignSystemOptions, oldPairFiles: [String], gated: Set<DesignSystemDiff.Kind>, console: Console,
        display: (String) -> String
    ) throws(CLIFailure) {
        // The versions share nothing, so they are read, and then compiled, at the same time:
        // one after the other, two of tokenbench's 10k systems took 93–103 ms of CPU time
        // (each alone 48–57 ms), which left a 100 ms budget no room even on an idle machine.
        let (oldRead, newRead) = Parallel.halves(of: 2) { half in
            half.lowerBound == 0 ? Version.read(oldOptions, pairFiles: oldPairFiles) : Version.read(newOptions, pairFiles: pairFiles)
        }
        // OLD's warnings and notes are not what the change did; its errors limit the comparison.
        var errors = report(oldRead.read.diagnostics + oldRead.problems, read: oldRead.read, console: console, display: display, errorsOnly: true)
        errors += report(newRead.read.diagnostics + newRead.problems, read: newRead.read, console: console, display: { $0 })
        // The theme compared by default is the new version's first; OLD must have it.
        let chosen = allThemes ? nil : source.theme ?? newRead.read.design.themes.first?.name ?? "base"
        let oldThemes = try themes(oldRead, theme: chosen, which: "OLD")
        let newThemes = try themes(newRead, theme: chosen, which: "NEW")
        let srgb = try ProfileArgument.converter("srgb")
        // Unbounded sRGB, so a wide color's change is measured, not clipped away.
        let options = CompileOptions(colorConverter: srgb, gamut: .keep)
        let (oldResults, newResults) = Parallel.halves(of: 2) { half in
            half.lowerBound == 0
                ? oldThemes.map { oldRead.graph.compileKeepingGoing($0, options: options) } : newThemes.map { newRead.graph.compileKeepingGoing($0, options: options) }
        }
        errors += report(compileErrors(oldResults, oldRead), read: oldRead.read, console: console, display: display, summarize: false)
        errors += report(compileErrors(newResults, newRead), read: newRead.read, console: console, display: { $0 }, summarize: false)
        let old = DesignSystemDiff.Side(design: oldRead.read.design, themes: oldResults.map(\.theme), pairs: oldRead.pairs)
        let new = DesignSystemDiff.Side(design: newRead.read.design, themes: newResults.map(\.theme), pairs: newRead.pairs)
        let diff = DesignSystemDiff(
            old: old, new: new,
            options: DesignSystemDiff.Options(contrast: ContrastOptions(raiseInHighContrast: highContrastStep), detectRenames: !noRenames))
        ProcessLifetime.keep(diff)
        switch format {
        case .text: console.out(DiffTextReport(diff: diff, colors: useColor).text())
        case .json: console.out(JSONWriter().string(DiffJSONReport(diff: diff).json()) + "\n")
        case .markdown: console.out(DiffMarkdownReport(diff: diff).markdown())
        }
        if let html {
            let page = DiffSheet(diff: diff).html()
            do throws(FileError) {
                try FileIO.writeAtomically(Array(page.utf8), to: html)
            } catch {
                throw .input(error.description)
            }
            console.err("wrote \(html): \(diff.summary.changed) changed tokens, \(page.utf8.count / 1024) KiB")
        }
        if errors > 0 { throw .usage("\(errors) error\(errors == 1 ? "" : "s") reading the two versions (above); the comparison covers what resolved") }
        let present = diff.kinds
        if !gated.isEmpty {
            let failing = DesignSystemDiff.Kind.allCases.filter { gated.contains($0) && present.contains($0) }
            guard failing.isEmpty else {
                console.err("tessera diff: failing on \(failing.map(\.rawValue).joined(separator: ", "))")
                throw .diagnostics(count: failing.count)
            }
            return
        }
        if !diff.isEmpty { throw .diagnostics(count: 1) }
    }

    /// Whether the text format is colored.
    var useColor: Bool {
        switch color {
        case .always: return true
        case .never: return false
        case .auto:
            let term = getenv("TERM").map { String(cString: $0) } ?? ""
            return isatty(1) != 0 && getenv("NO_COLOR") == nil && term != "dumb"
        }
    }

    /// One version read: its files, graph and declared contrast pairs, with the problems of
    /// the pairs.
    struct Version: Sendable {
        var read: DesignSystemFiles.Loaded
        var graph: TokenGraph
        var pairs: [ContrastPair]
        var problems: [Diagnostic]

        static func read(_ options: DesignSystemOptions, pairFiles: [String]) -> Version {
            let read = options.load()
            let graph = TokenGraph(read.design)
            // Never torn down: the process ends when this command does.
            ProcessLifetime.keep(read)
            ProcessLifetime.keep(graph)
            let (pairs, problems) = ContrastPairReader.pairs(in: graph, files: pairFiles)
            return Version(read: read, graph: graph, pairs: pairs, problems: problems)
        }
    }

    /// The themes of a version to compare: `theme`, or every one when `nil`.
    private func themes(_ version: Version, theme: String?, which: String) throws(CLIFailure) -> [Theme] {
        var options = source
        options.theme = theme
        do throws(CLIFailure) {
            return try options.themes(of: version.read.design, all: theme == nil)
        } catch {
            if case .usage(let message) = error { throw .usage("\(which): \(message)") }
            throw error
        }
    }

    /// The compile errors not already reported by reading.
    private func compileErrors(_ results: [CompileResult], _ version: Version) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for result in results {
            problems += result.diagnostics.filter { $0.severity == .error && !version.read.diagnostics.contains($0) && !problems.contains($0) }
        }
        return problems
    }

    /// Prints diagnostics as every command does (at most `--max-diagnostics` per rule), or only
    /// the errors, paths inside a revision's copy written `REV:path`; returns the number of errors.
    private func report(
        _ diagnostics: [Diagnostic], read: DesignSystemFiles.Loaded, console: Console, display: (String) -> String, summarize: Bool = true, errorsOnly: Bool = false
    ) -> Int {
        var all = read.presenting(diagnostics)
        if errorsOnly { all.removeAll { $0.severity != .error } }
        if summarize, let summary = LeftOutReport(diagnostics: diagnostics, rejected: read.design.rejectedTokens).diagnostic() { all.append(summary) }
        for line in Console.reportLines(all, perRule: source.maxDiagnostics) { console.err(display(line)) }
        return all.filter { $0.severity == .error }.count
    }
}

extension String {
    /// The text without leading and trailing spaces.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
