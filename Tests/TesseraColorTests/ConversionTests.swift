import Testing

@testable import TesseraColor

@Suite("Single-color conversion")
struct ConversionTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var hex: String
        var target: BuiltInProfile
        var expected: (Double, Double, Double)
        var testDescription: String { "\(hex) → \(target.rawValue)" }
    }

    /// sRGB → Display P3 values computed with lcms2's float transform (relative colorimetric).
    static let displayP3: [Case] = [
        Case(hex: "#FF0000", target: .displayP3, expected: (0.917488, 0.200287, 0.138561)),
        Case(hex: "#00FF00", target: .displayP3, expected: (0.458402, 0.985265, 0.298295)),
        Case(hex: "#0000FF", target: .displayP3, expected: (0, 0, 0.959588)),
        Case(hex: "#3366CC", target: .displayP3, expected: (0.249851, 0.395240, 0.773562)),
    ]

    @Test("sRGB → Display P3 known values within 1e-6", arguments: displayP3)
    func knownP3(_ c: Case) throws {
        let rgb = try HexColor.parse(c.hex).unitRGB
        let out = try ColorConverter(from: .srgb(), to: .builtIn(c.target)).convert(rgb)
        expectClose(out, c.expected, tolerance: 1e-6)
    }

    /// Oracle: coloraide 8.13.1 (double precision, independent implementation).
    /// `rec2020-oetf` values: coloraide.everything's `rec2020-oetf` space.
    static let coloraide: [Case] = [
        Case(hex: "#008000", target: .rec2020Gamma24, expected: (0.332322228, 0.509792368, 0.191778817)),
        Case(hex: "#008000", target: .rec2020OETF, expected: (0.235205480, 0.431709591, 0.085434121)),
        Case(hex: "#3366CC", target: .rec2020Gamma24, expected: (0.367806782, 0.429186735, 0.781284563)),
        Case(hex: "#3366CC", target: .rec2020OETF, expected: (0.273939826, 0.341636544, 0.742774650)),
        Case(hex: "#008000", target: .a98RGB, expected: (0.281365640, 0.498016730, 0.116746974)),
        Case(hex: "#3366CC", target: .a98RGB, expected: (0.281431625, 0.399405150, 0.783313519)),
        Case(hex: "#FF0000", target: .a98RGB, expected: (0.858591602, 0, 0)),
        Case(hex: "#3366CC", target: .prophotoRGB, expected: (0.343709596, 0.330523949, 0.709227697)),
        Case(hex: "#008000", target: .prophotoRGB, expected: (0.230523807, 0.395780631, 0.129950424)),
        Case(hex: "#FF0000", target: .prophotoRGB, expected: (0.702250602, 0.275721095, 0.103547665)),
    ]

    @Test("sRGB → other built-ins agree with coloraide", arguments: coloraide)
    func againstColoraide(_ c: Case) throws {
        let rgb = try HexColor.parse(c.hex).unitRGB
        let out = try ColorConverter(from: .srgb(), to: .builtIn(c.target)).convert(rgb)
        expectClose(out, c.expected, tolerance: 1e-7)
    }

    @Test("Float results are unbounded: P3 red in sRGB")
    func unbounded() throws {
        let out = try ColorConverter(from: .p3(), to: .srgb()).convert((1, 0, 0))
        // lcms2 extends the sRGB curve linearly below 0 (CSS mirrors it instead: -0.2267).
        expectClose(out, (1.093066, -0.543376, -0.253717), tolerance: 2e-6)
        #expect(out.0 > 1 && out.1 < 0 && out.2 < 0, "out-of-gamut values are not clipped")
    }

    @Test("Rendering intents agree for matrix/TRC profiles", arguments: RenderingIntent.allCases)
    func intents(_ intent: RenderingIntent) throws {
        let out = try ColorConverter(from: .srgb(), to: .p3(), intent: intent, blackPointCompensation: true)
            .convert((0.2, 0.4, 0.8))
        expectClose(out, (0.249851, 0.395240, 0.773562), tolerance: 1e-6)
    }
}
