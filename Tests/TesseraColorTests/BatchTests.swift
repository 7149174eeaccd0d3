import Foundation
import Tessera
import Testing

@_spi(Benchmarking) @testable import TesseraColor

@Suite("Batch conversion")
struct BatchTests {
    static let kernelTargets: [BuiltInProfile] = [.displayP3, .rec2020OETF, .rec2020Gamma24, .a98RGB, .prophotoRGB]

    /// Every `stride`-th of the 2^24 sRGB colors, packed RGB.
    static func sweep(stride: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity((1 << 24) / stride * 3 + 3)
        for i in Swift.stride(from: 0, to: 1 << 24, by: stride) {
            out += [
                UInt8(truncatingIfNeeded: i >> 16), UInt8(truncatingIfNeeded: i >> 8), UInt8(truncatingIfNeeded: i),
            ]
        }
        return out
    }

    static func random(_ count: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
    }

    /// Asserts the exact 8-bit path equals lcms2's float output rounded to nearest.
    func expectExact(_ converter: ColorConverter, _ input: [UInt8], layout: PixelLayout = .rgb) throws {
        let exact = try converter.convert(input, layout: layout)
        let reference = try converter.convertToFloat(input, layout: layout)
        var mismatches = 0
        for i in 0..<input.count where layout == .rgb || i % 4 != 3 {
            if Int(exact[i]) != referenceCode(reference[i]) { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    @Test("Exact kernel is bit-exact vs lcms2 float on every 257th sRGB color", arguments: kernelTargets)
    func stridedSweep(_ target: BuiltInProfile) throws {
        let converter = ColorConverter(from: try .srgb(), to: try .builtIn(target))
        #expect(converter.usesExactKernel)
        let kernel = try #require(TransformCache.kernel(from: converter.source, to: converter.destination))
        #expect(kernel.singleStep)
        try expectExact(converter, Self.sweep(stride: 257))
    }

    @Test(
        "Exact kernel is bit-exact on all 2^24 sRGB colors (TESSERA_FULL_SWEEP=1)",
        .enabled(if: ProcessInfo.processInfo.environment["TESSERA_FULL_SWEEP"] == "1"),
        arguments: kernelTargets)
    func fullSweep(_ target: BuiltInProfile) throws {
        try expectExact(ColorConverter(from: try .srgb(), to: try .builtIn(target)), Self.sweep(stride: 1))
    }

    @Test("Exact kernel from a reloaded (quantised) profile and in reverse direction")
    func otherPairs() throws {
        let loaded = try ColorProfile.load(iccBytes: ColorProfile.p3().iccBytes())
        let pairs = [
            ColorConverter(from: try .srgb(), to: loaded),
            ColorConverter(from: try .p3(), to: try .srgb()),
            ColorConverter(from: try .builtIn(.a98RGB), to: try .builtIn(.rec2020OETF)),
        ]
        for c in pairs {
            #expect(c.usesExactKernel)
            try expectExact(c, Self.sweep(stride: 1031))
        }
    }

    /// An sRGB-like profile whose curves are a 1024-entry table, as in many shipped .icc
    /// files: lcms2 evaluates table curves through 16-bit interpolation even in float.
    static func tableCurveProfile() throws -> ColorProfile {
        let table = (0..<1024).map { i -> UInt16 in
            let v = SRGBCurve.decode(Double(i) / 1023)
            return UInt16((v * 65535).rounded())
        }
        let recipe = BuiltInProfile.displayP3.recipe
        let raw = try LCMS.makeRGBProfile(white: recipe.white, primaries: recipe.primaries, table: table).get()
        let bytes = try LCMS.serialize(raw).get()
        LCMS.closeProfile(raw)
        return try ColorProfile.load(iccBytes: bytes)
    }

    @Test("Exact kernel handles table (curv) curves in both directions")
    func tableCurves() throws {
        let table = try Self.tableCurveProfile()
        #expect(table.isMatrixShaper)
        for c in [ColorConverter(from: try .srgb(), to: table), ColorConverter(from: table, to: try .srgb())] {
            #expect(c.usesExactKernel)
            try expectExact(c, Self.sweep(stride: 257))
        }
    }

    @Test(
        "Table-curve profile, all 2^24 colors (TESSERA_FULL_SWEEP=1)",
        .enabled(if: ProcessInfo.processInfo.environment["TESSERA_FULL_SWEEP"] == "1"))
    func tableCurvesFull() throws {
        let table = try Self.tableCurveProfile()
        try expectExact(ColorConverter(from: try .srgb(), to: table), Self.sweep(stride: 1))
        try expectExact(ColorConverter(from: table, to: try .srgb()), Self.sweep(stride: 1))
    }

    @Test("Non-kernel exact path (perceptual intent) is also correctly rounded")
    func exactWithoutKernel() throws {
        let c = ColorConverter(from: try .srgb(), to: try .p3(), intent: .perceptual)
        #expect(!c.usesExactKernel)
        try expectExact(c, Self.sweep(stride: 4099))
    }

    @Test("RGBA: alpha is copied by the library in every output type")
    func alpha() throws {
        let c = ColorConverter(from: try .srgb(), to: try .p3())
        let input: [UInt8] = [255, 0, 0, 0, 51, 102, 204, 128, 0, 0, 255, 255]
        for precision in [BatchPrecision.exact, .fast] {
            let out8 = try c.convert(input, layout: .rgba, precision: precision)
            #expect([out8[3], out8[7], out8[11]] == [0, 128, 255])
            let out16 = try c.convertTo16Bit(input, layout: .rgba, precision: precision)
            #expect([out16[3], out16[7], out16[11]] == [0, 128 * 257, 65535])
            let outF = try c.convertToFloat(input, layout: .rgba, precision: precision)
            #expect([outF[3], outF[7], outF[11]] == [0, Float(128) / 255, 1])
            expectClose(
                (Double(outF[4]), Double(outF[5]), Double(outF[6])), (0.249851, 0.395240, 0.773562), tolerance: 1e-6)
        }
        try expectExact(c, Self.random(4 * 5000, seed: 7), layout: .rgba)
        // Colors do not depend on the layout, in either precision.
        let rgba = Self.random(4 * 3000, seed: 11)
        let rgb = (0..<3000).flatMap { rgba[($0 * 4)..<($0 * 4 + 3)] }
        for precision in [BatchPrecision.exact, .fast] {
            let a = try c.convert(rgba, layout: .rgba, precision: precision)
            let b = try c.convert(rgb, layout: .rgb, precision: precision)
            #expect((0..<3000).flatMap { a[($0 * 4)..<($0 * 4 + 3)] } == b)
        }
    }

    @Test("16-bit exact equals lcms2 float rounded to 65535")
    func sixteenBit() throws {
        let c = ColorConverter(from: try .srgb(), to: try .builtIn(.rec2020Gamma24))
        let input = Self.sweep(stride: 8191)
        let out = try c.convertTo16Bit(input, layout: .rgb)
        let reference = try c.convertToFloat(input, layout: .rgb)
        #expect(zip(out, reference).allSatisfy { Int($0) == referenceCode($1, scale: 65535) })
    }

    @Test("Fast 8-bit is lcms2's optimised path: within a few codes, not exact")
    func fast() throws {
        let c = ColorConverter(from: try .srgb(), to: try .builtIn(.a98RGB))
        let input = Self.sweep(stride: 61)
        let exact = try c.convert(input, layout: .rgb, precision: .exact)
        let fast = try c.convert(input, layout: .rgb, precision: .fast)
        let diffs = zip(exact, fast).map { abs(Int($0) - Int($1)) }
        #expect(diffs.max()! <= 4)
        #expect(diffs.contains { $0 > 0 })
    }

    @Test("Multi-core output is identical to single-threaded", arguments: [BatchPrecision.exact, .fast])
    func multicore(_ precision: BatchPrecision) throws {
        let c = ColorConverter(from: try .srgb(), to: try .p3())
        let input = Self.random(3 * 300_000, seed: 42)
        var single = [UInt8](repeating: 0, count: input.count)
        var multi = [UInt8](repeating: 0, count: input.count)
        var singleF = [Float](repeating: 0, count: input.count)
        var multiF = [Float](repeating: 0, count: input.count)
        try input.withUnsafeBufferPointer { i in
            try single.withUnsafeMutableBufferPointer {
                try c.convert(i, layout: .rgb, into: $0, precision: precision, concurrency: .singleThreaded)
            }
            try multi.withUnsafeMutableBufferPointer {
                try c.convert(i, layout: .rgb, into: $0, precision: precision, concurrency: .automatic)
            }
            try singleF.withUnsafeMutableBufferPointer {
                try c.convert(i, layout: .rgb, into: $0, precision: precision, concurrency: .singleThreaded)
            }
            try multiF.withUnsafeMutableBufferPointer {
                try c.convert(i, layout: .rgb, into: $0, precision: precision, concurrency: .automatic)
            }
        }
        #expect(single == multi)
        #expect(singleF == multiF)
    }

    @Test("One cached transform shared by many threads gives identical output")
    func sharedAcrossThreads() async throws {
        let c = ColorConverter(from: try .srgb(), to: try .builtIn(.rec2020OETF))
        let input = Self.random(3 * 50_000, seed: 99)
        let expected = try c.convertToFloat(input, layout: .rgb)
        let results = try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let f = try c.convertToFloat(input, layout: .rgb)
                    let b = try c.convert(input, layout: .rgb, precision: .fast)
                    let e = try c.convert(input, layout: .rgb)
                    return f == expected && b.count == input.count
                        && zip(e, f).allSatisfy { Int($0) == referenceCode($1) }
                }
            }
            return try await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results == Array(repeating: true, count: 8))
    }

    @Test("Mismatched buffers are typed errors")
    func sizes() throws {
        let c = ColorConverter(from: try .srgb(), to: try .p3())
        #expect(throws: ColorError.bufferSizeMismatch(expected: 3, actual: 4)) {
            try c.convert([1, 2, 3, 4], layout: .rgb)
        }
        var out = [UInt8](repeating: 0, count: 5)
        let input: [UInt8] = [1, 2, 3, 4, 5, 6]
        #expect(throws: ColorError.bufferSizeMismatch(expected: 6, actual: 5)) {
            try input.withUnsafeBufferPointer { i in
                try out.withUnsafeMutableBufferPointer { try c.convert(i, layout: .rgb, into: $0) }
            }
        }
        #expect(try c.convert([], layout: .rgba).isEmpty)
    }

    @Test("Fallback to lcms2 is rare")
    func fallbackRate() throws {
        let c = ColorConverter(from: try .srgb(), to: try .p3())
        let input = Self.sweep(stride: 257)
        let fallbacks = input.withUnsafeBufferPointer { c.exactKernelFallbackCount($0, layout: .rgb) }
        #expect(try #require(fallbacks) < input.count / 3 / 100)
    }
}
