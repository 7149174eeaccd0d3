import Foundation
import Tessera
import TesseraC
import TesseraSupport
import TokenBenchC

extension Suite {
    /// Colour reads from C through the header against a plain C array of the same colours, in
    /// one run: the whole-column read (a pointer from `tessera_table_column`, indexed by the
    /// handles `tessera_token_handle` gives) and one `tessera_color` call per read.
    static let capi = Suite(
        name: "capi",
        metrics: [
            Metric(key: "c_column_ns", title: "C: colour column indexed by handle (10k snapshot, random)", unit: .nanoseconds, tolerance: .factor(3)),
            Metric(key: "c_array_ns", title: "C floor: float[4] array indexed load", unit: .nanoseconds, tolerance: .informational),
            Metric(key: "c_column_over_array", title: "C column ÷ C array floor", unit: .ratio, tolerance: .factor(3), budget: .atMost(1.5)),
            Metric(key: "c_reader_ns", title: "C: one tessera_color call per read", unit: .nanoseconds, tolerance: .factor(3)),
        ],
        measure: measureCReads
    )

    private static func measureCReads(_ bench: inout Bench) throws(ToolError) {
        let fixture = try bench.reference()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tokenbench-capi-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/bench.tsnap"
        do {
            try FileIO.makeDirectories(directory)
            try FileIO.writeAtomically(try Snapshot.encode([fixture.theme]), to: path)
        } catch {
            throw ToolError("cannot write the snapshot: \(error)")
        }
        guard let snapshot = tessera_snapshot_open(path, nil) else { throw ToolError("tessera_snapshot_open failed on \(path)") }
        defer { tessera_snapshot_close(snapshot) }
        guard let theme = tessera_theme_get(snapshot, nil, nil) else { throw ToolError("tessera_theme_get failed") }
        // The lookup suite's mode: non-default contexts on every axis.
        let selection = [("colorScheme", "dark"), ("contrast", "high"), ("elevation", "elevated"), ("sizeClass", "compact")]
        let names = selection.flatMap { [strdup($0.0), strdup($0.1)] }
        defer { names.forEach { free($0) } }
        let axes = stride(from: 0, to: names.count, by: 2).map { UnsafePointer(names[$0]) }
        let contexts = stride(from: 1, to: names.count, by: 2).map { UnsafePointer(names[$0]) }
        guard let table = tessera_table_select(theme, axes, contexts, selection.count, nil) else { throw ToolError("tessera_table_select failed") }
        defer { tessera_table_release(table) }

        // Each colour's id and handle, and the floor: its value in a plain array at its handle.
        var ids: [Int32] = []
        var floor: [Float] = []
        for id in 0..<tessera_token_count(theme) {
            let h = tessera_token_handle(theme, id, 0)
            guard h >= 0 else { continue }
            if ids.count <= Int(h) {
                ids += [Int32](repeating: -1, count: Int(h) + 1 - ids.count)
                floor += [Float](repeating: 0, count: 4 * (Int(h) + 1) - floor.count)
            }
            ids[Int(h)] = id
            floor.withUnsafeMutableBufferPointer { _ = tessera_color(table, id, $0.baseAddress! + 4 * Int(h)) }
        }
        guard !ids.isEmpty, !ids.contains(-1) else { throw ToolError("the colour handles are not 0 ..< count") }
        var rng = SplitMix64(seed: bench.settings.seed ^ 0x1007_C0DE)
        let handles = (0..<bench.settings.lookups).map { _ in Int32(rng.below(ids.count)) }
        let byID = handles.map { ids[Int($0)] }
        bench.log("capi: \(ids.count) colour tokens, \(handles.count) random reads per repetition")

        func sum(_ loop: (UnsafeMutablePointer<Float>) -> Void) -> [Float] {
            var s = [Float](repeating: 0, count: 4)
            loop(&s)
            return s
        }
        let column = { sum { tokenbench_c_column_sum(UnsafeRawPointer(table), handles, handles.count, $0) } }
        let array = { sum { tokenbench_c_array_sum(floor, handles, handles.count, $0) } }
        let reader = { sum { tokenbench_c_reader_sum(UnsafeRawPointer(table), byID, byID.count, $0) } }
        // The three loops must agree, or one of them is not reading the same values.
        guard column() == array(), reader() == array() else { throw ToolError("the C column, reader and array loops disagree") }

        let reps = bench.settings.repetitions(.small)
        let n = Double(handles.count)
        // In turns, so the ratio's two sides see the same load on a shared machine.
        let ms = Stopwatch.interleavedMilliseconds(rounds: 3, [(reps, { blackHole(column()) }), (reps, { blackHole(array()) }), (reps, { blackHole(reader()) })])
        bench.results["c_column_ns"] = ms[0] * 1e6 / n
        bench.results["c_array_ns"] = ms[1] * 1e6 / n
        bench.results["c_column_over_array"] = ms[0] / ms[1]
        bench.results["c_reader_ns"] = ms[2] * 1e6 / n
    }
}
