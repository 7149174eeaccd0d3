import TesseraColorModel
import TesseraModel
import TesseraSupport
import TesseraTables

/// A design system with paths interned to dense ids, checked and ready to compile themes.
///
/// The graph fixes the token namespace: every theme compiled from it shares the same ids, so a
/// ``Token`` handle looked up once works in every theme and survives theme swaps.
public struct TokenGraph: Sendable {
    /// The token namespace every theme compiled from this graph shares: paths, types, handles,
    /// axes and named themes.
    public let catalog: TokenCatalog
    /// The design system's name.
    public var name: String { catalog.name }
    /// The validated axes.
    public var axes: AxisSystem { catalog.axes }
    /// Token paths by id.
    package var paths: [TokenPath] { interned.paths }
    /// Token types by id.
    package var types: [TokenType] { catalog.types }
    /// The named themes of the design system.
    public var themes: [Theme] { catalog.themes }
    /// The limits in force.
    public let limits: Limits
    /// Which definition wins when several match a mode.
    public let precedence: DefinitionPrecedence
    /// Problems found in the design system itself (independent of any theme).
    public let diagnostics: [Diagnostic]

    /// Paths by id and ids by path, as the catalog holds them.
    package let interned: InternedPaths
    /// Per token: its tier, if it has one.
    package let tiers: [Tier?]
    /// Per token: whether it is closed to overrides.
    package let closed: [Bool]
    /// Per token: where it was declared.
    package let locations: LocationColumn
    /// The tokens with a description.
    package let descriptions: SparseColumn<String>
    /// The tokens with `$extensions`, as canonical JSON text.
    package let extensions: SparseColumn<String>
    /// Per token with any: description and extensions that apply in some modes only.
    package let contextMetadata: [Int: [ModeMetadata]]
    /// Tokens the file reader rejected, for messages about references to them.
    package let rejected: RejectedTokens
    /// Per token: the Dynamic Type text style it scales with, if any.
    package let relativeTo: [DynamicType.TextStyle?]
    /// Per token: its lowered definitions.
    package let baseDefs: [[Def]]
    package let families: FamilyPool
    /// Color literals as written, indexed by ``Expr/color(_:)``.
    package let colorLiterals: [ColorLiteral]
    /// ``colorLiterals`` as tables hold them when a compile has no color converter. Converted
    /// once here rather than by every compile: each literal's channels are a heap array of
    /// their own, and reading 30k of them was a twentieth of a 100k compile.
    package let srgbLiterals: SRGBOnlyConversion
    /// Per token: its index among the tokens of its type, which is what a handle holds.
    package var kindIndex: [Int32] { catalog.kindIndex }
    /// Number of tokens of each type, indexed like ``TokenType/allCases``.
    package var kindCounts: [Int] { catalog.kindCounts }
    /// What a compile without override layers starts from, built once with the graph.
    package let expandedBase: ExpandedBase

    /// The base definitions with Dynamic Type expanded (``expandDynamicType(_:)``), sharing
    /// every token's definitions with ``baseDefs`` that it leaves alone, and their dependency tables.
    package struct ExpandedBase: Sendable {
        package let defs: [[Def]]
        package let edges: DependencyTables
    }

    /// Interns, checks and lowers a design system.
    ///
    /// Problems do not throw: they are collected in ``diagnostics`` and reported again by every
    /// compile, so one run shows all of them.
    public init(_ system: DesignSystem, limits: Limits = Limits()) {
        self.init(system, limits: limits, splitTokens: Self.splitTokens)
    }

