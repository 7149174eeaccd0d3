import TesseraModel
import TesseraTables

/// The values of references that a value's non-DTCG properties hold.
///
/// A reader keeps what DTCG does not define under `org.tessera.extraProperties` in a token's
/// `$extensions` (a Tokens Studio typography's `paragraphSpacing`, `textCase`, and the
/// `fontStyle` split off a weight written `"Bold Italic"`). Those are metadata, which the
/// compile does not resolve, so the references in them are resolved here, once every file is
/// read:
///
/// - a property written as a reference (`"paragraphSpacing": "{ps}"`) holds the referenced
///   token's value (`"8px"`);
/// - a typography whose `fontWeight` references a weight written with a style takes that style
///   as its `fontStyle`, as sd-transforms resolves the weight before splitting it.
///
/// Where the referenced tokens differ between contexts, each context's value is kept as
/// context metadata (``ContextMetadata``), so a mode's `$extensions` hold that mode's values.
/// The values are those of the definitions; a theme's override layers do not change them.
/// A reference to a value only the compile knows (math, a color) is kept as written.
extension DesignSystem {
    /// Resolves the references in every token's extra properties (see above).
    package mutating func resolvePropertyReferences() {
        var changes: [(token: Int, base: String?, metadata: [ContextMetadata])] = []
        do {
            var resolver = PropertyReferenceResolver(self)
            for i in resolver.candidates {
                guard let (base, metadata) = resolver.resolved(tokens[i]) else { continue }
                changes.append((i, base, metadata))
            }
        }
        // The resolver, which shares the tokens' storage, is gone: the changes are made in place.
        for change in changes {
            tokens[change.token].extensionsJSON = change.base
            tokens[change.token].contextMetadata = change.metadata
        }
    }
}

/// The pass ``DesignSystem/resolvePropertyReferences()`` makes over a design system.
private struct PropertyReferenceResolver {
    package let design: DesignSystem
    /// The tokens that may hold references in their extra properties.
    package var candidates: [Int] = []
    /// Whether some weight token carries a style, so typographies referencing weights may take one.
    package let weightsHaveStyles: Bool
    /// Each token's index by path, built on first use.
    private var index: [String: Int]?

    package static let key = DTCGLoader.extraPropertiesKey
    /// How many conditions one token may be resolved under; past it, it is left as written.
    package static let maximumConditions = 64

    package init(_ design: DesignSystem) {
        self.design = design
        let quoted = "\"\(Self.key)\""
        func holdsReferences(_ json: String?) -> Bool { json.map { $0.contains(quoted) && $0.contains("{") } ?? false }
        func holdsStyle(_ json: String?) -> Bool { json?.contains("\"fontStyle\"") == true }
        var styled = false
        // By index, reading only the fields needed: binding each declaration copied it.
        let tokens = design.tokens
        for i in tokens.indices where tokens[i].extensionsJSON != nil || !tokens[i].contextMetadata.isEmpty {
            if tokens[i].type == .fontWeight, holdsStyle(tokens[i].extensionsJSON) || tokens[i].contextMetadata.contains(where: { holdsStyle($0.extensionsJSON) }) {
                styled = true
            }
            if holdsReferences(tokens[i].extensionsJSON) || tokens[i].contextMetadata.contains(where: { holdsReferences($0.extensionsJSON) }) {
                candidates.append(i)
            }
        }
        weightsHaveStyles = styled
        if styled {
            let listed = Set(candidates)
            for i in tokens.indices where tokens[i].type == .typography && !listed.contains(i) {
                if tokens[i].definitions.contains(where: { Self.weightAlias($0.expression) != nil }) { candidates.append(i) }
            }
        }
    }

    /// The path a typography's `fontWeight` references, if it is an alias.
    package static func weightAlias(_ e: TokenExpression) -> TokenPath? {
        guard case .typography(let t) = e, case .alias(let path) = t.fontWeight else { return nil }
        return path
    }

    // MARK: Conditions

    /// Whether every mode `narrow` selects is one `wide` selects.
    package static func implies(_ narrow: ContextCondition, _ wide: ContextCondition) -> Bool {
        wide.contexts.allSatisfy { narrow.contexts[$0.key] == $0.value }
    }

    /// The modes both select, or `nil` when they name two contexts of one axis.
    package static func conjunction(_ a: ContextCondition, _ b: ContextCondition) -> ContextCondition? {
        var out = a.contexts
        for (axis, context) in b.contexts {
            if let other = out[axis], other != context { return nil }
            out[axis] = context
        }
        return ContextCondition(out)
    }

