import TesseraColorModel
import TesseraCompiler
import TesseraModel
import TesseraSupport
import TesseraTables

/// Builds one theme from its files again and again, for hot reload, recompiling only the
/// override layers when the base token set did not change.
///
/// Each build reads the files. When the design's base (axes, token declarations, precedence)
/// equals the last build's, the theme is the cached base with the chosen theme's layers applied
/// by ``ResolvedTheme/overriding(_:)``, which re-resolves only the overridden tokens and their
/// dependents (a brand file edited beside an unchanged core). Otherwise, or when the base does
/// not compile cleanly on its own (abstract tokens only the layers define), it is a full
/// compile. Both give the same theme: incremental overrides equal full compiles.
package final class ThemeRebuilder: Sendable {
    /// The base token set of the last build and its compiled theme (no layers).
    private struct Base: Sendable {
        package var axes: [ModeAxis]
        package var tokens: [TokenDeclaration]
        package var precedence: DefinitionPrecedence
        package var rejected: RejectedTokens
        package var theme: ResolvedTheme

        package func matches(_ design: DesignSystem) -> Bool {
            design.precedence == precedence && design.axes == axes && design.tokens == tokens && design.rejectedTokens == rejected
        }
    }

    package let paths: [String]
    package let preset: DesignSystemFiles.Preset?
    package let allowOutsideRoot: Bool
    package let themeName: String?
    package let options: CompileOptions
    package let contexts: [ContextFile]
    private let base = Locked<Base?>(nil)
    /// Builds that reused the cached base and applied only the layers.
    package let incrementalBuilds = Locked(0)

    package init(
        _ paths: [String], preset: DesignSystemFiles.Preset?, allowOutsideRoot: Bool, theme: String?, options: CompileOptions, contexts: [ContextFile] = []
    ) {
        self.paths = paths
        self.preset = preset
        self.allowOutsideRoot = allowOutsideRoot
        self.themeName = theme
        self.options = options
        self.contexts = contexts
    }

    /// Reads the files and compiles the theme, or every error found (reading or compiling).
    package func build() -> Result<ResolvedTheme, DiagnosticList> {
        let loaded =
            contexts.isEmpty
            ? DesignSystemFiles.load(paths, preset: preset, allowOutsideRoot: allowOutsideRoot)
            : DesignSystemFiles.load(paths, contexts: contexts, allowOutsideRoot: allowOutsideRoot)
        let (design, read) = (loaded.design, loaded.diagnostics)
        if loaded.hasErrors { return .failure(DiagnosticList(read)) }
        let chosen: Theme
        if let themeName {
            guard let t = design.theme(named: themeName) else {
                return .failure(DiagnosticList([Diagnostic(.error, .format(rule: .unknownTheme, detail: "unknown theme '\(themeName)'"))]))
            }
            chosen = t
        } else {
            chosen = design.themes.first ?? Theme(name: "base")
        }
        if !chosen.layers.isEmpty, let layered = layered(chosen, over: design) {
            return .success(layered)
        }
        let result = TokenGraph(design).compileKeepingGoing(chosen, options: options)
        let all = read + result.diagnostics
        if all.contains(where: { $0.severity == .error }) { return .failure(DiagnosticList(all)) }
        return .success(result.theme)
    }

    /// The chosen theme as its layers over a clean base (cached while the base is unchanged),
    /// or `nil` when that path does not apply and a full compile must decide.
    private func layered(_ chosen: Theme, over design: DesignSystem) -> ResolvedTheme? {
        let cached = base.withLock { $0 }
        let reused = cached.map { $0.matches(design) && $0.theme.name == chosen.name } ?? false
        let baseTheme: ResolvedTheme
        if reused, let cached {
            baseTheme = cached.theme
        } else {
            let compiled = TokenGraph(design).compileKeepingGoing(Theme(name: chosen.name), options: options)
            guard !compiled.hasErrors else {
                base.withLock { $0 = nil }
                return nil
            }
            baseTheme = compiled.theme
            base.withLock {
                $0 = Base(axes: design.axes, tokens: design.tokens, precedence: design.precedence, rejected: design.rejectedTokens, theme: compiled.theme)
            }
        }
        do throws(DiagnosticList) {
            var theme = baseTheme
            for layer in chosen.layers { theme = try theme.overriding(layer) }
            if reused { incrementalBuilds.withLock { $0 += 1 } }
            return theme
        } catch {
            // The full compile reports every problem of the layers, kept going.
            return nil
        }
    }
}
