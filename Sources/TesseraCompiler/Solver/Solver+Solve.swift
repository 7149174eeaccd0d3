import TesseraModel

extension Solver {
    /// Orders, groups and evaluates every token; returns the theme's diagnostics. `edges`, when
    /// given, are the tables of ``defs`` (the graph's, for a theme without overrides).
    package mutating func solveAll(theme: String, edges: DependencyTables? = nil) -> [Diagnostic] {
        let n = count
        var diagnostics: [Diagnostic] = []
        if let edges { adopt(edges) } else { buildEdges() }
        diagnostics += tierDiagnostics(0..<n, theme: theme, fresh: false)
        placement = [TokenPlacement](repeating: .unplaced, count: n)
        forbiddenOrigin = [Int32](repeating: -1, count: n)
        failedRoot = [Bool](repeating: false, count: n)
        for t32 in abstractTokens {
            let t = Int(t32)
            failedRoot[t] = true
            diagnostics.append(Diagnostic(.error, .missingAbstractDefinition, token: graph.paths[t], location: graph.location(of: t), theme: theme))
        }
        if let order = localityOrder() {
            diagnostics += placeAndEvaluate(localityOrder: order, theme: theme)
            return diagnostics
        }
        let (order, rest) = topologicalOrderAll()
        var failedOutsideOrder: [Int32] = []
        if !rest.isEmpty {
            let cycles = cycleDiagnostics(rest: rest, edgesOf: { Array(self.dependencies(of: $0)) }, theme: theme)
            diagnostics += cycles.diagnostics
            for m in cycles.members { failedRoot[Int(m)] = true }
            failedOutsideOrder = cycles.members + cycles.downstream
        }
        diagnostics += placeAndEvaluate(order: order, failed: failedOutsideOrder, theme: theme)
        return diagnostics
    }

    /// Computes axis sets in `order`, places every token in its group, then evaluates.
    package mutating func placeAndEvaluate(order: [Int32], failed: [Int32], theme: String) -> [Diagnostic] {
        var diagnostics = placeAll(order, failed: failed, theme: theme).map(\.diagnostic)
        evaluate(inOrder: order)
        for t in failed { evaluate(Int(t)) }
        diagnostics += outcomeDiagnostics(order.lazy.map(Int.init), failed: failed.map(Int.init), theme: theme)
        return diagnostics
    }

    /// Places and evaluates an acyclic system in `order` (see ``localityOrder()``), reporting
    /// what ``placeAndEvaluate(order:failed:theme:)`` reports over Kahn's order, in that order.
    package mutating func placeAndEvaluate(localityOrder order: [Int32], theme: String) -> [Diagnostic] {
        var placement = placeAll(order, theme: theme)
        evaluate(inOrder: order)
        var outcomes: [(token: Int32, diagnostics: [Diagnostic])] = []
        // Only a group that kept a status array (a cell not ok) or a gamut hit has anything to
        // report, and most compiles have neither: asking every token was about 5 % of a compile.
        if !gamutHits.isEmpty || store.status.contains(where: { $0 != nil }) {
            for t in order {
                let found = outcome(of: Int(t), theme: theme)
                if !found.isEmpty { outcomes.append((t, found)) }
            }
        }
        // Diagnostics keep Kahn's order, the order of compiles before the locality walk, so a
        // report does not change with how the tokens happen to be stored. Only a compile with
        // several problems pays for the second sort.
        if placement.count > 1 || outcomes.count > 1 {
            var position = [Int32](repeating: 0, count: count)
            for (k, t) in topologicalOrderAll().order.enumerated() { position[Int(t)] = Int32(k) }
            placement.sort { position[Int($0.token)] < position[Int($1.token)] }
            outcomes.sort { position[Int($0.token)] < position[Int($1.token)] }
        }
        return placement.map(\.diagnostic) + outcomes.flatMap(\.diagnostics)
    }
}
