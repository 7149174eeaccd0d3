// Full-sweep bit-exactness check and throughput measurement for the exact 8-bit kernel.
//
//   cd Benchmarks && swift run -c release tessera-color-sweep [sweep] [bench] [hex]
//   (scripts/check-exact runs the sweep)
//
// sweep: every one of the 2^24 sRGB colors, exact kernel vs lcms2's float transform
//        rounded to nearest; exits 1 on any mismatch.
// bench: 1,000,000 random colors (fixed seed), median of 7 runs, against lcms2 8-bit and
//        float on the same transformer in the same run.
import Foundation
@_spi(Benchmarking) import TesseraColor

let arguments = Set(CommandLine.arguments.dropFirst())
let runSweep = arguments.isEmpty || arguments.contains("sweep")
let runBench = arguments.isEmpty || arguments.contains("bench")
let runHex = runBench || arguments.contains("hex")
let targets: [BuiltInProfile] = [.displayP3, .rec2020OETF, .rec2020Gamma24, .a98RGB, .prophotoRGB]

func milliseconds(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) * 1e-15
}

var failed = false

do {
    let srgb = try ColorProfile.builtIn(.srgb)

    if runSweep {
        let count = 1 << 24
        var input = [UInt8](repeating: 0, count: count * 3)
        for i in 0..<count {
            input[i * 3] = UInt8(truncatingIfNeeded: i >> 16)
            input[i * 3 + 1] = UInt8(truncatingIfNeeded: i >> 8)
            input[i * 3 + 2] = UInt8(truncatingIfNeeded: i)
        }
        print("sweep: all 2^24 sRGB colors, exact kernel vs round(lcms2 float * 255)")
        for target in targets {
            let converter = ColorConverter(from: srgb, to: try .builtIn(target))
            let clock = ContinuousClock()
            var exact = [UInt8]()
            var reference = [Float]()
            let tKernel = try clock.measure { exact = try converter.convert(input, layout: .rgb) }
            let tFloat = try clock.measure { reference = try converter.convertToFloat(input, layout: .rgb) }
            let fast = try converter.convert(input, layout: .rgb, precision: .fast)
            var fastPixelsOff = 0
            var fastMaxOff = 0
            for p in 0..<count {
                var off = 0
                for c in 0..<3 { off = max(off, abs(Int(fast[p * 3 + c]) - Int(exact[p * 3 + c]))) }
                if off > 0 { fastPixelsOff += 1 }
                fastMaxOff = max(fastMaxOff, off)
            }
            var mismatches = 0
            var maxOff = 0
            for i in 0..<(count * 3) {
                let s = (Double(reference[i]) * 255).rounded()
                let r = s > 0 ? (s >= 255 ? 255 : Int(s)) : 0
                if r != Int(exact[i]) {
                    mismatches += 1
                    maxOff = max(maxOff, abs(r - Int(exact[i])))
                    if mismatches <= 5 {
                        print(
                            "  mismatch pixel \(i / 3) channel \(i % 3): kernel \(exact[i]) lcms \(reference[i]) -> \(r)"
                        )
                    }
                }
            }
            let fallbacks = input.withUnsafeBufferPointer {
                converter.exactKernelFallbackCount($0, layout: .rgb) ?? -1
            }
            print(
                "  \(target.rawValue): kernel=\(converter.usesExactKernel) mismatched channels \(mismatches) (max \(maxOff)), "
                    + "lcms fallbacks \(fallbacks) (\(String(format3(Double(fallbacks) / Double(count) * 100)))%), "
                    + "kernel \(Int(milliseconds(tKernel))) ms, lcms float \(Int(milliseconds(tFloat))) ms")
            let fast16 = try converter.convertTo16Bit(input, layout: .rgb, precision: .fast)
            var fast16Max = 0
            for i in 0..<(count * 3) {
                let s = (Double(reference[i]) * 65535).rounded()
                let r = s > 0 ? (s >= 65535 ? 65535 : Int(s)) : 0
                fast16Max = max(fast16Max, abs(r - Int(fast16[i])))
            }
            print("    .fast 16-bit vs exact: max \(fast16Max)/65535")
            print(
                "    .fast (lcms2 8-bit) vs exact: \(fastPixelsOff) colors differ (\(format3(Double(fastPixelsOff) / Double(count) * 100))%), max \(fastMaxOff) codes"
            )
            if mismatches > 0 { failed = true }
        }
    }

    if runBench {
        let n = 1_000_000
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var input = [UInt8](repeating: 0, count: n * 3)
        for i in 0..<input.count {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            input[i] = UInt8(truncatingIfNeeded: state >> 33)
        }
        var out8 = [UInt8](repeating: 0, count: n * 3)
        var outF = [Float](repeating: 0, count: n * 3)
        print("bench: sRGB -> target, \(n) random colors, M colors/s (median of 7)")
        for target in targets {
            let converter = ColorConverter(from: srgb, to: try .builtIn(target))
            func median(_ body: () throws(ColorError) -> Void) throws(ColorError) -> Double {
                try body()  // warm-up: builds transforms/kernels
                var rates: [Double] = []
                for _ in 0..<7 {
                    let start = ContinuousClock.now
                    try body()
                    rates.append(Double(n) / milliseconds(ContinuousClock.now - start) / 1e3)
                }
                return rates.sorted()[3]
            }
            let exact1 = try input.withUnsafeBufferPointer { (i) throws(ColorError) in
                try out8.withUnsafeMutableBufferPointer { (o) throws(ColorError) in
                    try median { () throws(ColorError) in
                        try converter.convert(i, layout: .rgb, into: o, precision: .exact, concurrency: .singleThreaded)
                    }
                }
            }
            let exactN = try input.withUnsafeBufferPointer { (i) throws(ColorError) in
                try out8.withUnsafeMutableBufferPointer { (o) throws(ColorError) in
                    try median { () throws(ColorError) in
                        try converter.convert(i, layout: .rgb, into: o, precision: .exact, concurrency: .automatic)
                    }
                }
            }
            let fast1 = try input.withUnsafeBufferPointer { (i) throws(ColorError) in
                try out8.withUnsafeMutableBufferPointer { (o) throws(ColorError) in
                    try median { () throws(ColorError) in
                        try converter.convert(i, layout: .rgb, into: o, precision: .fast, concurrency: .singleThreaded)
                    }
                }
            }
            let float1 = try input.withUnsafeBufferPointer { (i) throws(ColorError) in
                try outF.withUnsafeMutableBufferPointer { (o) throws(ColorError) in
                    try median { () throws(ColorError) in
                        try converter.convert(i, layout: .rgb, into: o, precision: .exact, concurrency: .singleThreaded)
                    }
                }
            }
            let raw1 = try input.withUnsafeBufferPointer { (i) throws(ColorError) in
                try out8.withUnsafeMutableBufferPointer { (o) throws(ColorError) in
                    try median { () throws(ColorError) in try converter.convertInOneLCMS2Call(i, into: o) }
                }
            }
            print(
                "  \(target.rawValue): raw cmsDoTransform 8-bit \(format1(raw1)); API .fast / raw = \(format2(fast1 / raw1))"
            )
            print(
                "  \(target.rawValue): exact kernel 1 thread \(format1(exact1)), all cores \(format1(exactN)); "
                    + "lcms2 8-bit (fast) \(format1(fast1)); lcms2 float \(format1(float1)); "
                    + "exact/lcms8 = \(format2(exact1 / fast1)), exact/float = \(format1(exact1 / float1))x")
        }
    }
    if runHex {
        // Hex parsing: 1M "#RRGGBB" lines in one buffer, parsed from UTF-8 slices.
        let n = 1_000_000
        var text: [UInt8] = []
        text.reserveCapacity(n * 8)
        let digits = Array("0123456789abcdefABCDEF".utf8)
        var state: UInt64 = 12345
        for _ in 0..<n {
            text.append(UInt8(ascii: "#"))
            for _ in 0..<6 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text.append(digits[Int(state >> 33) % digits.count])
            }
            text.append(UInt8(ascii: "\n"))
        }
        var rates: [Double] = []
        var checksum = 0
        for _ in 0..<7 {
            let start = ContinuousClock.now
            try text.withUnsafeBufferPointer { (buffer) throws(ColorError) in
                var offset = 0
                while offset < buffer.count {
                    let line = UnsafeBufferPointer(rebasing: buffer[offset..<(offset + 7)])
                    let color = try HexColor.parse(utf8: line)
                    checksum &+= Int(color.red) &+ Int(color.alpha)
                    offset += 8
                }
            }
            rates.append(Double(n) / milliseconds(ContinuousClock.now - start) / 1e3)
        }
        print(
            "bench: hex parse #RRGGBB from UTF-8 slices: \(format1(rates.sorted()[3])) M colors/s (checksum \(checksum))"
        )

        // End to end, as `tessera convert` would run it: hex lines in, exact Display P3
        // conversion, hex lines out; no allocation per color.
        let converter = ColorConverter(from: try .builtIn(.srgb), to: try .builtIn(.displayP3))
        var pixels = [UInt8](repeating: 0, count: n * 3)
        var converted = [UInt8](repeating: 0, count: n * 3)
        var outText = [UInt8](repeating: 0, count: n * 10)
        var endToEnd: [Double] = []
        var written = 0
        for _ in 0..<7 {
            let start = ContinuousClock.now
            try text.withUnsafeBufferPointer { (buffer) throws(ColorError) in
                try pixels.withUnsafeMutableBufferPointer { (px) throws(ColorError) in
                    var offset = 0
                    var p = 0
                    while offset < buffer.count {
                        let line = UnsafeBufferPointer(rebasing: buffer[offset..<(offset + 7)])
                        let color = try HexColor.parse(utf8: line)
                        px[p] = color.red
                        px[p + 1] = color.green
                        px[p + 2] = color.blue
                        p += 3
                        offset += 8
                    }
                    try converted.withUnsafeMutableBufferPointer { (out) throws(ColorError) in
                        try converter.convert(UnsafeBufferPointer(px), layout: .rgb, into: out)
                    }
                }
            }
            written = converted.withUnsafeBufferPointer { c in
                outText.withUnsafeMutableBufferPointer { o in
                    var w = 0
                    for p in 0..<n {
                        let color = RGBA8(red: c[p * 3], green: c[p * 3 + 1], blue: c[p * 3 + 2])
                        w += color.writeHex(to: o.baseAddress! + w)
                        o[w] = UInt8(ascii: "\n")
                        w += 1
                    }
                    return w
                }
            }
            endToEnd.append(Double(n) / milliseconds(ContinuousClock.now - start) / 1e3)
        }
        print("bench: hex in -> exact P3 -> hex out: \(format1(endToEnd.sorted()[3])) M colors/s (\(written) bytes)")
    }
} catch {
    print("error: \(error)")
    failed = true
}

func format1(_ v: Double) -> String { String(Double(Int(v * 10)) / 10) }
func format2(_ v: Double) -> String { String(Double(Int(v * 100)) / 100) }
func format3(_ v: Double) -> String { String(Double(Int(v * 1000)) / 1000) }

if failed {
    print("FAILED")
    exit(1)
}
