import Tessera

import Testing

@testable import TesseraColor

@Suite("DTCG color conversion")
struct DTCGTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var space: ColorLiteral.Space
        var components: [ComponentValue]
        var target: BuiltInProfile
        var expected: (Double, Double, Double)
        var tolerance: Double
        var testDescription: String { "\(space.rawValue) \(components) → \(target.rawValue)" }
    }

    /// Oracle: coloraide 8.13.1 `Color(space, coords).convert(target)` (hsl/hwb scaled to
    /// coloraide's 0…1 ranges). Measured agreement is ≤ 4e-8 for every route except those
    /// through lcms2's Lab/XYZ profiles, whose D50 (0.9642, 1, 0.8249) differs from CSS's
    /// (0.96422, 1, 0.82521): xyz-d50 7.9e-5, lab/lch up to 1.06e-4 (hot pink → P3).
    static let cases: [Case] = [
        Case(
            space: .srgb, components: [0.2, 0.4, 0.8], target: .displayP3,
            expected: (0.249851333, 0.395240072, 0.773561750), tolerance: 1e-6),
        Case(
            space: .srgbLinear, components: [0.5, 0.25, 0.125], target: .srgb,
            expected: (0.735356983, 0.537098730, 0.388572859), tolerance: 1e-6),
        Case(
            space: .srgbLinear, components: [0.5, 0.25, 0.125], target: .displayP3,
            expected: (0.705329476, 0.545210073, 0.410650943), tolerance: 1e-6),
        Case(
            space: .srgbLinear, components: [0.5, 0.25, 0.125], target: .a98RGB,
            expected: (0.680416966, 0.532401354, 0.395662065), tolerance: 1e-6),
        Case(space: .displayP3, components: [1, 0, 0], target: .displayP3, expected: (1, 0, 0), tolerance: 0),
        Case(
            space: .a98RGB, components: [0.5, 0.6, 0.4], target: .srgb,
            expected: (0.455291356, 0.605637652, 0.388672542), tolerance: 1e-6),
        Case(
            space: .a98RGB, components: [0.5, 0.6, 0.4], target: .displayP3,
            expected: (0.486361170, 0.601398012, 0.410583063), tolerance: 1e-6),
        Case(
            space: .prophotoRGB, components: [0.6, 0.3, 0.2], target: .srgb,
            expected: (0.860182127, 0.246889414, 0.229792400), tolerance: 1e-6),
        Case(
            space: .prophotoRGB, components: [0.6, 0.3, 0.2], target: .displayP3,
            expected: (0.793879952, 0.296647337, 0.260149178), tolerance: 1e-6),
        Case(
            space: .rec2020, components: [0.5, 0.4, 0.3], target: .srgb,
            expected: (0.532517092, 0.351839050, 0.241684123), tolerance: 1e-6),
        Case(
            space: .rec2020, components: [0.5, 0.4, 0.3], target: .displayP3,
            expected: (0.506229005, 0.359698329, 0.259819084), tolerance: 1e-6),
        Case(
            space: .xyzD65, components: [0.3, 0.3, 0.3], target: .srgb,
            expected: (0.635442180, 0.569850838, 0.558827763), tolerance: 1e-6),
        Case(
            space: .xyzD65, components: [0.3, 0.3, 0.3], target: .displayP3,
            expected: (0.624439170, 0.572184177, 0.561055192), tolerance: 1e-6),
        Case(
            space: .xyzD50, components: [0.3, 0.3, 0.25], target: .srgb,
            expected: (0.611687706, 0.574507417, 0.587578191), tolerance: 1.5e-4),
        Case(
            space: .xyzD50, components: [0.3, 0.3, 0.25], target: .displayP3,
            expected: (0.605299755, 0.575791178, 0.587067779), tolerance: 1.5e-4),
        Case(
            space: .lab, components: [50, -20, 30], target: .srgb, expected: (0.380542624, 0.501337756, 0.256151706),
            tolerance: 1.5e-4),
        Case(
            space: .lab, components: [60.17, 93.54, -60.5], target: .displayP3,
            expected: (0.917503795, 0.200300133, 0.967483074), tolerance: 1.5e-4),
        Case(
            space: .lch, components: [50, 30, 120], target: .srgb, expected: (0.411396695, 0.492884511, 0.286723933),
            tolerance: 1.5e-4),
        Case(
            space: .lch, components: [50, 30, 120], target: .displayP3,
            expected: (0.427292500, 0.490447908, 0.309999833), tolerance: 1.5e-4),
        Case(
            space: .oklab, components: [0.6, 0.05, -0.05], target: .srgb,
            expected: (0.566016320, 0.453066454, 0.617906173), tolerance: 1e-6),
        Case(
            space: .oklab, components: [0.6, 0.05, -0.05], target: .displayP3,
            expected: (0.548092013, 0.457390164, 0.606986245), tolerance: 1e-6),
        Case(
            space: .oklch, components: [0.5, 0.1, 45], target: .srgb, expected: (0.569700204, 0.308848494, 0.185603077),
            tolerance: 1e-6),
        Case(
            space: .hsl, components: [330, 100, 50], target: .displayP3,
            expected: (0.917487557, 0.200286808, 0.497757464), tolerance: 1e-6),
        Case(
            space: .hwb, components: [330, 0, 0], target: .displayP3, expected: (0.917487557, 0.200286808, 0.497757464),
            tolerance: 1e-6),
        Case(
            space: .hwb, components: [200, 30, 20], target: .srgb, expected: (0.3, 0.633333333, 0.8), tolerance: 1e-9),
        Case(
            space: .hwb, components: [200, 30, 20], target: .displayP3,
            expected: (0.387009883, 0.625696872, 0.783978932), tolerance: 1e-6),
    ]

    @Test("Every DTCG space converts into built-in profiles (coloraide oracle)", arguments: cases)
    func convert(_ c: Case) throws {
        let color = try DTCGColor(space: c.space, components: c.components, alpha: 0.25)
        let out = try color.converted(to: .builtIn(c.target), gamut: .keep)
        expectClose(out.rgb, c.expected, tolerance: c.tolerance)
        #expect(out.alpha == 0.25)
        #expect(out.isInGamut)
        #expect(out.warnings.isEmpty)
    }

    @Test("All 14 spaces are covered")
    func coverage() {
        #expect(Set(Self.cases.map(\.space)).union([.lch, .oklch]) == Set(ColorLiteral.Space.allCases))
    }

    @Test(
        "none counts as 0; a none or powerless hue does not matter",
        arguments: [
            ColorLiteral.Space.hsl, .hwb, .lch, .oklch,
        ])
    func noneHue(_ space: ColorLiteral.Space) throws {
        let gray: [ComponentValue] =
            switch space {
            case .hsl: [.none, 0, 40]
            case .hwb: [.none, 40, 60]
            case .lch: [50, 0, .none]
            default: [0.5, 0, .none]
            }
        var rotated = gray
        rotated[space.hueIndex!] = 123
        let a = try DTCGColor(space: space, components: gray)
        let b = try DTCGColor(space: space, components: rotated)
        #expect(a.isHuePowerless)
        let p3 = try ColorProfile.p3()
        let ca = try a.converted(to: p3)
        let cb = try b.converted(to: p3)
        expectClose(ca.rgb, cb.rgb, tolerance: 1e-7)
        // Neutral in, neutral out.
        #expect(abs(ca.red - ca.green) < 2e-4 && abs(ca.green - ca.blue) < 2e-4)
    }

    @Test("none in a non-hue component is 0")
    func noneComponent() throws {
        let a = try DTCGColor(space: .srgb, components: [.none, 0.5, .none])
        let b = try DTCGColor(space: .srgb, components: [0, 0.5, 0])
        #expect(try a.converted(to: .p3()) == b.converted(to: .p3()))
        #expect(a != b)  // the token keeps `none` distinct from 0
    }

    @Test("Wrong component count and non-finite values are typed errors")
    func invalid() {
        #expect(throws: ColorError.self) { try DTCGColor(space: .srgb, components: [1, 0]) }
        #expect(throws: ColorError.self) { try DTCGColor(space: .srgb, components: [1, 0, 0, 1]) }
        #expect(throws: ColorError.self) { try DTCGColor(space: .lab, components: [.number(.nan), 0, 0]) }
    }

    @Test("DTCG color into a file-loaded profile")
    func intoLoadedProfile() throws {
        let loaded = try ColorProfile.load(iccBytes: ColorProfile.p3().iccBytes())
        let out = try DTCGColor(space: .srgb, components: [0.2, 0.4, 0.8]).converted(to: loaded)
        expectClose(out.rgb, (0.249851333, 0.395240072, 0.773561750), tolerance: 2e-4)
    }
}
