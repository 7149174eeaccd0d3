import TesseraCompiler
import TesseraModel

extension TokensStudioExport {
    /// A theme group: the themes that are the contexts of one axis.
    package typealias Group = (name: String, themes: [StudioTheme])

    /// The design system the export describes (see ``TokensStudioExport``), and every problem found.
    package mutating func designSystem(name: String, mode: ReadingMode) -> (DesignSystem, [Diagnostic]) {
        // Groups in the order their first theme appears; each becomes an axis of its themes.
        var groups: [Group] = []
        for theme in themes {
            guard let group = theme.group else { continue }
            if let g = groups.firstIndex(where: { $0.name == group }) { groups[g].themes.append(theme) } else { groups.append((group, [theme])) }
        }
        let axes = groups.map { g in ModeAxis(g.name, contexts: g.themes.map { ModeAxis.Context($0.name) }, defaultContext: g.themes[0].name) }
        for g in groups where g.themes.count == 1 {
            diagnostics.warning(.tokensStudioTheme, "theme group \(g.name) has a single theme, \(g.themes[0].name): its axis has one context", at: g.themes[0].location)
        }
        let ungrouped = themes.filter { $0.group == nil }
        var used: [TokenSet] = []
        for set in orderedSets {
            if !themes.isEmpty, !themes.contains(where: { $0.selects(set.name) }) {
                diagnostics.warning(.unusedSet, "no theme selects token set \(set.name), so its tokens are not read", at: set.document.location(set.document.root))
                continue
            }
            used.append(set)
        }
        // Source sets first: an enabled set's token wins over a source set's in each context.
        var sources: [DTCGSource] = []
        for status in [Selection.source, .enabled] {
            for set in used {
                for c in Self.conditions(of: set.name, status: status, groups: groups) { sources.append(DTCGSource(document: set.document, condition: ContextCondition(c))) }
            }
        }
        var loader = DTCGLoader(mode: mode)
        loader.announcesConventions = false
        loader.tokensStudioSources = true
        var (system, read) = loader.designSystem(name: name, sources: sources, axes: axes)
        // Themes without a group: their sets, source sets first, override the merged base, and
        // the tokens neither they nor a theme group select have no value there.
        if !ungrouped.isEmpty {
            let grouped = used.filter { set in groups.contains { $0.themes.contains { $0.selects(set.name) } } }
            let everywhere = Set(loader.designSystem(name: name, sources: grouped.map { DTCGSource(document: $0.document) }, axes: axes).0.tokens.map(\.path))
            for theme in ungrouped {
                let mine = used.filter { theme.selection(of: $0.name) == .source } + used.filter { theme.selection(of: $0.name) == .enabled }
                let (layerSystem, _) = loader.designSystem(name: theme.name, sources: mine.map { DTCGSource(document: $0.document) }, axes: axes)
                var layer = OverrideLayer(theme.name, replacingTokensOf: layerSystem)
                let present = everywhere.union(layerSystem.tokens.map(\.path))
                // A value the theme does not have: its token is absent there, as a token is in a
                // context no definition covers.
                for token in system.tokens where !present.contains(token.path) { layer.set(token.path, .invalid) }
                system.themes.append(Theme(name: theme.name, layers: [layer]))
            }
        }
        let groupsSaid = groups.isEmpty ? "no theme groups" : "theme groups \(groups.map(\.name).joined(separator: ", ")) are axes"
        let ungroupedSaid = ungrouped.isEmpty ? "" : ", themes without a group (\(ungrouped.map(\.name).joined(separator: ", "))) are themes"
        let sourceSaid = themes.contains { $0.sets.contains { $0.selection == .source } } ? "; source sets are read before enabled ones, and output too" : ""
        let note = Diagnostic(
            .note,
            .format(
                rule: .toolConvention,
                detail:
                    "a Tokens Studio export: \(orderedSets.count) token set\(orderedSets.count == 1 ? "" : "s") in $metadata order; \(groupsSaid)\(ungroupedSaid)\(sourceSaid); values read with Tokens Studio's conventions (unitless sizes are pixels; percent line heights, opacities and letter spacings as its transforms read them)"
            ), location: orderedSets.first.map { $0.document.location($0.document.root) })
        return (system, [note] + diagnostics.items + read)
    }

    /// The context conditions under which `set` is read with `status` (source or enabled), one
    /// definition each.
    ///
    /// A set applies where the themes of each group that select it are chosen (in every context
    /// of a group that does not select it, or selects it in all its themes). Of those
    /// combinations, it is an enabled set where a theme chosen enables it, and a source set
    /// where none does.
    package static func conditions(of set: String, status: Selection, groups: [Group]) -> [[String: String]] {
        func constrained(_ conditions: [[String: String]], _ group: String, to contexts: [String]) -> [[String: String]] {
            conditions.flatMap { c -> [[String: String]] in
                if let chosen = c[group] { return contexts.contains(chosen) ? [c] : [] }
                return contexts.map { c.merging([group: $0]) { _, new in new } }
            }
        }
        var selected: [[String: String]] = [[:]]
        for g in groups {
            let selecting = g.themes.filter { $0.selects(set) }.map(\.name)
            guard !selecting.isEmpty, selecting.count < g.themes.count else { continue }
            selected = constrained(selected, g.name, to: selecting)
        }
        let enabling = groups.map { g in (group: g, themes: g.themes.filter { $0.selection(of: set) == .enabled }.map(\.name)) }.filter { !$0.themes.isEmpty }
        switch status {
        case .source:
            var out = selected
            for e in enabling { out = constrained(out, e.group.name, to: e.group.themes.map(\.name).filter { !e.themes.contains($0) }) }
            return out
        case .enabled:
            // Enabled in every theme of a group: in every combination.
            if enabling.contains(where: { $0.themes.count == $0.group.themes.count }) { return selected }
            // One definition per group enabling it; a combination two groups enable it in gets
            // one from each, and they agree.
            return enabling.flatMap { constrained(selected, $0.group.name, to: $0.themes) }
        case .disabled:
            return []
        }
    }
}
