import TesseraColorModel
import TesseraIO
import TesseraModel
import TesseraSupport

/// Turns DTCG 2025.10 token documents into a `DesignSystem`.
///
/// Sources merge in order: groups merge, and a later occurrence of a token replaces an earlier
/// one for the modes it applies to (the design system uses `DefinitionPrecedence.lastMatching`).
/// Aliases are resolved only when the design system compiles, after the merge, as the resolver
/// module requires.
public struct DTCGLoader: Sendable {
    /// Deepest group nesting read (default 256); deeper trees are a `limit-exceeded` error.
    public var maxGroupDepth = 256

    /// Whether known deviations from DTCG 2025.10 are read (with warnings) or are errors.
    public var mode: ReadingMode

    /// Whether the reading names the tools whose conventions it applied, in a note at the start
    /// (a Tokens Studio export says so itself).
    package var announcesConventions = true

    /// Whether every source is Tokens Studio's (its export), whatever types it uses: its
    /// conventions apply to them all.
    package var tokensStudioSources = false

    /// Whether the sources are token files given together, as a Style Dictionary build's
    /// `source` files are (not a resolver's sets or an export's): a later file setting a token
    /// an earlier one sets, and legacy files beside DTCG ones, are then reported as Style
    /// Dictionary reports them.
    package var filesGivenTogether = false

    /// How files that `$ref`s name (`other.json#/a/$value`) are read, relative to the file
    /// referring to them; `nil` reads none, and such a `$ref` is an error.
    package var fileReferences: FileReferencePolicy?

    /// Occurrences read on one thread at a time (tests make it small to cross many runs).
    package var tokenRunLength = DTCGLoader.defaultTokenRunLength

    /// Members a group needs before it is read in two halves at once (tests make it small to
    /// split every group, or `Int.max` to split none).
    package var groupSplitMembers = DTCGDocumentReader.defaultSplitMembers

    /// Creates a loader.
    public init(mode: ReadingMode = .compatible) { self.mode = mode }