    // MARK: Referenced values

    /// A value a reference has under `condition`, and the precedence of the definitions that
    /// gave it (compared in order, the referencing token's first).
    package struct Entry {
        package var condition: ContextCondition
        package var rank: [Int]
        package var value: JSONValue?
    }

    /// What a token's extra property can reference: a token's value, or the style a weight
    /// token was written with.
    package enum Wanted {
        case value
        case weightStyle
    }

    private mutating func tokenIndex(_ path: TokenPath) -> Int? {
        if index == nil {
            var built: [String: Int] = [:]
            built.reserveCapacity(design.tokens.count)
            for i in design.tokens.indices { built[design.tokens[i].path.rawValue] = i }
            index = built
        }
        return index?[path.rawValue]
    }

    /// The values `path` has, per condition, following aliases.
    package mutating func entries(_ path: TokenPath, _ wanted: Wanted, under condition: ContextCondition = .always, rank: [Int] = [], depth: Int = 0) -> [Entry] {
        guard depth < 16, let i = tokenIndex(path) else { return [] }
        let token = design.tokens[i]
        var out: [Entry] = []
        for (k, definition) in token.definitions.enumerated() {
            guard let combined = Self.conjunction(condition, definition.condition) else { continue }
            let specificity = design.precedence == .mostSpecific ? definition.condition.contexts.count : 0
            let ranked = rank + [specificity, k]
            if case .alias(let target) = definition.expression {
                out += entries(target, wanted, under: combined, rank: ranked, depth: depth + 1)
                continue
            }
            switch wanted {
            case .value:
                out.append(Entry(condition: combined, rank: ranked, value: Self.json(definition.expression)))
            case .weightStyle:
                // The style lives in the weight token's metadata, which contexts may restate.
                let sources = [(ContextCondition.always, token.extensionsJSON)] + token.contextMetadata.map { ($0.condition, $0.extensionsJSON) }
                for (metadataCondition, json) in sources where json != nil {
                    guard let narrowed = Self.conjunction(combined, metadataCondition) else { continue }
                    let style = Self.extraProperties(json).first { $0.0 == "fontStyle" }?.1
                    out.append(Entry(condition: narrowed, rank: ranked + [metadataCondition.contexts.count], value: style))
                }
            }
        }
        return out
    }

    /// The value `entries` give in the modes `condition` selects: the highest-ranked entry
    /// that applies to all of them.
    package static func value(in condition: ContextCondition, _ entries: [Entry]) -> Entry? {
        entries.filter { implies(condition, $0.condition) }.max { $0.rank.lexicographicallyPrecedes($1.rank) }
    }

    /// A literal's value as its extra property holds it: text, a number, or a dimension as CSS
    /// writes it; `nil` for values only the compile gives (math, colors, templates).
    package static func json(_ e: TokenExpression) -> JSONValue? {
        switch e {
        case .string(let s): .string(s)
        case .number(let n), .fontWeight(let n): .number(n)
        case .boolean(let b): .bool(b)
        case .dimension(let d): .string(CSSText.length(d))
        default: nil
        }
    }

    /// The members of the extra properties in `json` (`$extensions` text).
    package static func extraProperties(_ json: String?) -> [(String, JSONValue)] {
        guard case .object(let members)? = parsed(json), case .object(let extra)? = members.first(where: { $0.0 == key })?.1 else { return [] }
        return extra
    }

    package static func parsed(_ json: String?) -> JSONValue? {
        guard let json, let parsed = try? JSONParser().parse(json, file: "$extensions") else { return nil }
        return parsed.document.value(parsed.document.root)
    }

    // MARK: One token

