import TesseraColorModel
import TesseraCompiler
import TesseraModel

/// Reads a Figma Variables REST response, `GET /v1/files/:file_key/variables/local`, as a
/// team's CI saves it to a file (Tessera makes no network call): `{"meta": {"variables": …,
/// "variableCollections": …}}`, or the same two maps at the root.
///
/// - A variable's name is its path, its `/` groups read as dots (`color/bg/primary` is
///   `color.bg.primary`); the collection is not part of the path, as in Figma's own exports.
/// - A collection with several modes is an axis named after it, its modes the contexts and its
///   default mode the default context; an alias reads its target in the mode selected for the
///   target's own collection, which is how Figma resolves a layer's variables.
/// - An extended collection is a theme named after it, whose override layer holds its
///   `variableOverrides` for its parent modes; a chain of extensions stacks their layers.
/// - Types: `COLOR` is an sRGB color, `BOOLEAN` a boolean, `STRING` a string (a font family
///   with the `FONT_FAMILY` scope); a `FLOAT` has no unit, so its scopes decide: sizes (`GAP`,
///   `WIDTH_HEIGHT`, `CORNER_RADIUS`, `FONT_SIZE`, …) are dimensions in pixels, `FONT_WEIGHT` a
///   font weight, `OPACITY` a number kept in percent (10 is 0.1, as Figma's opacity field shows
///   it), anything else the type of what it aliases, or a number.
/// - `scopes`, `codeSyntax`, `hiddenFromPublishing` and the variable's id are kept in
///   `$extensions["com.figma"]`.
/// - A library variable (`remote`) that shares its name with a local one is not read: references
///   to it read the local one, with a note. An alias to a variable the response lacks is an
///   unknown reference.
package struct FigmaVariablesImporter {
    /// The `$extensions` key for what Figma says of a variable.
    package static let extensionKey = "com.figma"

    /// Scopes that make a `FLOAT` a length in pixels.
    package static let lengthScopes: Set<String> = [
        "GAP", "WIDTH_HEIGHT", "CORNER_RADIUS", "STROKE_FLOAT", "EFFECT_FLOAT", "FONT_SIZE", "LINE_HEIGHT", "LETTER_SPACING", "PARAGRAPH_SPACING",
        "PARAGRAPH_INDENT",
    ]

    package struct Collection {
        package var id: String
        package var name: String
        package var modes: [(id: String, name: String, parent: String?)]
        package var defaultMode: String
        package var parent: String?
        package var overrides: JSONDocument.Node?
        package var node: JSONDocument.Node
    }

    package struct Variable {
        package var id: String
        package var path: String
        package var type: TokenType
        package var collection: String
        package var remote: Bool
        package var node: JSONDocument.Node
        /// An `OPACITY`-scoped `FLOAT`: Figma keeps it in percent, as its opacity field shows it.
        package var isPercent = false
    }

    package let doc: JSONDocument
    package let variablesNode: JSONDocument.Node
    package let collectionsNode: JSONDocument.Node
    package var diagnostics = DTCGDiagnostics()
    package var collections: [String: Collection] = [:]
    package var variables: [String: Variable] = [:]

    /// The `meta` object (or the root) when `doc` is a variables response.
    package static func maps(in doc: JSONDocument) -> (variables: JSONDocument.Node, collections: JSONDocument.Node)? {
        guard doc.kind(doc.root) == .object else { return nil }
        let meta = doc.member(doc.root, "meta").flatMap { doc.kind($0) == .object ? $0 : nil } ?? doc.root
        guard let v = doc.member(meta, "variables"), let c = doc.member(meta, "variableCollections"), doc.kind(v) == .object, doc.kind(c) == .object else { return nil }
        return (v, c)
    }

    /// Whether `doc` is a Figma variables response.
    package static func isVariablesResponse(_ doc: JSONDocument) -> Bool { maps(in: doc) != nil }

    /// Whether the response is `variables/published`, which lists variables without values
    /// (its type field is `resolvedDataType`).
    package var isPublishedResponse: Bool {
        guard let first = doc.object(variablesNode)?.first?.value else { return false }
        return doc.member(first, "resolvedDataType") != nil && doc.member(first, "valuesByMode") == nil
    }

    package init?(document: JSONDocument) {
        guard let (v, c) = Self.maps(in: document) else { return nil }
        doc = document
        variablesNode = v
        collectionsNode = c
    }

    /// The design system the response describes, and every problem found reading it.
    package mutating func designSystem(name: String) -> (DesignSystem, [Diagnostic]) {
        if isPublishedResponse {
            let names = (doc.object(variablesNode) ?? []).compactMap { string($0.value, "name") }
            let named = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? ", …" : "")
            diagnostics.error(
                .invalidDocument,
                "a Figma variables/published response lists \(names.count) variables (\(named)) without their values; save GET /v1/files/:key/variables/local to read them",
                at: doc.location(doc.root))
            var system = DesignSystem(name: name, axes: [])
            for member in doc.object(variablesNode) ?? [] {
                let path = (string(member.value, "name") ?? member.key).split(separator: "/").map { String($0).trimmingWhitespace }.joined(separator: ".")
                system.rejectedTokens.insert(TokenPath(path), at: doc.location(member.value), reason: "no value in a published response")
            }
            return (system, diagnostics.items)
        }
        readCollections()
        readVariables()
        var tokens: [TokenDeclaration] = []
        var axes: [ModeAxis] = []
        var rejected = RejectedTokens()
        // Roots with several modes are axes, in the order the response lists them.
        // A library copy of a collection has its name and modes: one axis stands for both.
        for c in orderedCollections where c.parent == nil && c.modes.count > 1 && !axes.contains(where: { $0.name == c.name }) {
            guard let defaultName = c.modes.first(where: { $0.id == c.defaultMode })?.name ?? c.modes.first?.name else { continue }
            axes.append(ModeAxis(c.name, contexts: c.modes.map { ModeAxis.Context($0.name) }, defaultContext: defaultName))
        }
        for v in orderedVariables {
            guard let collection = collections[v.collection] else {
                diagnostics.error(.invalidDocument, "variable \(v.path) names a collection the response lacks", at: doc.location(v.node), token: v.path)
                rejected.insert(TokenPath(v.path), at: doc.location(v.node), reason: "unknown-collection")
                continue
            }
            var definitions: [TokenDefinition] = []
            let values = doc.member(v.node, "valuesByMode")
            for mode in collection.modes {
                guard let node = values.flatMap({ doc.member($0, mode.id) }) else { continue }
                // A value that could not be read is reported; the token is not abstract.
                let e = value(node, type: v.type, token: v.path, percent: v.isPercent) ?? .invalid
                let condition: ContextCondition = collection.modes.count > 1 && mode.id != collection.defaultMode ? ContextCondition([collection.name: mode.name]) : .always
                definitions.append(TokenDefinition(condition, e, location: doc.location(node)))
            }
            // The default mode first: it is what every other mode falls back to.
            definitions.sort { $0.condition.isUnconditional && !$1.condition.isUnconditional }
            var token = TokenDeclaration(TokenPath(v.path), type: v.type, definitions: definitions, description: description(v.node), location: doc.location(v.node))
            token.extensionsJSON = figmaExtensions(v)
            tokens.append(token)
        }
        let types = typeOfPath
        DTCGLoader.convertNumberAliases(in: &tokens, diagnostics: &diagnostics) { types[$0] }
        var retyped: [String: TokenType] = [:]
        DTCGLoader.adoptAliasTypes(in: &tokens, diagnostics: &diagnostics, retyped: &retyped) { types[$0] }
        var system = DesignSystem(name: name, axes: axes, tokens: tokens, themes: themes())
        system.precedence = .lastMatching
        system.rejectedTokens = rejected
        let collectionCount = collections.count
        let note =
            "a Figma Variables REST response: \(variables.count) variables in \(collectionCount) collection\(collectionCount == 1 ? "" : "s"); "
            + "collections with several modes are axes (\(axes.map(\.name).joined(separator: ", "))), extended collections are themes, FLOAT scopes decide dimension or number "
            + "(an OPACITY one is in percent, as Figma's opacity field shows it: 10 is 0.1)"
        diagnostics.items.insert(Diagnostic(.note, .format(rule: .toolConvention, detail: note), location: doc.location(doc.root)), at: 0)
        return (system, diagnostics.items)
    }

    // MARK: Reading

    private var orderedCollections: [Collection] {
        (doc.object(collectionsNode) ?? []).compactMap { collections[$0.key] }
    }

    private var orderedVariables: [Variable] {
        (doc.object(variablesNode) ?? []).compactMap { variables[$0.key] }
    }

    private var typeOfPath: [String: TokenType] {
        var out: [String: TokenType] = [:]
        for v in variables.values where out[v.path] == nil || !v.remote { out[v.path] = v.type }
        return out
    }

    private mutating func readCollections() {
        for member in doc.object(collectionsNode) ?? [] {
            let node = member.value
            guard let name = string(node, "name"), let modesNode = doc.member(node, "modes"), let modes = doc.array(modesNode) else {
                diagnostics.error(.invalidDocument, "a variable collection has a name and modes", at: doc.location(node))
                continue
            }
            let readModes = modes.compactMap { m -> (id: String, name: String, parent: String?)? in
                guard let id = string(m, "modeId"), let modeName = string(m, "name") else { return nil }
                return (id, modeName, string(m, "parentModeId"))
            }
            let extends = doc.member(node, "isExtension").flatMap { doc.bool($0) } == true ? string(node, "parentVariableCollectionId") : nil
            collections[member.key] = Collection(
                id: member.key, name: name, modes: readModes, defaultMode: string(node, "defaultModeId") ?? readModes.first?.id ?? "", parent: extends,
                overrides: doc.member(node, "variableOverrides"), node: node)
        }
    }

    private mutating func readVariables() {
        var localPaths: Set<String> = []
        var read: [Variable] = []
        for member in doc.object(variablesNode) ?? [] {
            let node = member.value
            guard let name = string(node, "name"), let collection = string(node, "variableCollectionId"), let typeName = string(node, "resolvedType") else {
                diagnostics.error(.invalidDocument, "a variable has a name, a variableCollectionId and a resolvedType", at: doc.location(node))
                continue
            }
            let scopes = (doc.member(node, "scopes").flatMap { doc.array($0) } ?? []).compactMap { doc.string($0) }
            guard let type = Self.type(typeName, scopes: scopes) else {
                diagnostics.error(.unknownType, "resolvedType \"\(typeName)\" is not BOOLEAN, FLOAT, STRING or COLOR", at: doc.location(node), token: name)
                continue
            }
            if typeName == "FLOAT", !Self.isDecisive(scopes) { undecided.insert(member.key) }
            let path = name.split(separator: "/", omittingEmptySubsequences: true).map { String($0).trimmingWhitespace }.joined(separator: ".")
            let remote = doc.member(node, "remote").flatMap { doc.bool($0) } == true
            if !remote { localPaths.insert(path) }
            read.append(
                Variable(
                    id: member.key, path: path, type: type, collection: collection, remote: remote, node: node,
                    isPercent: typeName == "FLOAT" && scopes.contains("OPACITY")))
        }
        defer { settleUndecided() }
        for v in read {
            if v.remote, localPaths.contains(v.path) {
                // The library's copy of a local variable: references to it read the local one.
                diagnostics.items.append(
                    Diagnostic(
                        .note, .format(rule: .toolConvention, detail: "library variable \(v.path) has the name of a local one; references to it read the local one"),
                        token: TokenPath(v.path), location: doc.location(v.node)))
                aliasesToLocal[v.id] = v.path
                continue
            }
            variables[v.id] = v
        }
    }

    /// Library variables not read, by id, and the path of the local variable read instead.
    private var aliasesToLocal: [String: String] = [:]
    /// `FLOAT` variables whose scopes say nothing of what they measure (`ALL_SCOPES`).
    private var undecided: Set<String> = []

    /// Whether `scopes` say what a `FLOAT` measures.
    package static func isDecisive(_ scopes: [String]) -> Bool {
        scopes.contains { lengthScopes.contains($0) || $0 == "OPACITY" || $0 == "FONT_WEIGHT" }
    }

    /// Gives each undecided `FLOAT` the type of a variable one of its modes aliases, through
    /// chains (a margin aliasing a `GAP` spacing in some mode is a dimension); one that only
    /// holds literals stays a number.
    private mutating func settleUndecided() {
        let ids = idOfPath
        func aliasTargets(_ id: String) -> [String] {
            guard let v = variables[id], let values = doc.member(v.node, "valuesByMode") else { return [] }
            return (doc.object(values) ?? []).compactMap { mode in
                guard doc.kind(mode.value) == .object, let target = string(mode.value, "id") else { return nil }
                if variables[target] != nil { return target }
                return aliasesToLocal[target].flatMap { ids[$0] }
            }
        }
        for id in undecided.sorted() {
            var seen: Set<String> = [id]
            var pending = aliasTargets(id)
            var found: TokenType?
            while found == nil, let next = pending.popLast() {
                guard seen.insert(next).inserted else { continue }
                if undecided.contains(next) { pending += aliasTargets(next) } else { found = variables[next]?.type }
            }
            if let found { variables[id]?.type = found }
        }
    }

    /// The id of the variable read at each path.
    private var idOfPath: [String: String] {
        var out: [String: String] = [:]
        for (id, v) in variables { out[v.path] = id }
        return out
    }

    /// The type a variable of `resolvedType` with `scopes` reads as.
    package static func type(_ resolvedType: String, scopes: [String]) -> TokenType? {
        switch resolvedType {
        case "COLOR": return .color
        case "BOOLEAN": return .boolean
        case "STRING": return scopes == ["FONT_FAMILY"] ? .fontFamily : .string
        case "FLOAT":
            if scopes == ["FONT_WEIGHT"] { return .fontWeight }
            if scopes.contains("OPACITY") || scopes.contains("FONT_WEIGHT") { return .number }
            return scopes.contains(where: lengthScopes.contains) ? .dimension : .number
        default: return nil
        }
    }

    /// The expression for a mode's value of a variable of `type`.
    /// `percent`: a `FLOAT` in percent (an opacity), read as a fraction.
    private mutating func value(_ node: JSONDocument.Node, type: TokenType, token: String, percent: Bool = false) -> TokenExpression? {
        if doc.kind(node) == .object, doc.member(node, "type").flatMap({ doc.string($0) }) == "VARIABLE_ALIAS" {
            guard let id = string(node, "id") else {
                diagnostics.error(.invalidReference, "a VARIABLE_ALIAS needs an id", at: doc.location(node), token: token)
                return nil
            }
            if let target = variables[id]?.path ?? aliasesToLocal[id] { return .alias(TokenPath(target)) }
            diagnostics.error(
                .unknownReference, "alias to \(id), a variable the response does not include (a library variable of another file)", at: doc.location(node), token: token)
            return nil
        }
        switch type {
        case .color:
            guard let r = number(node, "r"), let g = number(node, "g"), let b = number(node, "b") else {
                diagnostics.error(.invalidValue, "a COLOR value is {r, g, b, a} with channels in 0…1", at: doc.location(node), token: token)
                return nil
            }
            let a = number(node, "a") ?? 1
            return .colorLiteral(ColorLiteral(space: .srgb, components: [r, g, b], alpha: a))
        case .dimension, .number, .fontWeight:
            guard let n = doc.number(node) else {
                diagnostics.error(.invalidValue, "a FLOAT value is a number", at: doc.location(node), token: token)
                return nil
            }
            switch type {
            case .dimension: return .dimension(TokenDimension(n, .px))
            case .fontWeight: return .fontWeight(n)
            default: return .number(percent ? n / 100 : n)
            }
        case .boolean:
            guard let b = doc.bool(node) else {
                diagnostics.error(.invalidValue, "a BOOLEAN value is true or false", at: doc.location(node), token: token)
                return nil
            }
            return .boolean(b)
        default:
            guard let s = doc.string(node) else {
                diagnostics.error(.invalidValue, "a STRING value is a string", at: doc.location(node), token: token)
                return nil
            }
            return type == .fontFamily ? .fontFamily([s]) : .string(s)
        }
    }

    /// One theme per extended collection, its layer holding the overrides of it and of the
    /// extensions it extends; none when nothing is extended.
    private mutating func themes() -> [Theme] {
        let extensions = orderedCollections.filter { $0.parent != nil }
        guard !extensions.isEmpty else { return [] }
        var themes = [Theme(name: "base")]
        for e in extensions {
            var chain: [Collection] = []
            var current: Collection? = e
            while let c = current, c.parent != nil, chain.count < 64 {
                chain.insert(c, at: 0)
                current = c.parent.flatMap { collections[$0] }
            }
            guard let root = current, root.parent == nil else {
                diagnostics.error(.invalidDocument, "extended collection \(e.name) does not lead to a collection the response holds", at: doc.location(e.node))
                continue
            }
            var layer = OverrideLayer(e.name)
            for c in chain { overrides(of: c, root: root, into: &layer) }
            themes.append(Theme(name: e.name, layers: [layer]))
        }
        return themes
    }

    /// The overrides of extension `c` of `root`, each under the root mode its mode extends.
    private mutating func overrides(of c: Collection, root: Collection, into layer: inout OverrideLayer) {
        for entry in c.overrides.flatMap({ doc.object($0) }) ?? [] {
            guard let v = variables[entry.key] else { continue }
            for modeValue in doc.object(entry.value) ?? [] {
                // An extension's mode id names its parent's mode, directly or through the chain.
                var modeID = modeValue.key
                var source: Collection? = c
                while let s = source, s.parent != nil, let parentMode = s.modes.first(where: { $0.id == modeID })?.parent {
                    modeID = parentMode
                    source = s.parent.flatMap { collections[$0] }
                }
                guard let rootMode = root.modes.first(where: { $0.id == modeID }), let e = value(modeValue.value, type: v.type, token: v.path, percent: v.isPercent) else {
                    continue
                }
                let location = doc.location(modeValue.value)
                if root.modes.count > 1 {
                    layer.overrides.append(Override(TokenPath(v.path), when: ContextCondition([root.name: rootMode.name]), e, location: location))
                } else {
                    layer.overrides.append(Override(TokenPath(v.path), e, location: location))
                }
            }
        }
    }

    private func figmaExtensions(_ v: Variable) -> String {
        var kept: [(String, JSONValue)] = [("id", .string(v.id))]
        for key in ["scopes", "codeSyntax", "hiddenFromPublishing", "remote"] {
            if let node = doc.member(v.node, key) { kept.append((key, doc.value(node))) }
        }
        if let collection = collections[v.collection] { kept.append(("collection", .string(collection.name))) }
        return JSONWriter(indent: 0).string(.object([(Self.extensionKey, .object(kept))]))
    }

    private func description(_ node: JSONDocument.Node) -> String? {
        string(node, "description").flatMap { $0.isEmpty ? nil : $0 }
    }

    private func string(_ node: JSONDocument.Node, _ key: String) -> String? { doc.member(node, key).flatMap { doc.string($0) } }

    private func number(_ node: JSONDocument.Node, _ key: String) -> Double? { doc.member(node, key).flatMap { doc.number($0) } }
}