    /// The design system the sources describe, and every problem found reading them.
    public func designSystem(name: String, sources: [DTCGSource], axes: [ModeAxis] = ModeAxis.builtIn) -> (DesignSystem, [Diagnostic]) {
        var diagnostics = DTCGDiagnostics(mode: mode)
        // Legacy Style Dictionary files: their shorthand is passed through as written.
        var legacy = LargeBuffer.filled(false, count: sources.count)
        // Sources whose $types are Tokens Studio's: its conventions apply (unitless is pixels).
        var studio = LargeBuffer.filled(tokensStudioSources, count: sources.count)
        let sources = sources.enumerated().map { i, source in
            let adopted = Self.adoptingLegacyKeys(source, tokensStudio: tokensStudioSources, diagnostics: &diagnostics)
            legacy[i] = adopted.legacy
            if adopted.tokensStudio { studio[i] = true }
            return adopted.source
        }
        if filesGivenTogether { Self.reportMixedFormats(sources, legacy: legacy, diagnostics: &diagnostics) }
        // Files `$ref`s name, read once each before any value is.
        let referenced = fileReferences.map { ReferencedFiles(for: sources, policy: $0, reading: mode == .compatible, diagnostics: &diagnostics) }
        // Each occurrence knows its source (`document`); loops below go by index, so a pass
        // reads the fields it needs instead of copying every occurrence (four strings).
        var occurrences: [DTCGOccurrence] = []
        // Tokens that contain tokens: their children are no conflict with them.
        var parents: Set<Substring> = []
        // Tokens left out, first place first: references to them name it instead of guessing.
        var rejected = RejectedTokens()
        func reject(_ path: String, at location: SourceLocation, reason: String) { rejected.insert(TokenPath(path), at: location, reason: reason) }
        // Whether a name was read as the groups a tool means (Tokens Studio's `/`) or a value as
        // a token: one document's paths may then repeat.
        var renamed = false
        // Whether some group holds a `$root` token, which an alias may name by its group.
        var sawRoot = false
        for (i, source) in sources.enumerated() {
            var reader = DTCGDocumentReader(doc: source.document, index: i, maxDepth: maxGroupDepth, diagnostics: DTCGDiagnostics(mode: mode))
            reader.splitMembers = groupSplitMembers
            let start = occurrences.count
            // The first source's list is taken as it is: appending it copied every occurrence.
            if occurrences.isEmpty { occurrences = reader.occurrences() } else { occurrences += reader.occurrences() }
            let reported = diagnostics.items.count
            diagnostics.append(reader.diagnostics)
            sawRoot = sawRoot || reader.sawRoot
            var split = false
            if !reader.slashNames.isEmpty || !reader.bareValues.isEmpty {
                if !studio[i] { studio[i] = Self.usesTokensStudioTypes(occurrences[start...]) }
                split = studio[i] && !reader.slashNames.isEmpty
                if Self.readToolNames(of: reader, source: i, tokensStudio: studio[i], occurrences: &occurrences, from: start, diagnostics: &diagnostics, reported: reported) {
                    renamed = true
                }
            }
            for p in reader.parents { parents.insert((split ? Self.splittingSlashes(p) : p)[...]) }
            for r in reader.rejected { reject(split ? Self.splittingSlashes(r.path) : r.path, at: r.location, reason: r.reason) }
        }
        // Paths are distinct within one document, unless a tool's reading made them repeat.
        let merged = sources.count > 1 || renamed
        // Every distinct path gets a slot, in order of first occurrence; everything after this
        // keys on slots (array indices), so each token is hashed at most about once, whatever
        // the shape. One document's paths are distinct (names are unique in an object and
        // cannot contain dots), so with one source a slot is an occurrence's index and no path
        // is hashed unless an untyped alias must be followed.
        var slotOf = PathIndex()
        var slots: [Int] = LargeBuffer.reserved(occurrences.count)
        if !merged {
            slots.append(contentsOf: occurrences.indices)
        } else {
            slotOf = PathIndex(minimumCapacity: occurrences.count)
            for slot in slotOf.insertEach(occurrences.count, key: { occurrences[$0].dottedPath }) { slots.append(Int(slot)) }
        }
        let slotCount = merged ? slotOf.count : occurrences.count
        func slot(of path: String) -> Int? {
            if slotOf.count == 0, !occurrences.isEmpty {
                // One document's paths are distinct, so each gets its occurrence's index.
                slotOf = PathIndex(minimumCapacity: occurrences.count)
                _ = slotOf.insertEach(occurrences.count, key: { occurrences[$0].dottedPath })
            }
            return slotOf[path].map(Int.init)
        }
        // A path that is a token in one place and a group in another cannot merge (F§6.1). One
        // document cannot hold both (a token's members are not tokens), so only several can.
        var conflicted = LargeBuffer.filled(false, count: slotCount)
        if merged {
            // Prefixes are looked up as substrings, so the check allocates nothing per token.
            var tokenPaths = Set<Substring>(minimumCapacity: occurrences.count)
            for o in occurrences { tokenPaths.insert(o.dottedPath[...]) }
            for (k, o) in occurrences.enumerated() {
                let i = o.document
                let path = o.dottedPath
                let utf8 = path.utf8
                var cursor = utf8.startIndex
                while let dot = utf8[cursor...].firstIndex(of: UInt8(ascii: ".")) {
                    let prefix = path[..<dot]
                    if tokenPaths.contains(prefix), !parents.contains(prefix), !conflicted[slots[k]] {
                        conflicted[slots[k]] = true
                        diagnostics.error(
                            .tokenGroupConflict, "\(prefix) is a token in one source and a group containing \(path) in another", at: sources[i].document.location(o.node),
                            token: path)
                    }
                    cursor = utf8.index(after: dot)
                }
            }
        }
        // Types: explicit or inherited; otherwise the alias target's, followed through chains.
        // Where a type was declared is kept as a node; its position is computed only for a message.
        var declared: [(type: TokenType, node: JSONDocument.Node, source: Int)?] = LargeBuffer.filled(nil, count: slotCount)
        // Nearly every token inherits its group's `$type`: the last name read is kept.
        var lastTypeName: (name: String, type: TokenType?, isStudio: Bool)?
        // Whether any $type is not DTCG's, or a token has none: files other tools wrote,
        // whose aliases may cross types as those tools allow.
        var otherToolTypes = false
        // The slot each untyped token aliases (-1: none, or not a token).
        var aliasOf = LargeBuffer.filled(-1, count: slotCount)
        // The source's document is taken once per source: per token it was a retain and a
        // release of each of its arrays, a million times for a 1M-member untyped cycle.
        var aliasSource = -1
        var doc = JSONDocument(file: "", bytes: [])
        // Occurrences are read in place, field by field: binding one (`let o = occurrences[k]`)
        // copied it, a retain and a release of each of its strings per token.
        occurrences.withUnsafeBufferPointer { occurrence in
            for k in occurrences.indices {
                let o = occurrence.baseAddress! + k
                guard let name = o.pointee.declaredType else { continue }
                if lastTypeName?.name != name {
                    let typeName = DTCGTypeName(name)
                    var isStudio = false
                    if case .mapped(_, "Tokens Studio") = typeName { isStudio = true }
                    lastTypeName = (name, typeName.tokenType, isStudio)
                    if case .dtcg = typeName {} else { otherToolTypes = true }
                }
                if lastTypeName?.isStudio == true { studio[o.pointee.document] = true }
                guard let type = lastTypeName?.type else { continue }
                let i = o.pointee.document
                let node = o.pointee.typeNode ?? o.pointee.node
                if let first = declared[slots[k]] {
                    if first.type != type {
                        let at = sources[first.source].document.location(first.node)
                        diagnostics.error(
                            .typeConflict, "\(o.pointee.dottedPath) is a \(type) here but a \(first.type) at \(at)", at: sources[i].document.location(node),
                            token: o.pointee.dottedPath)
                    }
                    continue
                }
                declared[slots[k]] = (type, node, i)
            }
            // Each target is read `ahead` occurrences early (when its source is the one being
            // read) and its slot fetched then: at a million untyped aliases the path index is
            // many times the size of the caches, and every look-up waited for memory.
            let ahead = PathIndex.lookahead
            // The index is read in place below (through `slot(of:)`, each look-up retained it).
            if declared.contains(where: { $0 == nil }) { _ = slot(of: "") }
            var early = [(occurrence: Int, target: String?)](repeating: (-1, nil), count: ahead)
            for k in occurrences.indices {
                // Taken before its place in the ring is reused for the occurrence `ahead` on,
                // and only for a token still without a type (nearly none in a typed file).
                let undeclared = declared[slots[k]] == nil
                let read = undeclared ? early[k & (ahead - 1)] : (occurrence: -1, target: nil)
                let next = k + ahead
                if next < occurrences.count, declared[slots[next]] == nil, (occurrence.baseAddress! + next).pointee.document == aliasSource {
                    let n = occurrence.baseAddress! + next
                    let target = Self.aliasTarget(value: n.pointee.valueNode, ref: n.pointee.refNode, in: doc)
                    if let target { slotOf.prefetch(target) }
                    early[next & (ahead - 1)] = (next, target)
                }
                guard undeclared else { continue }
                let o = occurrence.baseAddress! + k
                if o.pointee.document != aliasSource {
                    aliasSource = o.pointee.document
                    doc = sources[aliasSource].document
                }
                // Declarations are only ever added, so one read early still applies.
                if let target = read.occurrence == k ? read.target : Self.aliasTarget(value: o.pointee.valueNode, ref: o.pointee.refNode, in: doc) {
                    // An alias naming a group for its `$root` token takes that token's type.
                    // (The strict mode leaves its type undetermined, as the reference is to a group.)
                    var t = slotOf[target].map(Int.init)
                    if t == nil, sawRoot, mode == .compatible { t = slotOf[target + ".$root"].map(Int.init) }
                    if let t { aliasOf[slots[k]] = t }
                } else if mode == .compatible, o.pointee.declaredType.map({ DTCGTypeName($0) == .unknown }) ?? true, let value = o.pointee.valueNode,
                    let type = Self.untypedType(of: value, in: doc)
                {
                    // No type, or one no tool documents (Kong's `breakpoint`): the tools that write
                    // such files pass the value through, so its shape says what it is.
                    let why = o.pointee.declaredType.map { "$type \"\($0)\" is no type any tool documents" } ?? "it has no $type"
                    diagnostics.deviation(
                        .nonDTCGType, "\(o.pointee.dottedPath): \(why); its value is a \(type == .string ? "string (CSS text)" : type.rawValue), read as one",
                        at: doc.location(value), token: o.pointee.dottedPath)
                    declared[slots[k]] = (type, value, aliasSource)
                    otherToolTypes = true
                } else if mode == .compatible, o.pointee.declaredType == nil, let ref = o.pointee.refNode, let type = referenced?.declaredType(of: ref, in: doc) {
                    // A token-level `$ref` into another file takes the `$type` of the token there.
                    declared[slots[k]] = (type, ref, aliasSource)
                }
            }
        }
        // Each untyped token's type is settled once: a walk stops at the first token whose type
        // is known (declared or settled earlier) and settles every token it passed, so a chain
        // of n untyped aliases costs O(n) in all, not O(n) per token. A walk that meets itself
        // is a cycle of untyped aliases: no type.
        var settled: [TokenType?] = LargeBuffer.filled(nil, count: slotCount)
        var walkOf: [Int32] = LargeBuffer.filled(-1, count: slotCount)
        for slot in 0..<slotCount {
            if let d = declared[slot] { settled[slot] = d.type }
        }
        for start in 0..<slotCount where walkOf[start] < 0 && declared[start] == nil {
            let walk = Int32(start)
            var walked: [Int] = []
            var s = start
            var found: TokenType?
            while true {
                if declared[s] != nil || (walkOf[s] >= 0 && walkOf[s] != walk) {
                    found = settled[s]
                    break
                }
                if walkOf[s] == walk { break }
                walkOf[s] = walk
                walked.append(s)
                guard aliasOf[s] >= 0 else { break }
                s = aliasOf[s]
            }
            for w in walked { settled[w] = found }
        }
        rejected.reserveCapacity(rejected.count + settled.lazy.filter { $0 == nil }.count)
        for k in occurrences.indices where conflicted[slots[k]] {
            reject(
                occurrences[k].dottedPath, at: sources[occurrences[k].document].document.location(occurrences[k].node), reason: DiagnosticRule.tokenGroupConflict.rawValue)
        }
        // The occurrence that creates each token: the first with a type. In one source every
        // path occurs once.
        var creates = LargeBuffer.filled(true, count: merged ? occurrences.count : 0)
        if merged {
            var seen = LargeBuffer.filled(false, count: slotCount)
            for k in occurrences.indices where !conflicted[slots[k]] && settled[slots[k]] != nil {
                creates[k] = !seen[slots[k]]
                seen[slots[k]] = true
            }
        }
        // Shorthand's unitless numbers are pixels except in legacy Style Dictionary files
        // (Tokens Studio's transforms add px; Style Dictionary writes what it reads).
        let unitlessPixels = sources.indices.map { studio[$0] || !legacy[$0] }
        if filesGivenTogether, sources.count > 1 {
            Self.reportCollisions(
                sources, legacy: legacy, occurrences: occurrences, slots: slots, slotCount: slotCount, usable: { !conflicted[$0] && settled[$0] != nil }, diagnostics: &diagnostics)
        }
        let input = TokenReadingInput(
            sources: sources, occurrences: occurrences, slots: slots, settled: settled, conflicted: conflicted, creates: creates, mode: mode,
            unitlessPixels: unitlessPixels, referencedFiles: referenced ?? ReferencedFiles())
        var (tokens, runs) = Self.readTokens(input, runLength: tokenRunLength)
        // Theme names `org.primer.overrides` uses: the contexts of Primer's theme axis.
        var primerThemes: [String] = []
        // Mode names Terrazzo's `$extensions.mode` uses: the contexts of its mode axis.
        var terrazzoModes: [String] = []
        var additions: [Addition] = []
        diagnostics.append(moving: &runs, \.diagnostics)
        for run in runs {
            if !run.rejected.isEmpty { rejected.insert(contentsOf: run.rejected.map { (TokenPath($0.path), $0.location, $0.reason) }) }
            for theme in run.primerThemes where !primerThemes.contains(theme) { primerThemes.append(theme) }
            for mode in run.terrazzoModes where !terrazzoModes.contains(mode) { terrazzoModes.append(mode) }
            additions += run.additions
        }
        if !additions.isEmpty {
            // Tokens are in the order of the occurrences that created them.
            var tokenOfSlot = LargeBuffer.filled(-1, count: slotCount)
            var next = 0
            for k in occurrences.indices where !conflicted[slots[k]] && settled[slots[k]] != nil && creates[k] {
                tokenOfSlot[slots[k]] = next
                next += 1
            }
            for a in additions { Self.apply(a, to: &tokens[tokenOfSlot[a.slot]], condition: sources[a.source].condition) }
        }
        if sawRoot { Self.readRootGroupAliases(in: &tokens, mode: mode, diagnostics: &diagnostics) }
        var retyped: [String: TokenType] = [:]
        for run in runs { for r in run.retyped { retyped[r.path] = r.type } }
        // A file exactly in DTCG's shape pays nothing here: its aliases are checked as DTCG says.
        // A Tokens Studio export is Tokens Studio's even where its sets use only DTCG type names.
        if mode == .compatible, otherToolTypes || !retyped.isEmpty || legacy.contains(true) || studio.contains(true) {
            _ = slot(of: "")
            let index = slotOf
            func settledType(_ path: String) -> TokenType? { index[path].flatMap { settled[Int($0)] } }
            Self.convertNumberAliases(in: &tokens, diagnostics: &diagnostics, wholeValues: studio.contains(true)) { path in
                if let type = retyped[path] { return type }
                return settledType(path)
            }
            Self.adoptAliasTypes(in: &tokens, diagnostics: &diagnostics, retyped: &retyped, typeOf: settledType)
        }
        var system = DesignSystem(name: name, axes: axes, tokens: tokens)
        if !primerThemes.isEmpty {
            Self.addPrimerThemes(primerThemes, to: &system, diagnostics: &diagnostics)
            diagnostics.items.insert(
                Diagnostic(
                    .note,
                    .format(
                        rule: .toolConvention,
                        detail:
                            "GitHub Primer's org.primer.overrides: the \(primerThemes.count) theme names they use are contexts of the axis \"\(PrimerConventions.axisName)\" (default \(PrimerConventions.defaultTheme)), a theme a token does not override falling back by its name's prefix"
                    ), location: SourceLocation(file: sources.first?.document.file ?? name, line: 1, column: 1)), at: 0)
        }
        let studioFiles = sources.indices.filter { studio[$0] }.map { sources[$0].document.file }
        if announcesConventions, let first = studioFiles.first {
            let named = studioFiles.count == sources.count ? "its files use" : "\(studioFiles.count) of its \(sources.count) files use"
            diagnostics.items.insert(
                Diagnostic(
                    .note,
                    .format(
                        rule: .toolConvention,
                        detail:
                            "\(named) Tokens Studio's $types: read with its conventions (unitless sizes are pixels; percent line heights, opacities and letter spacings as its transforms read them)"
                    ), location: SourceLocation(file: first, line: 1, column: 1)), at: 0)
        }
        if !terrazzoModes.isEmpty {
            system.axes.append(TerrazzoModes.axis(terrazzoModes))
            diagnostics.items.insert(
                Diagnostic(
                    .note,
                    .format(
                        rule: .toolConvention,
                        detail:
                            "Terrazzo's $extensions.mode: its \(terrazzoModes.count) mode names are contexts of the axis \"\(TerrazzoModes.axisName)\" (--input \(TerrazzoModes.axisName)=\(terrazzoModes[0])); $value is its default"
                    ), location: SourceLocation(file: sources.first?.document.file ?? name, line: 1, column: 1)), at: 0)
        }
        system.precedence = .lastMatching
        system.rejectedTokens = rejected
        system.addContentSizeAxisIfNeeded()
        return (system, diagnostics.items)
    }

