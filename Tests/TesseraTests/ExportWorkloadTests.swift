import Tessera
import TesseraFormats
import Testing

@Suite("Export cost follows what varies")
struct ExportWorkloadTests {
    @Test("24 axes × 60 contexts: one rule per changed token and context")
    func axes24x60() throws {
        let system = ExportWorkload.axes(tokens: 60, modifiers: 24, contexts: 60)
        let theme = try TokenGraph(system).compileBase()
        // Each axis changes one plain token in each of its 59 other contexts.
        let css = try CSSExport(srgb: theme).text()
        #expect(css.components(separatedBy: ":root[data-m").count - 1 == 24 * 59)
        #expect(css.components(separatedBy: "\n  --t-").count - 1 == 54 + 24 * 59)
        // Doubling the contexts doubles the rules, not ×4: the output grows with what varies.
        let half = try CSSExport(srgb: TokenGraph(ExportWorkload.axes(tokens: 60, modifiers: 24, contexts: 30)).compileBase()).text()
        #expect(half.components(separatedBy: ":root[data-m").count - 1 == 24 * 29)
        // Time is measured by tokenbench (suite files, export_axes metrics), never asserted here.
    }
}
