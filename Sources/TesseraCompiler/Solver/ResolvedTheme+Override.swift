import TesseraModel
import TesseraTables

extension ResolvedTheme {
    /// This theme with one more override layer, re-resolving only the overridden tokens and
    /// their dependents.
    ///
    /// Use it for scoped themes (a subtree, one component instance), brand swaps at run time and
    /// hot reload. Unchanged slabs are shared with `self`; the result equals a full compile of
    /// ``theme`` plus `layer`.
    ///
    /// - Complexity: O(k · combinations) to re-resolve the k affected tokens, plus O(tokens +
    ///   edges) of integer work to refresh the edge tables.
    /// - Throws: every error the layer causes: unknown or closed targets, type mismatches, tier
    ///   violations, cycles.
    public func overriding(_ layer: OverrideLayer) throws(DiagnosticList) -> ResolvedTheme {
        // A theme loaded from a snapshot has tables but no definitions to re-resolve.
        guard let compiled = storage as? CompiledTheme else {
            throw DiagnosticList([
                Diagnostic(.error, .format(rule: .snapshotOverride, detail: "a theme loaded from a snapshot cannot be overridden; compile it from its token files"))
            ])
        }
        var solver = Solver(resuming: compiled.tables, compiled.overrideState)
        let graph = solver.graph
        let themeName = name
        var diagnostics: [Diagnostic] = []
        let literalCount = solver.sourceLiterals.count
        var lowering = Lowering(ids: graph.interned.ids, types: graph.types, paths: graph.paths, families: solver.families, colors: solver.sourceLiterals, rejected: graph.rejected)
        graph.apply(layer, to: &solver.defs, lowering: &lowering, diagnostics: &diagnostics, theme: themeName)
        graph.expandDynamicType(&solver.defs)
        diagnostics += lowering.diagnostics.map {
            var d = $0; d.theme = themeName; return d
        }
        if lowering.colors.count > literalCount {
            let fresh = Array(lowering.colors[literalCount...])
            var (converted, problems) = TokenGraph.convert(fresh, with: compiled.converter, theme: themeName)
            diagnostics += problems
            diagnostics += TokenGraph.mapOutOfGamut(&converted, literals: fresh, with: compiled.converter, gamut: solver.gamutHandling, theme: themeName)
            solver.colorLiterals += converted.colors
            if solver.converter != nil { solver.applyGamut(converted.isInGamut, from: literalCount) }
        }
        solver.sourceLiterals = lowering.colors
        solver.families = lowering.families

        var touched: [Int] = []
        var isTouched = Set<Int>()
        for o in layer.overrides {
            guard let id = graph.id(of: o.path), !graph.isClosed(id), isTouched.insert(id).inserted else { continue }
            touched.append(id)
        }
        diagnostics += solver.tierDiagnostics(touched, theme: themeName)
        if diagnostics.contains(where: { $0.severity == .error }) { throw DiagnosticList(diagnostics) }

        // The affected set is closed under dependents, so its dependencies outside it are final.
        let n = solver.count
        var inAffected = [Bool](repeating: false, count: n)
        var affected: [Int32] = []
        for t in touched where !inAffected[t] {
            inAffected[t] = true
            affected.append(Int32(t))
        }
        var head = 0
        while head < affected.count {
            let t = Int(affected[head])
            head += 1
            for u in solver.dependents(of: t) where !inAffected[Int(u)] {
                inAffected[Int(u)] = true
                affected.append(u)
            }
        }
        let fresh = Dictionary(uniqueKeysWithValues: touched.map { ($0, solver.freshDependencies(of: $0)) })
        let edgesOf: (Int) -> [Int32] = { t in fresh[t] ?? Array(solver.dependencies(of: t)) }
        let (order, rest) = solver.topologicalOrder(of: affected, member: inAffected, edgesOf: edgesOf)
        if !rest.isEmpty {
            diagnostics += solver.cycleDiagnostics(rest: rest, edgesOf: edgesOf, theme: themeName).diagnostics
            throw DiagnosticList(diagnostics)
        }

        for t in order { solver.failedRoot[Int(t)] = solver.defs[Int(t)].isEmpty }
        diagnostics += solver.placeInOrder(order, fresh: fresh, relocating: true, theme: themeName).map(\.diagnostic)
        if diagnostics.contains(where: { $0.severity == .error }) { throw DiagnosticList(diagnostics) }
        // Overridden tokens' cached definition shapes are stale until the edge tables are rebuilt.
        for t in touched where t < solver.plainAlias.count {
            solver.plainAlias[t] = -1
            solver.plainColor[t] = -1
            solver.plainExpression[t] = -1
        }
        for t in touched where t < solver.aliasRows.valid.count {
            solver.aliasRows.valid[t] = false
        }
        for t in order { solver.evaluate(Int(t)) }
        // The edge tables only change when an overridden token aliases different tokens; the
        // common brand or value override keeps them, and so stays O(dependents).
        if touched.contains(where: { Set(fresh[$0]!) != Set(solver.dependencies(of: $0)) }) {
            solver.buildEdges()
        } else {
            for t in touched where t < solver.ownAxesOf.count { solver.ownAxesOf[t] = solver.ownAxes(t, fresh: true) }
        }

        var outcomes: [Diagnostic] = []
        for t in order { outcomes += solver.outcome(of: Int(t), theme: themeName) }
        if outcomes.contains(where: { $0.severity == .error }) { throw DiagnosticList(diagnostics + outcomes) }
        let kept = compiled.diagnostics.filter { d in d.token.flatMap { graph.id(of: $0) }.map { !inAffected[$0] } ?? true }
        return ResolvedTheme(storage: CompiledTheme(theme: compiled.theme.adding(layer), solver: solver, diagnostics: kept + diagnostics + outcomes, converter: compiled.converter))
    }

    /// A theme scoped to a subtree or one component instance: this theme plus `overrides`.
    ///
    /// Fluent's per-control token overrides and a list passing its divider color down to its
    /// divider are both scoped themes.
    public func scoped(_ name: String, _ overrides: [Override]) throws(DiagnosticList) -> ResolvedTheme {
        try overriding(OverrideLayer(name, overrides))
    }
}