    /// Rewrites, in every number token, an alias to a dimension as that dimension's number, and
    /// in every dimension token an alias to a number as that many pixels, each with a
    /// deviation: Tokens Studio does not tell unitless numbers from pixels, and its files alias
    /// across the two (`"_base": {"$type": "number", "$value": "{size._base}"}` where
    /// `size._base` is the dimension `"18"`).
    ///
    /// Only plain aliases are rewritten; `typeOf` gives a path's type, looked up only for them.
    ///
    /// `wholeValues`: whether a number or dimension token aliasing the other type converts too
    /// (Tokens Studio's and Figma's files, which do not tell them apart); otherwise such a token
    /// takes its target's type (see ``adoptAliasTypes(in:diagnostics:retyped:typeOf:)``), as
    /// Style Dictionary passes the value through, and only composite fields convert.
    package static func convertNumberAliases(in tokens: inout [TokenDeclaration], diagnostics: inout DTCGDiagnostics, wholeValues: Bool = true, typeOf: (String) -> TokenType?) {
        for t in tokens.indices where tokens[t].type == .typography {
            for d in tokens[t].definitions.indices {
                guard case .typography(var style) = tokens[t].definitions[d].expression, case .alias(let target) = style.lineHeight,
                    typeOf(target.rawValue) == .dimension, let size = MathExpression(operandOf: style.fontSize)
                else { continue }
                // A line height aliasing a dimension (Tokens Studio's "1.5rem", "24px") is its
                // ratio to the font size in each mode, as CSS computes the two.
                style.lineHeight = .math(.apply(.divide, [.operand(.alias(target)), size]))
                tokens[t].definitions[d].expression = .typography(style)
                diagnostics.deviation(
                    .nonDTCGValue, "lineHeight aliases the dimension {\(target.rawValue)}; read as its ratio to the font size in each mode (DTCG's lineHeight is that number)",
                    at: tokens[t].definitions[d].location ?? tokens[t].location ?? SourceLocation(file: "", line: 1, column: 1), token: tokens[t].path.rawValue)
            }
        }
        // Tokens Studio converts whole number and dimension tokens too; Style Dictionary retypes them.
        let composites = Set<TokenType>([.shadow, .typography, .border, .strokeStyle, .gradient]).union(wholeValues ? [.number, .dimension] : [])
        for t in tokens.indices where composites.contains(tokens[t].type) {
            let type = tokens[t].type
            for d in tokens[t].definitions.indices {
                var converted: [(target: TokenPath, found: TokenType, slot: TokenType)] = []
                let e = Self.convertingNumberAliases(tokens[t].definitions[d].expression, slot: type, typeOf: typeOf, converted: &converted)
                guard !converted.isEmpty else { continue }
                tokens[t].definitions[d].expression = e
                for c in converted {
                    let meaning = c.slot == .number ? "the number the dimension holds (18px gives 18)" : "that many pixels"
                    let place = type == c.slot ? "a \(c.slot)" : "a \(c.slot) in the \(type)"
                    diagnostics.deviation(
                        .nonDTCGValue,
                        "\(place) aliasing the \(c.found) {\(c.target.rawValue)}; read as \(meaning), as tools that write unitless numbers (Tokens Studio, Figma) mean it",
                        at: tokens[t].definitions[d].location ?? tokens[t].location ?? SourceLocation(file: "", line: 1, column: 1), token: tokens[t].path.rawValue)
                }
            }
        }
    }

