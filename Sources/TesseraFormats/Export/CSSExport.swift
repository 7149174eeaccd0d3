import Tessera

/// Writes a resolved theme as CSS custom properties that behave in every mode a page can ask for.
///
/// How a browser picks each axis's context, on the root element (`<html>`):
/// 1. the attribute `data-<axis>` (`data-color-scheme="dark"`), whatever the user's settings;
/// 2. without the attribute, a media query mapped to a context ("Media mappings" below:
///    `prefers-color-scheme: dark` selects `colorScheme=dark`);
/// 3. otherwise the axis's default context.
///
/// The rules that implement it:
/// - `:root` holds the default mode.
/// - For each token and each combination of contexts of the axes it depends on whose value
///   differs from what a rule with one fewer condition gives, one rule per way of selecting
///   that combination: every non-default context either by attribute
///   (`:root[data-color-scheme="dark"]`) or, where it is media-mapped, by media query with an
///   attribute guard (`@media (prefers-color-scheme: dark) { :root:not([data-color-scheme]) … }`).
///   Dark *and* high contrast therefore has four rules, one of them
///   `@media (prefers-color-scheme: dark) and (prefers-contrast: more)`.
/// - Every condition (an attribute, or a `:not(attribute)` guard) adds the same specificity, and
///   the conditions of every rule that matches a page are a subset of those of the rule for
///   the page's exact mode, so that rule (or, where it was left out, a rule with the same
///   value) wins without depending on source order. An attribute set to the default context
///   disables the axis's media rules through the guards, so the default needs no rule.
/// - With a wide-gamut space, values holding colors are written again, in the same rules,
///   inside `@supports (color: color(<space> 0 0 0))` after the sRGB rules: a browser that
///   cannot show the space keeps the sRGB values (a second declaration of a custom property in
///   the same rule would always win, whether or not the browser understands it).
///
/// Errors (thrown, every one at once): two tokens or axes with the same CSS name, and values
/// CSS rejects (negative shadow blurs and border widths).
///
/// - Complexity: O(Σ over tokens of the combinations of their own axes × 2^(media-mapped axes
///   among them)); never the cross product of all axes.
public struct CSSExport: Sendable {
    /// The sRGB theme (hex values, and the fallback for wide-gamut values).
    public let srgb: ResolvedTheme
    /// The same theme compiled into `space`, when it is not sRGB.
    public let wide: ResolvedTheme?
    /// The space of `wide`'s colors.
    public let space: CSSColorSpace
    /// Which contexts media queries select.
    public let media: [CSSMediaMapping]

    /// Creates an export; `space` defaults to the predefined space named like `wide`'s colors.
    public init(srgb: ResolvedTheme, wide: ResolvedTheme? = nil, space: CSSColorSpace? = nil, media: [CSSMediaMapping] = CSSMediaMapping.standard) {
        self.srgb = srgb
        self.wide = wide
        self.space = space ?? .predefined(wide?.colorSpaceName ?? "srgb")
        self.media = media
    }

    /// One selector condition: an axis in a non-default context, selected by attribute or by
    /// media query (with the attribute absent).
    struct Condition: Hashable, Comparable {
        var axis: Int
        var context: Int
        var viaMedia: Bool

        static func < (a: Condition, b: Condition) -> Bool {
            if a.axis != b.axis { return a.axis < b.axis }
            if a.context != b.context { return a.context < b.context }
            return !a.viaMedia && b.viaMedia
        }
    }

    /// The conditions of one rule, ascending by axis; empty for `:root`.
    struct RuleKey: Hashable, Comparable {
        var conditions: [Condition]

        static func < (a: RuleKey, b: RuleKey) -> Bool {
            if a.conditions.count != b.conditions.count { return a.conditions.count < b.conditions.count }
            for (x, y) in zip(a.conditions, b.conditions) where x != y { return x < y }
            return false
        }
    }

    /// One declaration: the sRGB text and, for values with colors, the wide-gamut text.
    struct Declaration {
        var property: String
        var srgb: String
        var wide: String?
    }

