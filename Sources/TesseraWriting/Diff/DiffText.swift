import TesseraColorModel
import TesseraCompiler
import TesseraDiff
import TesseraModel
import TesseraReading
import TesseraTables

/// How every diff writer spells values, distances, causes and contrast judgements, so text,
/// Markdown and HTML say the same thing.
enum DiffText {
    /// A value as CSS text (colors as sRGB hex), or why there is none.
    static func value(_ v: DiffValue) -> String {
        switch v {
        case .value(let value): value.cssText()
        case .forbidden: "forbidden"
        case .absent: "no value"
        }
    }

    /// A field's value, or `none` for a layer or stop that is not there.
    static func field(_ v: ResolvedValue?) -> String { v.map { $0.cssText() } ?? "none" }

    /// `ΔE 4.21`, `ΔE 0.00, alpha −0.2`, `+2px`, `-0.5`, `+50ms`.
    static func delta(_ d: ValueDelta) -> String {
        switch d {
        case .color(let deltaE, let alpha):
            let e = "ΔE \(ContrastFormat.fixed(deltaE, digits: 2))"
            return alpha == 0 ? e : "\(e), alpha \(signed(alpha))"
        case .dimension(let x): return signed(x.value) + x.unit.name
        case .number(let x): return signed(x)
        case .duration(let x): return signed(x.value) + x.unit.name
        }
    }

    /// `+2`, `-0.5`, `0`, to four decimals.
    static func signed(_ x: Double) -> String {
        let text = CSSText.number(x)
        return x > 0 ? "+" + text : text
    }

    /// `definition`, `via color.brand.500`, `context`.
    static func cause(_ c: TokenDiff.Cause) -> String {
        switch c {
        case .definition: "definition"
        case .alias(let sources): "via " + sources.map(\.rawValue).joined(separator: ", ")
        case .context: "axes or precedence"
        }
    }

    /// `text.primary on bg.canvas` (with `over …` when declared).
    static func pair(_ p: ContrastPair) -> String {
        "\(p.foreground) on \(p.background)" + (p.over.map { " over \($0)" } ?? "")
    }

    /// `4.62:1`, truncated as the contrast report prints it.
    static func ratio(_ r: ContrastResult?) -> String {
        r.map { ContrastFormat.fixed($0.ratio, digits: 2, truncating: true) + ":1" } ?? "n/a"
    }

    /// `Lc -62.1`, truncated.
    static func lc(_ r: ContrastResult?) -> String {
        r.map { "Lc " + ContrastFormat.fixed($0.lightnessContrast, digits: 1, truncating: true) } ?? "Lc n/a"
    }

    /// What a pair must reach after: `AA`, `AA Lc 60`, or empty.
    static func requirement(_ r: ContrastResult?) -> String {
        guard let r else { return "" }
        return [r.requiredLevel?.rawValue, r.requiredLightnessContrast.map { "Lc \(ContrastFormat.fixed($0, digits: 0))" }].compactMap { $0 }.joined(separator: " ")
    }

    /// `regression`, `now passes`, `fails`, `passes`.
    static func verdict(_ c: ContrastChange) -> String {
        if c.isRegression { return "regression" }
        if c.isImprovement { return "now passes" }
        guard let after = c.after else { return "cannot be judged" }
        return after.passes ? "passes" : "fails"
    }

    /// `41 tokens changed (1 by definition, 40 through aliases), 1 added, …`.
    static func summary(_ diff: DesignSystemDiff) -> String {
        let s = diff.summary
        var parts = ["\(s.changed) changed (\(s.changedByDefinition) by definition, \(s.changedThroughAlias) through aliases)"]
        parts.append("\(s.added) added")
        parts.append("\(s.removed) removed")
        parts.append("\(s.renamed) renamed")
        var line = parts.joined(separator: ", ")
        line +=
            "; contrast: \(s.contrastChanges) judgement\(s.contrastChanges == 1 ? "" : "s") changed, \(s.contrastRegressions) regression\(s.contrastRegressions == 1 ? "" : "s")"
        return line
    }

    /// `lumen → lumen, theme lumen, 24 modes compared`.
    static func heading(_ diff: DesignSystemDiff) -> String {
        let names = diff.oldName == diff.newName ? diff.newName : "\(diff.oldName) → \(diff.newName)"
        let themes = diff.themes.map(\.name)
        let modes = diff.themes.first?.modesCompared ?? 0
        let themeText = themes.isEmpty ? "no theme in common" : "theme\(themes.count == 1 ? "" : "s") \(themes.joined(separator: ", "))"
        return "\(names), \(themeText), \(modes) mode\(modes == 1 ? "" : "s") compared"
    }
}
