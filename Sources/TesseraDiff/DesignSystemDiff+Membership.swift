import TesseraColorModel
import TesseraCompiler
import TesseraModel
import TesseraTables

extension DesignSystemDiff {
    /// A token's value in the default mode of a theme, and whether it depends on any axis.
    package static func entry(_ theme: ResolvedTheme, _ id: Int) -> TokenEntry {
        let variations = theme.variations(ofTokenAt: id)
        return TokenEntry(
            path: theme.catalog.path(of: id), type: theme.catalog.types[id], value: DiffValue(variations.value(contexts: theme.axes.defaultContexts)),
            varies: !variations.axes.isEmpty)
    }
}

extension DesignSystemDiff.Comparison {
    /// Tokens added and removed, with the pairs of them that have equal values everywhere
    /// compared paired as renames.
    ///
    /// Candidates are bucketed by type and value in the default mode, so each removed token is
    /// checked in full only against added tokens that already agree there; among several, one
    /// with the same last path segment is preferred, then the first.
    package func membership(_ themes: [(old: ResolvedTheme, new: ResolvedTheme)]) -> (added: [TokenEntry], removed: [TokenEntry], renamed: [TokenRename]) {
        let addedIDs = (0..<newCatalog.count).filter { oldID[$0] < 0 }
        let removedIDs = (0..<oldCatalog.count).filter { !oldKept[$0] }
        guard let first = themes.first else {
            let oldTheme = old.themes.first
            let newTheme = new.themes.first
            return (
                newTheme.map { t in addedIDs.map { DesignSystemDiff.entry(t, $0) } } ?? [],
                oldTheme.map { t in removedIDs.map { DesignSystemDiff.entry(t, $0) } } ?? [], []
            )
        }
        var renamedOld = Set<Int>()
        var renamedNew = Set<Int>()
        var renamed: [(newID: Int, rename: TokenRename)] = []
        if options.detectRenames, !addedIDs.isEmpty, !removedIDs.isEmpty {
            struct Key: Hashable {
                var type: TokenType
                var value: DiffValue
            }
            var buckets: [Key: [Int]] = [:]
            var before = ThemeCellReader(first.old)
            var after = ThemeCellReader(first.new)
            for n in addedIDs {
                let layout = after.layout(n)
                let v = after.diffValue(layout, combination: Self.newCombination(layout, modes.new.defaults))
                buckets[Key(type: newCatalog.types[n], value: v), default: []].append(n)
            }
            for o in removedIDs {
                let layout = before.layout(o)
                let v = before.diffValue(layout, combination: oldCombination(layout, modes.new.defaults))
                guard let candidates = buckets[Key(type: oldCatalog.types[o], value: v)] else { continue }
                let name = oldCatalog.path(of: o).segments.last
                let open = candidates.filter { !renamedNew.contains($0) && equalEverywhere(old: o, new: $0, themes) }
                guard let match = open.first(where: { newCatalog.path(of: $0).segments.last == name }) ?? open.first else { continue }
                renamedOld.insert(o)
                renamedNew.insert(match)
                renamed.append((match, TokenRename(old: oldCatalog.path(of: o), new: newCatalog.path(of: match), type: newCatalog.types[match])))
            }
        }
        let added = addedIDs.filter { !renamedNew.contains($0) }.map { DesignSystemDiff.entry(first.new, $0) }
        let removed = removedIDs.filter { !renamedOld.contains($0) }.map { DesignSystemDiff.entry(first.old, $0) }
        return (added, removed, renamed.sorted { $0.newID < $1.newID }.map(\.rename))
    }

    /// Whether old token `o` and new token `n` have equal values in every mode compared of
    /// every theme.
    package func equalEverywhere(old o: Int, new n: Int, _ themes: [(old: ResolvedTheme, new: ResolvedTheme)]) -> Bool {
        for (oldTheme, newTheme) in themes {
            var before = ThemeCellReader(oldTheme)
            var after = ThemeCellReader(newTheme)
            let oldLayout = before.layout(o)
            let newLayout = after.layout(n)
            var equal = true
            forEachCombination(axes(old: o, before, new: n, after)) { _, contexts in
                equal =
                    before.diffValue(oldLayout, combination: oldCombination(oldLayout, contexts))
                    == after.diffValue(newLayout, combination: Self.newCombination(newLayout, contexts))
                return equal
            }
            if !equal { return false }
        }
        return true
    }
}
