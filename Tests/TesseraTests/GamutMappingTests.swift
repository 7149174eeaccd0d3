import Foundation
import Tessera
import TesseraTestSupport
import Testing

/// CSS Color 4's gamut mapping in pure Swift (sRGB and Display P3 by CSS's matrices), and the
/// compiler's `.map` policy over a converter.
@Suite("Gamut mapping (CSS Color 4)")
struct GamutMappingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var label: String
        /// OKLCh (hue in degrees), or encoded Display P3 when `p3` is set.
        var color: SIMD3<Double>
        var p3 = false
        var target: String
        /// coloraide 8.13.1, `fit(target, method: "oklch-chroma")`, encoded.
        var expected: SIMD3<Double>
        var testDescription: String { label }
    }

    static let cases: [Case] = [
        Case(label: "lightness 1 is white", color: [1, 0.2, 30], target: "srgb", expected: [1, 1, 1]),
        Case(label: "lightness 0 is black", color: [0, 0.2, 30], target: "srgb", expected: [0, 0, 0]),
        Case(label: "gray lies inside", color: [0.5, 0, 0], target: "srgb", expected: [0.388572859, 0.388572859, 0.388572859]),
        Case(label: "Display P3 red", color: [1, 0, 0], p3: true, target: "srgb", expected: [1, 0.044569516, 0.045931611]),
        Case(label: "Display P3 green", color: [0, 1, 0], p3: true, target: "srgb", expected: [0, 0.985763711, 0.159742444]),
        Case(label: "Display P3 blue: the clip is within the JND", color: [0, 0, 1], p3: true, target: "srgb", expected: [0, 0, 1]),
        Case(label: "a pale yellow near white", color: [0.99, 0.05, 100], target: "srgb", expected: [1, 0.993544291, 0.842839085]),
        Case(label: "a dark blue into Display P3", color: [0.02, 0.1, 250], target: "display-p3", expected: [0.000066328, 0, 0.004790154]),
    ]

    static func oklab(_ c: Case) -> SIMD3<Double> {
        if c.p3 {
            let linear = SIMD3(SRGBCurve.decode(c.color.x), SRGBCurve.decode(c.color.y), SRGBCurve.decode(c.color.z))
            return LinearRGBGamut.displayP3.oklab(fromValues: linear)
        }
        let h = c.color.z * .pi / 180
        return SIMD3(c.color.x, c.color.y * cos(h), c.color.y * sin(h))
    }

    @Test("Known answers from coloraide, in linear light of CSS's matrices", arguments: cases)
    func knownAnswers(_ c: Case) {
        let gamut = c.target == "srgb" ? LinearRGBGamut.srgb : LinearRGBGamut.displayP3
        let linear = GamutMapping.map(oklab: Self.oklab(c), into: gamut)
        let encoded = SIMD3(SRGBCurve.encode(linear.x), SRGBCurve.encode(linear.y), SRGBCurve.encode(linear.z))
        let d = encoded - c.expected
        #expect(max(abs(d.x), abs(d.y), abs(d.z)) < 1e-8, "\(encoded)")
    }

    @Test("Over a grid of OKLCh colors: one inside is returned as it is; one outside lands in 0…1 at nearly its lightness and hue")
    func properties() {
        var worst = 0.0
        for l in stride(from: 0.05, through: 0.95, by: 0.1) {
            for c in stride(from: 0.05, through: 0.4, by: 0.05) {
                for h in stride(from: 0.0, to: 360, by: 10) {
                    let lab = SIMD3(l, c * cos(h * .pi / 180), c * sin(h * .pi / 180))
                    let values = LinearRGBGamut.srgb.values(fromOklab: lab)
                    let mapped = GamutMapping.map(oklab: lab, into: LinearRGBGamut.srgb)
                    #expect(mapped.min() >= 0 && mapped.max() <= 1)
                    if values.min() >= 0 && values.max() <= 1 {
                        #expect(mapped == values)
                        continue
                    }
                    // How far the result lies from the color of its own chroma at the original
                    // lightness and hue: only the final clip moves it, by under the JND.
                    let result = LinearRGBGamut.srgb.oklab(fromValues: mapped)
                    let chroma = (result.y * result.y + result.z * result.z).squareRoot()
                    worst = max(worst, GamutMapping.deltaEOK(result, SIMD3(l, chroma * cos(h * .pi / 180), chroma * sin(h * .pi / 180))))
                }
            }
        }
        #expect(worst < GamutMapping.justNoticeableDifference)
    }

    /// A converter whose colors are the literals' first component as red, and whose mapping is a
    /// marker color.
    struct MarkingConverter: ColorConverting {
        var target: ColorTarget { ColorTarget(name: "marked", dtcgSpace: nil, css: nil) }
        func convert(_ colors: [ColorLiteral]) throws(ColorConversionError) -> ConvertedColors {
            // Display P3 literals stand for colors outside, at 1.5 red.
            ConvertedColors(
                colors: colors.map { TokenColor(red: $0.space == .displayP3 ? 1.5 : Float($0.components[0] ?? 0), green: 0, blue: 0) },
                isInGamut: colors.map { $0.space != .displayP3 })
        }
        func gamutMapped(_ colors: [ColorLiteral]) throws(ColorConversionError) -> [TokenColor] {
            colors.map { _ in TokenColor(red: 0.25, green: 0.5, blue: 0.75) }
        }
        func fromSRGB(_ colors: [TokenColor]) throws(ColorConversionError) -> [TokenColor] { colors }
        func toSRGB(_ colors: [TokenColor]) throws(ColorConversionError) -> [TokenColor] { colors }
    }

    /// The same converter without a mapping of its own: the default clips.
    struct ClippingConverter: ColorConverting {
        var target: ColorTarget { ColorTarget(name: "clipping", dtcgSpace: nil, css: nil) }
        func convert(_ colors: [ColorLiteral]) throws(ColorConversionError) -> ConvertedColors {
            try MarkingConverter().convert(colors)
        }
        func fromSRGB(_ colors: [TokenColor]) throws(ColorConversionError) -> [TokenColor] { colors }
        func toSRGB(_ colors: [TokenColor]) throws(ColorConversionError) -> [TokenColor] { colors }
    }

    static var design: DesignSystem {
        var ds = DesignSystem()
        ds.declare("inside", type: .color, .colorLiteral(ColorLiteral(space: .srgb, components: [0.5, 0, 0])))
        ds.declare("outside", type: .color, .colorLiteral(ColorLiteral(space: .displayP3, components: [1, 0, 0])))
        return ds
    }

    @Test("Under .map the compiler takes the converter's mapping for the colors outside, and still reports each")
    func compilerTakesTheMapping() throws {
        let result = TokenGraph(Self.design).compileKeepingGoing(Theme(name: "t"), options: CompileOptions(colorConverter: MarkingConverter(), gamut: .map))
        #expect(try TestSupport.hex(result.theme, "outside") == "#4080bf")
        #expect(try TestSupport.hex(result.theme, "inside") == "#800000")
        let report = result.diagnostics.filter { $0.ruleID == "out-of-gamut" }
        #expect(report.map(\.token) == ["outside"])
        #expect(report.allSatisfy { $0.severity == .warning && $0.message.contains("(mapped into it)") })
        // An override layer's new literal is mapped too.
        let derived = try result.theme.overriding(OverrideLayer("x", [Override("inside", .colorLiteral(ColorLiteral(space: .displayP3, components: [1, 0, 0])))]))
        #expect(try TestSupport.hex(derived, "inside") == "#4080bf")
    }

    @Test("A converter with no mapping of its own clips under .map")
    func defaultClips() throws {
        let theme = try TokenGraph(Self.design).compile(Theme(name: "t"), options: CompileOptions(colorConverter: ClippingConverter(), gamut: .map))
        #expect(try TestSupport.hex(theme, "outside") == "#ff0000")
    }
}
