import TesseraIO
import TesseraModel
import TesseraSupport

extension DTCGLoader {
    /// What reading a run of occurrences produced besides its tokens, in occurrence order.
    ///
    /// Reading a token's value depends only on its own JSON and its settled type, so runs are
    /// read on several threads and their results applied in order afterwards, which gives the
    /// same design system and diagnostics as reading one occurrence after another.
    package struct TokenReading: Sendable {
        /// How many tokens the run created (written from its first occurrence's index on).
        package var created = 0
        /// Occurrences that add to a token an earlier occurrence created (several sources).
        package var additions: [Addition] = []
        package var diagnostics: DTCGDiagnostics
        /// Tokens left out for their type: one that cannot be determined, or one Tessera does not read.
        package var rejected: [(path: String, location: SourceLocation, reason: String)] = []
        /// Theme names `org.primer.overrides` uses, first use first.
        package var primerThemes: [String] = []
        /// Mode names Terrazzo's `$extensions.mode` uses, first use first.
        package var terrazzoModes: [String] = []
        /// Tokens whose value their declared type could not read, and the type their value's
        /// shape gave them instead.
        package var retyped: [(path: String, type: TokenType)] = []
    }

    /// A later occurrence's contribution to a token already created.
    package struct Addition: Sendable {
        package var slot: Int
        package var source: Int
        package var definitions: [TokenDefinition]
        package var relativeTo: DynamicType.TextStyle?
        package var description: String?
        package var deprecation: String?
        package var extensionsJSON: String?
    }

    /// What every run reads from, shared read-only between threads.
    package struct TokenReadingInput: Sendable {
        package var sources: [DTCGSource]
        package var occurrences: [DTCGOccurrence]
        package var slots: [Int]
        package var settled: [TokenType?]
        package var conflicted: [Bool]
        /// Whether an occurrence creates its slot's token (the first one to have a type).
        package var creates: [Bool]
        package var mode: ReadingMode
        /// Per source: whether a unitless number in CSS shorthand is pixels.
        package var unitlessPixels: [Bool]
        /// The files `$ref`s name, read beforehand.
        package var referencedFiles = ReferencedFiles()
    }

    /// Occurrences per run read on one thread: large enough that handing a run out costs
    /// nothing measurable, small enough that two threads finish together.
    package static let defaultTokenRunLength = 16_384

    /// The tokens every occurrence not in conflict creates, in order, and what else each run
    /// of `runLength` occurrences produced, in order.
    ///
    /// Runs are spread over the available cores. Each writes its tokens into the result's
    /// storage from its first occurrence's index on (a run creates at most one token per
    /// occurrence), and the blocks are then moved together: no token is copied between lists.
    package static func readTokens(_ input: TokenReadingInput, runLength: Int = defaultTokenRunLength) -> (tokens: [TokenDeclaration], runs: [TokenReading]) {
        let count = input.occurrences.count
        guard count > 0 else { return ([], []) }
        let runLength = max(1, runLength)
        let runCount = count / runLength + (count % runLength == 0 ? 0 : 1)
        var runs: [TokenReading] = []
        // Only as many pages as tokens will be made are faulted in ahead: in a million-member
        // untyped cycle every occurrence is rejected and none is written.
        var made = 0
        for k in 0..<count where !input.conflicted[input.slots[k]] && input.settled[input.slots[k]] != nil { made += 1 }
        let tokens = [TokenDeclaration](unsafeUninitializedCapacity: count) { buffer, initialized in
            let raw = UnsafeMutableRawBufferPointer(buffer)
            LargeBuffer.prefault(raw, bytes: made * MemoryLayout<TokenDeclaration>.stride, order: .ahead)
            // Each run writes only its own part of the buffer.
            nonisolated(unsafe) let base = buffer.baseAddress!
            if runCount == 1 {
                runs = [readTokens(input, in: 0..<count, into: base)]
            } else {
                let results = Locked([TokenReading?](repeating: nil, count: runCount))
                Parallel.forEach(runCount) { r in
                    let reading = readTokens(input, in: r * runLength..<min(count, (r + 1) * runLength), into: base + r * runLength)
                    results.withLock { $0[r] = reading }
                }
                runs = results.withLock { $0.map { $0! } }
            }
            var end = 0
            for (r, run) in runs.enumerated() {
                if r > 0, run.created > 0 { (base + end).moveInitialize(from: base + r * runLength, count: run.created) }
                end += run.created
            }
            initialized = end
        }
        return (tokens, runs)
    }

