import TesseraColor
import TesseraTestSupport
import Testing

import struct Tessera.ColorTarget

/// One list of built-in profile names: every command that takes a profile lists all of them in
/// its help, each opens, and TesseraColor's profiles are the same names.
@Suite("Built-in profile names")
struct ProfileNameTests {
    @Test("the help of compile, resolve and convert lists every built-in profile", arguments: ["compile", "resolve", "convert"])
    func helpListsEveryName(command: String) {
        let help = tessera(command, "--help")
        let text = (help.out + help.err).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for name in ColorTarget.builtInNames {
            #expect(text.contains(name + ",") || text.contains(name + " "), "\(command) --help omits \(name)")
        }
    }

    @Test("every built-in name opens a profile, and every built-in profile has a listed name")
    func namesAndProfilesAgree() throws {
        for name in ColorTarget.builtInNames {
            #expect(ColorTarget.named(name) != nil, "\(name)")
            #expect(throws: Never.self) { try ColorProfile.named(name) }
        }
        for profile in BuiltInProfile.allCases {
            #expect(ColorTarget.builtInNames.contains(profile.rawValue), "\(profile.rawValue)")
        }
        #expect(ColorTarget.builtInNames.count == Set(ColorTarget.builtInNames).count)
    }
}
