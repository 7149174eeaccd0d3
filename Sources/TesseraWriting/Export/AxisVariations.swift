import TesseraModel
import TesseraTables

/// The tokens whose values change when one axis leaves its default context.
///
/// Cascading outputs (DTCG resolver modifiers) express modes as per-axis overrides of a
/// default: the default mode's values, then, for each axis and each other context, only the
/// tokens that differ when that axis alone changes.
///
/// - Complexity: O(Σ over tokens of the combinations of their own axes): each token is read
///   from its slab, and only the axes it depends on are visited.
public struct AxisVariations: Sendable {
    /// One axis context and the tokens that differ from the default mode in it.
    public struct Variation: Sendable {
        /// The axis name.
        public var axis: String
        /// The context name.
        public var context: String
        /// Token ids, in path order (read paths with ``AxisVariations/paths(of:)``).
        package var tokens: [Int]
        /// The value of each token in ``tokens`` in this context, `nil` where it has none
        /// (forbidden or absent).
        public var values: [ResolvedValue?]
    }

    /// The default mode's table.
    public let base: ModeTable
    /// One entry per axis and non-default context, in axis then context order.
    public let variations: [Variation]

    /// The paths of the tokens that differ in `variation`, in path order (one per value in
    /// ``Variation/values``).
    public func paths(of variation: Variation) -> [TokenPath] {
        variation.tokens.map { base.theme.catalog.paths[$0] }
    }

    /// Computes the variations of `theme`.
    public init(theme: ResolvedTheme) {
        let axes = theme.axes
        let defaults = theme.defaultContexts.map(\.position)
        let catalog = theme.catalog
        var slots: [[Variation?]] = axes.axes.enumerated().map { a, axis in
            axis.contexts.indices.map { c in
                c == defaults[a] ? nil : Variation(axis: axis.name, context: axis.contexts[c].name, tokens: [], values: [])
            }
        }
        let order = (0..<catalog.count).sorted { catalog.paths[$0] < catalog.paths[$1] }
        for id in order {
            let v = theme.variations(ofTokenAt: id)
            guard !v.axes.isEmpty else { continue }
            let base = v.values[v.index(positions: defaults)]
            var contexts = defaults
            for a in v.axes.map(\.position) {
                for c in axes.axes[a].contexts.indices where c != defaults[a] {
                    contexts[a] = c
                    let here = v.values[v.index(positions: contexts)]
                    let same: Bool
                    switch (base, here) {
                    case (.success(let x), .success(let y)): same = x == y
                    case (.failure, .failure): same = true
                    default: same = false
                    }
                    if !same {
                        slots[a][c]?.tokens.append(id)
                        slots[a][c]?.values.append(try? here.get())
                    }
                }
                contexts[a] = defaults[a]
            }
        }
        base = theme.defaultTable
        variations = slots.flatMap { $0.compactMap { $0 } }
    }
}