    /// Reads the occurrences in `range`, initializing the tokens they create at `tokens` on.
    package static func readTokens(_ input: TokenReadingInput, in range: Range<Int>, into tokens: UnsafeMutablePointer<TokenDeclaration>) -> TokenReading {
        var out = TokenReading(diagnostics: DTCGDiagnostics(mode: input.mode))
        // Occurrences are read in place, field by field: binding one copied it, a retain and a
        // release of each of its strings per token.
        input.occurrences.withUnsafeBufferPointer { occurrences in
            let first = occurrences.baseAddress!
            var k = range.lowerBound
            // A stretch of occurrences of one source at a time, its document a constant passed
            // down: a document in a variable was copied (a retain and a release of each of its
            // arrays, whose counts the other threads' copies contend for) at every use.
            while k < range.upperBound {
                let i = first[k].document
                var end = k + 1
                while end < range.upperBound, first[end].document == i { end += 1 }
                let source = input.sources[i]
                // Its own file name: the locations of this run's tokens are retained and released
                // many times on this thread and, when the graph is lowered in halves, on one other.
                let doc = source.document.withOwnFileName()
                var reader = DTCGValueReader(doc: doc, diagnostics: DTCGDiagnostics(mode: input.mode))
                reader.unitlessPixels = input.unitlessPixels[i]
                reader.referencedFiles = input.referencedFiles
                for j in k..<end where !input.conflicted[input.slots[j]] {
                    readOccurrence(first + j, at: j, source: i, doc: doc, condition: source.condition, input: input, reader: &reader, into: &out, tokens: tokens)
                }
                k = end
            }
        }
        return out
    }

    /// Whether the `org.tessera.token` member `meta` sets `key` to true.
    private static func flag(_ meta: JSONDocument.Node?, _ key: String, in doc: JSONDocument) -> Bool {
        guard let meta, let node = doc.member(meta, key) else { return false }
        return doc.bool(node) == true
    }

