import TesseraIO
import TesseraModel

/// The one way in from files: token files, folders, a DTCG resolver document, an OUDS export
/// or a Gentle spec all load through ``load(_:preset:allowOutsideRoot:limits:mode:)`` into one
/// ``Loaded`` result.
///
/// Every branch ends in the same shape, the one a resolver document describes: axes, token
/// declarations merged in order with "last occurrence wins", and themes. Plain token files give
/// what a resolver document with one set listing them in order gives (as Terrazzo reads
/// them). The axes always come from what was read (a resolver's modifiers, the colorScheme
/// and sizeClass an OUDS export names, a Gentle spec's colorScheme), also when reading fails;
/// no branch adds Tessera's built-in axes (`ModeAxis.builtIn`) by default, so plain files and a
/// resolver document without modifiers both have none.
public enum DesignSystemFiles {
    /// Import presets for files that are not plain DTCG.
    public enum Preset: String, Sendable, CaseIterable {
        /// OUDS tokenator exports: see ``OUDSImporter``.
        case ouds
        /// GitHub Primer sources: Primer's nine themes are the contexts of a `theme` axis from the
        /// start (see ``PrimerConventions``, whose conventions are also read without the preset).
        case primer
    }

    /// The design system in `paths` (files or folders) and every problem found reading them.
    ///
    /// Each path is a file or a folder; a folder stands for the files in it, in the order
    /// ``folderContents(_:)`` documents, or for its resolver document when it holds exactly one.
    /// Then: with `preset` ``Preset/ouds`` the files are an OUDS export (the first file is the
    /// core, each further file a brand theme). A Tokens Studio export (a folder or files with
    /// `$themes.json`/`$metadata.json`, or one file with `$themes`/`$metadata` beside its sets)
    /// is read as ``Origin/tokensStudio`` describes. A single file with a `_specVersion` is a Gentle
    /// spec (see ``GentleImporter``). A single file holding `variables` and
    /// `variableCollections` (at its root or under `meta`) is a Figma Variables REST response
    /// (see ``Origin/figmaVariables``). A single file with a `resolutionOrder` is a resolver
    /// document: its modifiers become axes and its relative `$ref`s must stay inside its
    /// directory unless `allowOutsideRoot`. Any other files are DTCG token files, merged in
    /// order (later tokens replace earlier ones).
    ///
    /// Nothing here stops the process: unreadable files and folders, malformed JSON and
    /// misplaced resolver documents are diagnostics with a file position.
    ///
    /// `mode`: ``ReadingMode/compatible`` (the default) reads the deviations from DTCG 2025.10
    /// that real tools write, each as a warning; ``ReadingMode/strict`` makes each an error.
    public static func load(
        _ paths: [String], preset: Preset? = nil, allowOutsideRoot: Bool = false, limits: JSONLimits = JSONLimits(), mode: ReadingMode = .compatible
    ) -> Loaded {
        var input = FileSet(limits: limits, mode: mode)
        for path in paths { input.add(path) }
        // Token modules only a JavaScript runtime can evaluate: said once, up front, and kept so
        // that references to what they define are reported as one problem.
        let modules = input.modules
        func finish(_ loaded: Loaded) -> Loaded {
            guard !modules.isEmpty else { return loaded }
            var loaded = loaded
            loaded.modules = modules
            let named = modules.prefix(3).joined(separator: ", ") + (modules.count > 3 ? ", …" : "")
            let note = Diagnostic(
                .warning,
                .format(
                    rule: .unreadableSource,
                    detail:
                        "\(modules.count) JavaScript or TypeScript token module\(modules.count == 1 ? "" : "s") (\(named)): Tessera reads JSON, JSON5 and JSONC token files, not code; tokens they define are missing"
                ), location: SourceLocation(file: modules[0], line: 1, column: 1))
            loaded.diagnostics.insert(note, at: 0)
            return loaded
        }
        let files = input.documents.map(\.path)
        let documents = input.documents.map(\.document)
        let diagnostics = input.diagnostics
        let name = paths.first.map(Self.displayName) ?? "design system"
        if preset == .ouds {
            guard !input.failed, !documents.isEmpty else {
                return finish(Loaded(design: DesignSystem(name: name, axes: OUDSImporter.axes), diagnostics: diagnostics, files: files, origin: .ouds))
            }
            var importer = OUDSImporter()
            let (system, read) = importer.designSystem(files: zip(files, documents).map { ($0, $1) })
            return finish(Loaded(design: system, diagnostics: Loaded.joined(diagnostics, read), files: files, origin: .ouds))
        }
        if var studio = TokensStudioExport.find(paths: paths, input: &input) {
            let (system, read) = studio.designSystem(name: name, mode: mode)
            let files = input.documents.map(\.path)
            return finish(Loaded(design: system, diagnostics: Loaded.joined(input.diagnostics, read), files: files, origin: .tokensStudio))
        }
        if documents.count == 1, !input.failed, var figma = FigmaVariablesImporter(document: documents[0]) {
            let (system, read) = figma.designSystem(name: name)
            return finish(Loaded(design: system, diagnostics: Loaded.joined(diagnostics, read), files: files, origin: .figmaVariables))
        }
        if documents.count == 1, !input.failed, GentleImporter.isGentle(documents[0]) {
            var importer = GentleImporter(document: documents[0])
            let result = importer.read()
            return finish(Loaded(design: result.designSystem, diagnostics: Loaded.joined(diagnostics, result.diagnostics), files: files, origin: .gentle))
        }
        if documents.count == 1, !input.failed, ResolverReader.isResolver(documents[0]) {
            let path = files[0]
            let directory = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
            var reader = ResolverReader(document: documents[0], policy: PathPolicy(root: directory, allowOutsideRoot: allowOutsideRoot)) { path in
                Result { () throws(FileError) in try FileIO.read(path, limit: limits.maxBytes) }
            }
            reader.mode = mode
            let (system, read) = reader.read(name: name)
            return finish(Loaded(design: system, diagnostics: Loaded.joined(diagnostics, read), files: files, origin: .resolver))
        }
        var misplaced: [Diagnostic] = []
        for (doc, path) in zip(documents, files) where ResolverReader.isResolver(doc) {
            misplaced.append(
                Diagnostic(
                    .error, .format(rule: .invalidInput, detail: "a resolver document must be the only file given"), location: SourceLocation(file: path, line: 1, column: 1)))
        }
        let axes = preset == .primer ? [PrimerConventions.axis(PrimerConventions.standardThemes)] : []
        var loader = DTCGLoader(mode: mode)
        loader.filesGivenTogether = true
        loader.fileReferences = FileReferencePolicy(allowOutsideRoot: allowOutsideRoot, limits: limits) { path in
            Result { () throws(FileError) in try FileIO.read(path, limit: limits.maxBytes) }
        }
        let (system, read) = loader.designSystem(name: name, sources: documents.map { DTCGSource(document: $0) }, axes: axes)
        return finish(Loaded(design: system, diagnostics: Loaded.joined(diagnostics + misplaced, read), files: files, origin: .tokenFiles))
    }
}

extension DesignSystemFiles {
    /// `tokens.json` for `design/tokens.json`, `design` for `design/`.
    package static func displayName(_ path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }
}

extension JSONParseError {
    /// The error as a design-system diagnostic.
    public var diagnostic: Diagnostic {
        Diagnostic(.error, .format(rule: rule, detail: message), location: position)
    }
}
