import Tessera

extension Suite {
    /// What a renderer does with a compiled theme: override, select a mode, and what it costs in memory.
    static let theme = Suite(
        name: "theme",
        metrics: [
            Metric(key: "override_one_raw_ms", title: "overriding(_:) one raw color, ~1 % dependents", unit: .milliseconds, tolerance: .factor(3), budget: .atMost(1)),
            Metric(key: "override_dependents", title: "tokens reaching the overridden color", unit: .count, tolerance: .informational),
            Metric(key: "select_mode_us", title: "table(for:) on the 10k theme", unit: .microseconds, tolerance: .factor(3)),
            Metric(key: "bytes_per_color_value", title: "bytes per stored color value", unit: .bytes, tolerance: .exact, budget: .atMost(16)),
        ],
        measure: measureTheme
    )

    private static func measureTheme(_ bench: inout Bench) throws(ToolError) {
        let fixture = try bench.reference()
        let theme = fixture.theme
        let settings = bench.settings

        if let hub = fixture.synthetic.hub {
            bench.log("theme: override \(hub) (\(fixture.synthetic.hubDependents) dependents)")
            let layer = OverrideLayer("bench", [Override(hub, .color(TokenColor(red: 0.07, green: 0.63, blue: 0.31)))])
            do {
                _ = try theme.overriding(layer)
            } catch {
                throw ToolError("overriding \(hub) failed: \(error)")
            }
            bench.results["override_one_raw_ms"] = Stopwatch.milliseconds(repetitions: settings.repetitions(.tiny)) {
                blackHole(try? theme.overriding(layer))
            }
            bench.results["override_dependents"] = Double(fixture.synthetic.hubDependents)
        }

        let mode = theme.axes.defaultMode
        bench.results["select_mode_us"] = Stopwatch.median(repetitions: settings.repetitions(.tiny)) { blackHole(try? theme.table(for: mode)) }.nanoseconds / 1e3
        bench.results["bytes_per_color_value"] = theme.statistics.bytesPerColorValue
    }
}