    /// Reads occurrence `k` (`o`) of source `i`, whose settled type is known or rejected,
    /// initializing the token it creates at `tokens + out.created` or recording its addition.
    private static func readOccurrence(
        _ o: UnsafePointer<DTCGOccurrence>, at k: Int, source i: Int, doc: JSONDocument, condition: ContextCondition, input: TokenReadingInput,
        reader: inout DTCGValueReader, into out: inout TokenReading, tokens: UnsafeMutablePointer<TokenDeclaration>
    ) {
        let mode = input.mode
        let path = o.pointee.dottedPath
        guard var type = input.settled[input.slots[k]] else {
            let location = doc.location(o.pointee.node)
            if let declared = o.pointee.declaredType {
                out.rejected.append((path, location, "$type \(declared)"))
            } else {
                let token = TokenPath(path)
                out.diagnostics.items.append(Diagnostic(.error, .typeUndeterminable(token), token: token, location: location))
                out.rejected.append((path, location, DiagnosticRule.typeUndeterminable.rawValue))
            }
            return
        }
        // Each token's reading starts empty: handing the reader the list so far would copy
        // the whole list on its first append (copy-on-write), once per token.
        reader.diagnostics = DTCGDiagnostics(mode: mode)
        reader.extraProperties = []
        reader.token = path
        reader.declaredTypeName = o.pointee.declaredType
        reader.readingLetterSpacing = o.pointee.declaredType == "letterSpacing"
        let valueNode = o.pointee.valueNode ?? o.pointee.node
        let meta = o.pointee.extensionsNode.flatMap { doc.member($0, "org.tessera.token") }
        let isAbstract = flag(meta, "abstract", in: doc)
        let skipsValue = isAbstract || flag(meta, "conditionalOnly", in: doc)
        var expression: TokenExpression?
        // How a CSS export writes the token when it is a string: quoted unless its text is CSS
        // value text, a URL or HTML character references.
        var cssForm = CSSStringForm.quoted
        if skipsValue {
            expression = nil
        } else if flag(meta, "forbidden", in: doc) {
            expression = .forbidden
        } else if flag(meta, "absent", in: doc) {
            // A value that is none (Tessera's own export of a theme that lacks the token).
            expression = .invalid
        } else if o.pointee.valueNode == nil, let ref = o.pointee.refNode {
            expression = Self.tokenRef(ref, doc: doc, reader: &reader, type: type)
        } else {
            let before = reader.diagnostics.items.count
            expression = try? reader.value(valueNode, type: type)
            if expression == nil {
                let failedSaying = reader.diagnostics.items.count
                if let byShape = reader.valueByShape(valueNode, declared: type) {
                    // The declared type's complaints are replaced by the one saying how it was read.
                    let contradiction = reader.diagnostics.items.removeLast()
                    reader.diagnostics.items.removeSubrange(before...)
                    reader.diagnostics.items.append(contradiction)
                    (expression, type) = (byShape.expression, byShape.type)
                    out.retyped.append((path, type))
                    if byShape.isCSSText { cssForm = .cssText }
                } else if failedSaying == before {
                    // Nothing read it and nothing said why: say so rather than leave it out silently.
                    reader.diagnostics.error(.invalidValue, "no reading of this value fits its $type \(type)", at: doc.location(valueNode), token: path)
                }
            } else if type == .string, doc.kind(valueNode) != .object, doc.kind(valueNode) != .array {
                // A type of CSS text, URLs or HTML references, or a string without a known type
                // passed through as CSS text; not an `other` object's JSON text, which is data.
                cssForm = o.pointee.declaredType.map { CSSStringForm(typeName: $0) ?? (DTCGTypeName($0) == .unknown ? .cssText : .quoted) } ?? .cssText
            }
            if type == .color, let e = expression { expression = PrimerConventions.applyingAlpha(o.pointee.alphaNode, in: doc, to: e) }
            if type == .color, let e = expression,
                let modify = o.pointee.extensionsNode.flatMap({ doc.member($0, StudioColorModifier.extensionKey) }).flatMap({ doc.member($0, "modify") })
            {
                expression = StudioColorModifier.applying(modify, to: e, doc: doc, reader: &reader)
            }
        }
        // Definitions under conditions on several axes (`org.tessera.when`).
        var extra: [TokenDefinition] = []
        for entry in o.pointee.extensionsNode.flatMap({ doc.member($0, "org.tessera.when") }).flatMap({ doc.array($0) }) ?? [] {
            guard let when = doc.member(entry, "when").flatMap({ doc.object($0) }), let v = doc.member(entry, "value") else {
                reader.diagnostics.error(.invalidExtension, "org.tessera.when entries are {\"when\": {axis: context}, \"value\": …}", at: doc.location(entry), token: path)
                continue
            }
            var condition = condition.contexts
            for w in when { if let c = doc.string(w.value) { condition[w.key] = c } }
            let forbidden = doc.member(entry, "forbidden").flatMap({ doc.bool($0) }) == true
            if let e = forbidden ? TokenExpression.forbidden : (try? reader.value(v, type: type)) {
                extra.append(TokenDefinition(ContextCondition(condition), e, location: doc.location(v)))
            }
        }
        if let node = o.pointee.extensionsNode.flatMap({ doc.member($0, PrimerConventions.overridesKey) }) {
            extra += PrimerConventions.overrides(node, in: doc, type: type, condition: condition, reader: &reader, themes: &out.primerThemes)
        }
        if let node = o.pointee.extensionsNode.flatMap({ doc.member($0, TerrazzoModes.extensionKey) }) {
            extra += TerrazzoModes.definitions(node, in: doc, type: type, condition: condition, reader: &reader, modes: &out.terrazzoModes)
        }
        out.diagnostics.append(reader.diagnostics)
        if let ext = o.pointee.extensionsNode, let composite = doc.member(ext, "org.tessera.composite") {
            expression = Self.composite(composite, type: type, doc: doc, path: path, diagnostics: &out.diagnostics) ?? expression
        }
        // The token's name first: its value is a line or two below it.
        let tokenLocation = doc.location(o.pointee.node)
        let location = doc.location(valueNode, below: tokenLocation)
        var relativeTo: DynamicType.TextStyle?
        if let node = o.pointee.extensionsNode.flatMap({ doc.member($0, "org.tessera.relativeTo") }) {
            relativeTo = doc.string(node).flatMap(DynamicType.TextStyle.init(rawValue:))
            if relativeTo == nil || type != .typography {
                let styles = DynamicType.TextStyle.allCases.map(\.rawValue).joined(separator: ", ")
                out.diagnostics.error(
                    .invalidExtension, "org.tessera.relativeTo goes on a typography token and names a text style: \(styles)", at: doc.location(node), token: path)
                relativeTo = nil
            }
        }
        let metadata = o.pointee.hasOtherMembers ? Self.metadataMembers(of: o.pointee.node, in: doc) : []
        let extensionsJSON = Self.foreignExtensions(
            o.pointee.extensionsNode, in: doc, adding: reader.extraProperties, metadata: metadata, cssForm: cssForm)
        guard input.creates.isEmpty || input.creates[k] else {
            var definitions: [TokenDefinition] = []
            if !skipsValue { definitions.append(TokenDefinition(condition, expression ?? .invalid, location: location)) }
            definitions += extra
            out.additions.append(
                Addition(
                    slot: input.slots[k], source: i, definitions: definitions, relativeTo: relativeTo, description: o.pointee.description,
                    deprecation: o.pointee.deprecation,
                    extensionsJSON: extensionsJSON))
            return
        }
        let tier = meta.flatMap { doc.member($0, "tier") }.flatMap({ doc.string($0) }).flatMap { t in Tier.allCases.first { $0.description == t } }
        // A token whose value failed to read is not abstract: it has an (already reported)
        // invalid value, so the compile does not call it "missing".
        var definitions: [TokenDefinition] = []
        if let expression {
            definitions = [TokenDefinition(condition, expression, location: location)]
        } else if !skipsValue {
            definitions = [TokenDefinition(condition, .invalid, location: location)]
        }
        if !extra.isEmpty { definitions += extra }
        // Built in its place and finished there: a finished local moved in was one more
        // copy (and destruction) of a dozen fields per token.
        let token = tokens + out.created
        out.created += 1
        token.initialize(
            to: TokenDeclaration(
                TokenPath(path), type: type, tier: tier, closed: flag(meta, "closed", in: doc), definitions: definitions, description: o.pointee.description,
                location: tokenLocation))
        if let deprecation = o.pointee.deprecation { token.pointee.deprecation = deprecation }
        if let relativeTo { token.pointee.relativeTo = relativeTo }
        if let extensionsJSON { token.pointee.extensionsJSON = extensionsJSON }
        if !condition.isUnconditional, o.pointee.description != nil || extensionsJSON != nil {
            token.pointee.contextMetadata = [ContextMetadata(condition, description: o.pointee.description, extensionsJSON: extensionsJSON)]
        }
    }

