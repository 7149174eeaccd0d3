import ArgumentParser
import Tessera
import TesseraFormats
import TesseraSample

/// The options every command that reads a design system shares: the files or folders, the
/// theme, the import preset and the resolver's path policy.
struct DesignSystemOptions: ParsableArguments {
    @Argument(
        help: ArgumentHelp(
            "Token files or folders (merged in order), or one DTCG resolver document (default: the bundled sample). A folder stands for its *.json and *.tokens files, sorted by path, or for its resolver document when it holds exactly one.",
            valueName: "file-or-folder"))
    var files: [String] = []

    @Option(
        name: .customLong("context"),
        help: ArgumentHelp(
            "A token file that holds one context of an axis, as AXIS=CONTEXT:FILE (repeatable; the first context named for an axis is its default). The files given as arguments are the base every context starts from: what a resolver document with one set and one modifier per axis says (export --format resolver writes it).",
            valueName: "axis=context:file"))
    var contexts: [ContextFile] = []

    @Option(help: "The theme to use (default: the design system's first theme).")
    var theme: String?

    @Option(
        help:
            "Read the files with an import preset: ouds (Figma tokenator exports; the first file is the core, each further file a brand theme), primer (GitHub Primer sources: a theme axis with Primer's nine themes)."
    )
    var preset: DesignSystemFiles.Preset?

    @Flag(help: "Let a resolver document's $ref files lie outside its directory.")
    var allowOutsideRoot = false

    @Flag(
        help:
            "Judge the files exactly by DTCG 2025.10: what the specification forbids (other tools' types, color and dimension strings, legacy Style Dictionary keys, comments, metadata beside $value) is an error, not a warning. Quality checks (gamut, contrast) keep their severity."
    )
    var strict = false

    @Option(help: "Diagnostics printed per rule before the rest are counted (0: all).")
    var maxDiagnostics = 5

    func validate() throws {
        if !contexts.isEmpty, preset != nil { throw ValidationError("--context reads plain token files; it cannot be combined with --preset") }
    }

    /// The reading mode `--strict` chooses.
    var mode: ReadingMode { strict ? .strict : .compatible }

    /// The paths to read: the files given, or the bundled sample's resolver document.
    var paths: [String] { files.isEmpty && contexts.isEmpty ? [SampleDesignSystem.resolverPath] : files + contexts.map(\.path) }

    /// The design system the files describe, or the bundled sample when no files are given
    /// (read only then: `sample` is not called otherwise).
    func load(sample: () -> DesignSystemFiles.Loaded = SampleDesignSystem.load) -> DesignSystemFiles.Loaded {
        if !contexts.isEmpty { return DesignSystemFiles.load(files, contexts: contexts, allowOutsideRoot: allowOutsideRoot, mode: mode) }
        return files.isEmpty ? sample() : DesignSystemFiles.load(files, preset: preset, allowOutsideRoot: allowOutsideRoot, mode: mode)
    }

    /// The themes to use: the one `--theme` names, every one when `all`, or the first; a
    /// design system without themes has one, "base".
    func themes(of design: DesignSystem, all: Bool = false) throws(CLIFailure) -> [Theme] {
        if all, theme != nil { throw .usage("--theme and --all-themes cannot be combined") }
        if design.themes.isEmpty {
            if let theme, theme != "base" { throw .usage("unknown theme '\(theme)'; this design system has no themes") }
            return [Theme(name: "base")]
        }
        if all { return design.themes }
        let chosen = theme ?? design.themes[0].name
        guard let t = design.theme(named: chosen) else {
            throw .usage("unknown theme '\(chosen)'; valid themes: \(design.themes.map(\.name).joined(separator: ", "))")
        }
        return [t]
    }
}

extension ContextFile: ExpressibleByArgument {}