    /// `e`, read where a `slot` value stands, with each alias to a number where a dimension
    /// stands (and to a dimension where a number does) converted; composites are walked field
    /// by field (a shadow's offsets, a typography's size and line height, a border's width).
    private static func convertingNumberAliases(
        _ e: TokenExpression, slot: TokenType, typeOf: (String) -> TokenType?, converted: inout [(target: TokenPath, found: TokenType, slot: TokenType)]
    ) -> TokenExpression {
        func field(_ x: TokenExpression, _ slot: TokenType) -> TokenExpression { convertingNumberAliases(x, slot: slot, typeOf: typeOf, converted: &converted) }
        switch e {
        case .alias(let target) where slot == .number || slot == .dimension:
            guard let found = typeOf(target.rawValue), found != slot, found == .number || found == .dimension else { return e }
            converted.append((target, found, slot))
            return .math(.apply(.withUnit(slot == .number ? nil : .px), [.operand(e)]))
        case .shadow(let layers): return .shadow(layers.map { field($0, .shadow) })
        case .shadowLayer(var l):
            (l.offsetX, l.offsetY, l.blur, l.spread) = (field(l.offsetX, .dimension), field(l.offsetY, .dimension), field(l.blur, .dimension), field(l.spread, .dimension))
            return .shadowLayer(l)
        case .typography(var t):
            (t.fontSize, t.letterSpacing, t.lineHeight) = (field(t.fontSize, .dimension), field(t.letterSpacing, .dimension), field(t.lineHeight, .number))
            return .typography(t)
        case .border(var b):
            b.width = field(b.width, .dimension)
            return .border(b)
        case .dashedStroke(let dashes, let cap): return .dashedStroke(dashes: dashes.map { field($0, .dimension) }, lineCap: cap)
        case .gradient(let stops): return .gradient(stops.map { field($0, .gradient) })
        case .gradientStop(var s):
            s.position = field(s.position, .number)
            return .gradientStop(s)
        default: return e
        }
    }