    /// The token's `$extensions` for every mode and its context metadata, with the references
    /// resolved; `nil` when nothing changes.
    package mutating func resolved(_ token: TokenDeclaration) -> (String?, [ContextMetadata])? {
        // Where the token's own metadata comes from, in reading order (the last that applies wins).
        let sources = [(ContextCondition.always, token.extensionsJSON)] + token.contextMetadata.compactMap { m in m.extensionsJSON.map { (m.condition, Optional($0)) } }
        // Each extra property written as a reference, and what it references per condition.
        var wanted: [String: [Entry]] = [:]
        var conditions: [ContextCondition] = sources.map(\.0)
        for (_, json) in sources {
            for (name, value) in Self.extraProperties(json) where wanted[name] == nil {
                guard case .string(let s) = value, let path = DTCGAlias.dottedPath(s) else { continue }
                let found = entries(TokenPath(path), .value)
                wanted[name] = found
                conditions += found.map(\.condition)
            }
        }
        // A typography's weight reference, per definition, for the style it may carry.
        var styles: [(definition: TokenDefinition, entries: [Entry])] = []
        if weightsHaveStyles, token.type == .typography {
            // Every definition: one with a literal weight, where it wins, gives no style.
            for definition in token.definitions {
                let found = Self.weightAlias(definition.expression).map { entries($0, .weightStyle) } ?? []
                styles.append((definition, found))
                conditions += [definition.condition] + found.compactMap { Self.conjunction($0.condition, definition.condition) }
            }
        }
        guard !wanted.isEmpty || styles.contains(where: { !$0.entries.isEmpty }) else { return nil }
        guard let targets = Self.closure(conditions) else { return nil }
        var base: String?
        var generated: [ContextMetadata] = []
        for target in targets {
            let json = extensions(in: target, sources: sources, wanted: wanted, styles: styles, precedence: design.precedence)
            if target.isUnconditional { base = json } else { generated.append(ContextMetadata(target, description: nil, extensionsJSON: json)) }
        }
        // The token's own context metadata keeps its descriptions; its extensions are in the
        // generated entries, most specific last, so the last that applies is the mode's own.
        let kept = token.contextMetadata.compactMap { m in m.description.map { ContextMetadata(m.condition, description: $0, extensionsJSON: nil) } }
        return (base, kept + generated)
    }

    /// `conditions`, unconditional first, with the conjunction of every two that can meet,
    /// ordered from the least specific to the most; `nil` past ``maximumConditions``.
    package static func closure(_ conditions: [ContextCondition]) -> [ContextCondition]? {
        var all: [ContextCondition] = [.always]
        var seen: Set<ContextCondition> = [.always]
        for c in conditions where seen.insert(c).inserted { all.append(c) }
        var k = 0
        while k < all.count {
            for j in 0..<k {
                guard let c = conjunction(all[k], all[j]), seen.insert(c).inserted else { continue }
                all.append(c)
                if all.count > maximumConditions { return nil }
            }
            k += 1
        }
        // Stable: equally specific conditions keep their order.
        return all.enumerated().sorted { ($0.element.contexts.count, $0.offset) < ($1.element.contexts.count, $1.offset) }.map(\.element)
    }

    /// The `$extensions` text of the modes `target` selects.
    package func extensions(
        in target: ContextCondition, sources: [(ContextCondition, String?)], wanted: [String: [Entry]], styles: [(definition: TokenDefinition, entries: [Entry])],
        precedence: DefinitionPrecedence
    ) -> String? {
        let json = sources.last { Self.implies(target, $0.0) }?.1 ?? nil
        var members: [(String, JSONValue)] = []
        if case .object(let m)? = Self.parsed(json) { members = m }
        var extra: [(String, JSONValue)] = []
        if let k = members.firstIndex(where: { $0.0 == Self.key }), case .object(let e) = members[k].1 { extra = e }
        for k in extra.indices {
            guard let found = wanted[extra[k].0], let value = Self.value(in: target, found)?.value else { continue }
            guard case .string(let s) = extra[k].1, DTCGAlias.dottedPath(s) != nil else { continue }
            extra[k].1 = value
        }
        // The weight's style, unless the typography writes its own.
        if !extra.contains(where: { $0.0 == "fontStyle" }) {
            let applying = styles.enumerated().filter { Self.implies(target, $0.element.definition.condition) }
            let winner = applying.max { a, b in
                precedence == .mostSpecific
                    ? (a.element.definition.condition.contexts.count, a.offset) < (b.element.definition.condition.contexts.count, b.offset) : a.offset < b.offset
            }
            if let winner, case .string(let style)? = Self.value(in: target, winner.element.entries)?.value {
                extra.append(("fontStyle", .string(style)))
            }
        }
        guard !extra.isEmpty || !members.isEmpty else { return nil }
        if let k = members.firstIndex(where: { $0.0 == Self.key }) {
            members[k].1 = .object(extra)
        } else if !extra.isEmpty {
            members.append((Self.key, .object(extra)))
        }
        return JSONWriter(indent: 0).string(.object(members))
    }
}
