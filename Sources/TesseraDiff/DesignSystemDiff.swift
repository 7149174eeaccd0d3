import TesseraColorModel
import TesseraCompiler
import TesseraModel
import TesseraTables

/// What changed between two versions of a design system, in every mode: tokens added, removed
/// and probably renamed, token values changed (with the modes they changed in, collapsed by
/// the axes they depend on, and whether the change came through an alias), and declared
/// contrast pairs judged before and after.
///
/// Built from compiled themes: both versions compile every mode ahead of time, so a comparison
/// reads each token's stored values once per combination of the axes it depends on, never the
/// cross product of every axis.
///
/// ```swift
/// let diff = DesignSystemDiff(
///     old: .init(design: oldSystem, themes: [oldTheme]),
///     new: .init(design: newSystem, themes: [newTheme]))
/// for token in diff.themes[0].tokens { print(token.path, token.changes.map(\.selection.modeDescription)) }
/// ```
///
/// - Complexity: O(Σ over tokens of the combinations of their axes) per theme, plus the
///   dependency edges walked to find what caused a change.
public struct DesignSystemDiff: Sendable {
    /// One version: its design system, its compiled themes and its declared contrast pairs.
    public struct Side: Sendable {
        /// The design system the themes were compiled from (its declarations tell a change of
        /// a token's own definition from one that came through an alias).
        public var design: DesignSystem
        /// The themes to compare, compiled from ``design`` with sRGB color tables (as
        /// `compile(_:options:)` makes without a converter, or with an sRGB one); themes are
        /// matched by name. A theme loaded from a snapshot compares too, but keeps no
        /// dependency edges: a change that came through an alias is then reported as
        /// ``TokenDiff/Cause/context``.
        public var themes: [ResolvedTheme]
        /// The declared contrast pairs: `$extensions.org.tessera.contrast` and pairs files.
        public var pairs: [ContrastPair]

        /// Creates a side.
        public init(design: DesignSystem, themes: [ResolvedTheme], pairs: [ContrastPair] = []) {
            self.design = design
            self.themes = themes
            self.pairs = pairs
        }
    }

    /// How to compare.
    public struct Options: Sendable, Hashable {
        /// How contrast pairs are judged (the high-contrast step).
        public var contrast: ContrastOptions
        /// Whether removed and added tokens with equal values are paired as renames.
        public var detectRenames: Bool

        /// Creates options.
        public init(contrast: ContrastOptions = ContrastOptions(), detectRenames: Bool = true) {
            self.contrast = contrast
            self.detectRenames = detectRenames
        }
    }

    /// What a change is, for gates such as `--fail-on`.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A token only the new version has.
        case added
        /// A token only the old version had (renames excluded).
        case removed
        /// A probable rename.
        case renamed
        /// A token whose value changed in some mode.
        case changed
        /// An axis or context added, removed or given another default.
        case axes
        /// A theme only one version has.
        case themes
        /// A declared contrast pair that drops below its level in some mode.
        case contrastRegression = "contrast-regression"
    }

    /// The old design system's name.
    public var oldName: String
    /// The new design system's name.
    public var newName: String
    /// Tokens only the new version has, in its order (renames excluded).
    public var added: [TokenEntry]
    /// Tokens only the old version had, in its order (renames excluded).
    public var removed: [TokenEntry]
    /// Removed and added tokens with equal values everywhere compared.
    public var renamed: [TokenRename]
    /// How the axes differ.
    public var axes: [AxisChange]
    /// Themes compared, in the new version's order.
    public var themes: [ThemeDiff]
    /// Themes given only in the new version.
    public var themesAdded: [String]
    /// Themes given only in the old version.
    public var themesRemoved: [String]

    /// Compares two versions.
    ///
    /// Themes are matched by name: those both sides give are compared, the others are listed
    /// in ``themesAdded`` and ``themesRemoved``. A side without themes compares nothing.
    public init(old: Side, new: Side, options: Options = Options()) {
        var comparison = Comparison(old: old, new: new, options: options)
        self = comparison.run()
    }

    package init(
        oldName: String, newName: String, added: [TokenEntry], removed: [TokenEntry], renamed: [TokenRename], axes: [AxisChange], themes: [ThemeDiff],
        themesAdded: [String], themesRemoved: [String]
    ) {
        self.oldName = oldName
        self.newName = newName
        self.added = added
        self.removed = removed
        self.renamed = renamed
        self.axes = axes
        self.themes = themes
        self.themesAdded = themesAdded
        self.themesRemoved = themesRemoved
    }

    /// Whether nothing differs.
    public var isEmpty: Bool { kinds.isEmpty && themes.allSatisfy { $0.contrast.isEmpty } }

    /// The kinds of change present.
    public var kinds: Set<Kind> {
        var out = Set<Kind>()
        if !added.isEmpty { out.insert(.added) }
        if !removed.isEmpty { out.insert(.removed) }
        if !renamed.isEmpty { out.insert(.renamed) }
        if themes.contains(where: { !$0.tokens.isEmpty }) { out.insert(.changed) }
        if !axes.isEmpty { out.insert(.axes) }
        if !themesAdded.isEmpty || !themesRemoved.isEmpty { out.insert(.themes) }
        if themes.contains(where: { !$0.regressions.isEmpty }) { out.insert(.contrastRegression) }
        return out
    }

    /// Counts over every theme compared; a token changed in several themes counts once.
    public var summary: Summary {
        var changed = Set<TokenPath>()
        var definition = Set<TokenPath>()
        var alias = Set<TokenPath>()
        for theme in themes {
            for token in theme.tokens {
                changed.insert(token.path)
                switch token.cause {
                case .definition: definition.insert(token.path)
                case .alias: alias.insert(token.path)
                case .context: break
                }
            }
        }
        // A token redefined in one theme and reached through an alias in another counts as redefined.
        alias.subtract(definition)
        return Summary(
            changed: changed.count, changedByDefinition: definition.count, changedThroughAlias: alias.count,
            added: added.count, removed: removed.count, renamed: renamed.count,
            contrastChanges: themes.reduce(0) { $0 + $1.contrast.count },
            contrastRegressions: themes.reduce(0) { $0 + $1.regressions.count },
            contrastImprovements: themes.reduce(0) { $0 + $1.contrast.filter(\.isImprovement).count })
    }

    /// Counts of a diff.
    public struct Summary: Sendable, Hashable {
        /// Tokens whose value changed in some mode of some theme.
        public var changed: Int
        /// Of those, tokens whose own definition changed.
        public var changedByDefinition: Int
        /// Of those, tokens changed only through an alias.
        public var changedThroughAlias: Int
        /// Tokens added (renames excluded).
        public var added: Int
        /// Tokens removed (renames excluded).
        public var removed: Int
        /// Probable renames.
        public var renamed: Int
        /// Contrast pairs judged before and after where a color changed: one per pair and set of
        /// modes judged alike (``ContrastChange``).
        public var contrastChanges: Int
        /// Of those, pairs that drop below their level.
        public var contrastRegressions: Int
        /// Of those, pairs that now reach their level.
        public var contrastImprovements: Int
    }
}