    /// Gives a token whose every definition is an alias to tokens of one other type that type,
    /// with a `type-contradiction` deviation: Style Dictionary and Tokens Studio pass an alias
    /// through whatever `$type` it declares (a `border` aliasing a color is that color). A
    /// `string` aliasing anything stays a string of that value's CSS text, and a `fontFamily`
    /// aliasing a string the family list the text names.
    ///
    /// Passes repeat while they change something, so a chain of such aliases settles whatever
    /// its order; `retyped` holds every change, `typeOf` the types settled while reading.
    package static func adoptAliasTypes(
        in tokens: inout [TokenDeclaration], diagnostics: inout DTCGDiagnostics, retyped: inout [String: TokenType], typeOf: (String) -> TokenType?
    ) {
        for _ in 0..<8 {
            var changed = false
            for t in tokens.indices where !tokens[t].definitions.isEmpty {
                let type = tokens[t].type
                var targetType: TokenType?
                var uniform = true
                for d in tokens[t].definitions {
                    guard case .alias(let target) = d.expression, let found = retyped[target.rawValue] ?? typeOf(target.rawValue) else {
                        uniform = false
                        break
                    }
                    if targetType == nil { targetType = found } else if targetType != found { uniform = false }
                }
                guard uniform, let found = targetType, found != type else { continue }
                let path = tokens[t].path.rawValue
                if type == .string || (type == .fontFamily && found == .string) {
                    for d in tokens[t].definitions.indices { tokens[t].definitions[d].expression = .text([tokens[t].definitions[d].expression]) }
                    let reading = type == .string ? "the CSS text of its value" : "the font-family list its text names"
                    diagnostics.deviation(
                        .typeContradiction, "a \(type) aliasing the \(found) {\(tokensAliasTarget(tokens[t]))}; read as \(reading)",
                        at: tokens[t].definitions[0].location ?? tokens[t].location ?? SourceLocation(file: "", line: 1, column: 1), token: path)
                    continue
                }
                tokens[t].type = found
                retyped[path] = found
                changed = true
                diagnostics.deviation(
                    .typeContradiction,
                    "declared \(type), but it aliases the \(found) {\(tokensAliasTarget(tokens[t]))}; read as a \(found) (the declared $type is ignored, as the writing tool does)",
                    at: tokens[t].definitions[0].location ?? tokens[t].location ?? SourceLocation(file: "", line: 1, column: 1), token: path)
            }
            if !changed { return }
        }
    }

