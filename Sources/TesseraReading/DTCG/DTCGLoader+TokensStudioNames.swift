import TesseraModel

extension DTCGLoader {
    /// Whether a `$type` of `occurrences` is one only Tokens Studio documents.
    package static func usesTokensStudioTypes(_ occurrences: ArraySlice<DTCGOccurrence>) -> Bool {
        // Nearly every token inherits its group's `$type`: a name is looked up once per run.
        var last: String?
        for o in occurrences {
            guard let name = o.declaredType, name != last else { continue }
            if DTCGTypeName.isTokensStudio(name) { return true }
            last = name
        }
        return false
    }

    /// `path` with every `/` read as a group separator, as Tokens Studio reads names
    /// (`color/primary` is `color.primary`); `path` itself when that would leave a name empty.
    package static func splittingSlashes(_ path: String) -> String {
        guard path.utf8.contains(UInt8(ascii: "/")) else { return path }
        let split = path.split(separator: "/", omittingEmptySubsequences: false).joined(separator: ".")
        return split.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty) ? path : split
    }

    /// Reads what the document reader left to the tool whose file it is (compatible mode): in a
    /// Tokens Studio file a name's `/` separates groups and a group's plain value (`"t": "#f00"`)
    /// is an `other` token, as the plugin's reader has them; elsewhere the name is read as
    /// written and the value skipped, as Style Dictionary does.
    ///
    /// Rewrites the paths of `occurrences` from `start` on and appends the values read as
    /// tokens, whose warnings among `diagnostics` from `reported` on (the reader's, which said
    /// they were skipped) it rewrites in place; returns whether it did either, so that the
    /// document's paths may repeat.
    package static func readToolNames(
        of reader: DTCGDocumentReader, source: Int, tokensStudio: Bool, occurrences: inout [DTCGOccurrence], from start: Int, diagnostics: inout DTCGDiagnostics,
        reported: Int
    ) -> Bool {
        var changed = false
        if tokensStudio, !reader.slashNames.isEmpty {
            for k in start..<occurrences.count {
                let split = splittingSlashes(occurrences[k].dottedPath)
                if split != occurrences[k].dottedPath {
                    occurrences[k].dottedPath = split
                    changed = true
                }
            }
            for n in reader.slashNames where !n.name.split(separator: "/", omittingEmptySubsequences: false).contains(where: \.isEmpty) {
                let names = n.name.split(separator: "/").joined(separator: ".")
                diagnostics.warning(
                    .invalidName,
                    "name \"\(n.name)\" holds a /, which Tokens Studio reads as a group separator, so its tokens' paths read it as nested names (\(names)); --strict reads the one name DTCG allows",
                    at: n.location, token: splittingSlashes(n.path))
            }
        }
        guard tokensStudio, !reader.bareValues.isEmpty else { return changed }
        let doc = reader.doc
        // The reader's warnings about the values, by place (a few among possibly many).
        var warnedAt: [SourceLocation: Int] = [:]
        for k in reported..<diagnostics.items.count where diagnostics.items[k].rule == .invalidToken {
            if let at = diagnostics.items[k].location { warnedAt[at] = k }
        }
        for bare in reader.bareValues {
            let kind = doc.kind(bare.node)
            guard kind == .string || kind == .number || kind == .bool else { continue }
            let path = reader.slashNames.isEmpty ? bare.path : splittingSlashes(bare.path)
            let at = doc.location(bare.node)
            let read = Diagnostic(
                .warning,
                .format(
                    rule: .invalidToken,
                    detail: "a value without a token object; read as Tokens Studio's reader has it, an `other` token holding it (tokens are objects with $value)"),
                token: TokenPath(path), location: at)
            if let k = warnedAt[at] { diagnostics.items[k] = read } else { diagnostics.items.append(read) }
            occurrences.append(
                DTCGOccurrence(
                    dottedPath: path, document: source, node: bare.node, declaredType: "other", typeNode: nil, description: nil, deprecation: nil, extensionsNode: nil,
                    valueNode: bare.node, refNode: nil, alphaNode: nil))
            changed = true
        }
        return changed
    }
}
