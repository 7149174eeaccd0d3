import TesseraReading
import TesseraTables

/// Contrast reports as JSON or as a text table, for `tessera contrast`.
public struct ContrastReportExport: Sendable {
    /// The reports, one per theme.
    public var reports: [ContrastReport]

    /// Wraps reports.
    public init(reports: [ContrastReport]) { self.reports = reports }

    /// `{"themes": [{"name", "results": [...], "problems": [...]}], "summary": {...}}`.
    public func json() -> JSONValue {
        .object([
            (
                "themes",
                .array(
                    reports.map { report in
                        .object([
                            ("name", .string(report.theme)),
                            ("results", .array(report.results.map(Self.json))),
                            ("problems", .array(report.problems.map { .string($0.description) })),
                        ])
                    })
            ),
            ("summary", summaryJSON),
        ])
    }

    package static func json(_ r: ContrastResult) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("foreground", .string(r.pair.foreground.rawValue)),
            ("background", .string(r.pair.background.rawValue)),
        ]
        if let over = r.pair.over { fields.append(("over", .string(over.rawValue))) }
        fields += [
            ("mode", .string(r.modeDescription)),
            ("foregroundColor", .string(r.foreground.hex)),
            ("backgroundColor", .string(r.background.hex)),
            ("ratio", .number(Self.rounded(r.ratio, 1000))),
            ("apcaLc", .number(Self.rounded(r.lightnessContrast, 100))),
        ]
        if let level = r.requiredLevel { fields.append(("level", .string(level.rawValue))) }
        if let lc = r.requiredLightnessContrast { fields.append(("apcaMinimum", .number(lc))) }
        fields.append(("outOfGamut", .bool(r.outOfGamut)))
        fields.append(("pass", .bool(r.passes)))
        if let location = r.pair.location { fields.append(("location", .string(location.description))) }
        return .object(fields)
    }

    package var summaryJSON: JSONValue {
        let s = summary
        return .object([
            ("pairs", .number(Double(s.pairs))), ("checks", .number(Double(s.checks))), ("failed", .number(Double(s.failed))),
            ("problems", .number(Double(s.problems))),
        ])
    }

    /// Counts over every report.
    public var summary: (pairs: Int, checks: Int, failed: Int, problems: Int) {
        let pairs = reports.reduce(0) { $0 + Set($1.results.map(\.pair)).count }
        return (
            pairs, reports.reduce(0) { $0 + $1.results.count }, reports.reduce(0) { $0 + $1.failures.count },
            reports.reduce(0) { $0 + $1.problems.count }
        )
    }

    /// One line per result: theme, pair, mode, ratio, Lc, requirement and verdict, aligned.
    public func table() -> String {
        var rows: [[String]] = [["theme", "foreground", "background", "mode", "ratio", "Lc", "required", "result"]]
        for report in reports {
            for r in report.results {
                var required: [String] = []
                if let level = r.requiredLevel { required.append(level.rawValue) }
                if let lc = r.requiredLightnessContrast { required.append("Lc \(ContrastFormat.fixed(lc, digits: 0))") }
                rows.append([
                    report.theme, r.pair.foreground.rawValue, r.pair.background.rawValue, r.modeDescription.isEmpty ? "(all)" : r.modeDescription,
                    ContrastFormat.fixed(r.ratio, digits: 2, truncating: true) + ":1", ContrastFormat.fixed(r.lightnessContrast, digits: 1, truncating: true),
                    required.joined(separator: " "),
                    r.passes ? (r.outOfGamut ? "pass (clipped)" : "pass") : "FAIL",
                ])
            }
        }
        var widths = [Int](repeating: 0, count: rows[0].count)
        for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
        var out = ""
        for row in rows {
            var line = ""
            for (i, cell) in row.enumerated() {
                line += cell
                if i < row.count - 1 { line += String(repeating: " ", count: widths[i] - cell.count + 2) }
            }
            out += line + "\n"
        }
        return out
    }

    package static func rounded(_ x: Double, _ scale: Double) -> Double { (x * scale).rounded() / scale }
}
