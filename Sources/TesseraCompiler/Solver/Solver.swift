import TesseraColorModel
import TesseraModel
import TesseraTables

/// The mutable state of one compilation: definitions, edges, groups and slabs.
///
/// A full compile and an incremental override share this type: the first runs ``solveAll(theme:)``,
/// the second resumes from a resolved theme's ``ThemeTables`` and ``OverrideState`` (sharing
/// every array until written) and re-solves the overridden tokens and their dependents only.
/// A resolved theme keeps only those two results, never this type.
package struct Solver: Sendable {
    package let graph: TokenGraph
    /// Effective definitions per token, after the theme's layers.
    package var defs: [[Def]]
    /// Color literals as written, kept so incremental overrides convert only new ones.
    package var sourceLiterals: [ColorLiteral]
    /// Color literals after conversion into the target space, indexed like ``sourceLiterals``.
    package var colorLiterals: [TokenColor]
    package var families: FamilyPool

    /// Dependencies (alias targets) per token, as compressed rows.
    package var depStart: [Int32] = []
    package var deps: [Int32] = []
    /// Dependents per token (the reverse edges), as compressed rows.
    package var rdepStart: [Int32] = []
    package var rdeps: [Int32] = []
    /// Per token: the axes its own definitions mention (filled with the edges).
    package var ownAxesOf: [AxisSet] = []
    /// Per token: the aliased token when its only definition is an unconditional alias, or -1;
    /// evaluation then copies cells without touching the definitions.
    package var plainAlias: [Int32] = []
    /// Per token: the color literal when its only definition is an unconditional color, or -1.
    package var plainColor: [Int32] = []
    /// Per token: its only, unconditional definition's expression in ``plainExpressions``, or
    /// -1 (see ``DependencyTables/plainExpression``).
    package var plainExpression: [Int32] = []
    package var plainExpressions: [Expr] = []
    /// The definitions of tokens that only alias, flattened (empty when resuming: evaluation
    /// then reads the definitions).
    package var aliasRows = DependencyTables.AliasRows()
    /// The tokens without definitions, ascending (filled with the edges).
    package var abstractTokens: [Int32] = []

    package var groups: [TokenGroup] = []
    /// Per group, the layout the hot loops read; parallel to ``groups``.
    package var shapes: [GroupShape] = []
    package var shapeAxis: [Int] = []
    package var shapeStride: [Int] = []
    package var shapeRadix: [Int] = []
    package var groupIndex: [GroupKey: Int] = [:]
    /// Per token: its group, member index and axes.
    package var placement: [TokenPlacement] = []
    package var store = ValueStore()
    /// Per token: the token whose forbidden marker it resolves to, or -1.
    package var forbiddenOrigin: [Int32] = []
    /// Converts composited colors between sRGB and the table space; `nil` when tables are sRGB.
    package var converter: (any ColorConverting)?
    /// Whether evaluation keeps to one thread however large the system.
    package var singleThreaded = false
    /// What to do with out-of-gamut colors.
    package var gamutHandling: GamutHandling = .clip
    /// Per converted literal: whether it fell outside the target gamut.
    package var gamutFlags: [Bool] = []
    /// Per token: combinations whose value read an out-of-gamut literal.
    package var gamutHits: [Int32: [Int]] = [:]
    /// Per token: whether it failed on its own (cycle, missing abstract value, bad expression,
    /// too many combinations), as opposed to through a dependency.
    package var failedRoot: [Bool] = []

    /// Scratch: the context of each axis for the combination being evaluated.
    package var current: [Int] = []
    /// Scratch: per axis, which contexts the token's definitions mention.
    package var mentioned: [UInt64] = []
    /// Where evaluation writes while two threads evaluate at once (see
    /// ``evaluateConcurrently(_:)``); `nil` writes through the arrays themselves.
    package var sharedWrites: SharedWrites?
    /// The token being evaluated, for forbidden-origin tracking.
    package var evaluating: Int32 = -1
    /// The combination being evaluated, for gamut reports.
    package var evaluatingCombo = 0

    package struct GroupKey: Hashable, Sendable {
        package var type: Int
        package var axes: UInt64
    }

    package init(graph: TokenGraph, defs: [[Def]], sourceLiterals: [ColorLiteral], colorLiterals: [TokenColor], families: FamilyPool) {
        self.graph = graph
        self.defs = defs
        self.sourceLiterals = sourceLiterals
        self.colorLiterals = colorLiterals
        self.families = families
    }

    package var count: Int { graph.count }
}
