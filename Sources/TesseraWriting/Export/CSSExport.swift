import TesseraColorModel
import TesseraModel
import TesseraTables

/// Writes a resolved theme as CSS custom properties that behave in every mode a page can ask for.
///
/// How a browser picks each axis's context, on the root element (`<html>`):
/// 1. the attribute `data-<axis>` (`data-color-scheme="dark"`), whatever the user's settings;
/// 2. without the attribute, a media query mapped to a context: explicit ``CSSMediaMapping``s,
///    and for every other axis the mappings its context names imply
///    (``CSSMediaMapping/automatic(for:)``: `dark` → `prefers-color-scheme: dark`, `dark-hc` →
///    `prefers-color-scheme: dark` and `prefers-contrast: more`, whatever the axis is called);
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
    /// The CSS name of `wide`'s colors; `nil` when CSS cannot name them (then only sRGB is written).
    public let space: ColorTarget.CSSName?
    /// Which contexts media queries select, explicitly; each replaces the automatic mapping of
    /// its context.
    public let media: [CSSMediaMapping]
    /// Whether contexts no explicit mapping names get ``CSSMediaMapping/automatic(for:)``
    /// mappings from their names (`dark`, `light-hc`…), whatever their axis is called.
    public let automaticMedia: Bool

    /// Creates an export; `space` defaults to the CSS name of `wide`'s `ColorTarget`.
    public init(
        srgb: ResolvedTheme, wide: ResolvedTheme? = nil, space: ColorTarget.CSSName? = nil, media: [CSSMediaMapping] = [], automaticMedia: Bool = true
    ) {
        self.srgb = srgb
        self.wide = wide
        self.space = space ?? wide?.colorTarget.css
        self.media = media
        self.automaticMedia = automaticMedia
    }

    /// The style sheet.
    ///
    /// - Throws: every problem at once: property-name collisions (`css-name-collision`) and
    ///   values CSS rejects (`negative-value`), each naming the token and where it was written.
    public func text() throws(DiagnosticList) -> String {
        let catalog = srgb.catalog
        let axes = catalog.axes.axes
        let names = CSSNames(srgb)
        var problems = names.problems
        let defaults = srgb.defaultContexts.map(\.position)
        // mediaOf[axis][context]: the media condition selecting that non-default context.
        var mediaOf: [[String?]] = axes.map { [String?](repeating: nil, count: $0.contexts.count) }
        var active: [String] = []
        for m in automaticMedia ? CSSMediaMapping.combined(media, axes: axes) : media {
            guard let a = catalog.axes.position(of: m.axis), let c = axes[a].position(of: m.context), c != defaults[a], mediaOf[a][c] == nil else { continue }
            mediaOf[a][c] = m.condition
            active.append("\(m.condition) → \(m.axis)=\(m.context)")
        }
        let wideSpace = wide == nil || space?.isSRGB != false ? nil : space

        let rules = CSSRuleSet(srgb: srgb, wide: wideSpace == nil ? nil : wide, wideSpace: wideSpace, names: names, mediaOf: mediaOf)
        problems += rules.problems
        let blocks = rules.blocks
        if problems.contains(where: { $0.severity == .error }) { throw DiagnosticList(problems) }

        // Names come from files: "*/" inside one must not end the comment.
        func comment(_ s: String) -> String { s.replacing("*/", with: "* /") }
        var out = "/* Generated by tessera export --format css from \(comment(catalog.name)).\n"
        out += "   Each axis takes its context from data-<axis>=\"<context>\" on <html>; without the attribute,\n"
        out += "   from a media query where one is mapped: \(active.isEmpty ? "none" : comment(active.joined(separator: ", ")));\n"
        out += "   otherwise from its default context. */\n"
        if let rule = wideSpace?.atRule { out += rule }
        let keys = blocks.keys.sorted()
        func render(_ key: CSSRuleSet.RuleKey, _ declarations: [(String, String)], indent: String) -> String {
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
