import Tessera
import TesseraFormats
import TesseraSample
import Testing

@Suite("The sample's contrast")
struct SampleContrastTests {
    @Test("The sample declares text, icon and border pairs, and every one passes in every mode of both themes, high contrast one level up")
    func samplePasses() throws {
        let graph = TokenGraph(SampleDesignSystem.designSystem)
        let (pairs, problems) = ContrastPairReader.pairs(in: graph)
        #expect(problems.isEmpty)
        for prefix in ["color.text.", "color.icon.", "color.border."] {
            #expect(pairs.contains { $0.foreground.rawValue.hasPrefix(prefix) }, "no \(prefix) pair")
        }
        // A composed pair: text over the translucent hover overlay on the default surface.
        #expect(pairs.contains { $0.over != nil })
        #expect(pairs.count == 20)
        for theme in graph.themes {
            let compiled = try graph.compile(theme)
            let report = compiled.checkContrast(pairs, options: ContrastOptions(raiseInHighContrast: true))
            #expect(report.problems.isEmpty, "\(report.problems)")
            #expect(report.failures.isEmpty, "\(report.diagnostics.prefix(3))")
            #expect(report.results.count == 140)
            // Judged in at most the 8 combinations of colorScheme × contrast × elevation, never sizeClass.
            #expect(report.results.allSatisfy { !$0.modeDescription.contains("sizeClass") })
        }
    }
}
