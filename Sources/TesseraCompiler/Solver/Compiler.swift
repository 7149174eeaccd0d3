import TesseraColorModel
import TesseraModel
import TesseraTables

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
    /// This is the keep-going form: it always produces a ``ResolvedTheme``, with the tokens
    /// that failed left absent. Use ``compile(_:options:)`` to stop at errors instead.
    ///
    /// A system of 4,096 tokens or more is evaluated on two threads, the calling one and one
    /// of Dispatch's; the theme is the same as one thread makes.
    ///
    /// - Complexity: O(tokens + edges + Σ combinations of each token's own axes); never the
    ///   cross product of all axes.
    public func compileKeepingGoing(_ theme: Theme, options: CompileOptions = CompileOptions()) -> CompileResult {
        var diagnostics = self.diagnostics
        var lowering = Lowering(ids: interned.ids, types: types, paths: paths, families: families, colors: colorLiterals, rejected: rejected)
        var defs: [[Def]]
        let edges: DependencyTables?
        if theme.layers.allSatisfy({ $0.overrides.isEmpty }) {
            defs = expandedBase.defs
            edges = expandedBase.edges
        } else {
            defs = baseDefs
            edges = nil
            for layer in theme.layers {
                apply(layer, to: &defs, lowering: &lowering, diagnostics: &diagnostics, theme: theme.name)
            }
            expandDynamicType(&defs)
        }
        diagnostics += lowering.diagnostics.map {
            var d = $0; d.theme = theme.name; return d
        }
        // Override layers only append literals: the same count is the graph's own pool.
        let unchanged = lowering.colors.count == colorLiterals.count
        var (literals, problems) = Self.convert(lowering.colors, with: options.colorConverter, srgb: unchanged ? srgbLiterals : nil, theme: theme.name)
        diagnostics += problems
        diagnostics += Self.mapOutOfGamut(&literals, literals: lowering.colors, with: options.colorConverter, gamut: options.gamut, theme: theme.name)
        var solver = Solver(graph: self, defs: defs, sourceLiterals: lowering.colors, colorLiterals: literals.colors, families: lowering.families)
        solver.converter = options.colorConverter
        solver.gamutHandling = options.gamut
        solver.singleThreaded = options.singleThreaded
        if options.colorConverter != nil { solver.applyGamut(literals.isInGamut, from: 0) }
        diagnostics += solver.solveAll(theme: theme.name, edges: edges)
        solver.compact()
        let warnings = diagnostics.filter { $0.severity != .error }
        let resolved = ResolvedTheme(storage: CompiledTheme(theme: theme, solver: solver, diagnostics: warnings, converter: options.colorConverter))
        return CompileResult(theme: resolved, diagnostics: diagnostics)
    }

    /// Compiles a theme into tables, or throws every diagnostic if any is an error.
    ///
    /// Warnings (such as forbidden values in use) do not throw; read them from
    /// ``ResolvedTheme/diagnostics``.
    public func compile(_ theme: Theme, options: CompileOptions = CompileOptions()) throws(DiagnosticList) -> ResolvedTheme {
        let result = compileKeepingGoing(theme, options: options)
        if result.hasErrors { throw DiagnosticList(result.diagnostics) }
        return result.theme
    }

    /// Compiles the base token set with no override layers.
    public func compileBase(options: CompileOptions = CompileOptions()) throws(DiagnosticList) -> ResolvedTheme {
        try compile(Theme(name: "base"), options: options)
    }

    /// Converts literals into table colors, with a diagnostic when conversion is impossible.
    /// `srgb`, when given, is `literals` already converted without a converter.
    package static func convert(
        _ literals: [ColorLiteral], with converter: (any ColorConverting)?, srgb: SRGBOnlyConversion? = nil, theme: String
    ) -> (ConvertedColors, [Diagnostic]) {
        guard let converter else {
            let srgb = srgb ?? SRGBOnlyConversion(literals)
            let problems = srgb.unsupported.map {
                Diagnostic(.error, .invalidValue(expected: "color", detail: "\($0.rawValue) colors need a color converter (compile with TesseraColor's converter)"), theme: theme)
            }
            return (srgb.colors, problems)
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
                return (SRGBOnlyConversion(literals).colors, [problem])
            }
            return (colors, [])
        } catch {
            let problem = Diagnostic(.error, .invalidValue(expected: "color", detail: "conversion to \(converter.target) failed: \(error.message)"), theme: theme)
            return (SRGBOnlyConversion(literals).colors, [problem])
        }
    }

    /// Applies one override layer to effective definitions, checking targets, closed tokens and types.
    package func apply(_ layer: OverrideLayer, to defs: inout [[Def]], lowering: inout Lowering, diagnostics: inout [Diagnostic], theme: String) {
        for o in layer.overrides {
            guard let id32 = interned.ids[o.path.rawValue] else {
                diagnostics.append(
                    Diagnostic(.error, .unknownOverrideTarget(layer: layer.name, suggestion: suggestion(for: o.path)), token: o.path, location: o.location, theme: theme))
                continue
            }
            let id = Int(id32)
            if isClosed(id) {
                diagnostics.append(Diagnostic(.error, .closedTokenOverride(layer: layer.name), token: o.path, location: o.location ?? location(of: id), theme: theme))
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