    /// The members of the token object `node` that are neither `$` properties, Primer's
    /// `alpha` nor tokens: what the writing tool keeps beside the value (Style Dictionary's
    /// `attributes` and `themeable`, a `unit`, a `docs` object), in the order written.
    package static func metadataMembers(of node: JSONDocument.Node, in doc: JSONDocument) -> [(String, JSONValue)] {
        var kept: [(String, JSONValue)] = []
        doc.forEachMember(node) { key, _, value in
            guard key.utf8.first != UInt8(ascii: "$"), !(key == "alpha" && doc.kind(value) == .number), !DTCGDocumentReader.holdsToken(value, in: doc) else { return }
            kept.append((key, doc.value(value)))
        }
        return kept
    }

    /// Applies a later occurrence to the token it adds to.
    ///
    /// One for every mode replaces the token whole, metadata included (R§4.1.4); one for some
    /// contexts only adds values, keeping the metadata unless it brings its own.
    package static func apply(_ a: Addition, to token: inout TokenDeclaration, condition: ContextCondition) {
        token.definitions += a.definitions
        if let relativeTo = a.relativeTo { token.relativeTo = relativeTo }
        if condition.isUnconditional {
            token.description = a.description
            token.deprecation = a.deprecation
            token.extensionsJSON = a.extensionsJSON
            token.contextMetadata = []
        } else {
            // Documentation written in a context belongs to that context's modes.
            if a.description != nil || a.extensionsJSON != nil {
                token.contextMetadata.append(ContextMetadata(condition, description: a.description, extensionsJSON: a.extensionsJSON))
            }
            token.deprecation = a.deprecation ?? token.deprecation
        }
    }
}
