import Tessera
import TesseraFormats
import Testing

@Suite("Export cost follows what varies")
struct ExportWorkloadTests {
    @Test("24 axes × 60 contexts: one rule per changed token and context, a few seconds at most")
    func axes24x60() throws {
        let system = ExportWorkload.axes(tokens: 60, modifiers: 24, contexts: 60)
        let theme = try TokenGraph(system).compiledBase()
        // Each axis changes one plain token in each of its 59 other contexts.
        let css = try CSSExport(srgb: theme).text()
        #expect(css.components(separatedBy: ":root[data-m").count - 1 == 24 * 59)
        #expect(css.components(separatedBy: "\n  --t-").count - 1 == 54 + 24 * 59)
        let timing = try ExportWorkload.measure(system, repetitions: 1)
        // The cross-product version took minutes on this input; linear takes milliseconds.
        #expect(timing.css < 10_000 && timing.dtcg < 10_000, "\(timing)")
        // Doubling the contexts doubles the work, give or take noise (not ×4 or ×8).
        let half = try ExportWorkload.measure(ExportWorkload.axes(tokens: 60, modifiers: 24, contexts: 30), repetitions: 3)
        let full = try ExportWorkload.measure(system, repetitions: 3)
        #expect(full.css / half.css < 3.5, "30 contexts: \(half), 60: \(full)")
    }
}
