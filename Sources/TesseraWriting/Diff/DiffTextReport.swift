import TesseraColorModel
import TesseraCompiler
import TesseraDiff
import TesseraModel
import TesseraReading
import TesseraTables

/// A ``DesignSystemDiff`` for a terminal: a heading and summary, then renames, removals,
/// additions, changed tokens with their modes and values, and contrast judgements.
///
/// Nothing at all when the two versions do not differ, as `diff` prints nothing.
public struct DiffTextReport: Sendable {
    /// The comparison.
    public var diff: DesignSystemDiff
    /// Whether to color with ANSI escapes (green additions, red removals and regressions).
    public var colors: Bool

    /// Creates a report.
    public init(diff: DesignSystemDiff, colors: Bool = false) {
        self.diff = diff
        self.colors = colors
    }

    private func paint(_ code: String, _ text: String) -> String { colors ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
    private func bold(_ text: String) -> String { paint("1", text) }

    /// The report.
    public func text() -> String {
        guard !diff.isEmpty else { return "" }
        var out = bold("tessera diff: " + DiffText.heading(diff)) + "\n" + DiffText.summary(diff) + "\n"
        if !diff.axes.isEmpty || !diff.themesAdded.isEmpty || !diff.themesRemoved.isEmpty {
            out += "\n" + bold("axes and themes") + "\n"
            for change in diff.axes { out += "  \(change)\n" }
            for name in diff.themesAdded { out += "  theme \(name) added (not compared)\n" }
            for name in diff.themesRemoved { out += "  theme \(name) removed\n" }
        }
        if !diff.renamed.isEmpty {
            out += "\n" + bold("renamed (probably: equal values in every mode)") + "\n"
            for r in diff.renamed { out += "  " + paint("36", "→ \(r.old) → \(r.new)") + "  \(r.type)\n" }
        }
        if !diff.removed.isEmpty {
            out += "\n" + bold("removed") + "\n"
            for e in diff.removed { out += "  " + paint("31", "- \(e.path)") + "  \(e.type)  \(DiffText.value(e.value))\(e.varies ? " (default mode)" : "")\n" }
        }
        if !diff.added.isEmpty {
            out += "\n" + bold("added") + "\n"
            for e in diff.added { out += "  " + paint("32", "+ \(e.path)") + "  \(e.type)  \(DiffText.value(e.value))\(e.varies ? " (default mode)" : "")\n" }
        }
        let several = diff.themes.count > 1
        for theme in diff.themes {
            if !theme.tokens.isEmpty {
                out += "\n" + bold("changed" + (several ? " in theme \(theme.name)" : "")) + "\n"
                for token in theme.tokens { out += tokenText(token) }
            }
            if !theme.contrast.isEmpty {
                out += "\n" + bold("contrast" + (several ? " in theme \(theme.name)" : "")) + "\n"
                for c in theme.contrast { out += contrastText(c) }
            }
        }
        return out
    }

    func tokenText(_ token: TokenDiff) -> String {
        var out = "  " + paint("33", "~ \(token.path)") + "  (\(DiffText.cause(token.cause)))\n"
        for m in token.changes {
            let c = m.change
            var line = "      \(m.selection.modeDescription): \(DiffText.value(c.before)) → \(DiffText.value(c.after))"
            if let d = c.delta { line += "  \(DiffText.delta(d))" }
            out += line + "\n"
            for f in c.fields {
                var fieldLine = "        \(f.field): \(DiffText.field(f.before)) → \(DiffText.field(f.after))"
                if let d = f.delta { fieldLine += "  \(DiffText.delta(d))" }
                out += fieldLine + "\n"
            }
        }
        return out
    }

    func contrastText(_ c: ContrastChange) -> String {
        let verdict = DiffText.verdict(c)
        let mark = c.isRegression ? paint("1;31", "✗ \(verdict)") : c.isImprovement ? paint("32", "✓ \(verdict)") : "  \(verdict)"
        let required = DiffText.requirement(c.after)
        return "  \(mark)  \(DiffText.pair(c.pair))  \(c.selection.modeDescription): \(DiffText.ratio(c.before)) → \(DiffText.ratio(c.after))"
            + (required.isEmpty ? "" : " (\(required))") + ", \(DiffText.lc(c.before)) → \(DiffText.lc(c.after))\n"
    }
}
