import TesseraModel

/// The dependency edges of a token set's definitions as compressed rows indexed by token id,
/// both ways, and the per-token facts the compile loop reads instead of the definitions.
///
/// A graph builds the tables of its base definitions once (see ``TokenGraph/expandedBase``), so a
/// compile without override layers does not walk every definition again.
package struct DependencyTables: Sendable {
    /// Dependencies (alias targets) per token: row `t` is `deps[depStart[t]..<depStart[t + 1]]`.
    package var depStart: [Int32]
    package var deps: [Int32]
    /// Dependents per token (the reverse edges), in the same layout.
    package var rdepStart: [Int32]
    package var rdeps: [Int32]
    /// Per token: the axes its own definitions mention.
    package var ownAxes: [AxisSet]
    /// Per token: the aliased token when its only definition is an unconditional alias, or -1.
    package var plainAlias: [Int32]
    /// Per token: the color literal when its only definition is an unconditional color, or -1.
    package var plainColor: [Int32]
    /// Per token: where its only definition's expression sits in ``plainExpressions`` when that
    /// definition is unconditional and neither an alias nor a color (a dimension, a
    /// typography, a shadow layer…), or -1.
    package var plainExpression: [Int32]
    /// The expressions ``plainExpression`` points at, in token order.
    package var plainExpressions: [Expr] = []
    /// The definitions of tokens whose every definition is an alias, flattened.
    package var aliasRows = AliasRows()
    /// The tokens without definitions (abstract ones), ascending: a compile finds them here
    /// instead of reading every token's definition array, one cache miss each at 100k tokens.
    package var abstract: [Int32] = []

    /// The definitions of tokens whose every definition is an alias (a semantic color per
    /// scheme, say), as flat rows: evaluation selects among them without reading the boxed
    /// definitions, which at 100k tokens no longer fit in cache.
    package struct AliasRows: Sendable {
        /// Per token: whether its row holds its definitions: it has several definitions, or a
        /// conditional one, and all of them alias (false for any other token).
        package var valid: [Bool] = []
        /// Token `t`'s definitions are `rowStart[t]..<rowStart[t + 1]`; empty unless `valid[t]`.
        package var rowStart: [Int32] = []
        /// Per definition: the aliased token.
        package var target: [Int32] = []
        /// Definition `k`'s condition is `conditions[conditionStart[k]..<conditionStart[k + 1]]`.
        package var conditionStart: [Int32] = [0]
        package var conditions: [Def.Condition] = []

        /// Appends the (empty) row of a token that is not all aliases with a condition.
        package mutating func appendEmpty() {
            rowStart.append(Int32(target.count))
            valid.append(false)
        }

        /// Appends the row of the next token.
        package mutating func append(_ tokenDefs: [Def]) {
            rowStart.append(Int32(target.count))
            // A single unconditional alias is ``DependencyTables/plainAlias``, copied whole.
            let several = tokenDefs.count > 1 || tokenDefs.first.map { !$0.condition.isEmpty } == true
            let aliases = several && tokenDefs.allSatisfy { if case .ref = $0.expr { true } else { false } }
            valid.append(aliases)
            guard aliases else { return }
            for d in tokenDefs {
                guard case .ref(let x) = d.expr else { continue }
                target.append(x)
                conditions += d.condition
                conditionStart.append(Int32(conditions.count))
            }
        }
    }

    /// Empty tables, for ``Builder`` to fill.
    private init() {
        (depStart, deps, rdepStart, rdeps, ownAxes, plainAlias, plainColor, plainExpression) = ([], [], [], [], [], [], [], [])
    }

    /// The tables of `defs`, one row per token. O(tokens + definitions + edges).
    package init(_ defs: [[Def]]) {
        var builder = Builder(count: defs.count)
        for tokenDefs in defs { builder.append(tokenDefs) }
        self = builder.finish()
    }

    /// Recomputes token `t`'s own axes and plain shortcuts from `tokenDefs`, which must reference
    /// the same tokens as the definitions its row was built from (as Dynamic Type's expansion does).
    package mutating func refreshOwnFacts(_ t: Int, from tokenDefs: [Def]) {
        (ownAxes[t], plainAlias[t], plainColor[t]) = Self.ownFacts(tokenDefs)
        // Evaluation reads these definitions themselves (none of Dynamic Type's is an alias).
        aliasRows.valid[t] = false
        plainExpression[t] = -1
    }

    private static func ownFacts(_ tokenDefs: [Def]) -> (axes: AxisSet, alias: Int32, color: Int32) {
        var axes = AxisSet()
        var alias: Int32 = -1
        var color: Int32 = -1
        if tokenDefs.count == 1, tokenDefs[0].condition.isEmpty {
            switch tokenDefs[0].expr {
            case .ref(let x): alias = x
            case .color(let i): color = Int32(i)
            default: break
            }
        }
        for d in tokenDefs { for c in d.condition { axes.insert(AxisIndex(c.axis)) } }
        return (axes, alias, color)
    }

    /// Builds the tables a token at a time in id order, so a graph can fill them while it lowers
    /// each token's definitions and they are still in cache.
    package struct Builder: Sendable {
        private var tables: DependencyTables
        /// The id of the token of the first row: a builder may make the rows of a later run of
        /// tokens, to be joined after an earlier run's (see ``join(_:colorOffset:renumbered:)``).
        private let first: Int

        /// A builder for `count` tokens, making the rows of `rows` of them (all by default)
        /// from token `first` on.
        package init(count n: Int, first: Int = 0, rows: Int? = nil) {
            let rows = rows ?? n
            self.first = first
            tables = DependencyTables()
            tables.depStart.reserveCapacity(rows + 1)
            tables.deps.reserveCapacity(rows * 2)
            tables.ownAxes.reserveCapacity(rows)
            tables.plainAlias.reserveCapacity(rows)
            tables.plainColor.reserveCapacity(rows)
            tables.plainExpression.reserveCapacity(rows)
            tables.aliasRows.valid.reserveCapacity(rows)
            tables.aliasRows.rowStart.reserveCapacity(rows + 1)
        }

        /// Makes room for joining `later` (see ``join(_:colorOffset:renumbered:)``).
        package mutating func reserveCapacity(joining later: [Builder]) {
            func total(_ count: (DependencyTables) -> Int) -> Int { later.reduce(count(tables)) { $0 + count($1.tables) } }
            tables.depStart.reserveCapacity(total(\.depStart.count))
            tables.deps.reserveCapacity(total(\.deps.count))
            tables.ownAxes.reserveCapacity(total(\.ownAxes.count))
            tables.plainAlias.reserveCapacity(total(\.plainAlias.count))
            tables.plainColor.reserveCapacity(total(\.plainColor.count))
            tables.plainExpression.reserveCapacity(total(\.plainExpression.count))
            tables.plainExpressions.reserveCapacity(total(\.plainExpressions.count))
            tables.abstract.reserveCapacity(total(\.abstract.count))
            tables.aliasRows.valid.reserveCapacity(total(\.aliasRows.valid.count))
            tables.aliasRows.rowStart.reserveCapacity(total(\.aliasRows.rowStart.count))
            tables.aliasRows.target.reserveCapacity(total(\.aliasRows.target.count))
            tables.aliasRows.conditionStart.reserveCapacity(total(\.aliasRows.conditionStart.count))
            tables.aliasRows.conditions.reserveCapacity(total(\.aliasRows.conditions.count))
        }

        /// Appends the rows of `later`, a builder of the tokens right after this one's; its
        /// color literals were numbered from 0 where these tables' continue at `colorOffset`.
        /// `renumbered`, if its pools were renumbered, holds its tokens' definitions after
        /// that, whose expressions replace its plain expressions (sharing their payloads).
        package mutating func join(_ later: Builder, colorOffset: Int32, renumbered: [[Def]]?) {
            let deps = Int32(tables.deps.count)
            tables.depStart += later.tables.depStart.lazy.map { $0 + deps }
            tables.deps += later.tables.deps
            tables.ownAxes += later.tables.ownAxes
            tables.plainAlias += later.tables.plainAlias
            tables.plainColor += later.tables.plainColor.lazy.map { $0 >= 0 ? $0 + colorOffset : $0 }
            let expressions = Int32(tables.plainExpressions.count)
            tables.plainExpression += later.tables.plainExpression.lazy.map { $0 >= 0 ? $0 + expressions : $0 }
            if let renumbered {
                for (k, e) in later.tables.plainExpression.enumerated() where e >= 0 { tables.plainExpressions.append(renumbered[k][0].expr) }
            } else {
                tables.plainExpressions += later.tables.plainExpressions
            }
            tables.abstract += later.tables.abstract
            let rows = later.tables.aliasRows
            let targets = Int32(tables.aliasRows.target.count)
            let conditions = Int32(tables.aliasRows.conditions.count)
            tables.aliasRows.valid += rows.valid
            tables.aliasRows.rowStart += rows.rowStart.lazy.map { $0 + targets }
            tables.aliasRows.target += rows.target
            tables.aliasRows.conditionStart += rows.conditionStart.dropFirst().lazy.map { $0 + conditions }
            tables.aliasRows.conditions += rows.conditions
        }

        /// Appends the row of the next token, whose definitions are `tokenDefs`.
        package mutating func append(_ tokenDefs: [Def]) {
            let t = Int32(first + tables.depStart.count)
            tables.depStart.append(Int32(tables.deps.count))
            // A single unconditional alias or color, most tokens of a large system: its facts and
            // its row (of at most one dependency) need none of the general loops below.
            if tokenDefs.count == 1, tokenDefs[0].condition.isEmpty {
                switch tokenDefs[0].expr {
                case .ref(let x):
                    appendOwnFacts(axes: AxisSet(), alias: x, color: -1)
                    tables.deps.append(x)
                    return
                case .color(let i):
                    appendOwnFacts(axes: AxisSet(), alias: -1, color: Int32(i))
                    return
                default:
                    tables.plainExpression.append(Int32(tables.plainExpressions.count))
                    tables.plainExpressions.append(tokenDefs[0].expr)
                }
            } else {
                tables.plainExpression.append(-1)
            }
            if tokenDefs.isEmpty { tables.abstract.append(t) }
            let facts = DependencyTables.ownFacts(tokenDefs)
            tables.ownAxes.append(facts.axes)
            tables.plainAlias.append(facts.alias)
            tables.plainColor.append(facts.color)
            tables.aliasRows.append(tokenDefs)
            // Repeats in a row are dropped by looking through the row, a few ids at most, or
            // through a set once it is long. A table of the last row to hold each token needed
            // one entry per token in the system for every builder, and lowering makes many.
            let rowStart = tables.deps.count
            var long: Set<Int32>?
            for d in tokenDefs {
                d.expr.forEachRef { x in
                    if long == nil, tables.deps.count - rowStart >= 32 { long = Set(tables.deps[rowStart...]) }
                    if let seen = long {
                        guard !seen.contains(x) else { return }
                        long?.insert(x)
                    } else if tables.deps[rowStart...].contains(x) {
                        return
                    }
                    tables.deps.append(x)
                }
            }
        }

        /// Appends the per-token facts of a token whose row holds no alias definitions.
        private mutating func appendOwnFacts(axes: AxisSet, alias: Int32, color: Int32) {
            tables.ownAxes.append(axes)
            tables.plainAlias.append(alias)
            tables.plainColor.append(color)
            tables.plainExpression.append(-1)
            tables.aliasRows.appendEmpty()
        }

        /// The tables, with the reverse edges counted and filled from the rows.
        package consuming func finish() -> DependencyTables {
            tables.depStart.append(Int32(tables.deps.count))
            tables.aliasRows.rowStart.append(Int32(tables.aliasRows.target.count))
            let n = tables.depStart.count - 1
            let start = tables.depStart
            let out = tables.deps
            var rcount = [Int32](repeating: 0, count: n + 1)
            for x in out { rcount[Int(x) + 1] += 1 }
            for i in 0..<n { rcount[i + 1] += rcount[i] }
            var fill = rcount
            var rout = [Int32](repeating: 0, count: out.count)
            for t in 0..<n {
                for k in Int(start[t])..<Int(start[t + 1]) {
                    let x = Int(out[k])
                    rout[Int(fill[x])] = Int32(t)
                    fill[x] += 1
                }
            }
            tables.rdepStart = rcount
            tables.rdeps = rout
            return tables
        }
    }
}
