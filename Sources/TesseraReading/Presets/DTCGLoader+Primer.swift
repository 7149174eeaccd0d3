import TesseraModel

extension DTCGLoader {
    /// Gives `system` the theme axis Primer's overrides select: a new one when it has no axis
    /// named `theme`, or the missing contexts of the one ``DesignSystemFiles/Preset/primer``
    /// declared. Another `theme` axis (a resolver modifier) is not extended: overrides naming a
    /// context it lacks are dropped with a warning.
    package static func addPrimerThemes(_ themes: [String], to system: inout DesignSystem, diagnostics: inout DTCGDiagnostics) {
        let name = PrimerConventions.axisName
        guard let a = system.axes.firstIndex(where: { $0.name == name }) else {
            system.axes.append(PrimerConventions.axis(themes))
            return
        }
        let axis = system.axes[a]
        if axis.defaultContext == PrimerConventions.defaultTheme, axis.index(of: "dark") != nil, axis.contexts.allSatisfy({ PrimerConventions.standardThemes.contains($0.name) }) {
            system.axes[a] = PrimerConventions.axis(axis.contexts.map(\.name) + themes)
            return
        }
        let unknown = Set(themes.filter { axis.index(of: $0) == nil })
        guard !unknown.isEmpty else { return }
        for t in system.tokens.indices {
            system.tokens[t].definitions.removeAll { d in d.condition.contexts[name].map(unknown.contains) == true }
        }
        diagnostics.warning(
            .invalidExtension, "\(PrimerConventions.overridesKey) names themes the \(name) axis lacks (\(unknown.sorted().joined(separator: ", "))); those overrides are not read",
            at: SourceLocation(file: system.name, line: 1, column: 1))
    }
}
