import TesseraIO
import TesseraModel
import TesseraSupport

/// Reads one DTCG document's tree: names, tokens versus groups, `$extends`, `$root`, and the
/// inherited `$type` and `$deprecated` of every token.
package struct DTCGDocumentReader {
    package let doc: JSONDocument
    package let index: Int
    /// Deepest group nesting read; deeper trees are a typed limit error, not a deep recursion.
    package let maxDepth: Int
    /// Members a group needs before it is read in two halves at once (tests make it small).
    package var splitMembers = DTCGDocumentReader.defaultSplitMembers
    package var diagnostics: DTCGDiagnostics
    /// Tokens left out for their shape, and where, so references to them can say so.
    package var rejected: [(path: String, location: SourceLocation, reason: String)] = []
    /// Tokens that also contain tokens (read in the compatible mode): their children are not a
    /// token/group conflict between files.
    package var parents: Set<String> = []
    /// Names holding a `/`, which Tokens Studio reads as a group separator (compatible mode):
    /// the loader splits them once it knows the file is Tokens Studio's.
    package var slashNames: [(path: String, name: String, location: SourceLocation)] = []
    /// A group's members that are neither tokens nor groups (a string, a number, a boolean;
    /// compatible mode): Tokens Studio reads each as an `other` token, Style Dictionary skips
    /// it. The loader decides which once it knows whose file it is.
    package var bareValues: [(path: String, node: JSONDocument.Node)] = []
    /// Whether some group holds a `$root` token: only then can an alias name a group for it.
    package var sawRoot = false

    package static let tokenProperties: Set<String> = ["$value", "$type", "$description", "$extensions", "$deprecated", "$ref"]
    package static let groupProperties: Set<String> = ["$type", "$description", "$extensions", "$deprecated", "$extends"]
    package static let types = Set(TokenType.allCases.map(\.rawValue))

    /// Groups being built, outermost first: an `$extends` naming one of them is a cycle.
    private var building: [Int32] = []
    /// Groups already reported as part of an `$extends` cycle.
    private var cyclic: Set<Int32> = []
    /// Whether this reader reads one half of a wide group or its tokens (see
    /// ``readInHalves(of:count:path:depth:isRoot:ofToken:unique:)``): it splits nothing further.
    package var isWorker = false
    /// Whether an `$extends` was followed: its cycle check depends on every group read
    /// before it, so a group read in halves is read again in order.
    package var followedExtends = false

    package init(doc: JSONDocument, index: Int, maxDepth: Int, diagnostics: DTCGDiagnostics) {
        self.doc = doc
        self.index = index
        self.maxDepth = maxDepth
        self.diagnostics = diagnostics
    }

    /// Whether `key` is one of ``tokenProperties`` (compared directly: it runs for every member
    /// of every token).
    package static func isTokenProperty(_ key: String) -> Bool {
        switch key {
        case "$value", "$type", "$description", "$extensions", "$deprecated", "$ref": true
        default: false
        }
    }

    /// Whether an object is a token: it has `$value` or a token-level `$ref`.
    package static func isToken(_ doc: JSONDocument, _ node: JSONDocument.Node) -> Bool {
        doc.member(node, "$value") != nil || doc.member(node, "$ref") != nil
    }

    /// Every token of the document, in document order.
    package mutating func occurrences() -> [DTCGOccurrence] {
        guard doc.kind(doc.root) == .object else {
            diagnostics.error(.invalidDocument, "a token file must be a JSON object", at: doc.location(doc.root))
            return []
        }
        let root = group(doc.root, path: [], depth: 0, isRoot: true)
        // Counted first, so the list is made at its final size and each half of a wide group
        // writes its own part of it (see ``flattenInHalves(_:path:type:typeNode:deprecation:into:)``).
        let total = DTCGGroup.tokenCount(root.children[...])
        guard total > 0 else { return [] }
        return [DTCGOccurrence](unsafeUninitializedCapacity: total) { buffer, initialized in
            let raw = UnsafeMutableRawBufferPointer(buffer)
            LargeBuffer.prefault(raw, bytes: raw.count, order: .ahead)
            var out = OccurrenceSink(next: buffer.baseAddress!, room: total)
            flatten(root, path: "", type: nil, typeNode: nil, deprecation: nil, into: &out)
            initialized = total - out.room
        }
    }

    /// The group at `node`, with `$extends` applied.
    ///
    /// `ofToken`: the object is a token whose other members are tokens; its `$type` was
    /// checked as the token's.
    private mutating func group(_ node: JSONDocument.Node, path: [String], depth: Int, isRoot: Bool = false, ofToken: Bool = false) -> DTCGGroup {
        var g = DTCGGroup()
        building.append(node.index)
        defer { building.removeLast() }
        if depth > maxDepth {
            diagnostics.error(.limitExceeded, "group nesting is deeper than the limit of \(maxDepth)", at: doc.location(node))
            return g
        }
        // Without repeated keys every name is new, and the group needs no name index.
        let unique = !doc.hasDuplicateKeys(node)
        // Members are read by position: a list of them, made and freed on one thread before
        // the halves started, was a tenth of listing a million tokens.
        let memberCount = doc.memberCount(node)
        var extendsNode: JSONDocument.Node?
        var halves: (group: DTCGGroup, extendsNode: JSONDocument.Node?)?
        if !isWorker, Parallel.splits(memberCount, from: splitMembers) {
            halves = readInHalves(of: node, count: memberCount, path: path, depth: depth, isRoot: isRoot, ofToken: ofToken, unique: unique)
            // A document whose groups follow `$extends` is read in order from here on: wide
            // groups nested in this one would otherwise each be read in halves and again.
            if halves == nil { splitMembers = .max }
        }
        if let halves {
            (g, extendsNode) = halves
        } else {
            readMembers(of: node, 0..<memberCount, path: path, depth: depth, isRoot: isRoot, ofToken: ofToken, unique: unique, into: &g, extendsNode: &extendsNode)
        }
        if let extendsNode {
            if let base = extended(extendsNode, from: node, depth: depth) {
                g = DTCGGroup.merge(base: base, local: g)
            }
        }
        return g
    }

    /// Reads the members `positions` of the object `node` (all of them, or a run of them) into
    /// `g`; `extendsNode` is the last `$extends` among them.
    package mutating func readMembers(
        of node: JSONDocument.Node, _ positions: Range<Int>, path: [String], depth: Int, isRoot: Bool, ofToken: Bool, unique: Bool,
        into g: inout DTCGGroup, extendsNode: inout JSONDocument.Node?
    ) {
        func add(_ name: String, _ item: DTCGItem, to g: inout DTCGGroup) {
            if unique { g.append(unique: name, item) } else { g.set(name, item) }
        }
        for position in positions {
            let member = doc.member(node, at: position)
            let name = member.key
            if name.utf8.first == UInt8(ascii: "$") {
                if name == "$root" {
                    sawRoot = true
                    guard doc.kind(member.value) == .object, Self.isToken(doc, member.value) else {
                        diagnostics.error(
                            .invalidToken, "$root must be a token (an object with $value)", at: doc.location(member.keyNode), token: (path + [name]).joined(separator: "."))
                        continue
                    }
                    if checkToken(member.value, in: path, named: name).usable { add(name, .token(member.value), to: &g) }
                } else if name == "$extends" {
                    extendsNode = member.value
                } else if Self.groupProperties.contains(name) {
                    // A token's own properties were checked with the token.
                    guard ofToken || checkMetadata(name, member.value, owner: path.joined(separator: ".")) else { continue }
                    g.properties[name] = member.value
                    if name == "$type", !ofToken { checkType(member.value, owner: path.joined(separator: ".")) }
                } else if isRoot, name == "$schema" || name == "$defs" {
                    continue
                } else if name == "$value" || name == "$ref" || (ofToken && Self.isTokenProperty(name)) {
                    continue
                } else {
                    // `$comment`, Tokens Studio's `$metadata`: tools ignore what they do not know.
                    diagnostics.deviation(
                        .reservedName, "unknown property \(name): names starting with $ are reserved for DTCG; ignored", at: doc.location(member.keyNode),
                        token: path.joined(separator: "."))
                }
                continue
            }
            // A token's members that hold no token are its metadata, read with the token.
            if ofToken, !Self.holdsToken(member.value, in: doc) { continue }
            // Built only where a message or a nested group needs it: most children are tokens.
            var childPath: [String] { path + [name] }
            var slash = false
            if let problem = Self.nameProblem(name, slash: &slash) {
                // A dot in a name (Style Dictionary's `"blue.gray"`) is only a path separator
                // more: the compatible mode reads the name as the groups it spells.
                guard diagnostics.mode == .compatible, problem == Self.dotProblem else {
                    diagnostics.error(.invalidName, "invalid name \"\(name)\": \(problem)", at: doc.location(member.keyNode), token: childPath.joined(separator: "."))
                    continue
                }
                diagnostics.deviation(
                    .invalidName, "name \"\(name)\" holds a dot, the path separator; its tokens' paths read it as nested names", at: doc.location(member.keyNode),
                    token: childPath.joined(separator: "."))
            }
            if slash, diagnostics.mode == .compatible { slashNames.append((childPath.joined(separator: "."), name, doc.location(member.keyNode))) }
            guard doc.kind(member.value) == .object else {
                // A group's plain member (a note, Style Dictionary's legacy group `type`): the
                // tools that write them skip it, and so does the compatible mode, unless the file
                // turns out to be Tokens Studio's, whose reader makes it a token (the loader then
                // says so in this warning's place).
                if diagnostics.mode == .compatible {
                    diagnostics.warning(
                        .invalidToken, "\"\(name)\" is neither a token nor a group (tokens and groups are objects); skipped, as Style Dictionary does",
                        at: doc.location(member.value), token: childPath.joined(separator: "."))
                    bareValues.append((childPath.joined(separator: "."), member.value))
                } else {
                    diagnostics.error(
                        .invalidToken, "\"\(name)\" is neither a token nor a group: tokens and groups are objects", at: doc.location(member.value),
                        token: childPath.joined(separator: "."))
                    rejected.append((childPath.joined(separator: "."), doc.location(member.value), DiagnosticRule.invalidToken.rawValue))
                }
                continue
            }
            if Self.isToken(doc, member.value) {
                let check = checkToken(member.value, in: path, named: name)
                guard check.usable else { continue }
                if check.hasChildTokens {
                    parents.insert(childPath.joined(separator: "."))
                    add(name, .tokenWithChildren(member.value, group(member.value, path: childPath, depth: depth + 1, ofToken: true)), to: &g)
                } else {
                    add(name, .token(member.value), to: &g)
                }
            } else {
                if Self.hasOnlyTokenProperties(member.value, in: doc) {
                    diagnostics.warning(
                        .incompleteToken, "\(childPath.joined(separator: ".")) has token properties but no $value, so it is an empty group", at: doc.location(member.value),
                        token: childPath.joined(separator: "."))
                }
                add(name, .group(group(member.value, path: childPath, depth: depth + 1)), to: &g)
            }
        }
    }

    /// Whether the group `node` has members, all of them `$` properties other than `$root` and
    /// `$extends`, among them `$type` or `$description`: a token missing its `$value`.
    ///
    /// Stops at the first other member, without listing them: a list of the keys of every group
    /// was made and freed on one thread, 333k of them for each wide group of a million tokens.
    package static func hasOnlyTokenProperties(_ node: JSONDocument.Node, in doc: JSONDocument) -> Bool {
        let count = doc.memberCount(node)
        var typeOrDescription = false
        for k in 0..<count {
            let key = doc.member(node, at: k).key
            guard key.hasPrefix("$"), key != "$root", key != "$extends" else { return false }
            if key == "$type" || key == "$description" { typeOrDescription = true }
        }
        return count > 0 && typeOrDescription
    }

    /// The group an `$extends` names, resolved; `nil` (and a diagnostic) if it cannot be.
    private mutating func extended(_ reference: JSONDocument.Node, from owner: JSONDocument.Node, depth: Int) -> DTCGGroup? {
        followedExtends = true
        guard let text = doc.string(reference) else {
            diagnostics.error(.invalidExtends, "$extends must be a reference string such as \"{button}\" or \"#/button\"", at: doc.location(reference))
            return nil
        }
        let target: JSONDocument.Node?
        if let path = DTCGAlias.path(text) {
            target = DTCGAlias.walk(path, in: doc)
        } else if let pointer = JSONPointer(text) {
            target = pointer.resolve(in: doc, from: doc.root)
        } else {
            diagnostics.error(.invalidExtends, "$extends \(text) is neither {path} nor #/pointer", at: doc.location(reference))
            return nil
        }
        guard let target, doc.kind(target) == .object else {
            diagnostics.error(.unknownReference, "$extends target \(text) does not exist", at: doc.location(reference))
            return nil
        }
        if Self.isToken(doc, target) {
            diagnostics.error(.extendsToken, "$extends must name a group, but \(text) is a token", at: doc.location(reference))
            return nil
        }
        // Extending a group that is being built (an ancestor, or a group earlier in this
        // chain of $extends) would make the group contain itself: a cycle. Every group on the
        // cycle is reported once.
        if let start = building.firstIndex(of: target.index) {
            for m in building[start...] where !cyclic.contains(m) {
                cyclic.insert(m)
                diagnostics.error(.extendsCycle, "$extends forms a cycle through \(text)", at: doc.location(JSONDocument.Node(index: m)))
            }
            return nil
        }
        if cyclic.contains(owner.index) { return nil }
        return group(target, path: [], depth: depth + 1)
    }

    /// Checks a token object's keys: `usable` is `false` if it is unusable; `hasChildTokens`,
    /// found in the same pass, whether it also has members that are objects not named with `$`
    /// (tokens or groups of their own).
    private mutating func checkToken(_ node: JSONDocument.Node, in parent: [String], named childName: String) -> (usable: Bool, hasChildTokens: Bool) {
        var name: String { (parent + [childName]).joined(separator: ".") }
        var ok = true
        // The properties checked below, found in the same pass (the last of a repeated key, as
        // `member(_:_:)` finds it): a token is checked once per file read, so each lookup
        // that scanned its members again was paid a million times.
        var metadata: (description: JSONDocument.Node?, deprecated: JSONDocument.Node?, extensions: JSONDocument.Node?) = (nil, nil, nil)
        var typeNode: JSONDocument.Node?
        var hasValue = false
        var hasRef = false
        var hasChildTokens = false
        // Members that are neither DTCG properties nor tokens: metadata the writing tool keeps
        // beside the value (Style Dictionary's `attributes`, `themeable`; `unit`, `docs`).
        var metadataKeys: [String] = []
        var firstMetadata: JSONDocument.Node?
        // The rule of the first problem that leaves the token out.
        var rejection: String?
        doc.forEachMember(node) { key, keyNode, value in
            guard !Self.isTokenProperty(key) else {
                switch key {
                case "$value": hasValue = true
                case "$ref": hasRef = true
                case "$type": typeNode = value
                case "$description": metadata.description = value
                case "$deprecated": metadata.deprecated = value
                default: metadata.extensions = value
                }
                return
            }
            let member = (key: key, keyNode: keyNode)
            if member.key.hasPrefix("$") {
                diagnostics.deviation(
                    .reservedName, "unknown token property \(member.key): names starting with $ are reserved for DTCG; ignored", at: doc.location(member.keyNode), token: name)
            } else if key == "alpha", let child = doc.member(node, key), doc.kind(child) == .number, doc.member(node, "$value") != nil {
                diagnostics.deviation(.nonDTCGValue, "Primer's token-level alpha: read as the color of $value with this alpha", at: doc.location(keyNode), token: name)
            } else if Self.holdsToken(value, in: doc) {
                hasChildTokens = true
                // Real files nest tokens under tokens (`color.transparent` and its `alpha`):
                // both are read, at their own paths; the strict mode rejects the token.
                diagnostics.deviation(
                    .tokenAndGroup, "a token that also contains tokens or groups (\"\(member.key)\"): both are read, at their own paths", at: doc.location(member.keyNode),
                    token: name)
                if diagnostics.mode == .strict {
                    ok = false
                    rejection = DiagnosticRule.tokenAndGroup.rawValue
                }
            } else {
                metadataKeys.append(key)
                if firstMetadata == nil { firstMetadata = keyNode }
            }
        }
        if let at = firstMetadata {
            let names = metadataKeys.prefix(4).map { "\"\($0)\"" }.joined(separator: ", ") + (metadataKeys.count > 4 ? ", …" : "")
            diagnostics.deviation(
                .nonDTCGProperty,
                "\(names) beside $value \(metadataKeys.count == 1 ? "is not a DTCG property and holds" : "are not DTCG properties and hold") no token; kept as metadata in $extensions[\"\(Self.metadataKey)\"]",
                at: doc.location(at), token: name)
            if diagnostics.mode == .strict {
                ok = false
                rejection = DiagnosticRule.nonDTCGProperty.rawValue
            }
        }
        if let value = metadata.description { _ = checkMetadata("$description", value, owner: name) }
        if let value = metadata.deprecated { _ = checkMetadata("$deprecated", value, owner: name) }
        if let value = metadata.extensions { _ = checkMetadata("$extensions", value, owner: name) }
        if hasValue, hasRef {
            diagnostics.error(.valueAndRef, "a token has either $value or $ref, not both", at: doc.location(node), token: name)
            ok = false
            rejection = DiagnosticRule.valueAndRef.rawValue
        }
        if let t = typeNode { checkType(t, owner: name) }
        if !ok { rejected.append((name, doc.location(node), rejection ?? DiagnosticRule.invalidToken.rawValue)) }
        return (ok, hasChildTokens)
    }

    /// The `$extensions` key under which a token's metadata members are kept.
    package static let metadataKey = "org.tessera.metadata"

    /// Whether `node` is a token, or an object with a token somewhere inside: a member of a
    /// token object that holds none is the token's metadata, not a group.
    ///
    /// Walks objects only, without recursion; called only for object members of tokens.
    package static func holdsToken(_ node: JSONDocument.Node, in doc: JSONDocument) -> Bool {
        var pending = [node]
        while let next = pending.popLast() {
            guard doc.kind(next) == .object else { continue }
            if isToken(doc, next) { return true }
            doc.forEachMember(next) { key, _, value in
                if key.utf8.first != UInt8(ascii: "$"), doc.kind(value) == .object { pending.append(value) }
            }
        }
        return false
    }

    /// Checks a `$type`; `owner` is the token or group that declares it, for messages.
    private mutating func checkType(_ node: JSONDocument.Node, owner: String) {
        let owner = owner.isEmpty ? nil : owner
        if let t = doc.string(node) {
            switch DTCGTypeName(t) {
            case .dtcg: return
            case .mapped(let type, let tool):
                diagnostics.deviation(.nonDTCGType, "$type \"\(t)\" (\(tool)) is read as \(type)", at: doc.location(node), token: owner)
                return
            case .extended(let type):
                diagnostics.deviation(
                    .nonDTCGType, "$type \"\(t)\" is not a DTCG 2025.10 type; its tokens are read as Tessera \(type) tokens", at: doc.location(node), token: owner)
                return
            case .unsupported(let tool):
                diagnostics.deviation(
                    .unsupportedType,
                    "$type \"\(t)\" (\(tool)) has no Tessera token type, so its tokens are left out",
                    at: doc.location(node), token: owner)
                return
            case .unknown: break
            }
        }
        guard let t = doc.string(node), Self.types.contains(t) else {
            if let t = doc.string(node) {
                // Vendor types (Kong's `breakpoint`): the compatible mode reads each token by its
                // value's shape, as the tools that write them pass values through; the strict
                // mode leaves them out, and a reference to one says so.
                let effect = diagnostics.mode == .compatible ? "its tokens are read by the shape of their values" : "its tokens are left out"
                diagnostics.deviation(
                    .unknownType,
                    "unknown $type \"\(t)\", so \(effect); DTCG types are case-sensitive: \(TokenType.allCases.filter(\.isDTCG).map(\.rawValue).joined(separator: ", "))",
                    at: doc.location(node), token: owner)
                return
            }
            diagnostics.error(
                .unknownType,
                "unknown $type \(doc.string(node).map { "\"\($0)\"" } ?? "value"); types are case-sensitive: \(TokenType.allCases.filter(\.isDTCG).map(\.rawValue).joined(separator: ", "))",
                at: doc.location(node))
            return
        }
    }

    /// What ``nameProblem(_:slash:)`` says of a name with a dot.
    package static let dotProblem = "names cannot contain ."

    /// Why `name` is not a valid token or group name, if it is not; `slash` is set when it holds
    /// a `/` (valid in DTCG, a group separator to Tokens Studio), found in the same pass.
    package static func nameProblem(_ name: String, slash: inout Bool) -> String? {
        if name.isEmpty { return "names cannot be empty" }
        if name.utf8.first == UInt8(ascii: "$") { return "names cannot start with $" }
        // A loop over the contiguous bytes: it runs for every name of a file, and iterating the
        // `utf8` view cost five times as much.
        var name = name
        let (problem, hasSlash) = name.withUTF8 { bytes -> (String?, Bool) in
            var dot = false
            var slash = false
            for b in bytes {
                if b == UInt8(ascii: "{") || b == UInt8(ascii: "}") { return ("names cannot contain { or }", false) }
                if b == UInt8(ascii: ".") { dot = true }
                if b == UInt8(ascii: "/") { slash = true }
            }
            return (dot ? dotProblem : nil, slash)
        }
        slash = hasSlash
        return problem
    }

    package func flatten(_ g: DTCGGroup, path: String, type: String?, typeNode: JSONDocument.Node?, deprecation: String?, into out: inout OccurrenceSink) {
        var type = type
        var typeNode = typeNode
        if let t = g.properties["$type"], let s = doc.string(t) {
            type = s
            typeNode = t
        }
        let deprecation = g.properties["$deprecated"].map { Self.deprecation(doc, $0) } ?? deprecation
        if !isWorker, Parallel.splits(g.children.count, from: splitMembers) {
            flattenInHalves(g, path: path, type: type, typeNode: typeNode, deprecation: deprecation, into: &out)
            return
        }
        flatten(g.children[...], path: path, type: type, typeNode: typeNode, deprecation: deprecation, into: &out)
    }

    /// The tokens of `children`, whose group's inherited properties are already applied.
    package func flatten(_ children: ArraySlice<DTCGChild>, path: String, type: String?, typeNode: JSONDocument.Node?, deprecation: String?, into out: inout OccurrenceSink) {
        for child in children {
            let name = child.name
            let childPath = path.isEmpty ? name : String.dotted(path, name)
            switch child.item {
            case .token(let node):
                out.append(occurrence(node, path: childPath, type: type, typeNode: typeNode, deprecation: deprecation))
            case .group(let child):
                flatten(child, path: childPath, type: type, typeNode: typeNode, deprecation: deprecation, into: &out)
            case .tokenWithChildren(let node, let children):
                out.append(occurrence(node, path: childPath, type: type, typeNode: typeNode, deprecation: deprecation))
                flatten(children, path: childPath, type: type, typeNode: typeNode, deprecation: deprecation, into: &out)
            }
        }
    }

    /// The token at `node`, with what it inherits from its groups.
    private func occurrence(_ node: JSONDocument.Node, path: String, type: String?, typeNode: JSONDocument.Node?, deprecation: String?) -> DTCGOccurrence {
        // One pass over the members; a later repeat of a key wins, as `member(_:_:)` has it.
        var own: (type: JSONDocument.Node?, description: JSONDocument.Node?, deprecated: JSONDocument.Node?) = (nil, nil, nil)
        var extensions: JSONDocument.Node?
        var value: JSONDocument.Node?
        var ref: JSONDocument.Node?
        var alpha: JSONDocument.Node?
        var hasOtherMembers = false
        var comment: JSONDocument.Node?
        doc.forEachMember(node) { key, _, member in
            guard key.utf8.first == UInt8(ascii: "$") else {
                // Primer's conversions put a color's opacity in an `alpha` beside `$value`.
                if key == "alpha", doc.kind(member) == .number { alpha = member } else { hasOtherMembers = true }
                // Style Dictionary's formats print a `comment` where there is no `$description`.
                if key == "comment", doc.kind(member) == .string { comment = member }
                return
            }
            switch key {
            case "$value": value = member
            case "$ref": ref = member
            case "$type": own.type = member
            case "$description": own.description = member
            case "$deprecated": own.deprecated = member
            case "$extensions": extensions = member
            default: break
            }
        }
        return DTCGOccurrence(
            dottedPath: path, document: index, node: node,
            declaredType: own.type.flatMap({ doc.string($0) }) ?? type, typeNode: own.type ?? typeNode,
            description: (own.description ?? comment).flatMap({ doc.string($0) }),
            deprecation: own.deprecated.map { Self.deprecation(doc, $0) } ?? deprecation,
            extensionsNode: extensions.flatMap { doc.kind($0) == .object ? $0 : nil },
            valueNode: value, refNode: ref, alphaNode: alpha, hasOtherMembers: hasOtherMembers)
    }

    /// Whether a `$description`, `$deprecated` or `$extensions` has the JSON type the format
    /// requires (a string; a boolean or string; an object). One that does not is a deviation,
    /// and the compatible mode ignores it; other properties pass.
    private mutating func checkMetadata(_ key: String, _ value: JSONDocument.Node, owner: String) -> Bool {
        let kind = doc.kind(value)
        let expected: String
        switch key {
        case "$description" where kind != .string: expected = "a string"
        case "$deprecated" where kind != .string && kind != .bool: expected = "true, false or a string giving the reason"
        case "$extensions" where kind != .object: expected = "an object keyed by vendor namespace"
        default: return true
        }
        let effect = diagnostics.mode == .compatible ? "; ignored" : ""
        diagnostics.deviation(.invalidProperty, "\(key) must be \(expected)\(effect)", at: doc.location(value), token: owner.isEmpty ? nil : owner)
        return false
    }

    /// `$deprecated`: `false` → not deprecated; `true` → ""; a string → the reason.
    package static func deprecation(_ doc: JSONDocument, _ node: JSONDocument.Node) -> String? {
        if let b = doc.bool(node) { return b ? "" : nil }
        return doc.string(node)
    }
}

