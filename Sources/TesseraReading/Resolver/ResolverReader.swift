import TesseraCompiler
import TesseraIO
import TesseraModel

/// Reads a DTCG 2025.10 resolver document into a design system whose axes are its modifiers.
///
/// Every modifier becomes an axis and its contexts the axis's values; sets contribute
/// unconditional definitions and each context its own conditional ones, in resolution order,
/// with "last occurrence wins" precedence. One compile then holds every context without
/// enumerating permutations.
///
/// Decisions where the specification leaves room:
/// - A modifier declared but not used in `resolutionOrder` has no effect and is not an axis
///   (a warning says so). A set that neither `resolutionOrder`, another used source nor an
///   `org.tessera.themes` entry references contributes nothing (a warning names it).
/// - A modifier with a single context is an error (the specification says SHOULD).
/// - Relative `$ref` files must stay inside the root document's directory unless the
///   ``PathPolicy`` allows otherwise.
public struct ResolverReader {
    package let doc: JSONDocument
    package let policy: PathPolicy
    /// Reads a referenced file; tests can substitute an in-memory loader.
    package let readFile: (String) -> Result<[UInt8], FileError>
    package var diagnostics = DTCGDiagnostics()
    /// How the token files' deviations from DTCG 2025.10 are judged.
    public var mode: ReadingMode = .compatible
    private var sources: [DTCGSource] = []
    private var axes: [ModeAxis] = []
    private var fileCache: [String: JSONDocument] = [:]
    /// Names of the sets in `sets` that something reads, to warn about the others.
    private var usedSets = Set<String>()
    /// Pointers into this document being expanded, to catch circular references.
    private var expanding: [String] = []

    /// Creates a reader for a parsed resolver document.
    public init(document: JSONDocument, policy: PathPolicy, readFile: @escaping (String) -> Result<[UInt8], FileError>) {
        self.doc = document
        self.policy = policy
        self.readFile = readFile
    }

    /// Whether a parsed document looks like a resolver document rather than a token file.
    public static func isResolver(_ doc: JSONDocument) -> Bool {
        doc.member(doc.root, "resolutionOrder") != nil
    }

