import TesseraIO
import TesseraModel

/// The documents that `$ref`s into other files name, read once each before any value is read
/// (Terrazzo's form: DTCG 2025.10's `$ref` points into its own file), keyed by the referring
/// file's directory and the file part of the reference.
package struct ReferencedFiles: Sendable {
    package struct Key: Hashable, Sendable {
        package var directory: String
        package var file: String
    }

    private var files: [Key: Result<JSONDocument, FileError>] = [:]
    /// How many files deep the value being read is: a file referring back to one being read
    /// would otherwise never end.
    package var depth = 0
    package static let maxDepth = 16

    package init() {}

    /// Whether no `$ref` named another file: values need not be checked for one.
    package var isEmpty: Bool { files.isEmpty }

    /// Reads every file a `$ref` in `sources`, or in a file read for one, names, reporting
    /// what parsing them finds in `diagnostics`; without `reading` (the strict mode, which
    /// rejects such a `$ref`), only notes that they are named.
    package init(for sources: [DTCGSource], policy: FileReferencePolicy, reading: Bool = true, diagnostics: inout DTCGDiagnostics) {
        var pending = sources.map(\.document)
        while let doc = pending.popLast() {
            for file in Self.fileReferences(in: doc) {
                let key = Key(directory: Self.directory(of: doc.file), file: file)
                guard files[key] == nil else { continue }
                guard reading else {
                    files[key] = .failure(FileError(path: file, reason: "is not read"))
                    continue
                }
                let loaded = Self.load(key, policy: policy, diagnostics: &diagnostics)
                files[key] = loaded
                if case .success(let other) = loaded { pending.append(other) }
            }
        }
    }

    /// The document `file` names for a `$ref` in `referring`: `nil` when none was read.
    package func document(_ file: String, from referring: String) -> Result<JSONDocument, FileError>? {
        files[Key(directory: Self.directory(of: referring), file: file)]
    }

    /// The type of the token the `$ref` string `ref` (in `doc`) points at in another file, or
    /// at the `$value` of: its own `$type` (one it would inherit from a group there is not
    /// looked for).
    package func declaredType(of ref: JSONDocument.Node, in doc: JSONDocument) -> TokenType? {
        guard !files.isEmpty, let text = doc.string(ref), Self.isFileReference(text) else { return nil }
        let (file, pointerText) = Self.split(text)
        guard case .success(let other)? = document(file, from: doc.file), var pointer = JSONPointer(pointerText) else { return nil }
        if pointer.segments.last == "$value" { pointer.segments.removeLast() }
        guard let token = pointer.resolve(in: other, from: other.root), let type = other.member(token, "$type").flatMap({ other.string($0) }) else { return nil }
        return DTCGTypeName(type).tokenType
    }

    /// Whether `text` names another file (`other.json#/a`, `other.json`), not a JSON Pointer
    /// into this one (`#/a`).
    package static func isFileReference(_ text: String) -> Bool { !text.isEmpty && !text.hasPrefix("#") }

    /// The file part and the pointer of a reference into another file.
    package static func split(_ text: String) -> (file: String, pointer: String) {
        guard let hash = text.firstIndex(of: "#") else { return (text, "#") }
        return (String(text[..<hash]), String(text[hash...]))
    }

    package static func directory(of file: String) -> String {
        file.contains("/") ? String(file[..<file.lastIndex(of: "/")!]) : "."
    }

    /// The file parts of the `$ref`s into other files `doc` holds, first found first.
    private static func fileReferences(in doc: JSONDocument) -> [String] {
        // Keys are kept among the document's strings: most files have no `$ref` at all.
        guard doc.strings.contains("$ref") else { return [] }
        var found: [String] = []
        var stack = [doc.root]
        while let node = stack.popLast() {
            switch doc.kind(node) {
            case .object:
                doc.forEachMember(node) { key, _, value in
                    if key == "$ref", let text = doc.string(value), isFileReference(text) {
                        let file = split(text).file
                        if !found.contains(file) { found.append(file) }
                    }
                    stack.append(value)
                }
            case .array: stack += doc.array(node) ?? []
            default: break
            }
        }
        return found
    }

    private static func load(_ key: Key, policy: FileReferencePolicy, diagnostics: inout DTCGDiagnostics) -> Result<JSONDocument, FileError> {
        switch PathPolicy(root: key.directory, allowOutsideRoot: policy.allowOutsideRoot).resolve(key.file) {
        case .failure(let error): return .failure(error)
        case .success(let path):
            switch policy.read(path) {
            case .failure(let error): return .failure(error)
            case .success(let bytes):
                do throws(JSONParseError) {
                    let parsed = try JSONParser(limits: policy.limits, syntax: FileSet.syntax(ofFile: path)).parse(bytes, file: path)
                    diagnostics.append(parseWarnings: parsed.warnings)
                    return .success(parsed.document)
                } catch {
                    diagnostics.error(error.rule, error.message, at: error.position)
                    return .failure(FileError(path: key.file, reason: "cannot be parsed (\(error.message))"))
                }
            }
        }
    }
}
