import Tessera

/// Loads a design system from files: one DTCG resolver document, or token files merged in order.
public enum DesignSystemFiles {
    /// Import presets for files that are not plain DTCG.
    public enum Preset: String, Sendable, CaseIterable {
        /// OUDS tokenator exports: see ``OUDSImporter``.
        case ouds
    }

    /// The design system in `paths` and every problem found reading them.
    ///
    /// A single file with a `_specVersion` is a Gentle spec (see ``GentleImporter``). A single
    /// file with a `resolutionOrder` is a resolver document: its modifiers become axes
    /// and its relative `$ref`s must stay inside its directory unless `allowOutsideRoot`. Any
    /// other files are DTCG token files, merged in order (later tokens replace earlier ones).
    public static func load(_ paths: [String], preset: Preset? = nil, allowOutsideRoot: Bool = false, limits: JSONLimits = JSONLimits()) -> (DesignSystem, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var documents: [JSONDocument] = []
        for path in paths {
            do throws(FileError) {
                let bytes = try FileIO.read(path, limit: limits.maxBytes)
                do throws(JSONParseError) {
                    let parsed = try JSONParser(limits: limits).parse(bytes, file: path)
                    diagnostics += parsed.warnings.map(\.diagnostic)
                    documents.append(parsed.document)
                } catch {
                    diagnostics.append(error.diagnostic)
                }
            } catch {
                diagnostics.append(Diagnostic(.error, .format(rule: "io-error", detail: error.reason), location: SourceLocation(file: path, line: 1, column: 1)))
            }
        }
        let name = paths.first.map { String($0.split(separator: "/").last ?? Substring($0)) } ?? "design system"
        if preset == .ouds {
            guard documents.count == paths.count, !documents.isEmpty else { return (DesignSystem(name: name, axes: OUDSImporter.axes), diagnostics) }
            var importer = OUDSImporter()
            let (system, read) = importer.designSystem(files: zip(paths, documents).map { ($0, $1) })
            return (system, diagnostics + read)
        }
        if documents.count == 1, paths.count == 1, GentleImporter.isGentle(documents[0]) {
            var importer = GentleImporter(document: documents[0])
            let result = importer.read()
            return (result.designSystem, diagnostics + result.diagnostics)
        }
        if documents.count == 1, paths.count == 1, ResolverReader.isResolver(documents[0]) {
            let directory = paths[0].contains("/") ? String(paths[0][..<paths[0].lastIndex(of: "/")!]) : "."
            var reader = ResolverReader(document: documents[0], policy: PathPolicy(root: directory, allowOutsideRoot: allowOutsideRoot)) { path in
                Result { () throws(FileError) in try FileIO.read(path, limit: limits.maxBytes) }
            }
            let (system, read) = reader.read(name: name)
            return (system, diagnostics + read)
        }
        for (doc, path) in zip(documents, paths) where ResolverReader.isResolver(doc) {
            diagnostics.append(
                Diagnostic(
                    .error, .format(rule: "invalid-input", detail: "a resolver document must be the only file given"), location: SourceLocation(file: path, line: 1, column: 1)))
        }
        let (system, read) = DTCGLoader().designSystem(name: name, sources: documents.map { DTCGSource(document: $0) }, axes: [])
        return (system, diagnostics + read)
    }
}

extension DesignSystemFiles {
    /// `brand-orange` for `tokens/brand-orange.tokens.json`.
    static func stem(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return String(file.split(separator: ".").first ?? Substring(file))
    }
}

extension JSONParseError {
    /// The error as a design-system diagnostic.
    public var diagnostic: Diagnostic {
        Diagnostic(.error, .format(rule: ruleID, detail: message), location: position)
    }
}
