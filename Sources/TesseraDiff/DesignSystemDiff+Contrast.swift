import TesseraColorModel
import TesseraCompiler
import TesseraModel
import TesseraTables

extension DesignSystemDiff.Comparison {
    /// Every pair the new version declares, judged before and after in each combination of its
    /// tokens' axes where one of its colors changed; combinations judged alike are collapsed as
    /// a token's changes are.
    ///
    /// Before uses the old version's declaration of the same pair (foreground, background and
    /// what lies under) when it has one, so a level raised in the same change is judged as
    /// each version asked.
    package func contrast(_ oldTheme: ResolvedTheme, _ newTheme: ResolvedTheme, _ reader: inout ThemeCellReader, _ newReader: inout ThemeCellReader) -> [ContrastChange] {
        struct Key: Hashable {
            var foreground: TokenPath
            var background: TokenPath
            var over: TokenPath?
        }
        var declaredBefore: [Key: ContrastPair] = [:]
        for pair in old.pairs where declaredBefore[Key(foreground: pair.foreground, background: pair.background, over: pair.over)] == nil {
            declaredBefore[Key(foreground: pair.foreground, background: pair.background, over: pair.over)] = pair
        }
        var seen = Set<Key>()
        var out: [ContrastChange] = []
        let highAxis = modes.new.index(of: options.contrast.highContrastAxis)
        for pair in new.pairs {
            let key = Key(foreground: pair.foreground, background: pair.background, over: pair.over)
            guard seen.insert(key).inserted else { continue }
            let paths = [pair.foreground, pair.background] + (pair.over.map { [$0] } ?? [])
            let newIDs = paths.compactMap { newCatalog.id(of: $0) }
            // The contrast command reports pairs it cannot judge; here they have nothing to compare.
            guard newIDs.count == paths.count, newIDs.allSatisfy({ newCatalog.types[$0] == .color }) else { continue }
            let before = declaredBefore[key] ?? pair
            let oldPaths = [before.foreground, before.background] + (before.over.map { [$0] } ?? [])
            let oldIDs = oldPaths.map { oldCatalog.id(of: $0) }
            var set = AxisSet()
            for (k, n) in newIDs.enumerated() {
                set.formUnion(newReader.dependencies(n))
                if let o = oldIDs[k] { set.formUnion(modes.newAxes(reader.dependencies(o))) }
            }
            if options.contrast.raiseInHighContrast, let highAxis { set.insert(highAxis) }
            let axisList = set.positions
            let after = newIDs.map { newReader.layout($0) }
            let prior = oldIDs.map { $0.map { reader.layout($0) } }
            var groups: [(before: ContrastResult?, after: ContrastResult?, cells: [[Int]])] = []
            var index: [[Shown?]: Int] = [:]
            forEachCombination(axisList) { positions, contexts in
                var changed = false
                for k in newIDs.indices {
                    guard let p = prior[k] else {
                        changed = true
                        break
                    }
                    if reader.diffValue(p, combination: oldCombination(p, contexts)) != newReader.diffValue(after[k], combination: Self.newCombination(after[k], contexts)) {
                        changed = true
                        break
                    }
                }
                guard changed else { return true }
                let oldContexts = (0..<modes.old.count).map { ContextIndex(modes.oldContext(ofOldAxis: $0, newContexts: contexts)) }
                let judgedBefore: ContrastResult? =
                    oldIDs.contains(nil) ? nil : (try? modes.old.mode(contexts: oldContexts)).flatMap { oldTheme.contrast(of: before, in: $0, options: options.contrast) }
                let judgedAfter = (try? modes.new.mode(contexts: contexts.map { ContextIndex($0) })).flatMap { newTheme.contrast(of: pair, in: $0, options: options.contrast) }
                let key = [judgedBefore.map(Shown.init), judgedAfter.map(Shown.init)]
                if let g = index[key] {
                    groups[g].cells.append(positions)
                } else {
                    index[key] = groups.count
                    groups.append((judgedBefore, judgedAfter, [positions]))
                }
                return true
            }
            var found: [(first: [Int], change: ContrastChange)] = []
            for group in groups {
                for (first, selection, combinations) in selections(group.cells, axisList) {
                    found.append((first, ContrastChange(pair: pair, selection: selection, combinations: combinations, before: group.before, after: group.after)))
                }
            }
            found.sort { ModeCollapse.mixedRadixOrder($0.first, $1.first) }
            out += found.map(\.change)
        }
        return out
    }
}

/// What a judgement shows, without the mode it was made in: the combinations of one reported
/// line show the same.
private struct Shown: Hashable {
    package var foreground: TokenColor
    package var background: TokenColor
    package var requiredLevel: ContrastLevel?
    package var requiredLightnessContrast: Double?
    package var outOfGamut: Bool

    package init(_ r: ContrastResult) {
        foreground = r.foreground
        background = r.background
        requiredLevel = r.requiredLevel
        requiredLightnessContrast = r.requiredLightnessContrast
        outOfGamut = r.outOfGamut
    }
}
