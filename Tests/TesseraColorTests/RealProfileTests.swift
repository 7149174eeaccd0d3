import Foundation
import Testing

@testable import TesseraColor

/// Where Debian's colord-data and icc-profiles-free put their profiles.
enum RealProfiles {
    static let colord = "/usr/share/color/icc/colord"
    static let free = "/usr/share/color/icc"
    static var installed: Bool { FileManager.default.fileExists(atPath: colord + "/sRGB.icc") }
    static let missing: Comment = "real ICC profiles missing: run scripts/setup-test-profiles (Debian colord-data, icc-profiles-free)"
}

/// Gamut checks with real ICC profiles: their numbers are s15Fixed16 and 16-bit, so the
/// tolerance follows the profile, and white stays white.
@Suite("Real ICC profiles", .enabled(if: RealProfiles.installed, RealProfiles.missing))
struct RealProfileTests {
    static func srgb(_ r: Double, _ g: Double, _ b: Double) throws -> DTCGColor {
        try DTCGColor(space: .srgb, components: [.number(r), .number(g), .number(b)])
    }

    @Test("The tolerance follows the profile: 1e-6 built in, 5e-4 from ICC data")
    func tolerance() throws {
        #expect(try ColorProfile.builtIn(.srgb).gamutTolerance == 1e-6)
        #expect(try ColorProfile.load(path: RealProfiles.colord + "/sRGB.icc").gamutTolerance == 5e-4)
        // Serialising a built-in profile quantises it like any ICC file.
        #expect(try ColorProfile.load(iccBytes: ColorProfile.builtIn(.displayP3).iccBytes()).gamutTolerance == 5e-4)
    }

    @Test(
        "White and black stay in gamut under --gamut error, never past 0…1",
        arguments: [
            "sRGB.icc", "AdobeRGB1998.icc", "ProPhotoRGB.icc", "WideGamutRGB.icc", "Rec709.icc", "NTSC-RGB.icc", "DonRGB4.icc",
        ])
    func whiteAndBlack(_ name: String) throws {
        let profile = try ColorProfile.load(path: RealProfiles.colord + "/" + name)
        let white = try Self.srgb(1, 1, 1).converted(to: profile, gamut: .error)
        #expect(white.isInGamut)
        // Overshoots within the tolerance are snapped into 0…1; undershoots are the profile's rounding.
        #expect([white.red, white.green, white.blue].allSatisfy { $0 <= 1 && $0 >= 1 - 5e-4 })
        let black = try Self.srgb(0, 0, 0).converted(to: profile, gamut: .error)
        #expect([black.red, black.green, black.blue].allSatisfy { $0 >= 0 && $0 <= 5e-4 })
    }

    @Test("A color really outside the profile's gamut is still rejected")
    func reallyOutside() throws {
        let profile = try ColorProfile.load(path: RealProfiles.colord + "/sRGB.icc")
        let p3Green = try DTCGColor(space: .displayP3, components: [.number(0), .number(1), .number(0)])
        #expect(throws: ColorError.self) { try p3Green.converted(to: profile, gamut: .error) }
        let kept = try p3Green.converted(to: profile, gamut: .keep)
        #expect(kept.red < -0.1)
    }
}
