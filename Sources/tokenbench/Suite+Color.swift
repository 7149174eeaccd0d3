import Foundation
import TesseraCLI
import TesseraColor
import TesseraSupport
import TokenBenchC

extension Suite {
    /// Batch color conversion, sRGB → Display P3, 1,000,000 random colors, and `tessera convert`.
    static let color = Suite(
        name: "color",
        metrics: [
            Metric(key: "convert_swift_mcps", title: "Swift batch API, .fast, one thread (M colors/s)", unit: .count, direction: .higherIsBetter, tolerance: .factor(3)),
            Metric(key: "convert_c_mcps", title: "plain C cmsDoTransform loop, same transform (M colors/s)", unit: .count, direction: .higherIsBetter, tolerance: .informational),
            Metric(key: "convert_swift_over_c", title: "Swift batch API ÷ C loop", unit: .ratio, direction: .higherIsBetter, tolerance: .factor(3), budget: .atLeast(0.9)),
            Metric(key: "convert_exact_mcps", title: ".exact 8-bit, all cores (M colors/s)", unit: .count, direction: .higherIsBetter, tolerance: .factor(3), budget: .atLeast(50)),
            Metric(key: "convert_exact_1t_mcps", title: ".exact 8-bit, one thread (M colors/s)", unit: .count, direction: .higherIsBetter, tolerance: .factor(3)),
            Metric(key: "convert_fast_mcps", title: ".fast 8-bit (lcms2 optimised), all cores (M colors/s)", unit: .count, direction: .higherIsBetter, tolerance: .factor(3)),
            Metric(
                key: "convert_float_mcps", title: ".exact Float32 output (lcms2 float), all cores (M colors/s)", unit: .count, direction: .higherIsBetter, tolerance: .factor(3)),
            Metric(
                key: "cli_convert_mcps", title: "tessera convert, 1M hex lines in and out (M colors/s)", unit: .count, direction: .higherIsBetter, tolerance: .factor(3),
                budget: .atLeast(20)),
        ],
        measure: measureColor
    )

    private static func measureColor(_ bench: inout Bench) throws(ToolError) {
        let count = 1_000_000
        var rng = SplitMix64(seed: bench.settings.seed)
        let input = (0..<3 * count).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
        var output = [UInt8](repeating: 0, count: input.count)
        let reps = bench.settings.repetitions(.large)
        let converter: ColorConverter
        do throws(ColorError) {
            converter = ColorConverter(from: try .builtIn(.srgb), to: try .builtIn(.displayP3))
        } catch {
            throw ToolError("cannot build the sRGB → Display P3 converter: \(error)")
        }
        func rate(_ body: () throws(ColorError) -> Void) throws(ToolError) -> Double {
            var failure: ColorError?
            let d = Stopwatch.median(repetitions: reps) {
                do throws(ColorError) { try body() } catch { failure = error }
            }
            if let failure { throw ToolError("conversion failed: \(failure)") }
            return Double(count) / (d.nanoseconds / 1e9) / 1e6
        }
        func batch(_ precision: BatchPrecision, _ concurrency: BatchConcurrency) throws(ToolError) -> Double {
            try rate { () throws(ColorError) in
                try input.withUnsafeBufferPointer { (i) throws(ColorError) in
                    try output.withUnsafeMutableBufferPointer { (o) throws(ColorError) in
                        try converter.convert(i, layout: .rgb, into: o, precision: precision, concurrency: concurrency)
                    }
                }
            }
        }
        bench.log("color: 1,000,000 random sRGB colors → Display P3")
        let swift = try batch(.fast, .singleThreaded)
        let c = try rate { () throws(ColorError) in
            _ = try converter.withRawFast8BitRGBTransform { transform in
                input.withUnsafeBufferPointer { i in
                    output.withUnsafeMutableBufferPointer { o in tokenbench_c_convert(transform, i.baseAddress, o.baseAddress, count) }
                }
            }
        }
        bench.results["convert_swift_mcps"] = swift
        bench.results["convert_c_mcps"] = c
        bench.results["convert_swift_over_c"] = swift / c
        bench.results["convert_exact_mcps"] = try batch(.exact, .automatic)
        bench.results["convert_exact_1t_mcps"] = try batch(.exact, .singleThreaded)
        bench.results["convert_fast_mcps"] = try batch(.fast, .automatic)
        var floats = [Float](repeating: 0, count: input.count)
        let floatCount = 200_000
        bench.results["convert_float_mcps"] =
            try rate { () throws(ColorError) in
                try input.withUnsafeBufferPointer { (i) throws(ColorError) in
                    try floats.withUnsafeMutableBufferPointer { (o) throws(ColorError) in
                        try converter.convert(
                            UnsafeBufferPointer(rebasing: i[0..<3 * floatCount]), layout: .rgb,
                            into: UnsafeMutableBufferPointer(rebasing: o[0..<3 * floatCount]), precision: .exact)
                    }
                }
            } * Double(floatCount) / Double(count)

        // The command end to end, in-process: read the file, parse, convert, format, write.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tokenbench-\(getpid())")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("colors.txt").path
        let target = directory.appendingPathComponent("out.txt").path
        var text = [UInt8]()
        text.reserveCapacity(count * 8)
        let digits = Array("0123456789ABCDEF".utf8)
        for k in 0..<count {
            text.append(UInt8(ascii: "#"))
            for b in input[3 * k..<3 * k + 3] {
                text.append(digits[Int(b >> 4)])
                text.append(digits[Int(b & 15)])
            }
            text.append(UInt8(ascii: "\n"))
        }
        guard FileManager.default.createFile(atPath: source, contents: Data(text)) else { throw ToolError("cannot write \(source)") }
        let quiet = Console(out: { _ in }, err: { _ in })
        var exitCode: Int32 = 0
        let d = Stopwatch.median(repetitions: max(3, reps / 2)) {
            exitCode = TesseraTool.run(["convert", source, "--to", "display-p3", "-o", target], console: quiet)
        }
        guard exitCode == 0 else { throw ToolError("tessera convert exited with \(exitCode)") }
        bench.results["cli_convert_mcps"] = Double(count) / (d.nanoseconds / 1e9) / 1e6
    }
}
