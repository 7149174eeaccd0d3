import TesseraColorModel
import TesseraModel
import TesseraTables

/// The columns of a theme compiled from a design system: its tables, and what overriding it
/// later needs.
package final class CompiledTheme: ThemeColumns {
    package let theme: Theme
    package let graph: TokenGraph
    package let tables: ThemeTables
    /// What ``ResolvedTheme/overriding(_:)`` resumes from.
    package let overrideState: OverrideState
    package let diagnostics: [Diagnostic]
    package let converter: (any ColorConverting)?

    /// The columns of a solved theme: its tables and its override state, without scratch.
    package init(theme: Theme, solver: Solver, diagnostics: [Diagnostic], converter: (any ColorConverting)?) {
        self.theme = theme
        self.graph = solver.graph
        self.tables = solver.tables
        self.overrideState = solver.overrideState
        self.diagnostics = diagnostics
        self.converter = converter
    }

    package var catalog: TokenCatalog { graph.catalog }
    package var colorTarget: ColorTarget { converter?.target ?? .srgb }

    package func columns(for mode: Mode) -> ModeColumns { ModeColumns(tables: tables, mode: mode) }
}

extension ResolvedTheme {
    /// The token graph the theme was compiled from, with each token's definitions, location,
    /// description and `$extensions`; `nil` for a theme loaded from a snapshot, which stores
    /// only the ``catalog``.
    public var graph: TokenGraph? { (storage as? CompiledTheme)?.graph }
}
