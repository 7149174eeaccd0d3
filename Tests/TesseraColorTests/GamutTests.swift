import Testing

@testable import TesseraColor

@Suite("Gamut")
struct GamutTests {
    @Test("P3 red into sRGB: clipped with a warning by default")
    func clipDefault() throws {
        let red = try DTCGColor(space: .displayP3, components: [1, 0, 0])
        let out = try red.converted(to: .srgb())
        #expect(!out.isInGamut)
        #expect(out.rgb == (1, 0, 0))
        guard case .outOfGamut(let destination, let unbounded, let clipped)? = out.warnings.first else {
            Issue.record("expected a warning")
            return
        }
        #expect(destination == "srgb" && clipped)
        expectClose((unbounded[0], unbounded[1], unbounded[2]), (1.093066, -0.543376, -0.253717), tolerance: 2e-6)
    }

    @Test("Unbounded keeps values and warns; fail throws")
    func policies() throws {
        let red = try DTCGColor(space: .displayP3, components: [1, 0, 0])
        let kept = try red.converted(to: .srgb(), gamut: .keep)
        expectClose(kept.rgb, (1.093066, -0.543376, -0.253717), tolerance: 2e-6)
        #expect(kept.warnings.count == 1)
        #expect(throws: ColorError.self) { try red.converted(to: .srgb(), gamut: .error) }
    }

    @Test("In-gamut colors pass, including sRGB blue's float noise in P3")
    func inGamut() throws {
        let blue = try DTCGColor(space: .srgb, components: [0, 0, 1])
        let out = try blue.converted(to: .p3(), gamut: .error)
        #expect(out.isInGamut)
        #expect(out.warnings.isEmpty)
    }

    @Test("Pure-gamma destinations: a negative channel lcms2 clamps to 0 is still caught")
    func hiddenNegative() throws {
        // Rec.2020 green → Adobe RGB: lcms2's gamma curve maps the negative R and B to 0.
        let green = try DTCGColor(space: .rec2020, components: [0, 1, 0])
        let a98 = try ColorProfile.builtIn(.a98RGB)
        let out = try green.converted(to: a98, gamut: .keep)
        #expect(out.red == 0 && out.blue == 0)
        #expect(!out.isInGamut)
        // Only negative channels (no channel > 1): linear-light check is what catches it.
        let subtle = try DTCGColor(space: .rec2020, components: [0.05, 0.6, 0.05])
        let s = try subtle.converted(to: a98, gamut: .keep)
        #expect(s.red >= 0 && s.red <= 1 && s.green <= 1 && s.blue >= 0)
        #expect(!s.isInGamut)
    }

    @Test("Single-color converter applies the same policy")
    func converterPolicy() throws {
        let c = ColorConverter(from: try .p3(), to: try .srgb())
        #expect(throws: ColorError.self) { try c.convert((1, 0, 0), gamut: .error) }
        #expect(try c.convert((0.5, 0.5, 0.5), gamut: .error).isInGamut)
    }
}
