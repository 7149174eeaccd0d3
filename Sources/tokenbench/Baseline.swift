/// A saved run and the comparison of a new run against it.
struct Baseline {
    /// One compared metric.
    struct Row {
        var metric: Metric
        var baseline: Double
        var current: Double
        var regressed: Bool
    }

    var saved: FlatJSON

    /// Reads a baseline written by `--save-baseline`.
    init(path: String) throws(ToolError) {
        guard let text = TextFile.read(path) else { throw ToolError("cannot read baseline \(path)") }
        saved = try FlatJSON(parsing: text)
    }

    /// Every metric present in both runs, with whether it regressed beyond its tolerance.
    func compare(_ results: Results, metrics: [Metric]) -> [Row] {
        metrics.compactMap { m in
            guard let b = saved.numbers[m.key], let c = results[m.key] else { return nil }
            return Row(metric: m, baseline: b, current: c, regressed: m.regresses(c, from: b))
        }
    }

    /// Differences between the runs that make the comparison less meaningful.
    func caveats(_ results: Results) -> [String] {
        var out: [String] = []
        for (key, value) in results.info where ["run", "build_configuration", "cpu_model", "seed"].contains(key) {
            let saved = self.saved.strings[key]
            if let saved, saved != value { out.append("note: baseline \(key) is \(saved), this run's is \(value)") }
        }
        return out
    }

    /// The comparison as an aligned table.
    static func table(_ rows: [Row]) -> String {
        var cells: [[String]] = [["metric", "baseline", "now", "now ÷ baseline", "fails at", ""]]
        for r in rows {
            let change = r.baseline == 0 ? (r.current == 0 ? "=" : "new") : "\(Report.fixed(r.current / r.baseline, decimals: 2))×"
            let limit: String
            switch r.metric.tolerance {
            case .informational: limit = "never"
            case .exact: limit = r.metric.direction == .lowerIsBetter ? "any increase" : "any decrease"
            case .factor(let f): limit = r.metric.direction == .lowerIsBetter ? "> \(Report.format(f))×" : "< 1/\(Report.format(f))×"
            }
            let unit = r.metric.unit
            cells.append([r.metric.key, Report.format(r.baseline, unit), Report.format(r.current, unit), change, limit, r.regressed ? "REGRESSED" : "ok"])
        }
        return Report.align(cells)
    }
}