    /// The first alias target of `token`, for messages.
    private static func tokensAliasTarget(_ token: TokenDeclaration) -> String {
        for d in token.definitions { if case .alias(let p) = d.expression { return p.rawValue } }
        return ""
    }

    /// `$extensions` without the `org.tessera.*` keys, Primer's overrides and Tokens Studio's
    /// `modify`, which this reader interprets, as canonical JSON;
    /// `nil` when nothing else is left. Other vendors' data is kept verbatim, and so are
    /// contrast pairs (`org.tessera.contrast`), which `ContrastPairReader` reads from here.
    ///
    /// `extra`: properties of the value that DTCG does not define (read in the compatible
    /// mode), kept under ``extraPropertiesKey``; `metadata`: the token object's own members
    /// that are not DTCG properties, kept under ``metadataKey``; `cssForm`: how a CSS export
    /// writes the string token, kept under ``cssTextKey`` unless the file already says.
    package static func foreignExtensions(
        _ node: JSONDocument.Node?, in doc: JSONDocument, adding extra: [(String, JSONValue)] = [], metadata: [(String, JSONValue)] = [],
        cssForm: CSSStringForm = .quoted
    ) -> String? {
        let members = node.flatMap({ doc.object($0) }) ?? []
        var kept = members.filter { !$0.key.hasPrefix("org.tessera.") || Self.keptTesseraExtensions.contains($0.key) }.compactMap { m -> (String, JSONValue)? in
            // Conventions the value already carries are not kept: another tool would apply them twice.
            if m.key == PrimerConventions.overridesKey || m.key == TerrazzoModes.extensionKey { return nil }
            guard m.key == StudioColorModifier.extensionKey, case .object(let studio) = doc.value(m.value) else { return (m.key, doc.value(m.value)) }
            let rest = studio.filter { $0.0 != "modify" }
            return rest.isEmpty ? nil : (m.key, .object(rest))
        }
        if !extra.isEmpty { kept.append((Self.extraPropertiesKey, .object(extra))) }
        if !metadata.isEmpty { kept.append((Self.metadataKey, .object(metadata))) }
        if let form = cssForm.extensionValue, !kept.contains(where: { $0.0 == Self.cssTextKey }) { kept.append((Self.cssTextKey, form)) }
        guard !kept.isEmpty else { return nil }
        return JSONWriter(indent: 0).string(.object(kept))
    }

