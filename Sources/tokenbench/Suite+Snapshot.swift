import Foundation
import Tessera
import TesseraFormats
import TokenBenchC

extension Suite {
    /// Snapshot load against compiling the same 10k-token system from its DTCG files.
    static let snapshot = Suite(
        name: "snapshot",
        metrics: [
            Metric(
                key: "snapshot_load_10k_us", title: "open + validate + theme + default-mode table, 10k tokens, built-in axes", unit: .microseconds,
                tolerance: .factor(3), budget: .atMost(100)),
            Metric(
                key: "snapshot_vs_files_ratio", title: "compile from DTCG files ÷ snapshot load (same system)", unit: .ratio, direction: .higherIsBetter,
                tolerance: .factor(3), budget: .atLeast(100)),
            Metric(key: "snapshot_bytes_per_token", title: "snapshot file bytes per token", unit: .bytes, tolerance: .exact),
            Metric(
                key: "c_snapshot_load_10k_us", title: "the same load from C: open + theme + default-mode table + one read (tessera.h)",
                unit: .microseconds, tolerance: .factor(3), budget: .atMost(100)),
            Metric(
                key: "c_snapshot_vs_files_ratio", title: "compile from DTCG files ÷ C snapshot load", unit: .ratio, direction: .higherIsBetter,
                tolerance: .factor(3), budget: .atLeast(100)),
        ],
        measure: measureSnapshot
    )

    /// Writes the 10k reference system as DTCG files and as a snapshot, then times loading both
    /// to the point where a renderer can look up a value in the default mode.
    static func measureSnapshot(_ bench: inout Bench) throws(ToolError) {
        let settings = bench.settings
        let reference = try bench.reference()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tokenbench-snapshot-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var resolver = ""
        do throws(FileError) {
            for file in DTCGSourceExport(system: reference.synthetic.system).files(name: "bench") {
                let path = directory + "/" + file.path
                try FileIO.makeDirectories(String(path[..<path.lastIndex(of: "/")!]))
                try FileIO.writeAtomically(Array(JSONWriter().string(file.json).utf8), to: path)
                if file.path.hasSuffix(".resolver.json") { resolver = path }
            }
        } catch {
            throw ToolError("cannot write the DTCG files: \(error)")
        }
        guard !resolver.isEmpty else { throw ToolError("the DTCG export wrote no resolver document") }
        let snapshotPath = directory + "/bench.tsnap"
        let bytes: [UInt8]
        do {
            bytes = try Snapshot.encode([reference.theme])
            try FileIO.writeAtomically(bytes, to: snapshotPath)
        } catch {
            throw ToolError("cannot write the snapshot: \(error)")
        }

        bench.log("snapshot: load \(bytes.count) bytes")
        var failure: SnapshotError?
        let load = Stopwatch.median(repetitions: settings.repetitions(.small) * 4) {
            do throws(SnapshotError) {
                let theme = try Snapshot(contentsOf: snapshotPath).theme()
                blackHole(theme.defaultTable)
            } catch {
                failure = error
            }
        }
        if let failure { throw ToolError("snapshot load failed: \(failure)") }

        // The same load by a C program through the header, timed in the same way.
        guard let colorPath = reference.synthetic.colorPaths.first?.rawValue else { throw ToolError("the reference system has no colour") }
        var step: Int32 = 0
        let cLoad = Stopwatch.median(repetitions: settings.repetitions(.small) * 4) { step = max(step, tokenbench_c_load(snapshotPath, colorPath)) }
        if step != 0 { throw ToolError("the C load failed at step \(step)") }

        bench.log("snapshot: compile the same system from its files")
        var problems = 0
        let files = Stopwatch.median(repetitions: settings.repetitions(.small)) {
            let read = DesignSystemFiles.load([resolver])
            let (design, diagnostics) = (read.design, read.diagnostics)
            let graph = TokenGraph(design)
            let theme = graph.compileKeepingGoing(design.themes.first ?? Theme(name: "bench")).theme
            blackHole(theme.defaultTable)
            problems = diagnostics.filter { $0.severity == .error }.count
        }
        if problems > 0 { throw ToolError("the exported DTCG files read back with \(problems) errors") }

        bench.results["snapshot_load_10k_us"] = load.nanoseconds / 1000
        bench.results["snapshot_vs_files_ratio"] = files.nanoseconds / load.nanoseconds
        bench.results["snapshot_bytes_per_token"] = Double(bytes.count) / Double(reference.graph.count)
        bench.results["c_snapshot_load_10k_us"] = cLoad.nanoseconds / 1000
        bench.results["c_snapshot_vs_files_ratio"] = files.nanoseconds / cLoad.nanoseconds
    }
}
