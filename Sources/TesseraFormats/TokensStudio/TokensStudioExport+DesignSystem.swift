import Tessera

extension TokensStudioExport {
    /// The design system the export describes (see ``TokensStudioExport``), and every problem found.
    mutating func designSystem(name: String, mode: ReadingMode) -> (DesignSystem, [Diagnostic]) {
        // Groups in the order their first theme appears; each becomes an axis of its themes.
        var groups: [(name: String, themes: [StudioTheme])] = []
        for theme in themes {
            guard let group = theme.group else { continue }
            if let g = groups.firstIndex(where: { $0.name == group }) { groups[g].themes.append(theme) } else { groups.append((group, [theme])) }
        }
        let axes = groups.map { g in Axis(g.name, contexts: g.themes.map { Axis.Context($0.name) }, defaultContext: g.themes[0].name) }
        for g in groups where g.themes.count == 1 {
            diagnostics.warning(.tokensStudioTheme, "theme group \(g.name) has a single theme, \(g.themes[0].name): its axis has one context", at: g.themes[0].location)
        }
        let ungrouped = themes.filter { $0.group == nil }
        var sources: [DTCGSource] = []
        for set in orderedSets {
            if !themes.isEmpty, !themes.contains(where: { $0.selects(set.name) }) {
                diagnostics.warning(.unusedSet, "no theme selects token set \(set.name), so its tokens are not read", at: set.document.location(set.document.root))
                continue
            }
            // A set that only some themes of a group select applies in their contexts only.
            var conditions: [[String: String]] = [[:]]
            for g in groups {
                let selecting = g.themes.filter { $0.selects(set.name) }.map(\.name)
                guard !selecting.isEmpty, selecting.count < g.themes.count else { continue }
                conditions = conditions.flatMap { c in selecting.map { c.merging([g.name: $0]) { _, new in new } } }
            }
            for c in conditions { sources.append(DTCGSource(document: set.document, condition: ContextCondition(c))) }
        }
        var loader = DTCGLoader(mode: mode)
        loader.announcesConventions = false
        loader.tokensStudioSources = true
        var (system, read) = loader.designSystem(name: name, sources: sources, axes: axes)
        // Themes without a group: their sets, in layering order, override the merged base.
        for theme in ungrouped {
            let layerSources = orderedSets.filter { theme.selects($0.name) }.map { DTCGSource(document: $0.document) }
            let (layerSystem, _) = loader.designSystem(name: theme.name, sources: layerSources, axes: axes)
            system.themes.append(Theme(name: theme.name, layers: [OverrideLayer(theme.name, replacingTokensOf: layerSystem)]))
        }
        let groupsSaid = groups.isEmpty ? "no theme groups" : "theme groups \(groups.map(\.name).joined(separator: ", ")) are axes"
        let ungroupedSaid = ungrouped.isEmpty ? "" : ", themes without a group (\(ungrouped.map(\.name).joined(separator: ", "))) are themes"
        let note = Diagnostic(
            .note,
            .format(
                rule: .toolConvention,
                detail:
                    "a Tokens Studio export: \(orderedSets.count) token set\(orderedSets.count == 1 ? "" : "s") in $metadata order; \(groupsSaid)\(ungroupedSaid); values read with Tokens Studio's conventions (unitless sizes are pixels; percent line heights, opacities and letter spacings as its transforms read them)"
            ), location: orderedSets.first.map { $0.document.location($0.document.root) })
        return (system, [note] + diagnostics.items + read)
    }
}