    /// Tessera's own extension keys that are data rather than instructions to this reader:
    /// kept as written, so an exported file reads back with them.
    package static let keptTesseraExtensions: Set<String> = [ContrastPairReader.extensionKey, extraPropertiesKey, metadataKey, cssTextKey]

    /// The `$extensions` key saying how a CSS export writes a string token: `true` for text that
    /// is a CSS value (`uppercase`, `fit-content`, `linear-gradient(…)`), written unquoted;
    /// `"url"` for a URL or path, written `url("…")`; `"html"` for text with HTML character
    /// references, written as a CSS string with escapes. Without it, a string is quoted.
    public static let cssTextKey = "org.tessera.cssText"

    /// The `$extensions` key under which a value's vendor properties are kept (a typography's
    /// `MozOsxFontSmoothing`).
    public static let extraPropertiesKey = "org.tessera.extraProperties"

    /// The `$extensions` key under which a token's members that are not DTCG properties are
    /// kept (Style Dictionary's `attributes`, `themeable`, `comment`; any tool's `unit`, `docs`).
    public static let metadataKey = DTCGDocumentReader.metadataKey

    /// `source`, with a legacy document's keys read as DTCG's (one `legacy-format` deviation
    /// per file, naming the tool it was recognised as), whether it is legacy, and whether it is
    /// Tokens Studio's (`tokensStudio`, or a `type` naming one of its types).
    package static func adoptingLegacyKeys(_ source: DTCGSource, tokensStudio: Bool, diagnostics: inout DTCGDiagnostics) -> (source: DTCGSource, legacy: Bool, tokensStudio: Bool) {
        guard source.document.usesLegacyKeys else { return (source, false, false) }
        var source = source
        guard let adopted = source.document.adoptLegacyKeys(tokensStudio: tokensStudio) else { return (source, true, false) }
        let suffixed = source.document.dropLegacyValueSuffixes()
        let references = suffixed == 0 ? "" : "; \(suffixed) reference\(suffixed == 1 ? "" : "s") written {….value} read as {…}"
        // Both tools write the same keys; a Tokens Studio type, or its export, tells them apart.
        let tool = adopted.tokensStudio ? "Tokens Studio" : "Style Dictionary"
        let groups = adopted.tokensStudio ? ", and a group's type is its tokens' $type" : ""
        diagnostics.deviation(
            .legacyFormat,
            "legacy \(tool) file: \(adopted.count) token\(adopted.count == 1 ? "" : "s") use value/type/comment without $; read as $value/$type/$description\(groups)\(references)",
            at: source.document.location(adopted.first))
        return (source, true, adopted.tokensStudio)
    }

