import Foundation
import Tessera
import TesseraFormats
import TesseraSample
import TesseraTestSupport
import Testing

@Suite("The sample as DTCG source files")
struct SampleFilesTests {
    @Test("Writing the sample as DTCG source files and reading them back gives the same themes in every mode")
    func roundTrip() throws {
        let design = SampleDesignSystem.designSystem
        let dir = URL(fileURLWithPath: try Scratch.folder())
        for file in DTCGSourceExport(system: design).files(name: "lumen") {
            let url = dir.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileIO.writeAtomically(Array(JSONWriter().string(file.json).utf8), to: url.path)
        }
        let read = DesignSystemFiles.load([dir.appendingPathComponent("lumen.resolver.json").path])
        let (loaded, problems) = (read.design, read.diagnostics)
        #expect(design.tokens.count >= 400)
        #expect(problems.isEmpty, "\(problems.prefix(5))")
        #expect(loaded.themes.map(\.name) == design.themes.map(\.name))
        #expect(loaded.axes == design.axes)
        let original = TokenGraph(design)
        let reread = TokenGraph(loaded)
        #expect(reread.count == original.count)
        for theme in design.themes {
            let a = try original.compile(theme)
            let b = try reread.compile(loaded.theme(named: theme.name)!)
            let sa = TestSupport.snapshot(a)
            let sb = TestSupport.snapshot(b)
            #expect(sa.count == sb.count)
            let differing = sa.keys.filter { sa[$0] != sb[$0] }.sorted()
            #expect(differing.isEmpty, "\(theme.name): \(differing.prefix(5).map { "\($0): \(sa[$0]!) vs \(sb[$0] ?? "missing")" })")
        }
        // Tiers, closed and abstract tokens survive.
        for id in 0..<original.count {
            let p = original.paths[id]
            let j = try #require(reread.id(of: p))
            #expect(reread.tier(of: j) == original.tier(of: id) && reread.isClosed(j) == original.isClosed(id) && reread.isAbstract(j) == original.isAbstract(id), "\(p)")
        }
    }
}

@Suite("The bundled sample files")
struct BundledSampleTests {
    @Test("The bundled files and the Examples copy are identical")
    func examplesCopy() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Examples/lumen").standardized.path
        let files = try FileManager.default.subpathsOfDirectory(atPath: SampleDesignSystem.directory).filter { $0.hasSuffix(".json") }.sorted()
        #expect(files.count == 9)
        for file in files {
            #expect(try FileIO.read(SampleDesignSystem.directory + "/" + file) == FileIO.read(examples + "/" + file), "\(file)")
        }
    }
}
