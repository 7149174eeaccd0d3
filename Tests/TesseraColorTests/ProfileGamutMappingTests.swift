import Foundation
import Tessera
import Testing

@testable import TesseraColor

/// `.map` through lcms2: every entry point (one color, a DTCG batch, a compile, an override, a
/// snapshot, a palette), both routes of ``GamutMapper``, and ICC and pure-gamma destinations.
@Suite("Gamut mapping into profiles")
struct ProfileGamutMappingTests {
    /// coloraide 8.13.1: Display P3 red mapped into sRGB.
    static let p3RedInSRGB = (1.0, 0.044569516, 0.045931611)

    @Test("A DTCG color outside is mapped, flagged and warned about; one inside is untouched")
    func dtcg() throws {
        let red = try DTCGColor(space: .displayP3, components: [1, 0, 0])
        let mapped = try red.converted(to: .srgb(), gamut: .map)
        expectClose(mapped.rgb, Self.p3RedInSRGB, tolerance: 1e-6)
        #expect(!mapped.isInGamut)
        guard case .mappedIntoGamut(let destination, let unbounded)? = mapped.warnings.first else {
            Issue.record("expected a mapped warning, got \(mapped.warnings)")
            return
        }
        #expect(destination == "srgb" && unbounded[0] > 1.09)
        #expect(mapped.warnings[0].description.hasSuffix("outside the gamut, mapped into it (CSS Color 4)"))
        let gray = try DTCGColor(space: .displayP3, components: [0.5, 0.5, 0.5])
        #expect(try gray.converted(to: .srgb(), gamut: .map) == (try gray.converted(to: .srgb(), gamut: .clip)))
    }

    @Test("One RGB color through ColorConverter maps as the DTCG batch does")
    func converter() throws {
        let c = try ColorConverter(from: .p3(), to: .srgb()).convert((1, 0, 0), gamut: .map)
        expectClose(c.rgb, Self.p3RedInSRGB, tolerance: 1e-6)
        #expect(!c.isInGamut)
    }

    /// 600 colors of three sources, both destinations' shapes.
    static func sample() throws -> [DTCGColor] {
        var out: [DTCGColor] = []
        for i in 0..<200 {
            let t = Double(i) / 200
            out.append(try DTCGColor(space: .oklch, components: [.number(0.1 + 0.85 * t), .number(0.05 + 0.3 * (1 - t)), .number(Double(i * 37 % 360))]))
            out.append(try DTCGColor(space: .rec2020, components: [.number(t), .number(1 - t), .number(Double(i % 5) / 4)]))
            out.append(try DTCGColor(space: .displayP3, components: [.number(Double(i % 3) / 2), .number(t), .number(Double(i * 7 % 11) / 10)]))
        }
        return out
    }

    /// The transform route judges encoded values, as the compile's gamut test does for a profile
    /// that is not matrix/TRC; a pure-gamma curve (a98-rgb) clamps negatives there, which is why
    /// matrix/TRC destinations take the linear route.
    @Test("The lcms2-transform route maps as the linear route does", arguments: ["srgb", "prophoto-rgb", "rec2020-oetf"])
    func routesAgree(_ name: String) throws {
        let destination = try ColorProfile.named(name)
        let linear = try GamutMapper(destination: destination, intent: .relativeColorimetric, blackPointCompensation: false)
        let transforms = try GamutMapper(destination: destination, intent: .relativeColorimetric, blackPointCompensation: false, linearRoute: false)
        guard case .linear = linear.route, case .transforms = transforms.route else {
            Issue.record("expected one mapper of each route")
            return
        }
        var worst = 0.0
        for color in try Self.sample() {
            let (source, format) = try DTCGColor.lcmsRoute(of: color.space)
            let a = try linear.map([color.lcmsValues()], inputFormat: format, from: source)[0]
            let b = try transforms.map([color.lcmsValues()], inputFormat: format, from: source)[0]
            worst = max(worst, abs(a.0 - b.0), abs(a.1 - b.1), abs(a.2 - b.2))
        }
        // lcms2's float32 at every step of the transform route, against exact double matrices.
        #expect(worst < 1e-4)
    }

    @Test("Pure-gamma and ICC destinations: the colors outside are the ones clip flags, and every result lies inside")
    func everyResultInside() throws {
        let icc = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Fuzz/icc/corpus/p3-gamma22.icc").standardized.path
        for profile in [try ColorProfile.builtIn(.a98RGB), try ColorProfile.named(icc)] {
            let mapped = try DTCGColor.converted(try Self.sample(), to: profile, gamut: .map)
            let clipped = try DTCGColor.converted(try Self.sample(), to: profile, gamut: .clip)
            #expect(mapped.map(\.isInGamut) == clipped.map(\.isInGamut))
            #expect(mapped.contains { !$0.isInGamut })
            // An RGB value with every channel in 0…1 lies inside its profile's gamut.
            #expect(mapped.allSatisfy { [$0.red, $0.green, $0.blue].allSatisfy { (0...1).contains($0) } })
            #expect(zip(mapped, clipped).contains { abs($0.red - $1.red) + abs($0.green - $1.green) + abs($0.blue - $1.blue) > 0.01 })
        }
    }