    /// The path a token's value aliases, when it is a plain alias (for type inference).
    ///
    /// Given the token's `$value` and `$ref` nodes, not the occurrence: passing an occurrence
    /// copied it (a retain and a release of each of its strings) for every untyped token.
    package static func aliasTarget(value: JSONDocument.Node?, ref: JSONDocument.Node?, in doc: JSONDocument) -> String? {
        if let v = value, let path = DTCGAlias.dottedPath(of: v, in: doc) { return path }
        if let r = ref.flatMap({ doc.string($0) }).flatMap(JSONPointer.init) {
            var segments = r.segments
            if segments.last == "$value" { segments.removeLast() }
            return segments.joined(separator: ".")
        }
        if let v = value, let r = doc.member(v, "$ref").flatMap({ doc.string($0) }).flatMap(JSONPointer.init), r.segments.last == "$value" {
            return r.segments.dropLast().joined(separator: ".")
        }
        return nil
    }

    /// A token-level `$ref`: an alias to the token it names (with or without `/$value`), or the
    /// value it points into.
    package static func tokenRef(_ ref: JSONDocument.Node, doc: JSONDocument, reader: inout DTCGValueReader, type: TokenType) -> TokenExpression? {
        if let text = doc.string(ref), ReferencedFiles.isFileReference(text) { return try? reader.readFileReference(text, at: ref, type: type) }
        guard let text = doc.string(ref), let pointer = JSONPointer(text) else {
            reader.diagnostics.error(.invalidReference, "$ref must be a JSON Pointer such as \"#/colors/blue\"", at: doc.location(ref), token: reader.token)
            return nil
        }
        var segments = pointer.segments
        let toValue = segments.last == "$value"
        if toValue { segments.removeLast() }
        if let node = DTCGAlias.walk(segments, in: doc), doc.kind(node) == .object, DTCGDocumentReader.isToken(doc, node) {
            // The published 2025.10 text writes a token-level $ref to the token's `$value`
            // (`#/colors/blue/$value`, "equivalent to {colors.blue}"); a pointer to the token
            // object itself is the editors' later draft.
            if !toValue {
                reader.diagnostics.deviation(
                    .invalidReference, "$ref \(text) points at a token object; DTCG 2025.10 points a token-level $ref at its $value (\(text)/$value); read as an alias to it",
                    at: doc.location(ref), token: reader.token)
            }
            return .alias(TokenPath(segments: segments))
        }
        guard let target = pointer.resolve(in: doc, from: doc.root) else {
            reader.diagnostics.error(.unknownReference, "$ref \(text) points at nothing", at: doc.location(ref), token: reader.token)
            return nil
        }
        return try? reader.value(target, type: type)
    }

    /// The expression an `org.tessera.composite` extension declares, if well formed.
    package static func composite(_ node: JSONDocument.Node, type: TokenType, doc: JSONDocument, path: String, diagnostics: inout DTCGDiagnostics) -> TokenExpression? {
        func alias(_ key: String) -> TokenExpression? {
            doc.member(node, key).flatMap({ doc.string($0) }).flatMap(DTCGAlias.dottedPath).map { .alias(TokenPath($0)) }
        }
        let spaceName = doc.member(node, "space").flatMap({ doc.string($0) }) ?? "srgb"
        guard let space = CompositingSpace(rawValue: spaceName) else {
            diagnostics.error(.invalidExtension, "org.tessera.composite space must be srgb, linear or target", at: doc.location(node), token: path)
            return nil
        }
        switch type {
        case .color:
            guard let top = alias("top"), let bottom = alias("bottom") else {
                diagnostics.error(.invalidExtension, "org.tessera.composite on a color needs \"top\" and \"bottom\" references", at: doc.location(node), token: path)
                return nil
            }
            let alpha = doc.member(node, "alpha").flatMap({ doc.number($0) })
            return .over(top: top, bottom: bottom, alpha: alpha, space: space)
        case .shadow:
            guard let shadow = alias("flatten"), let surface = alias("surface") else {
                diagnostics.error(.invalidExtension, "org.tessera.composite on a shadow needs \"flatten\" and \"surface\" references", at: doc.location(node), token: path)
                return nil
            }
            return .flattenedShadow(shadow: shadow, surface: surface, space: space)
        default:
            diagnostics.error(.invalidExtension, "org.tessera.composite applies to color and shadow tokens", at: doc.location(node), token: path)
            return nil
        }
    }
}
