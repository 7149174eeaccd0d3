/// The result of compiling a theme: the tables and every diagnostic.
public struct CompileResult: Sendable {
    /// The resolved theme. Tokens that failed hold absent values (the checked look-up throws).
    public let theme: ResolvedTheme
    /// Every problem found, errors and warnings, design-system problems first.
    public let diagnostics: [Diagnostic]

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

extension TokenGraph {
    /// Compiles a theme into tables, reporting every problem and keeping every token that resolves.
    ///
    /// This is the keep-going form: it always produces a ``ResolvedTheme``. Use
    /// ``compiled(_:options:)`` to fail on errors instead.
    ///
    /// - Complexity: O(tokens + edges + Σ combinations of each token's own axes); never the
    ///   cross product of all axes.
    public func compile(_ theme: Theme, options: CompileOptions = CompileOptions()) -> CompileResult {
        var diagnostics = self.diagnostics
        var lowering = Lowering(ids: ids, types: types, paths: paths, families: families, colors: colorLiterals, rejected: rejected)
        var defs = baseDefs
        for layer in theme.layers {
            apply(layer, to: &defs, lowering: &lowering, diagnostics: &diagnostics, theme: theme.name)
        }
        expandDynamicType(&defs)
        diagnostics += lowering.diagnostics.map {
            var d = $0; d.theme = theme.name; return d
        }
        let (literals, problems) = Self.convert(lowering.colors, with: options.colorConverter, theme: theme.name)
        diagnostics += problems
        var solver = Solver(graph: self, defs: defs, sourceLiterals: lowering.colors, colorLiterals: literals.colors, families: lowering.families)
        solver.converter = options.colorConverter
        solver.gamutHandling = options.gamut
        if options.colorConverter != nil { solver.applyGamut(literals.isInGamut, from: 0) }
        diagnostics += solver.solveAll(theme: theme.name)
        let warnings = diagnostics.filter { $0.severity != .error }
        let resolved = ResolvedTheme(storage: .init(theme: theme, solver: solver, diagnostics: warnings, converter: options.colorConverter))
        return CompileResult(theme: resolved, diagnostics: diagnostics)
    }

    /// Compiles a theme into tables, throwing every diagnostic if any is an error.
    ///
    /// Warnings (such as forbidden values in use) do not throw; read them from
    /// ``ResolvedTheme/diagnostics``.
    public func compiled(_ theme: Theme, options: CompileOptions = CompileOptions()) throws(DiagnosticList) -> ResolvedTheme {
        let result = compile(theme, options: options)
        if result.hasErrors { throw DiagnosticList(result.diagnostics) }
        return result.theme
    }

    /// Compiles the base token set with no override layers.
    public func compiledBase(options: CompileOptions = CompileOptions()) throws(DiagnosticList) -> ResolvedTheme {
        try compiled(Theme(name: "base"), options: options)
    }

    /// Converts literals into table colors, with a diagnostic when conversion is impossible.
    static func convert(_ literals: [ColorLiteral], with converter: (any ColorConverting)?, theme: String) -> (ConvertedColors, [Diagnostic]) {
        guard let converter else {
            let (colors, unsupported) = SRGBOnlyConversion.convert(literals)
            let problems = unsupported.map {
                Diagnostic(.error, .invalidValue(expected: "color", detail: "\($0.rawValue) colors need a color converter (compile with TesseraColor's converter)"), theme: theme)
            }
            return (colors, problems)
        }
        do throws(ColorConversionError) {
            let colors = try converter.convert(literals)
            guard colors.colors.count == literals.count, colors.isInGamut.count == literals.count else {
                let problem = Diagnostic(
                    .error,
                    .invalidValue(
                        expected: "color",
                        detail: "converter \(converter.target) returned \(colors.colors.count) colors and \(colors.isInGamut.count) verdicts for \(literals.count)"),
                    theme: theme)
                return (SRGBOnlyConversion.convert(literals).colors, [problem])
            }
            return (colors, [])
        } catch {
            let problem = Diagnostic(.error, .invalidValue(expected: "color", detail: "conversion to \(converter.target) failed: \(error.message)"), theme: theme)
            return (SRGBOnlyConversion.convert(literals).colors, [problem])
        }
    }

