import TesseraModel

extension DTCGValueReader {
    /// The value a `{"$ref": "other.json#/a/$value"}` in `node`'s place stands for, when it names
    /// another file; `nil` when `node` is no such reference.
    package mutating func fileReference(_ node: JSONDocument.Node, type: TokenType) throws(Failed) -> TokenExpression? {
        guard doc.kind(node) == .object, let ref = doc.member(node, "$ref"), let text = doc.string(ref), ReferencedFiles.isFileReference(text) else { return nil }
        return try readFileReference(text, at: ref, type: type)
    }

    /// The value the `$ref` `text` (at `ref`) points at in another file, read there as `type`.
    ///
    /// Terrazzo reads such a reference relative to the referring file, and so does the
    /// compatible mode, with an `invalid-reference` deviation: a DTCG 2025.10 `$ref` is a JSON
    /// Pointer into its own file. A pointer at a token stands for its `$value`. A file that
    /// cannot be read, and a pointer at nothing, are errors at the `$ref`.
    package mutating func readFileReference(_ text: String, at ref: JSONDocument.Node, type: TokenType) throws(Failed) -> TokenExpression {
        guard mode == .compatible else {
            throw fail(ref, "$ref \(text) names another file; a DTCG 2025.10 $ref is a JSON Pointer into its own file (#/…)", rule: .invalidReference)
        }
        diagnostics.deviation(
            .invalidReference, "$ref \(text) names another file, which Terrazzo reads relative to this one, and so is it; a DTCG 2025.10 $ref points into its own file (#/…)",
            at: doc.location(ref), token: token)
        let (file, pointerText) = ReferencedFiles.split(text)
        guard referencedFiles.depth < ReferencedFiles.maxDepth else { throw fail(ref, "$ref chain across files is too long or circular", rule: .invalidReference) }
        let other: JSONDocument
        switch referencedFiles.document(file, from: doc.file) {
        case .success(let document): other = document
        case .failure(let error): throw fail(ref, "$ref \(text): \(file) \(error.reason)", rule: .invalidReference)
        case nil: throw fail(ref, "$ref \(text): \(file) was not read (a file $ref is read in token files given directly)", rule: .invalidReference)
        }
        guard let pointer = JSONPointer(pointerText) else { throw fail(ref, "$ref \(text): malformed pointer \(pointerText)", rule: .invalidReference) }
        guard var target = pointer.resolve(in: other, from: other.root) else { throw fail(ref, "$ref \(text) points at nothing in \(file)", rule: .unknownReference) }
        if other.kind(target) == .object, DTCGDocumentReader.isToken(other, target), let value = other.member(target, "$value") { target = value }
        var there = DTCGValueReader(doc: other, diagnostics: DTCGDiagnostics(mode: mode))
        there.token = token
        there.declaredTypeName = declaredTypeName
        there.readingLetterSpacing = readingLetterSpacing
        there.unitlessPixels = unitlessPixels
        there.referencedFiles = referencedFiles
        there.referencedFiles.depth += 1
        let read = try? there.value(target, type: type)
        diagnostics.append(there.diagnostics)
        extraProperties += there.extraProperties
        guard let read else { throw Failed() }
        return read
    }
}
