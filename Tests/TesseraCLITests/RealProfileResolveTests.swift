import Foundation
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
        "colord/BruceRGB.icc", "colord/CIE-RGB.icc", "colord/ColorMatchRGB.icc", "colord/DonRGB4.icc", "colord/ECI-RGBv1.icc",
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

    @Test("SMPTE-C, narrower than sRGB in green, still rejects the colors it cannot hold")
    func smpteC() throws {
        let run = tessera("resolve", "--profile", "/usr/share/color/icc/colord/SMPTE-C-RGB.icc", "--gamut", "keep", "--format", "json")
        #expect(run.code == 0)
        #expect(run.err.contains("warning[out-of-gamut]"))
        // The rejected colors are far outside, not rounding: some channel passes 0…1 by over 0.01.
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: [String: Any]])
        let components = json.values.compactMap { ($0["$value"] as? [String: Any])?["components"] as? [Double] }
        let worst = components.flatMap { $0 }.map { max($0 - 1, -$0) }.max() ?? 0
        #expect(worst > 0.01)
        #expect(tessera("resolve", "--profile", "/usr/share/color/icc/colord/SMPTE-C-RGB.icc", "--gamut", "error").code == 1)
    }
}