    /// The style sheet.
    ///
    /// - Throws: every problem at once: property-name collisions (`css-name-collision`) and
    ///   values CSS rejects (`negative-value`), each naming the token and where it was written.
    public func text() throws(DiagnosticList) -> String {
        let graph = srgb.graph
        let axes = graph.axes.axes
        let names = CSSNames(graph, theme: srgb.name)
        var problems = names.problems
        let defaults = srgb.defaultContexts
        // mediaOf[axis][context]: the media condition selecting that non-default context.
        var mediaOf: [[String?]] = axes.map { [String?](repeating: nil, count: $0.contexts.count) }
        var active: [String] = []
        for m in media {
            guard let a = graph.axes.index(of: m.axis), let c = axes[a].index(of: m.context), c != defaults[a], mediaOf[a][c] == nil else { continue }
            mediaOf[a][c] = m.condition
            active.append("\(m.condition) → \(m.axis)=\(m.context)")
        }
        let wideSpace = wide == nil || space.isSRGB ? nil : space

        var blocks: [RuleKey: [Declaration]] = [:]
        let order = (0..<graph.count).sorted { graph.paths[$0] < graph.paths[$1] }
        for id in order {
            let values = srgb.variations(ofTokenAt: id)
            let wideValues = wideSpace == nil ? nil : wide?.variations(ofTokenAt: id)
            let tokenAxes = values.axes
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
                if !reported, let bad = Self.invalidPart(of: value) {
                    reported = true
                    let mode = zip(axes, contexts).map { "\($0.name)=\($0.contexts[$1].name)" }.joined(separator: ", ")
                    problems.append(
                        Diagnostic(
                            .error, .format(rule: "negative-value", detail: "\(bad) in \(mode); CSS accepts only values ≥ 0 there"),
                            token: graph.paths[id], location: graph.location(of: id), theme: srgb.name))
                }
                var wideText: String?
                if let wideSpace, let wideValues, Self.hasColor(value), case .success(let w) = wideValues.value(contexts: contexts) {
                    wideText = Self.css(w) { Self.color($0, in: wideSpace) }
                }
                texts.append(Declaration(property: names.properties[id], srgb: Self.css(value), wide: wideText))
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
        if problems.contains(where: { $0.severity == .error }) { throw DiagnosticList(problems) }

        var out = "/* Generated by tessera export --format css from \(graph.name).\n"
        out += "   Modes: set data-<axis>=\"<context>\" on <html>; without it, media queries choose where mapped\n"
        out += "   (\(active.isEmpty ? "none" : active.joined(separator: ", ")));\n"
        out += "   otherwise each axis has its default context. */\n"
        if let rule = wideSpace?.atRule { out += rule }
        let keys = blocks.keys.sorted()
        func render(_ key: RuleKey, _ declarations: [(String, String)], indent: String) -> String {
            guard !declarations.isEmpty else { return "" }
            var selector = ":root"
            var conditions: [String] = []
            for c in key.conditions {
                let attribute = names.attributes[c.axis]
                if c.viaMedia {
                    selector += ":not([\(attribute)])"
                    conditions.append(mediaOf[c.axis][c.context] ?? "")
                } else {
                    selector += "[\(attribute)=\(Self.quoted(axes[c.axis].contexts[c.context].name))]"
                }
            }
            let inner = conditions.isEmpty ? indent : indent + "  "
            var s = "\(inner)\(selector) {\n"
            for (property, value) in declarations { s += "\(inner)  \(property): \(value);\n" }
            s += "\(inner)}\n"
            return conditions.isEmpty ? s : "\(indent)@media \(conditions.joined(separator: " and ")) {\n\(s)\(indent)}\n"
        }
        for key in keys {
            out += render(key, blocks[key, default: []].map { ($0.property, $0.srgb) }, indent: "")
        }
        if let wideSpace {
            var inner = ""
            for key in keys {
                inner += render(key, blocks[key, default: []].compactMap { d in d.wide.map { (d.property, $0) } }, indent: "  ")
            }
            if !inner.isEmpty { out += "@supports \(wideSpace.supportsCondition) {\n\(inner)}\n" }
        }
        return out
    }
}
