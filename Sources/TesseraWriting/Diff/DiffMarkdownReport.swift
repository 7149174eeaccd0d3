import TesseraColorModel
import TesseraCompiler
import TesseraDiff
import TesseraModel
import TesseraReading
import TesseraTables

/// A ``DesignSystemDiff`` as GitHub-flavoured Markdown for a pull-request comment: a heading
/// and a summary table first, the contrast regressions (if any) next, then every detail in a
/// folded `<details>` section.
///
/// Colors are written as `` `#rrggbb` `` code spans, which GitHub shows with a swatch. Each
/// folded table stops after ``maxRows`` rows with a count of the rest (a comment holds at most
/// 65,536 characters; the JSON report has everything).
public struct DiffMarkdownReport: Sendable {
    /// The comparison.
    public var diff: DesignSystemDiff
    /// Rows per folded table before the rest are counted.
    public var maxRows: Int

    /// Creates a report.
    public init(diff: DesignSystemDiff, maxRows: Int = 200) {
        self.diff = diff
        self.maxRows = maxRows
    }

    /// The Markdown text.
    public func markdown() -> String {
        var out = "### tessera diff: \(Self.cell(DiffText.heading(diff)))\n\n"
        guard !diff.isEmpty else { return out + "No changes.\n" }
        let s = diff.summary
        out += "| | tokens |\n|:--|--:|\n"
        out += "| changed by definition | \(s.changedByDefinition) |\n"
        out += "| changed through an alias | \(s.changedThroughAlias) |\n"
        if s.changed > s.changedByDefinition + s.changedThroughAlias {
            out += "| changed by axes or precedence | \(s.changed - s.changedByDefinition - s.changedThroughAlias) |\n"
        }
        out += "| added | \(s.added) |\n| removed | \(s.removed) |\n| renamed (probable) | \(s.renamed) |\n"
        out += "| contrast regressions | \(s.contrastRegressions == 0 ? "0" : "**\(s.contrastRegressions)**") |\n"
        let several = diff.themes.count > 1
        let regressions = diff.themes.flatMap { t in t.regressions.map { (t.name, $0) } }
        if !regressions.isEmpty {
            out += "\n**Contrast regressions**\n\n"
            out += contrastTable(regressions, themes: several)
        }
        if !diff.axes.isEmpty || !diff.themesAdded.isEmpty || !diff.themesRemoved.isEmpty {
            var lines = diff.axes.map { "- \(Self.cell($0.description))\n" }
            lines += diff.themesAdded.map { "- theme \(Self.cell($0)) added (not compared)\n" }
            lines += diff.themesRemoved.map { "- theme \(Self.cell($0)) removed\n" }
            out += Self.folded("Axes and themes (\(lines.count))", lines.joined())
        }
        if !diff.renamed.isEmpty {
            var table = "| old | new | type |\n|:--|:--|:--|\n"
            table += rows(diff.renamed.map { "| \(Self.code($0.old.rawValue)) | \(Self.code($0.new.rawValue)) | \($0.type) |\n" })
            out += Self.folded("Renamed, probably (\(diff.renamed.count))", table)
        }
        for (title, entries) in [("Removed", diff.removed), ("Added", diff.added)] where !entries.isEmpty {
            var table = "| token | type | value |\n|:--|:--|:--|\n"
            table += rows(entries.map { "| \(Self.code($0.path.rawValue)) | \($0.type) | \(Self.code(DiffText.value($0.value)))\($0.varies ? " (default mode)" : "") |\n" })
            out += Self.folded("\(title) (\(entries.count))", table)
        }
        for theme in diff.themes where !theme.tokens.isEmpty {
            var table = "| token | modes | before | after | Δ | cause |\n|:--|:--|:--|:--|:--|:--|\n"
            var lines: [String] = []
            for token in theme.tokens {
                for (i, m) in token.changes.enumerated() {
                    let c = m.change
                    let name = i == 0 ? Self.code(token.path.rawValue) : ""
                    let cause = i == 0 ? Self.cell(DiffText.cause(token.cause)) : ""
                    var line = "| \(name) | \(Self.cell(m.selection.modeDescription)) | \(Self.code(DiffText.value(c.before))) | \(Self.code(DiffText.value(c.after))) | "
                    line += "\(c.delta.map { Self.cell(DiffText.delta($0)) } ?? "") | \(cause) |\n"
                    for f in c.fields {
                        line +=
                            "| ↳ \(Self.cell(f.field)) | | \(Self.code(DiffText.field(f.before))) | \(Self.code(DiffText.field(f.after))) | \(f.delta.map { Self.cell(DiffText.delta($0)) } ?? "") | |\n"
                    }
                    lines.append(line)
                }
            }
            table += rows(lines)
            out += Self.folded("Changed tokens\(several ? " in theme \(Self.cell(theme.name))" : "") (\(theme.tokens.count))", table)
        }
        let judgements = diff.themes.flatMap { t in t.contrast.map { (t.name, $0) } }
        if !judgements.isEmpty {
            out += Self.folded("Contrast judgements that changed (\(judgements.count))", contrastTable(judgements, themes: several))
        }
        return out
    }

    func contrastTable(_ items: [(theme: String, change: ContrastChange)], themes: Bool) -> String {
        var table = (themes ? "| theme " : "") + "| pair | mode | ratio | APCA | required | result |\n" + (themes ? "|:--" : "") + "|:--|:--|:--|:--|:--|:--|\n"
        table += rows(
            items.map { theme, c in
                (themes ? "| \(Self.cell(theme)) " : "")
                    + "| \(Self.code(DiffText.pair(c.pair))) | \(Self.cell(c.selection.modeDescription)) | \(DiffText.ratio(c.before)) → \(DiffText.ratio(c.after)) | "
                    + "\(DiffText.lc(c.before)) → \(DiffText.lc(c.after)) | \(Self.cell(DiffText.requirement(c.after))) | \(c.isRegression ? "**regression**" : DiffText.verdict(c)) |\n"
            })
        return table
    }

    /// The first ``maxRows`` rows, then a count of the rest.
    func rows(_ lines: [String]) -> String {
        guard lines.count > maxRows else { return lines.joined() }
        return lines.prefix(maxRows).joined() + "\n… and \(lines.count - maxRows) more (the JSON report lists every one).\n"
    }

    /// A `<details>` section; the blank lines let GitHub render the Markdown inside.
    static func folded(_ summary: String, _ body: String) -> String {
        "\n<details><summary>\(HTMLText.escape(summary))</summary>\n\n\(body)\n</details>\n"
    }

    /// Text safe in a table cell: pipes escaped, line breaks as spaces.
    static func cell(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "|": out += "\\|"
            case "\n", "\r": out += " "
            default: out.append(c)
            }
        }
        return out
    }

    /// A code span that survives any backticks inside, safe in a table cell.
    static func code(_ text: String) -> String {
        let fence = text.contains("`") ? "`` " : "`"
        let close = text.contains("`") ? " ``" : "`"
        return fence + cell(text) + close
    }
}
