/// The mutable state of one compilation: definitions, edges, groups and slabs.
///
/// A full compile and an incremental override share this type: the first runs ``solveAll(theme:)``,
/// the second resumes from a resolved theme's ``ThemeTables`` and ``OverrideState`` (sharing
/// every array until written) and re-solves the overridden tokens and their dependents only.
/// A resolved theme keeps only those two results, never this type.
struct Solver: Sendable {
    let graph: TokenGraph
    /// Effective definitions per token, after the theme's layers.
    var defs: [[Def]]
    /// Color literals as written, kept so incremental overrides convert only new ones.
    var sourceLiterals: [ColorLiteral]
    /// Color literals after conversion into the target space, indexed like ``sourceLiterals``.
    var colorLiterals: [Color]
    var families: FamilyPool

    /// Dependencies (alias targets) per token, as compressed rows.
    var depStart: [Int32] = []
    var deps: [Int32] = []
    /// Dependents per token (the reverse edges), as compressed rows.
    var rdepStart: [Int32] = []
    var rdeps: [Int32] = []
    /// Per token: the axes its own definitions mention (filled with the edges).
    var ownAxesOf: [AxisSet] = []
    /// Per token: the aliased token when its only definition is an unconditional alias, or -1;
    /// evaluation then copies cells without touching the definitions.
    var plainAlias: [Int32] = []
    /// Per token: the color literal when its only definition is an unconditional color, or -1.
    var plainColor: [Int32] = []
    /// Per token: its only, unconditional definition's expression in ``plainExpressions``, or
    /// -1 (see ``DependencyTables/plainExpression``).
    var plainExpression: [Int32] = []
    var plainExpressions: [Expr] = []
    /// The definitions of tokens that only alias, flattened (empty when resuming: evaluation
    /// then reads the definitions).
    var aliasRows = DependencyTables.AliasRows()
    /// The tokens without definitions, ascending (filled with the edges).
    var abstractTokens: [Int32] = []

    var groups: [TokenGroup] = []
    /// Per group, the layout the hot loops read; parallel to ``groups``.
    var shapes: [GroupShape] = []
    var shapeAxis: [Int] = []
    var shapeStride: [Int] = []
    var shapeRadix: [Int] = []
    var groupIndex: [GroupKey: Int] = [:]
    /// Per token: its group, member index and axes.
    var placement: [TokenPlacement] = []
    var store = ValueStore()
    /// Per token: the token whose forbidden marker it resolves to, or -1.
    var forbiddenOrigin: [Int32] = []
    /// Converts composited colors between sRGB and the table space; `nil` when tables are sRGB.
    var converter: (any ColorConverting)?
    /// Whether evaluation keeps to one thread however large the system.
    var singleThreaded = false
    /// What to do with out-of-gamut colors.
    var gamutHandling: GamutHandling = .clip
    /// Per converted literal: whether it fell outside the target gamut.
    var gamutFlags: [Bool] = []
    /// Per token: combinations whose value read an out-of-gamut literal.
    var gamutHits: [Int32: [Int]] = [:]
    /// Per token: whether it failed on its own (cycle, missing abstract value, bad expression,
    /// too many combinations), as opposed to through a dependency.
    var failedRoot: [Bool] = []

    /// Scratch: the context of each axis for the combination being evaluated.
    var current: [Int] = []
    /// Scratch: per axis, which contexts the token's definitions mention.
    var mentioned: [UInt64] = []
    /// Where evaluation writes while two threads evaluate at once (see
    /// ``evaluateConcurrently(_:)``); `nil` writes through the arrays themselves.
    var sharedWrites: SharedWrites?
    /// The token being evaluated, for forbidden-origin tracking.
    var evaluating: Int32 = -1
    /// The combination being evaluated, for gamut reports.
    var evaluatingCombo = 0

    struct GroupKey: Hashable, Sendable {
        var type: Int
        var axes: UInt64
    }

    init(graph: TokenGraph, defs: [[Def]], sourceLiterals: [ColorLiteral], colorLiterals: [Color], families: FamilyPool) {
        self.graph = graph
        self.defs = defs
        self.sourceLiterals = sourceLiterals
        self.colorLiterals = colorLiterals
        self.families = families
    }

    var count: Int { graph.count }
}
