import TesseraColorModel
import TesseraCompiler
import TesseraModel
import TesseraTables

extension DesignSystemDiff {
    /// The working state of one comparison: the two token namespaces, how their modes and ids
    /// match, and which declarations each token has.
    package struct Comparison {
        package let old: Side
        package let new: Side
        package let options: Options
        package let oldCatalog: TokenCatalog
        package let newCatalog: TokenCatalog
        package let modes: ModeCorrespondence
        /// Per new token: the old token with its path, or -1.
        package let oldID: [Int32]
        /// Per old token: whether the new version has its path.
        package let oldKept: [Bool]
        /// Per token of each catalog: its declaration's index in its design system.
        package let oldDeclaration: [Int]
        package let newDeclaration: [Int]

        package init(old: Side, new: Side, options: Options) {
            self.old = old
            self.new = new
            self.options = options
            let oldCatalog = old.themes.first?.catalog ?? TokenGraph(old.design).catalog
            let newCatalog = new.themes.first?.catalog ?? TokenGraph(new.design).catalog
            self.oldCatalog = oldCatalog
            self.newCatalog = newCatalog
            modes = ModeCorrespondence(old: oldCatalog.axes, new: newCatalog.axes)
            var oldID = [Int32](repeating: -1, count: newCatalog.count)
            var oldKept = [Bool](repeating: false, count: oldCatalog.count)
            for n in 0..<newCatalog.count {
                guard let o = oldCatalog.id(of: newCatalog.path(of: n)) else { continue }
                oldID[n] = Int32(o)
                oldKept[o] = true
            }
            self.oldID = oldID
            self.oldKept = oldKept
            oldDeclaration = Self.declarationIndex(old.design, oldCatalog)
            newDeclaration = Self.declarationIndex(new.design, newCatalog)
        }

        /// Per token id, the index of its declaration: the same index unless the graph dropped
        /// duplicate paths (it keeps the first).
        package static func declarationIndex(_ design: DesignSystem, _ graph: TokenCatalog) -> [Int] {
            let tokens = design.tokens
            if tokens.count == graph.count, graph.count == 0 || (tokens[0].path == graph.path(of: 0) && tokens[graph.count - 1].path == graph.path(of: graph.count - 1)) {
                return Array(0..<graph.count)
            }
            var first: [TokenPath: Int] = [:]
            for (i, token) in tokens.enumerated() where first[token.path] == nil { first[token.path] = i }
            return (0..<graph.count).map { first[graph.path(of: $0)] ?? -1 }
        }

        package mutating func run() -> DesignSystemDiff {
            let oldThemes = Dictionary(old.themes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            let newNames = Set(new.themes.map(\.name))
            var pairs: [(old: ResolvedTheme, new: ResolvedTheme)] = []
            for theme in new.themes { if let before = oldThemes[theme.name] { pairs.append((before, theme)) } }
            var themes: [ThemeDiff] = []
            for (before, after) in pairs { themes.append(compare(before, after)) }
            let (added, removed, renamed) = membership(pairs)
            return DesignSystemDiff(
                oldName: oldCatalog.name, newName: newCatalog.name, added: added, removed: removed, renamed: renamed, axes: modes.changes, themes: themes,
                themesAdded: new.themes.map(\.name).filter { oldThemes[$0] == nil },
                themesRemoved: old.themes.map(\.name).filter { !newNames.contains($0) })
        }

        // MARK: Values

        /// The axes (new indices, ascending) over which a token pair is compared: those either
        /// version's value depends on.
        package func axes(old o: Int?, _ before: ThemeCellReader, new n: Int?, _ after: ThemeCellReader) -> [Int] {
            var set = AxisSet()
            if let n { set.formUnion(after.dependencies(n)) }
            if let o { set.formUnion(modes.newAxes(before.dependencies(o))) }
            return set.positions
        }

        /// Calls `body` with each combination of the compared contexts of `axisList` (as
        /// positions into ``ModeCorrespondence/compared``, and as a full new-version context
        /// list), first axis fastest, until it returns false.
        package func forEachCombination(_ axisList: [Int], _ body: (_ positions: [Int], _ contexts: [Int]) -> Bool) {
            var contexts = modes.new.defaults
            var positions = [Int](repeating: 0, count: axisList.count)
            for a in axisList {
                guard let first = modes.compared[a].first else { return }
                contexts[a] = first
            }
            while true {
                if !body(positions, contexts) { return }
                var k = 0
                while k < axisList.count {
                    let a = axisList[k]
                    positions[k] += 1
                    if positions[k] < modes.compared[a].count {
                        contexts[a] = modes.compared[a][positions[k]]
                        break
                    }
                    positions[k] = 0
                    contexts[a] = modes.compared[a][0]
                    k += 1
                }
                if k == axisList.count { return }
            }
        }

        /// The combination of a new token's cells that a new context list selects.
        package static func newCombination(_ layout: ThemeCellReader.Layout, _ contexts: [Int]) -> Int {
            var c = 0
            for k in layout.axes.indices { c += contexts[layout.axes[k]] * layout.strides[k] }
            return c
        }

        /// The combination of an old token's cells that a new context list selects.
        package func oldCombination(_ layout: ThemeCellReader.Layout, _ contexts: [Int]) -> Int {
            var c = 0
            for k in layout.axes.indices { c += modes.oldContext(ofOldAxis: layout.axes[k], newContexts: contexts) * layout.strides[k] }
            return c
        }

        // MARK: Tokens

        /// A token both versions have, compared in every combination of its axes: the changes
        /// grouped by before and after value and collapsed; empty when nothing differs.
        package func changes(old o: Int, _ before: inout ThemeCellReader, new n: Int, _ after: inout ThemeCellReader) -> (axes: [Int], changes: [ModeChange]) {
            let axisList = axes(old: o, before, new: n, after)
            let oldLayout = before.layout(o)
            let newLayout = after.layout(n)
            var groups: [(before: DiffValue, after: DiffValue, cells: [[Int]])] = []
            forEachCombination(axisList) { positions, contexts in
                let b = before.diffValue(oldLayout, combination: oldCombination(oldLayout, contexts))
                let a = after.diffValue(newLayout, combination: Self.newCombination(newLayout, contexts))
                guard b != a else { return true }
                if let g = groups.firstIndex(where: { $0.before == b && $0.after == a }) {
                    groups[g].cells.append(positions)
                } else {
                    groups.append((b, a, [positions]))
                }
                return true
            }
            guard !groups.isEmpty else { return (axisList, []) }
            var out: [(first: [Int], change: ModeChange)] = []
            for group in groups {
                let change = ValueChange(before: group.before, after: group.after)
                for (first, selection, combinations) in selections(group.cells, axisList) {
                    out.append((first, ModeChange(selection: selection, combinations: combinations, change: change)))
                }
            }
            out.sort { ModeCollapse.mixedRadixOrder($0.first, $1.first) }
            return (axisList, out.map(\.change))
        }

        /// Combinations of `axisList`'s compared contexts (positions per axis) written as few
        /// selections as possible, each with its first combination and how many it covers.
        package func selections(_ cells: [[Int]], _ axisList: [Int]) -> [(first: [Int], selection: [AxisContexts], combinations: Int)] {
            let radices = axisList.map { modes.compared[$0].count }
            return ModeCollapse.boxes(cells, radices: radices).map { box in
                var selection: [AxisContexts] = []
                var combinations = 1
                for (k, a) in axisList.enumerated() {
                    guard let positions = box[k] else {
                        combinations *= radices[k]
                        continue
                    }
                    combinations *= positions.count
                    let axis = modes.new.axes[a]
                    selection.append(AxisContexts(axis: axis.name, contexts: positions.map { axis.contexts[modes.compared[a][$0]].name }))
                }
                return (box.map { $0?.first ?? 0 }, selection, combinations)
            }
        }

        /// One theme compared: every token both versions have, what caused each change, and the
        /// declared contrast pairs.
        package func compare(_ oldTheme: ResolvedTheme, _ newTheme: ResolvedTheme) -> ThemeDiff {
            var changed = [Bool](repeating: false, count: newCatalog.count)
            var found: [(id: Int, axes: [Int], changes: [ModeChange])] = []
            var before = ThemeCellReader(oldTheme)
            var after = ThemeCellReader(newTheme)
            for n in 0..<newCatalog.count {
                let o = Int(oldID[n])
                guard o >= 0 else {
                    // An added token is where its dependents' changes come from.
                    changed[n] = true
                    continue
                }
                let result = changes(old: o, &before, new: n, &after)
                guard !result.changes.isEmpty else { continue }
                changed[n] = true
                found.append((n, result.axes, result.changes))
            }
            var causes = Causes(comparison: self, oldTheme: oldTheme, newTheme: newTheme, changed: changed)
            let tokens = found.map { entry in
                TokenDiff(
                    path: newCatalog.path(of: entry.id), type: newCatalog.types[entry.id], cause: causes.cause(of: entry.id),
                    axes: entry.axes.map { modes.new.axes[$0].name }, changes: entry.changes)
            }
            return ThemeDiff(name: newTheme.name, modesCompared: modes.modeCount, tokens: tokens, contrast: contrast(oldTheme, newTheme, &before, &after))
        }
    }
}
