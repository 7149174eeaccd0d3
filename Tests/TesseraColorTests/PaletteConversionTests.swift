import Testing

@testable import TesseraColor

@Suite("Palette conversion")
struct PaletteConversionTests {
    /// 300,000 pseudo-random hex lines, some translucent: several parallel chunks.
    static func palette() -> [UInt8] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var text = ""
        text.reserveCapacity(300_000 * 10)
        for i in 0..<300_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let rgb = UInt32(truncatingIfNeeded: state >> 40) & 0xFF_FFFF
            let digits = String(rgb, radix: 16, uppercase: true)
            text += "#" + String(repeating: "0", count: 6 - digits.count) + digits + (i % 7 == 0 ? "80" : "") + "\n"
        }
        return Array(text.utf8)
    }

    @Test("The parallel hex fast path writes exactly what the general path writes")
    func fastPathEqualsGeneral() throws {
        let input = Self.palette()
        let conversion = PaletteConversion(source: try .builtIn(.srgb), destination: try .builtIn(.displayP3), target: .named("display-p3")!)
        let converter = ColorConverter(from: conversion.source, to: conversion.destination)
        let fast = try #require(conversion.hexFastPath(input, converter: converter))
        // A trailing comment line sends the same colors through the general path.
        guard case .success(let general) = conversion.run(input + Array("// end\n".utf8)) else {
            Issue.record("general path failed")
            return
        }
        #expect(general.count == 300_000)
        #expect(fast == general.text)
        #expect(fast.prefix(8) == general.text.prefix(8))
    }

    @Test("Anything but bare hex lines leaves the fast path to the general one")
    func fastPathDeclines() throws {
        let conversion = PaletteConversion(source: try .builtIn(.srgb), destination: try .builtIn(.displayP3), target: .named("display-p3")!)
        let converter = ColorConverter(from: conversion.source, to: conversion.destination)
        for text in ["#FFF\n", "#FFFFFF\n\n", "#GGGGGG\n", "rgb(1 2 3)\n", "#FFFFFF // x\n"] {
            #expect(conversion.hexFastPath(Array(text.utf8), converter: converter) == nil, "\(text)")
        }
        #expect(conversion.hexFastPath(Array("#FFFFFF\n#000000".utf8), converter: converter) == Array("#FFFFFF\n#000000\n".utf8))
    }
}
