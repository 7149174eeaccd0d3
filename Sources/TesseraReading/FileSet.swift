import TesseraIO
import TesseraModel

/// The parsed documents of the paths given to ``DesignSystemFiles/load(_:preset:allowOutsideRoot:limits:mode:)``,
/// with folders expanded, and every problem found reading them.
package struct FileSet {
    /// A file read and parsed.
    package struct Entry {
        package var path: String
        package var document: JSONDocument
    }

    package let limits: JSONLimits
    private(set) var documents: [Entry] = []
    private(set) var diagnostics: [Diagnostic] = []
    /// Whether some path could not be read or parsed (its document is missing).
    private(set) var failed = false
    /// JavaScript and TypeScript token modules the folders hold, which Tessera cannot read.
    private(set) var modules: [String] = []

    /// Whether comments, trailing commas and JSON5's other constructs are warnings (compatible)
    /// or errors (strict).
    package let mode: ReadingMode

    package init(limits: JSONLimits, mode: ReadingMode = .compatible) {
        self.limits = limits
        self.mode = mode
    }

    /// Reads `path`: a file, or a folder standing for its resolver document when it holds
    /// exactly one, and otherwise for all its token files in order.
    package mutating func add(_ path: String) {
        guard FileIO.isDirectory(path) else {
            if let document = parse(path) { documents.append(Entry(path: path, document: document)) }
            return
        }
        let files: [String]
        do throws(FileError) {
            let listing = try DesignSystemFiles.folderListing(path)
            files = listing.tokenFiles
            modules += listing.modules
        } catch {
            fail(path, .ioError, "cannot list the folder: \(error.reason)")
            return
        }
        guard !files.isEmpty else {
            fail(path, .invalidInput, "the folder holds no token files (*.json, *.tokens, *.json5, *.jsonc)")
            return
        }
        var entries: [Entry] = []
        for file in files {
            if let document = parse(file) { entries.append(Entry(path: file, document: document)) }
        }
        // A resolver document names the files it needs, so the rest of the folder is its sources.
        let resolvers = entries.filter { ResolverReader.isResolver($0.document) }
        switch resolvers.count {
        case 0: documents += entries
        case 1: documents += resolvers
        default:
            fail(path, .invalidInput, "the folder holds \(resolvers.count) resolver documents (\(resolvers.map(\.path).joined(separator: ", "))); give the one to read")
        }
    }

    /// Takes the documents matching `predicate` out of ``documents`` and returns them.
    package mutating func removeDocuments(where predicate: (Entry) -> Bool) -> [Entry] {
        let taken = documents.filter(predicate)
        documents.removeAll(where: predicate)
        return taken
    }

    /// The parsed file at `path`, or `nil` after reporting why it cannot be read.
    package mutating func parse(_ path: String) -> JSONDocument? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if DesignSystemFiles.isModuleFileName(name) {
            fail(path, .unreadableSource, "a JavaScript or TypeScript token module: Tessera reads JSON, JSON5 and JSONC token files, not code")
            return nil
        }
        do throws(FileError) {
            let bytes = try FileIO.read(path, limit: limits.maxBytes)
            do throws(JSONParseError) {
                let parsed = try JSONParser(limits: limits, syntax: Self.syntax(ofFile: path)).parse(bytes, file: path)
                // What the syntax adds to JSON is read in both modes, so that one run reports
                // every problem; the mode decides whether it is accepted.
                var read = DTCGDiagnostics(mode: mode)
                read.append(parseWarnings: parsed.warnings)
                diagnostics += read.items
                return parsed.document
            } catch {
                diagnostics.append(error.diagnostic)
            }
        } catch {
            diagnostics.append(Diagnostic(.error, .format(rule: .ioError, detail: error.reason), location: SourceLocation(file: path, line: 1, column: 1)))
        }
        failed = true
        return nil
    }

    /// The grammar a token file is read with, by its name.
    ///
    /// A `.jsonc` file is read as JSONC: the tools that read that format (editors, schema
    /// validators) reject JSON5's constructs, so one there is a syntax error at its position.
    /// Every other file, `.json` and `.tokens` included, is read as JSON5, which holds JSONC and
    /// JSON: token files named `.json` are also written for tools that read them with a JSON5
    /// parser, and reading what they hold, with a `json-extension` warning for each construct
    /// used (an error with `--strict`), is friendlier than stopping at its first unquoted key.
    /// Plain JSON reads as fast either way.
    package static func syntax(ofFile path: String) -> JSONParser.Syntax {
        path.hasSuffix(".jsonc") ? .jsonc : .json5
    }

    private mutating func fail(_ path: String, _ rule: DiagnosticRule, _ detail: String) {
        diagnostics.append(Diagnostic(.error, .format(rule: rule, detail: detail), location: SourceLocation(file: path, line: 1, column: 1)))
        failed = true
    }
}