    static var wide: DesignSystem {
        var ds = DesignSystem()
        ds.declare("p3red", type: .color, tier: .raw, .colorLiteral(ColorLiteral(space: .displayP3, components: [1, 0, 0])))
        ds.declare("gray", type: .color, tier: .raw, .colorLiteral(ColorLiteral(space: .oklch, components: [0.5, 0, nil])))
        ds.declare(
            "accent", type: .color, tier: .semantic,
            varying: [(.always, .alias("gray")), (["colorScheme": "dark"], .colorLiteral(ColorLiteral(space: .oklch, components: [0.7, 0.3, 150])))])
        return ds
    }

    @Test("A compile under .map stores the mapped colors, reports each, and a snapshot keeps them")
    func compile() throws {
        let srgb = try ProfileColorConverting(named: "srgb")
        let result = TokenGraph(Self.wide).compileKeepingGoing(Theme(name: "t"), options: CompileOptions(colorConverter: srgb, gamut: .map))
        let report = result.diagnostics.filter { $0.ruleID == "out-of-gamut" }
        #expect(Set(report.compactMap(\.token)) == ["p3red", "accent"])
        #expect(report.first { $0.token == "accent" }?.kind == .outOfGamut(target: "srgb", handling: .map, modes: ["colorScheme=dark"]))
        let theme = result.theme
        let red = try theme.table(for: theme.mode([:]))[try #require(theme.token("p3red", as: TokenColor.self))]
        expectClose((Double(red.red), Double(red.green), Double(red.blue)), Self.p3RedInSRGB, tolerance: 1e-6)
        // coloraide: oklch(0.7 0.3 150) → #00c248.
        let dark = try theme.mode(["colorScheme": "dark"])
        #expect(try theme.table(for: dark)[try #require(theme.token("accent", as: TokenColor.self))].hex == "#00c248")
        #expect(try theme.table(for: theme.mode([:]))[try #require(theme.token("accent", as: TokenColor.self))].hex == "#636363")

        // The snapshot (and so the C API) holds the values mapped at compile time.
        let loaded = try Snapshot(bytes: try Snapshot.encode([theme])).theme()
        #expect(loaded.colorSpaceName == "srgb")
        #expect(try loaded.table(for: dark)[try #require(loaded.token("accent", as: TokenColor.self))].hex == "#00c248")
        #expect(try loaded.table(for: loaded.mode([:]))[try #require(loaded.token("p3red", as: TokenColor.self))] == red)

        // An override's new literal is mapped as well.
        let derived = try theme.overriding(
            OverrideLayer("x", [Override("gray", .colorLiteral(ColorLiteral(space: .displayP3, components: [1, 0, 0])))]))
        #expect(try derived.table(for: derived.mode([:]))[try #require(derived.token("gray", as: TokenColor.self))] == red)
    }

    @Test("ProfileColorConverting.gamutMapped equals the DTCG batch under .map")
    func converterHook() throws {
        let literals = try Self.sample().map { ColorLiteral(space: $0.space, components: $0.components.map(\.valueForConversion)) }
        let mapped = try ProfileColorConverting(named: "display-p3").gamutMapped(literals)
        let reference = try DTCGColor.converted(try Self.sample(), to: .p3(), gamut: .map)
        #expect(mapped == reference.map { TokenColor(red: Float($0.red), green: Float($0.green), blue: Float($0.blue), alpha: Float($0.alpha)) })
        #expect(throws: ColorConversionError.self) {
            _ = try ProfileColorConverting(named: "srgb").gamutMapped([ColorLiteral(space: .srgb, components: [.nan, 0, 0])])
        }
    }

    @Test("A palette under .map: hex and CSS lines, hex and float output, each line outside named")
    func palette() throws {
        var conversion = PaletteConversion(source: try .p3(), destination: try .srgb(), target: .named("srgb")!)
        conversion.gamut = .map
        let input = Array("#FF0000\n#808080\ncolor(display-p3 1 0 0)\n".utf8)
        guard case .success(let hex) = conversion.run(input) else {
            Issue.record("conversion failed")
            return
        }
        // coloraide: P3 red → sRGB #ff0b0c.
        #expect(String(decoding: hex.text, as: UTF8.self) == "#FF0B0C\n#808080\n#FF0B0C\n")
        #expect(hex.warnings.map(\.line) == [1, 3])
        #expect(hex.warnings.allSatisfy { $0.message.hasSuffix("; mapped into it (CSS Color 4)") })
        conversion.format = .float
        guard case .success(let float) = conversion.run(input) else {
            Issue.record("conversion failed")
            return
        }
        let lines = String(decoding: float.text, as: UTF8.self).split(separator: "\n")
        #expect(lines[0] == "1.000000 0.044569 0.045932 1.000000" && lines[2] == lines[0])
    }
}