    /// The design system, and every problem found.
    public mutating func read(name: String) -> (DesignSystem, [Diagnostic]) {
        let root = doc.root
        let name = doc.member(root, "name").flatMap(doc.string) ?? name
        guard let members = doc.object(root) else {
            diagnostics.error(.invalidResolver, "a resolver document must be a JSON object", at: doc.location(root))
            return (DesignSystem(name: name, axes: []), diagnostics.items)
        }
        let allowed: Set<String> = ["version", "resolutionOrder", "name", "description", "sets", "modifiers", "$schema", "$defs", "$extensions"]
        for m in members where !allowed.contains(m.key) {
            diagnostics.error(.invalidResolver, "unknown resolver property \"\(m.key)\"", at: doc.location(m.keyNode))
        }
        if let v = doc.member(root, "version") {
            if doc.string(v) != "2025.10" {
                diagnostics.error(.invalidVersion, "version must be \"2025.10\"", at: doc.location(v))
            }
        } else {
            diagnostics.error(.invalidVersion, "a resolver document needs \"version\": \"2025.10\"", at: doc.location(root))
        }
        let sets = doc.member(root, "sets")
        let modifiers = doc.member(root, "modifiers")
        for (node, what) in [(sets, "sets"), (modifiers, "modifiers")] {
            if let node, doc.kind(node) != .object { diagnostics.error(.invalidResolver, "\(what) must be an object", at: doc.location(node)) }
        }
        guard let order = doc.member(root, "resolutionOrder"), let items = doc.array(order) else {
            diagnostics.error(.invalidResolver, "resolutionOrder must be an array", at: doc.location(root))
            return (DesignSystem(name: name, axes: []), diagnostics.items)
        }
        if items.isEmpty { diagnostics.error(.invalidResolver, "resolutionOrder needs at least one item", at: doc.location(order)) }
        var inlineNames = Set<String>()
        var usedModifiers = Set<String>()
        for item in items {
            guard doc.kind(item) == .object else {
                diagnostics.error(.invalidResolver, "resolutionOrder items are {\"$ref\": …} or inline sets and modifiers", at: doc.location(item))
                continue
            }
            if let ref = doc.member(item, "$ref") {
                guard let text = doc.string(ref), let pointer = JSONPointer(text), pointer.segments.count == 2,
                    pointer.segments[0] == "sets" || pointer.segments[0] == "modifiers"
                else {
                    diagnostics.error(.invalidReference, "resolutionOrder may reference #/sets/NAME or #/modifiers/NAME only", at: doc.location(ref))
                    continue
                }
                guard let target = pointer.resolve(in: doc, from: root) else {
                    diagnostics.error(.unknownReference, "\(text) does not exist", at: doc.location(ref))
                    continue
                }
                if pointer.segments[0] == "sets" {
                    usedSets.insert(pointer.segments[1])
                    addSet(target, name: pointer.segments[1])
                } else {
                    usedModifiers.insert(pointer.segments[1])
                    addModifier(target, name: pointer.segments[1])
                }
                continue
            }
            let type = doc.member(item, "type").flatMap(doc.string)
            guard let itemName = doc.member(item, "name").flatMap(doc.string) else {
                diagnostics.error(.invalidResolver, "an inline resolutionOrder item needs a name", at: doc.location(item))
                continue
            }
            if !inlineNames.insert(itemName).inserted {
                diagnostics.error(.duplicateName, "two inline resolutionOrder items are named \"\(itemName)\"", at: doc.location(item))
            }
            switch type {
            case "set": addSet(item, name: itemName, inline: true)
            case "modifier":
                usedModifiers.insert(itemName)
                addModifier(item, name: itemName, inline: true)
            default:
                diagnostics.error(.invalidResolver, "an inline resolutionOrder item needs \"type\": \"set\" or \"modifier\"", at: doc.location(item))
            }
        }
        for m in modifiers.flatMap(doc.object) ?? [] where !usedModifiers.contains(m.key) {
            diagnostics.warning(.unusedModifier, "modifier \(m.key) is not in resolutionOrder, so it has no effect and is not an input", at: doc.location(m.keyNode))
        }
        let tessera = doc.member(root, "$extensions").flatMap { doc.member($0, "org.tessera") }
        for entry in tessera.flatMap({ doc.member($0, "themes") }).flatMap(doc.object) ?? [] {
            for ref in doc.array(entry.value) ?? [] {
                if let pointer = doc.string(ref).flatMap(JSONPointer.init), pointer.segments.count == 2, pointer.segments[0] == "sets" { usedSets.insert(pointer.segments[1]) }
            }
        }
        for s in sets.flatMap(doc.object) ?? [] where !usedSets.contains(s.key) {
            diagnostics.warning(
                .unusedSet, "set \(s.key) is not in resolutionOrder nor referenced by a used source, so its tokens are never read", at: doc.location(s.keyNode))
        }
        // Axis fallbacks (high contrast → standard) have no DTCG form.
        for axisEntry in tessera.flatMap({ doc.member($0, "axes") }).flatMap(doc.object) ?? [] {
            guard let a = axes.firstIndex(where: { $0.name == axisEntry.key }) else { continue }
            for f in doc.object(axisEntry.value) ?? [] {
                if let c = axes[a].position(of: f.key) { axes[a].contexts[c].fallback = doc.string(f.value) }
            }
        }
        var (system, loaded) = DTCGLoader(mode: mode).designSystem(name: name, sources: sources, axes: axes)
        if let p = tessera.flatMap({ doc.member($0, "precedence") }).flatMap(doc.string).flatMap(DefinitionPrecedence.init(rawValue:)) {
            system.precedence = p
        }
        // Themes: sets whose tokens are a theme's override layers, validated as overrides.
        for themeEntry in tessera.flatMap({ doc.member($0, "themes") }).flatMap(doc.object) ?? [] {
            var layers: [OverrideLayer] = []
            for ref in doc.array(themeEntry.value) ?? [] {
                guard let text = doc.string(ref), let pointer = JSONPointer(text), pointer.segments.count == 2, pointer.segments[0] == "sets",
                    let set = pointer.resolve(in: doc, from: root)
                else {
                    diagnostics.error(.invalidExtension, "org.tessera.themes lists #/sets/NAME references", at: doc.location(ref))
                    continue
                }
                let before = sources.count
                for source in doc.member(set, "sources").flatMap(doc.array) ?? [] { addSource(source, condition: .always, inModifier: false) }
                let layerSources = Array(sources[before...])
                sources.removeSubrange(before...)
                let (layerSystem, layerProblems) = DTCGLoader(mode: mode).designSystem(name: pointer.segments[1], sources: layerSources, axes: axes)
                loaded += layerProblems
                let prefix = "layer-\(themeEntry.key)-"
                let setName = pointer.segments[1]
                layers.append(OverrideLayer(setName.hasPrefix(prefix) ? String(setName.dropFirst(prefix.count)) : setName, replacingTokensOf: layerSystem))
            }
            system.themes.append(Theme(name: themeEntry.key, layers: layers))
        }
        return (system, diagnostics.items + loaded)
    }

