import Tessera

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

        /// Creates a result. A diagnostic found twice (one file read by several sets, or as a
        /// base and as a context) is kept once, where it was first found.
        public init(design: DesignSystem, diagnostics: [Diagnostic], files: [String], origin: Origin) {
            self.design = design
            var seen = Set<Diagnostic>()
            self.diagnostics = diagnostics.filter { seen.insert($0).inserted }
            self.files = files
            self.origin = origin
        }

        /// Whether any diagnostic is an error.
        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }
}
