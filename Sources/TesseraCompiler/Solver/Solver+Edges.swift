extension Solver {
    /// Rebuilds both edge tables from the definitions.
    package mutating func buildEdges() { adopt(DependencyTables(defs)) }

    /// Takes `tables` (built from definitions equal to ``defs``) as the edge tables.
    package mutating func adopt(_ tables: DependencyTables) {
        depStart = tables.depStart
        deps = tables.deps
        rdepStart = tables.rdepStart
        rdeps = tables.rdeps
        ownAxesOf = tables.ownAxes
        plainAlias = tables.plainAlias
        plainColor = tables.plainColor
        plainExpression = tables.plainExpression
        plainExpressions = tables.plainExpressions
        aliasRows = tables.aliasRows
        abstractTokens = tables.abstract
    }

    @inline(__always)
    package func dependencies(of t: Int) -> ArraySlice<Int32> { deps[Int(depStart[t])..<Int(depStart[t + 1])] }

    @inline(__always)
    package func dependents(of t: Int) -> ArraySlice<Int32> { rdeps[Int(rdepStart[t])..<Int(rdepStart[t + 1])] }

    /// Dependencies of `t` computed from its current definitions (for tokens whose rows are stale).
    package func freshDependencies(of t: Int) -> [Int32] {
        var out: [Int32] = []
        for d in defs[t] { d.expr.forEachRef { if !out.contains($0) { out.append($0) } } }
        return out
    }
}
