import Foundation
import TesseraTestSupport
import Testing

@Suite("tessera contrast")
struct ContrastCommandTests {
    /// Grey text that fails AA on white in light mode only.
    static let failing = """
        {
          "bg": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]}},
          "text": {
            "$type": "color",
            "$value": {"colorSpace": "srgb", "components": [0.4666667, 0.4666667, 0.4666667]},
            "$extensions": {"org.tessera.contrast": {"against": "{bg}", "level": "AA"}}
          }
        }
        """

    @Test("The bundled sample passes in every mode of both themes")
    func samplePasses() {
        let run = tessera("contrast", "--all-themes", "--high-contrast-step")
        #expect(run.code == 0, "\(run.err)")
        #expect(run.err.hasSuffix("40 pairs, 280 checks: 0 failed, 0 unjudged\n"))
        #expect(run.out.hasPrefix("theme  foreground"))
        #expect(run.out.contains("ocean  color.text.onBrand"))
    }

    @Test("A failing pair prints compiler-style with its place and mode, and exits 1")
    func failure() throws {
        let file = try Scratch.path("t.tokens.json", contents: Self.failing)
        let run = tessera("contrast", file)
        #expect(run.code == 1)
        #expect(run.err.contains("\(file):3:11: error[contrast]: text on bg 4.47:1 < 4.5 (AA) in every mode [theme base]"), "\(run.err)")
        #expect(run.out.contains("FAIL"))
        let validate = tessera("validate", "--contrast", file)
        #expect(validate.code == 1)
        #expect(validate.err.contains("error[contrast]: text on bg 4.47:1 < 4.5 (AA)"))
        #expect(tessera("validate", file).code == 0)
    }

    @Test("JSON output holds every result with both metrics")
    func json() throws {
        let file = try Scratch.path("t.tokens.json", contents: Self.failing)
        let run = tessera("contrast", file, "--format", "json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let themes = try #require(object["themes"] as? [[String: Any]])
        let result = try #require((themes.first?["results"] as? [[String: Any]])?.first)
        #expect(result["ratio"] as? Double == 4.478)
        #expect(result["apcaLc"] as? Double == 71.11)
        #expect(result["pass"] as? Bool == false)
        #expect(result["foregroundColor"] as? String == "#777777")
    }

    @Test("A wide-gamut color is judged clipped to sRGB and flagged")
    func wideGamut() throws {
        let file = try Scratch.path(
            "w.tokens.json",
            contents: """
                {"bg": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]}},
                 "green": {"$type": "color", "$value": {"colorSpace": "display-p3", "components": [0, 0.6, 0]},
                   "$extensions": {"org.tessera.contrast": {"against": "{bg}", "level": "UI"}}}}
                """)
        let run = tessera("contrast", file, "--format", "json")
        #expect(run.code == 0, "\(run.err)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let result = try #require(((object["themes"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        #expect(result["outOfGamut"] as? Bool == true)
        // P3 (0, 0.6, 0) is linear-light green 0.3185; in sRGB that is (-0.0716, 0.3319, -0.0250)
        // (P3→sRGB matrix), clipped to (0, 0.3319, 0): luminance 0.2374, 1.05 / 0.2874 = 3.653.
        #expect(abs((result["ratio"] as? Double ?? 0) - 3.653) < 0.005)
        #expect(tessera("contrast", file).out.contains("pass (clipped)"))
    }

    @Test("A pairs file adds pairs; --theme and --all-themes exclude each other")
    func pairsFileAndUsage() throws {
        let file = try Scratch.path("t.tokens.json", contents: Self.failing)
        let pairs = try Scratch.path("pairs.json", contents: #"{"pairs": [{"foreground": "{bg}", "against": "{text}", "level": "AA-large"}]}"#)
        let run = tessera("contrast", file, "--pairs", pairs)
        #expect(run.err.contains("2 pairs, 2 checks: 1 failed"), "\(run.err)")
        #expect(tessera("contrast", "--theme", "ocean", "--all-themes").code == 2)
        #expect(tessera("contrast", "--theme", "nope").code == 2)
    }
}
