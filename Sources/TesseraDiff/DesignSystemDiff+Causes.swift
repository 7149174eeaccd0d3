import TesseraColorModel
import TesseraCompiler
import TesseraModel
import TesseraTables

extension DesignSystemDiff {
    /// Finds why each changed token of one theme changed: its own definition, or the nearest
    /// redefined tokens upstream along the dependency edges the new theme was solved with.
    ///
    /// Each token's sources are worked out once (memoised, without recursion, so a 200k-long
    /// alias chain is fine): O(tokens + edges) for a whole theme.
    package struct Causes {
        /// At most this many sources are named per token.
        package static let limit = 8

        package let comparison: Comparison
        package let oldOverrides: [TokenPath: [OverrideKey]]
        package let newOverrides: [TokenPath: [OverrideKey]]
        /// Per new token: whether its value changed in some mode (added tokens included).
        package let changed: [Bool]
        /// The new theme's dependency rows, if it has them.
        package let rows: (start: [Int32], deps: [Int32])?
        /// Per new token: 0 not yet known, 1 its own definition changed, 2 it did not.
        private var own: [UInt8]
        /// Per new token: its sources once worked out.
        private var sources: [[Int32]?]

        /// An override as it bears on values: where it was written is left out.
        package struct OverrideKey: Hashable {
            package var condition: ContextCondition?
            package var expression: TokenExpression
        }

        package init(comparison: Comparison, oldTheme: ResolvedTheme, newTheme: ResolvedTheme, changed: [Bool]) {
            self.comparison = comparison
            oldOverrides = Self.overrides(oldTheme.theme)
            newOverrides = Self.overrides(newTheme.theme)
            self.changed = changed
            rows = newTheme.solvedDependencies
            own = [UInt8](repeating: 0, count: changed.count)
            sources = [[Int32]?](repeating: nil, count: changed.count)
        }

        package static func overrides(_ theme: Theme) -> [TokenPath: [OverrideKey]] {
            var out: [TokenPath: [OverrideKey]] = [:]
            for layer in theme.layers {
                for o in layer.overrides { out[o.path, default: []].append(OverrideKey(condition: o.condition, expression: o.expression)) }
            }
            return out
        }

        /// Why token `n` (changed) changed.
        package mutating func cause(of n: Int) -> TokenDiff.Cause {
            if ownChanged(n) { return .definition }
            let found = sourcesOf(n)
            guard !found.isEmpty else { return .context }
            return .alias(sources: found.map { comparison.newCatalog.path(of: Int($0)) })
        }

        /// Whether token `n`'s own definitions, or the theme's overrides of it, differ (an added
        /// token's do).
        package mutating func ownChanged(_ n: Int) -> Bool {
            if own[n] == 0 { own[n] = computeOwn(n) ? 1 : 2 }
            return own[n] == 1
        }

        private func computeOwn(_ n: Int) -> Bool {
            let o = Int(comparison.oldID[n])
            guard o >= 0 else { return true }
            let i = comparison.newDeclaration[n]
            let j = comparison.oldDeclaration[o]
            guard i >= 0, j >= 0 else { return true }
            let a = comparison.old.design.tokens[j]
            let b = comparison.new.design.tokens[i]
            guard a.type == b.type, a.relativeTo == b.relativeTo, a.definitions.count == b.definitions.count else { return true }
            for (x, y) in zip(a.definitions, b.definitions) where x.condition != y.condition || x.expression != y.expression { return true }
            let path = b.path
            return oldOverrides[path] != newOverrides[path]
        }

        /// The nearest redefined, changed tokens upstream of `n`, in id order, at most ``limit``.
        package mutating func sourcesOf(_ n: Int) -> [Int32] {
            if let known = sources[n] { return known }
            guard let rows else { return [] }
            // Depth-first, after the dependencies: each stack entry is a token and the next of
            // its dependencies to look at. An entry already on the stack (a cycle) adds nothing.
            var onStack = Set<Int>()
            var stack: [(token: Int, next: Int32, found: [Int32])] = [(n, rows.start[n], [])]
            onStack.insert(n)
            while !stack.isEmpty {
                let top = stack.count - 1
                let t = stack[top].token
                if stack[top].next == rows.start[t + 1] {
                    let done = stack.removeLast()
                    onStack.remove(t)
                    sources[t] = done.found
                    if !stack.isEmpty { stack[stack.count - 1].found = Self.merge(stack[stack.count - 1].found, done.found) }
                    continue
                }
                let d = Int(rows.deps[Int(stack[top].next)])
                stack[top].next += 1
                guard d < changed.count, changed[d] else { continue }
                if ownChanged(d) {
                    stack[top].found = Self.merge(stack[top].found, [Int32(d)])
                } else if let known = sources[d] {
                    stack[top].found = Self.merge(stack[top].found, known)
                } else if !onStack.contains(d) {
                    onStack.insert(d)
                    stack.append((d, rows.start[d], []))
                }
            }
            return sources[n] ?? []
        }

        /// The union of two ascending lists, cut at ``limit``.
        package static func merge(_ a: [Int32], _ b: [Int32]) -> [Int32] {
            if b.isEmpty { return a }
            if a.isEmpty { return b }
            var out: [Int32] = []
            var i = 0
            var j = 0
            while out.count < limit, i < a.count || j < b.count {
                let x = i < a.count ? a[i] : .max
                let y = j < b.count ? b[j] : .max
                if x == y {
                    out.append(x)
                    i += 1
                    j += 1
                } else if x < y {
                    out.append(x)
                    i += 1
                } else {
                    out.append(y)
                    j += 1
                }
            }
            return out
        }
    }
}

extension ResolvedTheme {
    /// The dependency rows this theme was solved with (row `t` is
    /// `deps[start[t]..<start[t + 1]]`), its override layers' edges included; `nil` for a theme
    /// loaded from a snapshot, which keeps none.
    package var solvedDependencies: (start: [Int32], deps: [Int32])? {
        guard let compiled = storage as? CompiledTheme else { return nil }
        return (compiled.overrideState.depStart, compiled.overrideState.deps)
    }
}