    /// Applies one override layer to effective definitions, checking targets, closed tokens and types.
    func apply(_ layer: OverrideLayer, to defs: inout [[Def]], lowering: inout Lowering, diagnostics: inout [Diagnostic], theme: String) {
        for o in layer.overrides {
            guard let id32 = ids[o.path.rawValue] else {
                diagnostics.append(
                    Diagnostic(.error, .unknownOverrideTarget(layer: layer.name, suggestion: suggestion(for: o.path)), token: o.path, location: o.location, theme: theme))
                continue
            }
            let id = Int(id32)
            if closed[id] {
                diagnostics.append(Diagnostic(.error, .closedTokenOverride(layer: layer.name), token: o.path, location: o.location ?? locations[id], theme: theme))
                continue
            }
            let expr = lowering.lower(o.expression, type: types[id], token: o.path, location: o.location)
            if let condition = o.condition {
                guard let c = Self.lower(condition, axes: axes, token: o.path, location: o.location, diagnostics: &diagnostics) else { continue }
                defs[id].removeAll { $0.condition == c }
                defs[id].append(Def(condition: c, expr: expr, location: o.location))
            } else {
                defs[id] = [Def(condition: [], expr: expr, location: o.location)]
            }
        }
    }
}

extension Solver {
    /// Orders, groups and evaluates every token; returns the theme's diagnostics.
    mutating func solveAll(theme: String) -> [Diagnostic] {
        let n = count
        var diagnostics: [Diagnostic] = []
        buildEdges()
        diagnostics += tierDiagnostics(0..<n, theme: theme, fresh: false)
        groupOf = [Int32](repeating: 0, count: n)
        localOf = [Int32](repeating: 0, count: n)
        axesOf = [AxisSet](repeating: AxisSet(), count: n)
        forbiddenOrigin = [Int32](repeating: -1, count: n)
        failedRoot = [Bool](repeating: false, count: n)
        for t in 0..<n where defs[t].isEmpty {
            failedRoot[t] = true
            diagnostics.append(Diagnostic(.error, .missingAbstractDefinition, token: graph.paths[t], location: graph.locations[t], theme: theme))
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
    mutating func placeAndEvaluate(order: [Int32], failed: [Int32], theme: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let limit = graph.limits.maxCombinationsPerToken
        for t32 in order {
            let t = Int(t32)
            var axes = failedRoot[t] ? AxisSet() : ownAxes(t)
            if !failedRoot[t] { for x in dependencies(of: t) { axes.formUnion(axesOf[Int(x)]) } }
            if combinationCount(axes, graph.axes, limit: limit) == nil {
                diagnostics.append(
                    Diagnostic(
                        .error, .limitExceeded(limit: "combinations of token \(graph.paths[t])", value: combinationTotal(axes, graph.axes), maximum: limit), token: graph.paths[t],
                        location: graph.locations[t], theme: theme))
                failedRoot[t] = true
                axes = AxisSet()
            }
            place(t, axes: axes)
        }
        for t in failed { place(Int(t), axes: AxisSet()) }
        for t in order { evaluate(Int(t)) }
        for t in failed { evaluate(Int(t)) }
        diagnostics += outcomeDiagnostics(order.lazy.map(Int.init), failed: failed.map(Int.init), theme: theme)
        return diagnostics
    }

    /// Forbidden-value warnings and unresolved-dependency errors for `tokens`.
    func outcomeDiagnostics<S: Sequence>(_ tokens: S, failed: [Int], theme: String) -> [Diagnostic] where S.Element == Int {
        var out: [Diagnostic] = []
        for t in tokens { out += outcome(of: t, theme: theme) }
        for t in failed where !failedRoot[t] {
            if let x = dependencies(of: t).first(where: { failedRoot[Int($0)] || groupStatusHasAbsent(Int($0)) }) ?? dependencies(of: t).first {
                out.append(Diagnostic(.error, .unresolvedDependency(graph.paths[Int(x)]), token: graph.paths[t], location: defLocation(t), theme: theme))
            }
        }
        return out
    }

    private func groupStatusHasAbsent(_ t: Int) -> Bool {
        let g = Int(groupOf[t])
        let n = groups[g].combinations
        let base = Int(localOf[t]) * n
        return (0..<n).contains { store.status(group: g, cell: base + $0) == 2 }
    }

    /// Diagnostics about how token `t` resolved: forbidden modes, or absence caused by a dependency.
    func outcome(of t: Int, theme: String) -> [Diagnostic] {
        var out = gamutOutcome(of: t, theme: theme)
        out += statusOutcome(of: t, theme: theme)
        return out
    }

    /// The out-of-gamut report of token `t`, per mode.
    func gamutOutcome(of t: Int, theme: String) -> [Diagnostic] {
        guard let hits = gamutHits[Int32(t)], let converter else { return [] }
        let group = groups[Int(groupOf[t])]
        let combos = Array(Set(hits)).sorted()
        let modes = combos.count == group.combinations ? ["all modes"] : combos.map { describe(combination: $0, of: group) }
        let severity: Diagnostic.Severity = gamutHandling == .error ? .error : .warning
        return [
            Diagnostic(severity, .outOfGamut(target: converter.target.name, handling: gamutHandling, modes: modes), token: graph.paths[t], location: defLocation(t), theme: theme)
        ]
    }

    func statusOutcome(of t: Int, theme: String) -> [Diagnostic] {
        let g = Int(groupOf[t])
        guard store.status[g] != nil, !failedRoot[t] else { return [] }
        let group = groups[g]
        let base = Int(localOf[t]) * group.combinations
        var forbiddenCombos: [Int] = []
        var absent = false
        for c in 0..<group.combinations {
            switch store.status(group: g, cell: base + c) {
            case 1: forbiddenCombos.append(c)
            case 2: absent = true
            default: break
            }
        }
        var out: [Diagnostic] = []
        if !forbiddenCombos.isEmpty {
            let origin = forbiddenOrigin[t]
            let source = origin >= 0 && Int(origin) != t ? graph.paths[Int(origin)] : TokenPath("")
            let modes = forbiddenCombos.count == group.combinations ? ["all modes"] : forbiddenCombos.map { describe(combination: $0, of: group) }
            out.append(Diagnostic(.warning, .forbiddenValue(source: source, modes: modes), token: graph.paths[t], location: defLocation(t), theme: theme))
        }
        if absent, !defs[t].contains(where: { $0.expr.containsBad }) {
            let culprit = dependencies(of: t).first { groupStatusHasAbsent(Int($0)) }
            if let culprit {
                out.append(Diagnostic(.error, .unresolvedDependency(graph.paths[Int(culprit)]), token: graph.paths[t], location: defLocation(t), theme: theme))
            } else {
                out.append(
                    Diagnostic(
                        .error, .invalidValue(expected: graph.types[t].rawValue, detail: "no definition applies in some modes and there is no unconditional one"),
                        token: graph.paths[t], location: defLocation(t), theme: theme))
            }
        }
        return out
    }

    /// `axis=context` pairs of a group's combination.
    func describe(combination c: Int, of group: TokenGroup) -> String {
        if group.axisList.isEmpty { return "all modes" }
        return group.axisList.indices.map { k in
            let axis = graph.axes.axes[group.axisList[k]]
            return "\(axis.name)=\(axis.contexts[(c / group.strides[k]) % group.radices[k]].name)"
        }.joined(separator: ",")
    }
}