    private mutating func addSet(_ node: JSONDocument.Node, name: String, inline: Bool = false) {
        guard doc.kind(node) == .object else {
            diagnostics.error(.invalidResolver, "set \(name) must be an object with sources", at: doc.location(node))
            return
        }
        let allowed: Set<String> = inline ? ["type", "name", "sources", "description", "$extensions"] : ["sources", "description", "$extensions"]
        for m in doc.object(node) ?? [] where !allowed.contains(m.key) {
            diagnostics.error(.invalidResolver, "unknown set property \"\(m.key)\"", at: doc.location(m.keyNode))
        }
        guard let list = doc.member(node, "sources"), let items = doc.array(list) else {
            diagnostics.error(.invalidResolver, "set \(name) needs a sources array", at: doc.location(node))
            return
        }
        for source in items { addSource(source, condition: .always, inModifier: false) }
    }

    private mutating func addModifier(_ node: JSONDocument.Node, name: String, inline: Bool = false) {
        guard doc.kind(node) == .object else {
            diagnostics.error(.invalidResolver, "modifier \(name) must be an object with contexts", at: doc.location(node))
            return
        }
        let allowed: Set<String> = inline ? ["type", "name", "contexts", "default", "description", "$extensions"] : ["contexts", "default", "description", "$extensions"]
        for m in doc.object(node) ?? [] where !allowed.contains(m.key) {
            diagnostics.error(.invalidResolver, "unknown modifier property \"\(m.key)\"", at: doc.location(m.keyNode))
        }
        guard let contextsNode = doc.member(node, "contexts"), let contexts = doc.object(contextsNode) else {
            diagnostics.error(.invalidModifier, "modifier \(name) needs a contexts object", at: doc.location(node))
            return
        }
        if contexts.isEmpty {
            diagnostics.error(.invalidModifier, "modifier \(name) has no contexts", at: doc.location(contextsNode))
            return
        }
        if contexts.count == 1 {
            diagnostics.error(.invalidModifier, "modifier \(name) has a single context; a modifier needs at least two", at: doc.location(contextsNode))
        }
        var defaultContext: String?
        if let d = doc.member(node, "default") {
            if let s = doc.string(d), contexts.contains(where: { $0.key == s }) {
                defaultContext = s
            } else {
                diagnostics.error(
                    .invalidModifier, "default of modifier \(name) must be one of its contexts: \(contexts.map(\.key).joined(separator: ", "))", at: doc.location(d))
            }
        }
        if axes.contains(where: { $0.name == name }) {
            diagnostics.error(.duplicateName, "modifier \(name) appears twice in resolutionOrder", at: doc.location(node))
            return
        }
        var axis = ModeAxis(name, contexts: contexts.map { ModeAxis.Context($0.key) }, defaultContext: defaultContext ?? contexts[0].key)
        axis.requiresSelection = defaultContext == nil
        axes.append(axis)
        for context in contexts {
            guard let list = doc.array(context.value) else {
                diagnostics.error(.invalidModifier, "context \(context.key) of modifier \(name) must be an array of sources", at: doc.location(context.value))
                continue
            }
            for source in list { addSource(source, condition: ContextCondition([name: context.key]), inModifier: true) }
        }
    }

