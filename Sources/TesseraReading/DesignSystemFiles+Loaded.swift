import TesseraModel

extension DesignSystemFiles {
    /// What the files given turned out to be.
    public enum Origin: String, Sendable, Hashable {
        /// DTCG token files, merged in order.
        case tokenFiles = "token files"
        /// One DTCG resolver document; its modifiers are the axes.
        case resolver
        /// An OUDS tokenator export, read with ``Preset/ouds``.
        case ouds
        /// A Tokens Studio export: token sets layered in `$metadata` order; themes with a
        /// `group` are the contexts of an axis named after it, themes without one are themes.
        case tokensStudio = "Tokens Studio export"
        /// A Gentle spec (a JSON file with `_specVersion`).
        case gentle
        /// A Figma Variables REST response (`GET /v1/files/:key/variables/local` saved to a
        /// file): collections with several modes are axes, extended collections are themes.
        case figmaVariables = "Figma Variables response"
    }

    /// A design system read from files, and every problem found reading them.
    public struct Loaded: Sendable {
        /// The design system (possibly partial when ``diagnostics`` hold errors).
        public var design: DesignSystem
        /// Every problem found reading the files, in the order found.
        public var diagnostics: [Diagnostic]
        /// The files read, in order, after folders were expanded (a resolver document's
        /// `$ref`ed files are not listed: the document names them).
        public var files: [String]
        /// What the files turned out to be.
        public var origin: Origin
        /// JavaScript and TypeScript token modules in the folders read, which Tessera cannot
        /// evaluate (Style Dictionary's `*.js` sources).
        public var modules: [String] = []

        /// Creates a result. A diagnostic found twice (one file read by several sets, or as a
        /// base and as a context) is kept once, where it was first found. References in the
        /// tokens' extra properties are resolved (see `DesignSystem.resolvePropertyReferences()`).
        public init(design: consuming DesignSystem, diagnostics: [Diagnostic], files: [String], origin: Origin) {
            // Metadata can reference tokens of any file: resolved once all are read.
            design.resolvePropertyReferences()
            self.design = design
            self.diagnostics = Self.firstOfEach(diagnostics)
            self.files = files
            self.origin = origin
        }

        /// `earlier` followed by `later`.
        ///
        /// `later` is what reading the tokens reported (a diagnostic per token for a
        /// million-member cycle), `earlier` the few problems found before: the few are put
        /// in front of the many, which are moved, not copied with their strings retained.
        package static func joined(_ earlier: [Diagnostic], _ later: consuming [Diagnostic]) -> [Diagnostic] {
            var all = later
            if !earlier.isEmpty { all.insert(contentsOf: earlier, at: 0) }
            return all
        }

        /// `diagnostics` with every repeat of an earlier one left out.
        ///
        /// A repeat has its original's place, so each diagnostic is first keyed by its line and
        /// column (two integers) and compared whole, through a set, only with those that share
        /// them: a file with a million reported tokens (a 1M-member cycle) then hashes no
        /// message, path or file name, which was a third of reading it.
        package static func firstOfEach(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
            struct Place: Hashable {
                var line: Int
                var column: Int
            }
            func place(_ d: Diagnostic) -> Place { Place(line: d.location?.line ?? 0, column: d.location?.column ?? 0) }
            // One file's problems found in reading order have places that only increase, so
            // none repeats: nothing to hash.
            let increasing = diagnostics.indices.dropFirst().allSatisfy { i in
                let (a, b) = (place(diagnostics[i - 1]), place(diagnostics[i]))
                return a.line < b.line || (a.line == b.line && a.column < b.column)
            }
            if increasing { return diagnostics }
            // Nearly always every place is distinct: the list is then kept as it is, uncopied.
            var places = Set<Place>(minimumCapacity: diagnostics.count)
            guard diagnostics.contains(where: { !places.insert(place($0)).inserted }) else { return diagnostics }
            // The diagnostic first found at a place, until a second one shares it; then `nil`,
            // and every diagnostic found there is in `seen`.
            var firstAt: [Place: Int?] = [:]
            firstAt.reserveCapacity(diagnostics.count)
            var seen = Set<Diagnostic>()
            var kept: [Diagnostic] = []
            kept.reserveCapacity(diagnostics.count)
            for (i, d) in diagnostics.enumerated() {
                let at = place(d)
                guard let first = firstAt[at] else {
                    firstAt[at] = .some(i)
                    kept.append(d)
                    continue
                }
                if let first {
                    seen.insert(diagnostics[first])
                    firstAt[at] = .some(nil)
                }
                if seen.insert(d).inserted { kept.append(d) }
            }
            return kept
        }

        /// Whether any diagnostic is an error.
        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

        /// `diagnostics` as a person should read them: when the folders hold token modules
        /// Tessera cannot read (``modules``), every reference to a token no file defines is one
        /// error naming the modules, with a count and the first targets, instead of one each.
        public func presenting(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
            guard !modules.isEmpty else { return diagnostics }
            var targets: [TokenPath] = []
            var kept: [Diagnostic] = []
            for d in diagnostics {
                guard case .unknownReference(let target, _) = d.kind else {
                    kept.append(d)
                    continue
                }
                if !targets.contains(target) { targets.append(target) }
            }
            guard !targets.isEmpty else { return diagnostics }
            let named = targets.prefix(3).map { "{\($0.rawValue)}" }.joined(separator: ", ") + (targets.count > 3 ? ", …" : "")
            let modulesNamed = modules.prefix(3).joined(separator: ", ") + (modules.count > 3 ? ", …" : "")
            let one = Diagnostic(
                .error,
                .format(
                    rule: .unknownReference,
                    detail:
                        "\(targets.count) referenced token\(targets.count == 1 ? "" : "s") no token file defines (\(named)); the token modules \(modulesNamed) may define them, and Tessera cannot read code"
                ), location: SourceLocation(file: modules[0], line: 1, column: 1))
            return [one] + kept
        }
    }
}
