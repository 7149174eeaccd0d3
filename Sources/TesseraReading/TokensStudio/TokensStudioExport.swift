import TesseraModel

/// A Tokens Studio export: its token sets, their order (`$metadata.tokenSetOrder`) and the
/// themes that select them (`$themes`).
///
/// The export comes as a folder (one JSON file per set, named by its path without `.json`, plus
/// `$themes.json` and `$metadata.json`) or as one file whose top-level keys are the set names
/// beside `$themes` and `$metadata`. ``designSystem(name:mode:)`` maps it onto what a resolver
/// document describes:
/// - sets layer in metadata order (sets the metadata does not name follow, in file order), a
///   later set's token replacing an earlier one's;
/// - themes with a `group` become contexts of an axis named after the group, and a set only
///   some of a group's themes select applies in those contexts only;
/// - themes without a group become Tessera themes whose one override layer holds their sets;
/// - a set no theme selects is not read (a warning names it), as Tokens Studio does not output it.
///
/// Within a theme, a token in an "enabled" set wins over the same token in a "source" set,
/// whatever their order, as the plugin prefers enabled sets and sd-transforms orders source sets
/// first; among sets of one status the later wins. A "source" set's tokens are read like an
/// enabled set's otherwise: they serve references and are also output, as sd-transforms passes
/// source sets to Style Dictionary with the others (Tessera's model has no token that only
/// references can see; only the plugin's export to Figma styles and variables skips them).
///
/// A theme without a group holds only the tokens of its own sets and of the sets theme groups
/// select: a token only another such theme's sets hold has no value in it.
package struct TokensStudioExport {
    /// One token set: a file of a folder export or a top-level key of a single-file export.
    package struct TokenSet {
        package var name: String
        package var document: JSONDocument
    }

    /// How a theme uses a set.
    package enum Selection: String {
        /// The set's tokens are output.
        case enabled
        /// The set's tokens are only available to references (read as enabled here).
        case source
        /// The set is not part of the theme.
        case disabled
    }

    /// One entry of `$themes`.
    package struct StudioTheme {
        package var name: String
        package var group: String?
        /// Set name → selection, in the order written.
        package var sets: [(name: String, selection: Selection)]
        package var location: SourceLocation

        package func selects(_ set: String) -> Bool { sets.contains { $0.name == set && $0.selection != .disabled } }

        /// How the theme uses `set`: `disabled` when it does not name it.
        package func selection(of set: String) -> Selection { sets.last { $0.name == set }?.selection ?? .disabled }
    }

    package var sets: [TokenSet]
    /// `$metadata.tokenSetOrder`, when given.
    package var order: [String]?
    package var themes: [StudioTheme] = []
    package var diagnostics = DTCGDiagnostics()

    /// File names of a folder export that describe the sets rather than hold tokens.
    package static let themesFile = "$themes.json"
    package static let metadataFile = "$metadata.json"

    /// Whether `doc` is a single-file export: an object with `$themes` or `$metadata` beside the sets.
    package static func isSingleFile(_ doc: JSONDocument) -> Bool {
        doc.kind(doc.root) == .object && (doc.member(doc.root, "$themes") != nil || doc.member(doc.root, "$metadata") != nil)
    }

    /// A single-file export: every top-level key but `$themes` and `$metadata` is a set.
    package init(singleFile doc: JSONDocument) {
        sets = (doc.object(doc.root) ?? []).filter { !$0.key.hasPrefix("$") }.map { TokenSet(name: $0.key, document: ResolverReader.extract(doc, $0.value)) }
        if let node = doc.member(doc.root, "$metadata") { readMetadata(doc, node) }
        if let node = doc.member(doc.root, "$themes") { readThemes(doc, node) }
    }

    /// A folder export (or its files given one by one): `sets` named by path, and the parsed
    /// `$themes.json` and `$metadata.json` when present.
    package init(sets: [TokenSet], themes: JSONDocument?, metadata: JSONDocument?) {
        self.sets = sets
        if let metadata { readMetadata(metadata, metadata.root) }
        if let themes { readThemes(themes, themes.root) }
    }

    /// The set name of the token file at `path` under `root`: its relative path without `.json`.
    package static func setName(path: String, root: String?) -> String {
        var name = path
        if let root, name.hasPrefix(root + "/") {
            name.removeFirst(root.count + 1)
        } else if let slash = name.lastIndex(of: "/") {
            name = String(name[name.index(after: slash)...])
        }
        if name.hasSuffix(".json") { name.removeLast(5) }
        return name
    }

    private mutating func readMetadata(_ doc: JSONDocument, _ node: JSONDocument.Node) {
        guard let list = doc.member(node, "tokenSetOrder") else { return }
        guard let items = doc.array(list) else {
            diagnostics.error(.tokensStudioTheme, "$metadata.tokenSetOrder must be an array of set names", at: doc.location(list))
            return
        }
        var names: [String] = []
        for item in items {
            guard let s = doc.string(item) else {
                diagnostics.error(.tokensStudioTheme, "$metadata.tokenSetOrder lists set names (strings)", at: doc.location(item))
                continue
            }
            if !sets.contains(where: { $0.name == s }) {
                diagnostics.warning(.tokensStudioTheme, "$metadata.tokenSetOrder names set \"\(s)\", which the export does not hold", at: doc.location(item))
            }
            names.append(s)
        }
        order = names
    }

    private mutating func readThemes(_ doc: JSONDocument, _ node: JSONDocument.Node) {
        guard let items = doc.array(node) else {
            diagnostics.error(.tokensStudioTheme, "$themes must be an array of themes", at: doc.location(node))
            return
        }
        for item in items {
            guard let name = doc.member(item, "name").flatMap(doc.string), let selected = doc.member(item, "selectedTokenSets").flatMap(doc.object) else {
                diagnostics.error(.tokensStudioTheme, "a theme needs a \"name\" and a \"selectedTokenSets\" object", at: doc.location(item))
                continue
            }
            var theme = StudioTheme(name: name, group: doc.member(item, "group").flatMap(doc.string), sets: [], location: doc.location(item))
            for entry in selected {
                guard let selection = doc.string(entry.value).flatMap(Selection.init(rawValue:)) else {
                    diagnostics.error(.tokensStudioTheme, "set \"\(entry.key)\" of theme \(name) must be \"enabled\", \"source\" or \"disabled\"", at: doc.location(entry.value))
                    continue
                }
                if selection != .disabled, !sets.contains(where: { $0.name == entry.key }) {
                    diagnostics.warning(.tokensStudioTheme, "theme \(name) selects set \"\(entry.key)\", which the export does not hold", at: doc.location(entry.keyNode))
                }
                theme.sets.append((entry.key, selection))
            }
            let group = theme.group
            if themes.contains(where: { $0.name == name && $0.group == group }) {
                diagnostics.error(.duplicateName, "two themes are named \(name)\(group.map { " in group \($0)" } ?? "")", at: theme.location)
                continue
            }
            themes.append(theme)
        }
    }

    /// The sets in layering order: metadata order first, then the rest in the order read.
    package var orderedSets: [TokenSet] {
        guard let order else { return sets }
        let rank = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        return sets.enumerated().sorted { a, b in
            let ra = rank[a.element.name] ?? order.count + a.offset
            let rb = rank[b.element.name] ?? order.count + b.offset
            return ra < rb
        }.map(\.element)
    }
}