    /// ``init(_:limits:)`` placing paths and lowering on two threads at once from `splitTokens`
    /// tokens on (tests make it small to split every graph, or `Int.max` to split none).
    package init(_ system: DesignSystem, limits: Limits = Limits(), splitTokens: Int) {
        var diagnostics: [Diagnostic] = []
        let axes = AxisSystem(system.axes, limits: limits, diagnostics: &diagnostics)
        var ids = PathIndex(minimumCapacity: system.tokens.count)
        // Declarations are copied into a new array only when some are dropped as duplicates;
        // otherwise the design system's own array is shared (copying a million declarations
        // was a tenth of the graph's time).
        var duplicates: [Int] = []
        // By index into a buffer pointer: `for (k, decl) in tokens.enumerated()` copies each
        // declaration (a retain and a release of each field) to read its path.
        // All inserted in one call, which fetches each path's slot ahead (see
        // ``PathIndex/insertEach(_:splitFrom:key:)``), on two threads for a large system; a
        // path seen before keeps its first id.
        system.tokens.withUnsafeBufferPointer { decls in
            var next: Int32 = 0
            for (k, id) in ids.insertEach(decls.count, splitFrom: splitTokens, key: { decls[$0].path.rawValue }).enumerated() {
                if id == next { next += 1 } else { duplicates.append(k) }
            }
        }
        var kept = system.tokens
        if !duplicates.isEmpty {
            kept = []
            kept.reserveCapacity(system.tokens.count - duplicates.count)
            var next = 0
            for (k, decl) in system.tokens.enumerated() {
                if next < duplicates.count, duplicates[next] == k {
                    next += 1
                    let first = kept[Int(ids[decl.path.rawValue]!)].location
                    diagnostics.append(Diagnostic(.error, .duplicateToken(first: first), token: decl.path, location: decl.location))
                    continue
                }
                kept.append(decl)
            }
        }
        var paths: [TokenPath] = []
        var types: [TokenType] = []
        paths.reserveCapacity(kept.count)
        types.reserveCapacity(kept.count)
        // Through a buffer pointer: its subscript reads one field of a declaration in place,
        // where the array's could copy the whole declaration (a retain and a release of each field).
        kept.withUnsafeBufferPointer { decls in
            for k in decls.indices {
                paths.append(decls[k].path)
                types.append(decls[k].type)
            }
        }
        let run = Self.lower(kept, ids: ids, types: types, paths: paths, axes: axes, rejected: system.rejectedTokens, splitTokens: splitTokens)
        diagnostics += run.conditionDiagnostics
        diagnostics += run.lowering.diagnostics
        let baseDefs = run.defs
        let relativeTo = run.relativeTo
        let interned = InternedPaths(paths: paths, ids: ids)
        self.interned = interned
        self.catalog = TokenCatalog(name: system.name, axes: axes, themes: system.themes, types: types, names: interned)
        self.limits = limits
        self.precedence = system.precedence
        self.diagnostics = diagnostics
        self.tiers = run.tiers
        self.closed = run.closed
        self.locations = run.locations
        self.descriptions = run.descriptions
        self.extensions = run.extensions
        self.contextMetadata = Self.lowerMetadata(kept, axes: axes)
        self.rejected = system.rejectedTokens
        self.relativeTo = relativeTo
        self.baseDefs = baseDefs
        self.families = run.lowering.families
        self.colorLiterals = run.lowering.colors
        self.srgbLiterals = SRGBOnlyConversion(run.lowering.colors)
        // The tables are built in the lowering loop, where each token's definitions were just
        // made and are still in cache, rather than by every compile (a tenth of a 100k compile's
        // time). Dynamic Type's expansion keeps each token's references, so the few tokens it
        // changes need only their own facts refreshed.
        var expanded = baseDefs
        Self.expandDynamicType(&expanded, axes: axes, relativeTo: relativeTo)
        var tables = run.edges.finish()
        for t in relativeTo.indices where relativeTo[t] != nil { tables.refreshOwnFacts(t, from: expanded[t]) }
        self.expandedBase = ExpandedBase(defs: expanded, edges: tables)
    }

    /// Lowers a condition to sorted (axis, context) pairs; `nil` (and a diagnostic) if it names
    /// an unknown axis or context.
    package static func lower(_ condition: ContextCondition, axes: AxisSystem, token: TokenPath, location: SourceLocation?, diagnostics: inout [Diagnostic]) -> [Def.Condition]? {
        // Most definitions are unconditional: no array is built or sorted for them.
        if condition.contexts.isEmpty { return [] }
        var out: [Def.Condition] = []
        out.reserveCapacity(condition.contexts.count)
        for (axisName, contextName) in condition.contexts {
            guard let a = axes.position(of: axisName) else {
                diagnostics.append(Diagnostic(.error, .unknownAxis(axisName, valid: axes.axes.map(\.name)), token: token, location: location))
                return nil
            }
            guard let c = axes.axes[a].position(of: contextName) else {
                diagnostics.append(
                    Diagnostic(.error, .unknownContext(axis: axisName, context: contextName, valid: axes.axes[a].contexts.map(\.name)), token: token, location: location))
                return nil
            }
            out.append(Def.Condition(axis: a, context: c))
        }
        // Axes are distinct (the condition is keyed by axis name), so any sort gives this order.
        if out.count > 1 { out.sort { $0.axis < $1.axis } }
        return out
    }

    /// The number of tokens.
    public var count: Int { interned.count }

    /// The id of the token at `path`, if any.
    package func id(of path: TokenPath) -> Int? { interned.ids[path.rawValue].map(Int.init) }

    /// The path of token `id`.
    package func path(of id: Int) -> TokenPath { interned.paths[id] }

    /// The tier of a token, if it has one.
    package func tier(of id: Int) -> Tier? { id < tiers.count ? tiers[id] : nil }

    /// Whether a token is closed to overrides.
    package func isClosed(_ id: Int) -> Bool { id < closed.count && closed[id] }

    /// Whether a token is abstract (declared without a value).
    package func isAbstract(_ id: Int) -> Bool { id >= baseDefs.count || baseDefs[id].isEmpty }

    /// The declared description of a token.
    package func description(of id: Int) -> String? { descriptions[id] }

    /// The Dynamic Type text style a typography token scales with, if any.
    package func relativeTo(of id: Int) -> DynamicType.TextStyle? { id < relativeTo.count ? relativeTo[id] : nil }

    /// A token's `$extensions` as canonical JSON text, kept verbatim from its source.
    package func extensionsJSON(of id: Int) -> String? { extensions[id] }

    /// Where a token was declared.
    package func location(of id: Int) -> SourceLocation? { locations[id] }

    /// The typed handle of the token at `path`, or `nil` if there is none of that type.
    public func token<Value: TokenValue>(_ path: TokenPath, as type: Value.Type = Value.self) -> Token<Value>? { catalog.token(path, as: type) }

    /// The type and handle index of the token at `path`, for generated code to check itself.
    public func handleIndex(of path: TokenPath) -> (type: TokenType, index: UInt32)? { catalog.handleIndex(of: path) }

    /// The font names of an interned family list.
    public func fontFamilyNames(_ family: FontFamily) -> [String] { families.lists[Int(family.id)] }

    /// A did-you-mean suggestion for a misspelt path.
    public func suggestion(for path: TokenPath) -> TokenPath? { catalog.suggestion(for: path) }
}
