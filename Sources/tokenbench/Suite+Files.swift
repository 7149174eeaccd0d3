import Foundation
import Tessera
import TesseraColor
import TesseraFormats

extension Suite {
    /// The way a user comes in: token files on disk → parse → load → graph → compile → one mode
    /// table, through the same library calls `tessera validate` makes, on the shapes users bring.
    static let files = Suite(
        name: "files",
        metrics: [
            Metric(key: "file_10k_ms", title: "file → table, 10k tokens, pretty", unit: .milliseconds, tolerance: .factor(3)),
            Metric(key: "file_100k_ms", title: "file → table, 100k tokens, pretty", unit: .milliseconds, tolerance: .factor(3)),
            Metric(key: "file_100k_min_ms", title: "file → table, the same 100k tokens minified", unit: .milliseconds, tolerance: .factor(3)),
            Metric(key: "file_1m_ms", title: "file → table, 1M tokens, pretty", unit: .milliseconds, tolerance: .factor(3), budget: .atMost(2_000)),
            Metric(key: "file_wide_100k_ms", title: "file → table, 100k tokens in one group", unit: .milliseconds, tolerance: .factor(3)),
            Metric(key: "file_refs100_30k_ms", title: "file → table, refs100 (300 chains of 100), minified", unit: .milliseconds, tolerance: .factor(3), budget: .atMost(150)),
            Metric(key: "file_chain_200k_ms", title: "file → table, one 200k untyped alias chain", unit: .milliseconds, tolerance: .factor(3), budget: .atMost(2_000)),
            Metric(key: "file_cycle_1m_ms", title: "file → diagnostics, one 1M-member untyped cycle", unit: .milliseconds, tolerance: .factor(3), budget: .atMost(2_000)),
            Metric(key: "file_peak_rss_1m_mib", title: "peak RSS growth while loading the 1M file (MiB)", unit: .count, tolerance: .factor(1.5), budget: .atMost(1_024)),
            Metric(key: "json_floor_100k_ms", title: "floor: JSONSerialization parse of the 100k file", unit: .milliseconds, tolerance: .informational),
            Metric(key: "file_100k_over_floor", title: "file → table 100k ÷ JSON floor", unit: .ratio, tolerance: .factor(3), budget: .atMost(3)),
            Metric(key: "file_1m_over_100k", title: "file 1M ÷ file 100k (linear: 10)", unit: .ratio, tolerance: .factor(2), budget: .atMost(12)),
            Metric(key: "file_min_over_pretty", title: "100k minified ÷ pretty", unit: .ratio, tolerance: .factor(2), budget: .atMost(1.5)),
            Metric(key: "file_wide_over_tiered", title: "100k in one group ÷ 100k in three groups", unit: .ratio, tolerance: .factor(2), budget: .atMost(1.5)),
            Metric(key: "export_axes_30_ms", title: "CSS export, 24 axes × 30 contexts", unit: .milliseconds, tolerance: .factor(3)),
            Metric(key: "export_axes_60_ms", title: "CSS export, 24 axes × 60 contexts", unit: .milliseconds, tolerance: .factor(3)),
            Metric(key: "export_axes_60_over_30", title: "CSS export, 60 contexts ÷ 30 (linear: 2)", unit: .ratio, tolerance: .factor(2), budget: .atMost(3)),
        ],
        measure: measureFiles
    )

