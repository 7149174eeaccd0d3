import TesseraIO

extension TokensStudioExport {
    /// The Tokens Studio export among the files read, if they are one; the theme and metadata
    /// files it consists of are taken out of `input`'s documents.
    ///
    /// They are one when a folder given holds `$themes.json` or `$metadata.json`, when such a
    /// file is given by name (its folder is then the root set names are relative to), or when
    /// the only file read has `$themes` or `$metadata` beside its sets.
    package static func find(paths: [String], input: inout FileSet) -> TokensStudioExport? {
        if input.documents.count == 1, isSingleFile(input.documents[0].document) {
            return TokensStudioExport(singleFile: input.documents[0].document)
        }
        var root: String?
        var themes: JSONDocument?
        var metadata: JSONDocument?
        func take(_ path: String, _ document: JSONDocument) {
            if path.hasSuffix("/" + themesFile) || path == themesFile { themes = document } else { metadata = document }
            if root == nil { root = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "." }
        }
        for path in paths where FileIO.isDirectory(path) {
            let folder = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
            for file in [themesFile, metadataFile] where FileIO.isRegularFile(folder + "/" + file) {
                if let document = input.parse(folder + "/" + file) { take(folder + "/" + file, document) }
            }
        }
        for entry in input.removeDocuments(where: { isStudioFile($0.path) }) { take(entry.path, entry.document) }
        guard themes != nil || metadata != nil else { return nil }
        _ = input.removeDocuments { isConfigurationFile($0.path) }
        let sets = input.documents.map { TokenSet(name: setName(path: $0.path, root: root), document: $0.document) }
        return TokensStudioExport(sets: sets, themes: themes, metadata: metadata)
    }

    package static func isStudioFile(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name == themesFile || name == metadataFile
    }

    /// Whether a file of a folder export is the export's or another tool's configuration, not
    /// a token set: its name starts with `$` (`$themes.json`, a build tool's `$designsystemet.jsonc`),
    /// as set names never do.
    package static func isConfigurationFile(_ path: String) -> Bool {
        (path.split(separator: "/").last.map(String.init) ?? path).hasPrefix("$")
    }
}
