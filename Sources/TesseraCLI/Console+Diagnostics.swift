import Tessera
import TesseraFormats

extension Console {
    /// Prints `diagnostics` (see ``report(_:perRule:)``), then one error summing up the tokens
    /// left out of the output (``LeftOutReport``), and returns how many errors that makes.
    ///
    /// Every command that produces output goes through here and then writes what resolved:
    /// one bad token blocks nothing, and the exit code (1) says something was left out.
    ///
    /// `read` is what the files gave: its rejected tokens count as left out, and it presents the
    /// diagnostics (references into token modules it cannot read are one error).
    @discardableResult
    func reportAndSummarize(_ diagnostics: [Diagnostic], perRule: Int, read: DesignSystemFiles.Loaded) -> Int {
        var all = read.presenting(diagnostics)
        if let summary = LeftOutReport(diagnostics: diagnostics, rejected: read.design.rejectedTokens).diagnostic() { all.append(summary) }
        report(all, perRule: perRule)
        return all.filter { $0.severity == .error }.count
    }

    /// Prints diagnostics compiler-style, at most `perRule` of each rule (0: all); the rest of a
    /// rule are one count line, `… and 206 more [non-dtcg-type]`, after the last one printed.
    ///
    /// Every command prints through here, so a file with hundreds of one deviation stays
    /// readable everywhere.
    func report(_ diagnostics: [Diagnostic], perRule: Int) {
        for line in Self.reportLines(diagnostics, perRule: perRule) { err(line) }
    }

    /// The lines ``report(_:perRule:)`` prints.
    static func reportLines(_ diagnostics: [Diagnostic], perRule: Int) -> [String] {
        guard perRule > 0 else { return diagnostics.map(\.description) }
        var printed: [DiagnosticRule: Int] = [:]
        var hidden: [DiagnosticRule: Int] = [:]
        var lastShown: [DiagnosticRule: Int] = [:]
        var lines: [String] = []
        for d in diagnostics {
            if printed[d.rule, default: 0] < perRule {
                printed[d.rule, default: 0] += 1
                lines.append(d.description)
                lastShown[d.rule] = lines.count - 1
            } else {
                hidden[d.rule, default: 0] += 1
            }
        }
        // Count lines go after each rule's last printed line, latest first so indices hold.
        for (rule, index) in lastShown.sorted(by: { $0.value > $1.value }) {
            guard let n = hidden[rule] else { continue }
            lines.insert("… and \(n) more [\(rule.rawValue)]", at: index + 1)
        }
        return lines
    }
}
