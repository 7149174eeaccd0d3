import Tessera

/// The tokens whose values change when one axis leaves its default context.
///
/// CSS and other cascading outputs express modes as per-axis overrides of a default: the
/// default mode's values, then, for each axis and each other context, only the tokens that
/// differ when that axis alone changes. Values that depend on two non-default contexts at once
/// (dark *and* high contrast) are not expressible this way; exports note them.
public struct AxisVariations: Sendable {
    /// One axis context and the tokens that differ from the default mode in it.
    public struct Variation: Sendable {
        public var axis: String
        public var context: String
        /// Token ids, in path order.
        public var tokens: [Int]
        /// The table of that mode.
        public var table: ModeTable
    }

    /// Two axes off their defaults at once, and the tokens whose value there is not what
    /// applying both single-axis variations in order would give.
    public struct Combination: Sendable {
        public var first: Variation
        public var second: Variation
        public var tokens: [Int]
        public var table: ModeTable
    }

    /// The default mode's table.
    public let base: ModeTable
    /// One entry per axis and non-default context.
    public let variations: [Variation]
    /// Pairs of variations on different axes that need a block of their own.
    public let combinations: [Combination]

    /// Computes the variations of `theme`.
    public init(theme: ResolvedTheme) {
        let axes = theme.axes
        let defaultMode = axes.defaultMode
        let baseTable = theme.defaultTable
        let graph = theme.graph
        let order = (0..<graph.count).sorted { graph.paths[$0] < graph.paths[$1] }
        var out: [Variation] = []
        for (a, axis) in axes.axes.enumerated() {
            for (c, context) in axis.contexts.enumerated() where c != Int(defaultMode.contexts[a]) {
                var contexts = defaultMode.contexts
                contexts[a] = UInt8(c)
                // Indices taken from the theme's own axes always fit, so the fallback is never used.
                let table = (try? theme.table(for: axes.mode(contexts: contexts.map(Int.init)))) ?? baseTable
                let changed = order.filter { id in
                    switch (baseTable.resolvedValue(ofTokenAt: id), table.resolvedValue(ofTokenAt: id)) {
                    case (.success(let x), .success(let y)): x != y
                    case (.failure, .failure): false
                    default: true
                    }
                }
                out.append(Variation(axis: axis.name, context: context.name, tokens: changed, table: table))
            }
        }
        base = baseTable
        variations = out
        // Cascading applies variations in axis order, so a pair needs its own block exactly
        // where the combined mode disagrees with "second's value if it changed, else first's".
        var pairs: [Combination] = []
        for (i, a) in out.enumerated() {
            for b in out[(i + 1)...] where b.axis != a.axis {
                var contexts = defaultMode.contexts
                contexts[axes.index(of: a.axis)!] = UInt8(axes.axes[axes.index(of: a.axis)!].index(of: a.context)!)
                contexts[axes.index(of: b.axis)!] = UInt8(axes.axes[axes.index(of: b.axis)!].index(of: b.context)!)
                // Indices taken from the theme's own axes always fit, so the fallback is never used.
                let table = (try? theme.table(for: axes.mode(contexts: contexts.map(Int.init)))) ?? baseTable
                let inB = Set(b.tokens)
                let inA = Set(a.tokens)
                let tokens = order.filter { id in
                    let cascaded = inB.contains(id) ? b.table : inA.contains(id) ? a.table : baseTable
                    switch (cascaded.resolvedValue(ofTokenAt: id), table.resolvedValue(ofTokenAt: id)) {
                    case (.success(let x), .success(let y)): return x != y
                    case (.failure, .failure): return false
                    default: return true
                    }
                }
                if !tokens.isEmpty { pairs.append(Combination(first: a, second: b, tokens: tokens, table: table)) }
            }
        }
        combinations = pairs
    }
}