    private static func measureFiles(_ bench: inout Bench) throws(ToolError) {
        let directory = try FilePipeline.temporaryDirectory()
        defer { FilePipeline.remove(directory) }
        let settings = bench.settings
        let converter = try FilePipeline.srgb()
        func time(_ name: String, _ shape: TokenFileShape, minified: Bool = false, repetitions: Int, expectErrors: Bool = false) throws(ToolError) -> Double {
            let path = "\(directory)/\(name).tokens.json"
            try TextFile.writeAtomically(shape.text(minified: minified), to: path)
            defer { unlink(path) }
            bench.log("files: \(name)")
            let errors = FilePipeline.run(path, converter: converter).errors
            if errors > 0, !expectErrors { throw ToolError("\(name): the generated file has \(errors) errors") }
            return Stopwatch.milliseconds(warmup: repetitions > 1 ? 1 : 0, repetitions: repetitions) { FilePipeline.run(path, converter: converter) }
        }
        let r = results(settings)
        bench.results["file_10k_ms"] = try time("tiered-10k", .tiered(tokens: 10_000), repetitions: r.small)
        // Timed again below, in turns with the 1M file, for the ratio of the two.
        let prettyAlone = try time("tiered-100k", .tiered(tokens: 100_000), repetitions: r.large)
        let minified = try time("tiered-100k-min", .tiered(tokens: 100_000), minified: true, repetitions: r.large)
        bench.results["file_100k_min_ms"] = minified
        let wide = try time("wide-100k", .wide(tokens: 100_000), repetitions: r.large)
        bench.results["file_wide_100k_ms"] = wide
        bench.results["file_min_over_pretty"] = minified / prettyAlone
        bench.results["file_wide_over_tiered"] = wide / prettyAlone
        bench.results["file_refs100_30k_ms"] = try time("refs100", .refs(chains: 300, depth: 100), minified: true, repetitions: r.small)
        bench.results["file_chain_200k_ms"] = try time("chain-200k", .untypedChain(tokens: 200_000), repetitions: r.huge)
        bench.results["file_cycle_1m_ms"] = try time("cycle-1m", .untypedCycle(tokens: 1_000_000), repetitions: r.huge, expectErrors: true)

        // The floor: Foundation parsing the same 100k bytes, nothing else.
        let floorPath = "\(directory)/floor.tokens.json"
        try TextFile.writeAtomically(TokenFileShape.tiered(tokens: 100_000).text(minified: false), to: floorPath)
        defer { unlink(floorPath) }
        let floor = Stopwatch.milliseconds(repetitions: r.large) {
            FileManager.default.contents(atPath: floorPath).flatMap { try? JSONSerialization.jsonObject(with: $0) }
        }
        bench.results["json_floor_100k_ms"] = floor

        // 1M tokens: timed in turns with the 100k file (two of those per round), then read once
        // more for peak RSS.
        let millionPath = "\(directory)/tiered-1m.tokens.json"
        try TextFile.writeAtomically(TokenFileShape.tiered(tokens: 1_000_000).text(minified: false), to: millionPath)
        defer { unlink(millionPath) }
        let hundredPath = floorPath
        bench.log("files: tiered-1m, in turns with tiered-100k")
        let turns = Stopwatch.interleavedMilliseconds(
            rounds: r.huge,
            [
                (repetitions: 2, body: { FilePipeline.run(hundredPath, converter: converter) }),
                (repetitions: 1, body: { FilePipeline.run(millionPath, converter: converter) }),
            ])
        let (pretty, million) = (turns[0], turns[1])
        bench.results["file_100k_ms"] = pretty
        bench.results["file_1m_ms"] = million
        let before = FilePipeline.resetPeakResidentBytes()
        blackHole(FilePipeline.run(millionPath, converter: converter))
        bench.results["file_peak_rss_1m_mib"] = Double(FilePipeline.peakResidentBytes() - before) / Double(1 << 20)

        // Export grows with what varies: twice the contexts, twice the rules (not the cross product).
        bench.log("files: export axes")
        let exportRepetitions = settings.quick ? 3 : 5
        let axes30: (css: Double, dtcg: Double)
        let axes60: (css: Double, dtcg: Double)
        do throws(DiagnosticList) {
            axes30 = try ExportWorkload.measure(ExportWorkload.axes(tokens: 60, modifiers: 24, contexts: 30), repetitions: exportRepetitions)
            axes60 = try ExportWorkload.measure(ExportWorkload.axes(tokens: 60, modifiers: 24, contexts: 60), repetitions: exportRepetitions)
        } catch {
            throw ToolError("export workload: \(error)")
        }
        bench.results["export_axes_30_ms"] = axes30.css
        bench.results["export_axes_60_ms"] = axes60.css
        bench.results["export_axes_60_over_30"] = axes60.css / axes30.css

        bench.results["file_100k_over_floor"] = pretty / floor
        bench.results["file_1m_over_100k"] = million / pretty
    }

    /// Repetitions of the small, large and huge files. Even a quick run times the huge ones
    /// three times: one run of the 1M file moved by a tenth with the machine's load, which
    /// the 1M ÷ 100k ratio and the 2 s budget are read from.
    private static func results(_ settings: Bench.Settings) -> (small: Int, large: Int, huge: Int) {
        settings.quick ? (5, 3, 3) : (11, 5, 3)
    }
}

/// The CLI's way from a file to a mode table, as one call.
enum FilePipeline {
    /// The sRGB converter `tessera validate` compiles with.
    static func srgb() throws(ToolError) -> ProfileColorConverting {
        do throws(ColorError) {
            return ProfileColorConverting(profile: try .builtIn(.srgb), target: .srgb)
        } catch {
            throw ToolError("cannot build the sRGB converter: \(error)")
        }
    }

    /// What the pipeline hands its user: the design system, its graph and the compiled theme
    /// with its default table.
    struct Output {
        var loaded: DesignSystemFiles.Loaded
        var graph: TokenGraph
        var result: CompileResult
        var table: ModeTable
        /// The number of errors reading and compiling reported.
        var errors: Int { [loaded.diagnostics, result.diagnostics].reduce(0) { total, list in list.reduce(total) { $1.severity == .error ? $0 + 1 : $0 } } }
    }

    /// Reads, loads, compiles and selects the default mode.
    ///
    /// Never inlined: `valgrind --tool=callgrind --toggle-collect` counts this function's
    /// instructions, and those of releasing its result (after it returns) are left out.
    @inline(never)
    static func run(_ path: String, converter: ProfileColorConverting) -> Output {
        let loaded = DesignSystemFiles.load([path])
        let graph = TokenGraph(loaded.design)
        let result = graph.compileKeepingGoing(Theme(name: "base"), options: CompileOptions(colorConverter: converter))
        return Output(loaded: loaded, graph: graph, result: result, table: result.theme.defaultTable)
    }

    /// Resets the kernel's peak-RSS mark (VmHWM) and returns the current RSS, so the next
    /// peak reading measures one piece of work.
    static func resetPeakResidentBytes() -> Int {
        if let fd = fopen("/proc/self/clear_refs", "w") {
            fputs("5", fd)
            fclose(fd)
        }
        return statusBytes("VmRSS:")
    }

    /// The peak RSS since the last reset.
    static func peakResidentBytes() -> Int { statusBytes("VmHWM:") }

    private static func statusBytes(_ field: String) -> Int {
        guard let status = TextFile.read("/proc/self/status") else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix(field) {
            let kib = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
            return kib * 1024
        }
        return 0
    }

    static func temporaryDirectory() throws(ToolError) -> String {
        var template = Array("/tmp/tokenbench-files-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer -> String? in
            guard let base = buffer.baseAddress, mkdtemp(base) != nil else { return nil }
            return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        guard let made else { throw ToolError("cannot create a temporary directory") }
        return made
    }

    static func remove(_ directory: String) { rmdir(directory) }
}
