import Foundation
import Tessera
import TesseraColor
import TesseraSample
import Testing

/// The bundled sample resolved into real ICC profiles with `--gamut error`.
@Suite(
    "Sample into real ICC profiles",
    .enabled(
        if: FileManager.default.fileExists(atPath: "/usr/share/color/icc/colord/sRGB.icc"),
        "real ICC profiles missing: run scripts/setup-test-profiles (Debian colord-data, icc-profiles-free)"))
struct RealProfileResolveTests {
    /// colord's RGB profiles whose gamut holds the sample's sRGB colors, and icc-profiles-free's
    /// RGB profiles (LUT-based CineonLog ones included).
    static let holding = [
        "colord/AdobeRGB1998.icc", "colord/AppleRGB.icc", "colord/BestRGB.icc", "colord/BetaRGB.icc", "colord/Bluish.icc",
        "colord/BruceRGB.icc", "colord/CIE-RGB.icc", "colord/DonRGB4.icc", "colord/ECI-RGBv1.icc",
        "colord/ECI-RGBv2.icc", "colord/EktaSpacePS5.icc", "colord/Gamma5000K.icc", "colord/Gamma5500K.icc", "colord/Gamma6500K.icc",
        "colord/NTSC-RGB.icc", "colord/PAL-RGB.icc", "colord/ProPhotoRGB.icc", "colord/Rec709.icc", "colord/SwappedRedAndGreen.icc",
        "colord/WideGamutRGB.icc", "colord/sRGB.icc", "sRGB.icc", "compatibleWithAdobeRGB1998.icc", "CineonLog_M.icc", "LStar-RGB.icc",
    ]

    @Test("resolve --gamut error accepts every sample color in profiles whose gamut holds them", arguments: holding)
    func accepted(_ name: String) {
        let run = tessera("resolve", "--profile", "/usr/share/color/icc/" + name, "--gamut", "error")
        #expect(run.code == 0, "\(run.err.prefix(600))")
        #expect(!run.err.contains("out-of-gamut"))
    }

    /// ColorMatch RGB's red primary (0.63, 0.34) lies inside sRGB's (0.64, 0.33), so saturated
    /// oranges fall just outside it: #db8c1a is linear (0.6464, 0.2562, −0.0012) there by an
    /// independent sRGB → XYZ D65 → Bradford D50 → ColorMatch computation, past the ICC
    /// tolerance of 5e-4. Its gamma 1.8 curve clamps the negative channel to 0, which is how
    /// a re-test of the encoded values used to miss it.
    @Test("ColorMatch RGB rejects the sample's saturated oranges, as convert does")
    func colorMatch() {
        let run = tessera("resolve", "--profile", "/usr/share/color/icc/colord/ColorMatchRGB.icc", "--gamut", "error")
        #expect(run.code == 1)
        #expect(run.err.contains("color.warning.500: color is outside the ColorMatchRGB.icc gamut (rejected)"))
    }

    @Test("SMPTE-C, narrower than sRGB in green, still rejects the colors it cannot hold")
    func smpteC() throws {
        let path = "/usr/share/color/icc/colord/SMPTE-C-RGB.icc"
        let run = tessera("resolve", "--profile", path, "--gamut", "keep", "--format", "json")
        #expect(run.code == 0)
        #expect(run.err.contains("warning[out-of-gamut]"))
        // The rejected colors are far outside, not rounding: some channel passes 0…1 by over 0.01
        // in the table (the JSON names them in srgb, which DTCG can name).
        let graph = TokenGraph(SampleDesignSystem.designSystem)
        let options = CompileOptions(colorConverter: try ProfileColorConverting(named: path), gamut: .keep)
        let theme = graph.compileKeepingGoing(SampleDesignSystem.designSystem.themes[0], options: options).theme
        let table = try theme.table(for: try theme.mode())
        var worst: Float = 0
        for id in 0..<graph.count {
            guard case .success(.color(let c)) = table.resolvedValue(ofTokenAt: id) else { continue }
            worst = max(worst, c.red - 1, c.green - 1, c.blue - 1, -c.red, -c.green, -c.blue)
        }
        #expect(worst > 0.01)
        #expect(tessera("resolve", "--profile", path, "--gamut", "error").code == 1)
    }
}