/// Curly-brace alias syntax.
package enum DTCGAlias {
    /// The path segments of `{a.b.c}`, or `nil` if `text` is not exactly one alias.
    ///
    /// Works on UTF-8 bytes: every alias of a file passes through here, and `Character`-level
    /// string operations cost several times more.
    package static func path(_ text: String) -> [String]? {
        var text = text
        return text.withUTF8 { bytes -> [String]? in
            let open = UInt8(ascii: "{")
            let close = UInt8(ascii: "}")
            let dot = UInt8(ascii: ".")
            guard bytes.count >= 3, bytes[0] == open, bytes[bytes.count - 1] == close else { return nil }
            var segments: [String] = []
            var start = 1
            for i in 1..<bytes.count {
                let b = bytes[i]
                if b == open || (b == close && i != bytes.count - 1) { return nil }
                if b == dot || i == bytes.count - 1 {
                    guard i > start else { return nil }
                    segments.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self))
                    start = i + 1
                }
            }
            return segments
        }
    }

    /// The path segments of the string `node` when it is exactly one alias.
    package static func path(of node: JSONDocument.Node, in doc: JSONDocument) -> [String]? {
        doc.string(node).flatMap(path)
    }

    /// The dotted path of `{a.b.c}` (`a.b.c`), or `nil` if `text` is not exactly one alias.
    package static func dottedPath(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { dottedPath(utf8: $0) }
    }

    /// ``dottedPath(_:)`` of a string node, read from the document's text where the string was
    /// left there (no `String` is made of the reference itself).
    package static func dottedPath(of node: JSONDocument.Node, in doc: JSONDocument) -> String? {
        doc.withUTF8(ofString: node) { dottedPath(utf8: $0) } ?? nil
    }

    /// The `.$value` a Style Dictionary reference may end with.
    private static let valueSuffix: [UInt8] = Array(".$value".utf8)

    /// ``dottedPath(_:)`` of UTF-8 bytes.
    ///
    /// Two spellings Style Dictionary accepts read as the token they name: spaces inside the
    /// braces (`{ a.b }`, v5) and a `.$value` suffix (`{a.b.$value}`, v4's DTCG mode); `$value`
    /// is never a name, so neither is ambiguous.
    package static func dottedPath(utf8 bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let open = UInt8(ascii: "{")
        let close = UInt8(ascii: "}")
        let dot = UInt8(ascii: ".")
        let space = UInt8(ascii: " ")
        guard bytes.count >= 3, bytes[0] == open, bytes[bytes.count - 1] == close else { return nil }
        var start = 1
        var end = bytes.count - 1
        while start < end, bytes[start] == space { start += 1 }
        while end > start, bytes[end - 1] == space { end -= 1 }
        if bytes[end - 1] == UInt8(ascii: "e"), end - start > valueSuffix.count, bytes[(end - valueSuffix.count)..<end].elementsEqual(valueSuffix) {
            end -= valueSuffix.count
        }
        guard end > start else { return nil }
        var previous = dot
        for i in start..<end {
            let b = bytes[i]
            if b == open || b == close { return nil }
            if b == dot && previous == dot { return nil }
            previous = b
        }
        if previous == dot { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// The object at `path` in `doc`, walking object members from the root.
    package static func walk(_ path: [String], in doc: JSONDocument) -> JSONDocument.Node? {
        var node = doc.root
        for segment in path {
            guard let next = doc.member(node, segment) else { return nil }
            node = next
        }
        return node
    }
}
