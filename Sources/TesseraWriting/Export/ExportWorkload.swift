import TesseraColorModel
import TesseraCompiler
import TesseraModel

/// Synthetic design systems with many axes and contexts, for timing the cascading exports.
///
/// tokenbench's `export_css_24x60_ms` metric is
/// `try ExportWorkload.measure(ExportWorkload.axes(tokens: 60, modifiers: 24, contexts: 60)).css`.
public enum ExportWorkload {
    /// `tokens` colors over `modifiers` axes of `contexts` contexts each (default `c0`).
    ///
    /// Axis `m` changes the plain token `m` (modulo their count) in every non-default context,
    /// so each token depends on at most `modifiers / plain tokens` axes (rounded up); the last
    /// tenth of the tokens alias earlier ones and inherit their axes. The full cross product
    /// (`contexts^modifiers` modes) is astronomically large; what varies is about
    /// `modifiers × contexts` values.
    public static func axes(tokens: Int = 60, modifiers: Int = 24, contexts: Int = 60) -> DesignSystem {
        let axes = (0..<modifiers).map { m in ModeAxis("m\(m)", contexts: (0..<max(contexts, 1)).map { ModeAxis.Context("c\($0)") }, defaultContext: "c0") }
        var system = DesignSystem(name: "axes \(modifiers)x\(contexts)", axes: axes)
        let plain = max(1, tokens - tokens / 10)
        // Base values have blue 0 and overrides blue 1, so every override changes its token.
        func base(_ i: Int) -> TokenExpression { .color(TokenColor(red: Float(i) / Float(plain), green: 0, blue: 0)) }
        func override(_ m: Int, _ c: Int) -> TokenExpression {
            .color(TokenColor(red: Float(m + 1) / Float(modifiers + 1), green: Float(c) / Float(max(contexts, 1)), blue: 1))
        }
        for i in 0..<plain {
            var definitions: [(ContextCondition, TokenExpression)] = [(.always, base(i))]
            for m in 0..<modifiers where m % plain == i {
                for c in 1..<max(contexts, 1) { definitions.append((ContextCondition(["m\(m)": "c\(c)"]), override(m, c))) }
            }
            system.declare(TokenPath("t.\(i)"), type: .color, tier: .raw, varying: definitions)
        }
        for i in plain..<max(tokens, plain) {
            system.declare(TokenPath("a.\(i)"), type: .color, tier: .semantic, .alias(TokenPath("t.\(i * 7 % plain)")))
        }
        return system
    }

    /// Compiles `system` (sRGB, base theme) and returns the best of `repetitions` timings, in
    /// milliseconds, of the CSS export and of the DTCG resolver-document export.
    public static func measure(_ system: DesignSystem, repetitions: Int = 3) throws(DiagnosticList) -> (css: Double, dtcg: Double) {
        let theme = try TokenGraph(system).compileBase()
        func milliseconds(_ d: Duration) -> Double { Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) * 1e-15 }
        var css = Double.infinity
        var dtcg = Double.infinity
        let clock = ContinuousClock()
        for _ in 0..<max(repetitions, 1) {
            var start = clock.now
            let text = try CSSExport(srgb: theme).text()
            css = min(css, milliseconds(clock.now - start))
            start = clock.now
            let document = DTCGExport.resolverDocument(theme)
            dtcg = min(dtcg, milliseconds(clock.now - start))
            // Keep both results alive until timed.
            if text.isEmpty, case .null = document { css = .nan }
        }
        return (css, dtcg)
    }
}
