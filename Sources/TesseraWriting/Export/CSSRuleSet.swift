import TesseraColorModel
import TesseraModel
import TesseraTables

/// The rules of a CSS export: for each selector (a set of conditions), the declarations it holds.
///
/// For each token and each combination of contexts of the axes it depends on, the combination
/// gets rules when its value differs from that of some combination with one non-default axis
/// fewer. If it does not differ from any of them, every rule with fewer conditions that matches
/// where this one would gives the same value (by induction down to `:root`), so it can be left
/// out. A combination's rules are one per way of selecting it: each media-mapped non-default
/// context by attribute or by media query.
package struct CSSRuleSet {
    /// One selector condition: an axis in a non-default context, selected by attribute or by
    /// media query (with the attribute absent).
    package struct Condition: Hashable, Comparable {
        package var axis: Int
        package var context: Int
        package var viaMedia: Bool

        package static func < (a: Condition, b: Condition) -> Bool {
            if a.axis != b.axis { return a.axis < b.axis }
            if a.context != b.context { return a.context < b.context }
            return !a.viaMedia && b.viaMedia
        }
    }

    /// The conditions of one rule, ascending by axis; empty for `:root`.
    package struct RuleKey: Hashable, Comparable {
        package var conditions: [Condition]

        package static func < (a: RuleKey, b: RuleKey) -> Bool {
            if a.conditions.count != b.conditions.count { return a.conditions.count < b.conditions.count }
            for (x, y) in zip(a.conditions, b.conditions) where x != y { return x < y }
            return false
        }
    }

    /// One declaration: the sRGB text and, for values with colors, the wide-gamut text.
    package struct Declaration {
        package var property: String
        package var srgb: String
        package var wide: String?
    }

    /// The declarations of each rule, in token path order.
    package let blocks: [RuleKey: [Declaration]]
    /// Values CSS cannot take.
    package let problems: [Diagnostic]

    /// Computes the rules of `srgb` (and `wide`, written in `wideSpace`); `mediaOf[axis][context]`
    /// is the media condition selecting a non-default context, if any.
    package init(srgb: ResolvedTheme, wide: ResolvedTheme?, wideSpace: ColorTarget.CSSName?, names: CSSNames, mediaOf: [[String?]]) {
        var blocks: [RuleKey: [Declaration]] = [:]
        var problems: [Diagnostic] = []
        let catalog = srgb.catalog
        let axes = catalog.axes.axes
        let defaults = srgb.defaultContexts.map(\.position)
        let order = (0..<catalog.count).sorted { catalog.paths[$0] < catalog.paths[$1] }
        let forms = srgb.graph.map { CSSTokenForm.forms(of: $0) } ?? [:]
        for id in order {
            let values = srgb.variations(ofTokenAt: id)
            let wideValues = wide?.variations(ofTokenAt: id)
            // A string that is CSS text, a URL or HTML references; a typography with a style.
            let form = forms[id]
            let tokenAxes = values.axes.map(\.position)
            let radices = values.radices
            var contexts = defaults
            var reported = false
            // The CSS text of each combination, nil where the token has no value.
            var texts: [Declaration?] = []
            texts.reserveCapacity(values.values.count)
            for (combo, result) in values.values.enumerated() {
                var rest = combo
                for (k, a) in tokenAxes.enumerated() {
                    contexts[a] = rest % radices[k]
                    rest /= radices[k]
                }
                guard case .success(let value) = result else {
                    texts.append(nil)
                    continue
                }
                if !reported, let bad = CSSExport.invalidPart(of: value) {
                    reported = true
                    // Only the axes this token varies with name the mode; a token that never varies is wrong in all of them.
                    let mode =
                        tokenAxes.isEmpty
                        ? "every mode"
                        : tokenAxes.map { "\(axes[$0].name)=\(axes[$0].contexts[contexts[$0]].name)" }.joined(separator: ", ")
                    problems.append(
                        Diagnostic(
                            .error, .format(rule: .negativeValue, detail: "\(bad) in \(mode); CSS accepts only values ≥ 0 there"),
                            token: catalog.paths[id], location: srgb.graph?.location(of: id), theme: srgb.name))
                }
                var wideText: String?
                if let wideSpace, let wideValues, CSSExport.hasColor(value), case .success(let w) = wideValues.values[wideValues.index(positions: contexts)] {
                    wideText = CSSExport.css(w) { CSSExport.color($0, in: wideSpace) }
                }
                let text = form?.css(value) ?? CSSExport.css(value)
                texts.append(Declaration(property: names.properties[id], srgb: text, wide: wideText))
            }
            var strides: [Int] = []
            var stride = 1
            for r in radices {
                strides.append(stride)
                stride *= r
            }
            var baseCombo = 0
            for (k, a) in tokenAxes.enumerated() { baseCombo += defaults[a] * strides[k] }
            for combo in 0..<texts.count {
                guard let declaration = texts[combo] else { continue }
                if combo == baseCombo {
                    blocks[RuleKey(conditions: []), default: []].append(declaration)
                    continue
                }
                // The non-default axes of this combination, and whether removing any one of
                // them changes the value; if none does, the rules with fewer conditions that
                // match wherever this one would already give this value.
                var nonDefault: [Condition] = []
                var differs = false
                var rest = combo
                for (k, a) in tokenAxes.enumerated() {
                    let c = rest % radices[k]
                    rest /= radices[k]
                    guard c != defaults[a] else { continue }
                    nonDefault.append(Condition(axis: a, context: c, viaMedia: false))
                    let child = combo + (defaults[a] - c) * strides[k]
                    if let other = texts[child] {
                        if other.srgb != declaration.srgb || other.wide != declaration.wide { differs = true }
                    } else {
                        differs = true
                    }
                }
                guard differs else { continue }
                // One rule per way of selecting the combination: each media-mapped condition
                // by attribute or by media query.
                let mapped = nonDefault.indices.filter { mediaOf[nonDefault[$0].axis][nonDefault[$0].context] != nil }
                for ways in 0..<(1 << mapped.count) {
                    var conditions = nonDefault
                    for (bit, i) in mapped.enumerated() where ways & (1 << bit) != 0 { conditions[i].viaMedia = true }
                    blocks[RuleKey(conditions: conditions), default: []].append(declaration)
                }
            }
        }
        self.blocks = blocks
        self.problems = problems
    }
}
