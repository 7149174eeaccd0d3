import TesseraIO
import TesseraModel

extension DesignSystemFiles {
    /// The name the in-memory resolver document of ``load(_:contexts:allowOutsideRoot:limits:mode:)``
    /// has in diagnostics.
    public static let contextDocumentName = "(--context options)"

    /// The design system of base token files (or folders of them) plus files that are the
    /// contexts of axes, read as the resolver document ``ResolverWriter`` writes for them
    /// (without writing it): the base files form one set, each axis a modifier.
    ///
    /// Files are read where they are given (the user named them, so no root directory limits
    /// them); `allowOutsideRoot` is accepted for symmetry with
    /// ``load(_:preset:allowOutsideRoot:limits:mode:)`` and has no further effect.
    public static func load(
        _ paths: [String], contexts: [ContextFile], allowOutsideRoot: Bool = false, limits: JSONLimits = JSONLimits(), mode: ReadingMode = .compatible
    ) -> Loaded {
        let (base, problems) = baseFiles(paths)
        let name = paths.first.map(displayName) ?? contexts.first.map { displayName($0.path) } ?? "design system"
        let files = base + contexts.map(\.path)
        let text = JSONWriter().string(ResolverWriter.document(name: name, base: base, contexts: contexts))
        let document: JSONDocument
        do throws(JSONParseError) {
            document = try JSONParser(limits: limits).parse(text, file: contextDocumentName).document
        } catch {
            return Loaded(design: DesignSystem(name: name, axes: []), diagnostics: problems + [error.diagnostic], files: files, origin: .resolver)
        }
        var reader = ResolverReader(document: document, policy: PathPolicy(root: ".", allowOutsideRoot: true)) { path in
            Result { () throws(FileError) in try FileIO.read(path, limit: limits.maxBytes) }
        }
        reader.mode = mode
        let (system, read) = reader.read(name: name)
        return Loaded(design: system, diagnostics: Loaded.joined(problems, read), files: files, origin: .resolver)
    }

    /// The token files `paths` stand for: files as given, folders as their
    /// ``folderContents(_:)``; an unreadable folder is an error diagnostic.
    public static func baseFiles(_ paths: [String]) -> (files: [String], problems: [Diagnostic]) {
        var base: [String] = []
        var problems: [Diagnostic] = []
        for path in paths {
            guard FileIO.isDirectory(path) else {
                base.append(path)
                continue
            }
            do throws(FileError) {
                base += try folderContents(path)
            } catch {
                problems.append(Diagnostic(.error, .format(rule: .invalidInput, detail: error.description), location: SourceLocation(file: path, line: 1, column: 1)))
            }
        }
        return (base, problems)
    }
}
