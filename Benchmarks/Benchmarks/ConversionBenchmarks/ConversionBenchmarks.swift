import Benchmark
import BenchmarkFixtures
import TesseraColor

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .tessera(timeUnits: .microseconds, maxIterations: 200)

    // 100,000 pseudo-random sRGB pixels, converted to Display P3 on one thread so that thread
    // scheduling does not add noise.
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    let input: [UInt8] = (0..<300_000).map { _ in
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return UInt8(truncatingIfNeeded: state)
    }
    let converter = ColorConverter(from: try! .builtIn(.srgb), to: try! .builtIn(.displayP3))

    for precision in [BatchPrecision.exact, .fast] {
        Benchmark("Conversion.\(precision == .exact ? "exact" : "fast")8bit.100k") { benchmark in
            var output = [UInt8](repeating: 0, count: input.count)
            for _ in benchmark.scaledIterations {
                input.withUnsafeBufferPointer { i in
                    output.withUnsafeMutableBufferPointer { o in
                        try? converter.convert(i, layout: .rgb, into: o, precision: precision, concurrency: .singleThreaded)
                    }
                }
                blackHole(output[0])
            }
        }
    }

    let hex = (0..<1_000).map { i in "#" + String(UInt32(truncatingIfNeeded: i &* 2_654_435_761) & 0xFF_FFFF, radix: 16).leftPadded(6) }
    // 1,000 parses with the byte-level parser `tessera convert` uses.
    Benchmark("Conversion.hexColorParse.1000") { benchmark in
        for _ in benchmark.scaledIterations {
            var sink = 0
            for s in hex { sink &+= Int((try? HexColor.parse(s))?.red ?? 0) }
            blackHole(sink)
        }
    }
}

extension String {
    fileprivate func leftPadded(_ n: Int) -> String { String(repeating: "0", count: max(0, n - count)) + self }
}