    private mutating func addSource(_ node: JSONDocument.Node, condition: ContextCondition, inModifier: Bool) {
        guard doc.kind(node) == .object else {
            diagnostics.error(.invalidSource, "a source is inline tokens or {\"$ref\": …}", at: doc.location(node))
            return
        }
        guard let ref = doc.member(node, "$ref") else {
            sources.append(DTCGSource(document: subdocument(node), condition: condition))
            return
        }
        guard let text = doc.string(ref) else {
            diagnostics.error(.invalidReference, "$ref must be a string", at: doc.location(ref))
            return
        }
        // Keys beside `$ref` override what it names (resolver module §4.2.2). They are read as
        // a source of their own after it, so they merge the way later sources do: groups merge,
        // tokens replace whole (the `$ref` key itself is skipped by the token reader).
        defer {
            if (doc.object(node)?.count ?? 0) > 1 { sources.append(DTCGSource(document: subdocument(node), condition: condition)) }
        }
        if text.hasPrefix("#") {
            guard let pointer = JSONPointer(text), let first = pointer.segments.first else {
                diagnostics.error(.invalidReference, "malformed pointer \(text)", at: doc.location(ref))
                return
            }
            if first == "resolutionOrder" {
                diagnostics.error(.invalidReference, "nothing may reference #/resolutionOrder", at: doc.location(ref))
                return
            }
            if first == "modifiers" {
                diagnostics.error(.invalidReference, "a set or modifier context may not reference a modifier", at: doc.location(ref))
                return
            }
            guard let target = pointer.resolve(in: doc, from: doc.root) else {
                diagnostics.error(.unknownReference, "\(text) does not exist", at: doc.location(ref))
                return
            }
            if expanding.contains(text) {
                diagnostics.error(.circularReference, "\(text) references itself through \(expanding.joined(separator: " → "))", at: doc.location(ref))
                return
            }
            expanding.append(text)
            defer { expanding.removeLast() }
            if first == "sets", pointer.segments.count >= 2 { usedSets.insert(pointer.segments[1]) }
            if first == "sets", pointer.segments.count == 2 {
                for source in doc.member(target, "sources").flatMap(doc.array) ?? [] { addSource(source, condition: condition, inModifier: inModifier) }
            } else {
                sources.append(DTCGSource(document: subdocument(target), condition: condition))
            }
            return
        }
        // A file, optionally with a fragment pointer.
        let parts = text.split(separator: "#", maxSplits: 1).map(String.init)
        switch policy.resolve(parts[0]) {
        case .failure(let error):
            diagnostics.error(.invalidReference, "\(text): \(error.reason)", at: doc.location(ref))
        case .success(let path):
            guard let file = load(path, at: ref) else { return }
            var target = file.root
            if parts.count == 2 {
                guard let pointer = JSONPointer("#" + parts[1]), let t = pointer.resolve(in: file, from: file.root) else {
                    diagnostics.error(.unknownReference, "\(text) does not exist", at: doc.location(ref))
                    return
                }
                target = t
            }
            sources.append(DTCGSource(document: target == file.root ? file : Self.extract(file, target), condition: condition))
        }
    }

    private mutating func load(_ path: String, at ref: JSONDocument.Node) -> JSONDocument? {
        if let cached = fileCache[path] { return cached }
        switch readFile(path) {
        case .failure(let error):
            diagnostics.error(.invalidReference, error.description, at: doc.location(ref))
            return nil
        case .success(let bytes):
            do throws(JSONParseError) {
                let parsed = try JSONParser(acceptsCommentsAndTrailingCommas: true).parse(bytes, file: path)
                var read = DTCGDiagnostics(mode: mode)
                read.append(parseWarnings: parsed.warnings)
                diagnostics.append(read)
                fileCache[path] = parsed.document
                return parsed.document
            } catch {
                diagnostics.error(error.rule, error.message, at: error.position)
                return nil
            }
        }
    }

    /// An inline source as a document of its own, keeping this file's positions.
    private func subdocument(_ node: JSONDocument.Node) -> JSONDocument { Self.extract(doc, node) }

    package static func extract(_ doc: JSONDocument, _ node: JSONDocument.Node) -> JSONDocument {
        var copy = doc
        copy.rootIndex = Int(node.index)
        return copy
    }
}
