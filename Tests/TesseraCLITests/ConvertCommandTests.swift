import Foundation
import TesseraTestSupport
import Testing

@Suite("tessera convert and composite")
struct ConvertCommandTests {
    func temporaryFile(_ contents: String, name: String = "palette.txt") throws -> String {
        try Scratch.path(name, contents: contents)
    }

    @Test("sRGB to Display P3 known values, in float")
    func knownValues() throws {
        let path = try temporaryFile("#FF0000\n#00FF00\n\n// primaries done\n#0000FF\n#3366CC // a blue\n")
        let run = tessera("convert", path, "--to", "display-p3", "--format", "float")
        #expect(run.code == 0)
        #expect(
            run.out == """
                0.917488 0.200287 0.138561 1.000000
                0.458402 0.985265 0.298295 1.000000
                0.000000 0.000000 0.959588 1.000000
                0.249851 0.395240 0.773562 1.000000

                """)
    }

    @Test("Formats: hex (exact and fast), css and json; alpha passes through")
    func formats() throws {
        let path = try temporaryFile("#3366CC80\ncolor(display-p3 1 0 0)\nrgb(255 0 0 / 50%)\n")
        #expect(tessera("convert", path, "--to", "display-p3").out == "#4065C580\n#FF0000\n#EA332380\n")
        #expect(tessera("convert", path, "--to", "display-p3", "--precision", "fast").code == 0)
        let css = tessera("convert", path, "--to", "display-p3", "--format", "css").out
        #expect(css.hasPrefix("color(display-p3 0.249851 0.395240 0.773562 / 0.501961)\ncolor(display-p3 1.000000 0.000000 0.000000)\n"))
        let json = tessera("convert", path, "--to", "display-p3", "--format", "json").out.split(separator: "\n")
        #expect(json.first == "{\"colorSpace\": \"display-p3\", \"components\": [0.249851, 0.395240, 0.773562], \"alpha\": 0.501961, \"hex\": \"#3366cc\"}")
    }

    /// Known answers from CSS Color 4's definitions: hsl(120 100% 25%) is rgb(0 127.5 0);
    /// hwb(0 0% 0%) is red; oklab(1 0 0) is white; lab(0 0 0) is black; rgb(300 -5 20)
    /// clamps to rgb(255 0 20) at parse time; hsl(240, 100%, 50%) in the comma syntax is blue.
    @Test("A palette reads every CSS color function, and clamps rgb() as CSS does")
    func cssFunctions() throws {
        let path = try temporaryFile("hsl(120 100% 25%)\nhwb(0 0% 0%)\noklab(1 0 0)\nlab(0 0 0)\nrgb(300 -5 20)\nhsl(240, 100%, 50%)\n")
        let run = tessera("convert", path, "--to", "srgb")
        #expect(run.code == 0, "\(run.err)")
        #expect(run.out == "#008000\n#FF0000\n#FFFFFF\n#000000\n#FF0014\n#0000FF\n")
    }

    @Test("Every bad line is reported with line and column, exit 1, and an existing output file is untouched")
    func badLines() throws {
        let path = try temporaryFile("#FF0000\n#GG0000\n#00FF00\n  #12345\ncolor(dci-p3 1 0 0)\n")
        let output = try temporaryFile("previous contents\n", name: "out.txt")
        let run = tessera("convert", path, "--to", "display-p3", "-o", output)
        #expect(run.code == 1)
        #expect(
            run.err == """
                \(path):2:2: error[bad-color]: invalid hex color #GG0000: not a hexadecimal digit
                \(path):4:9: error[bad-color]: invalid hex color #12345: expected 3, 4, 6 or 8 digits
                \(path):5:7: error[bad-color]: unknown color space dci-p3; expected one of a98-rgb, display-p3, prophoto-rgb, rec2020, srgb, srgb-linear, xyz, xyz-d50, xyz-d65

                """)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "previous contents\n")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: (output as NSString).deletingLastPathComponent)
        #expect(leftovers == ["out.txt"])
    }

    @Test("-o replaces the file atomically on success")
    func outputFile() throws {
        let path = try temporaryFile("#FFFFFF\n#000000\n")
        let output = try temporaryFile("old\n", name: "out.txt")
        let run = tessera("convert", path, "--to", "rec2020", "-o", output)
        #expect(run.code == 0 && run.out.isEmpty)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "#FFFFFF\n#000000\n")
    }

    @Test("Out-of-gamut colors warn when clipped and fail with --gamut error")
    func gamut() throws {
        let path = try temporaryFile("color(display-p3 1 0 0)\n#808080\n")
        let clipped = tessera("convert", path, "--to", "srgb")
        #expect(clipped.code == 0)
        #expect(clipped.out == "#FF0000\n#808080\n")
        #expect(clipped.err.contains(":1:1: warning[out-of-gamut]"))
        let strict = tessera("convert", path, "--to", "srgb", "--gamut", "error")
        #expect(strict.code == 1)
        #expect(strict.out.isEmpty)
    }

    @Test("A DTCG token file has its color tokens converted and everything else kept")
    func tokenFile() throws {
        let path = try temporaryFile(
            """
            {
              "color": {
                "$type": "color",
                "red": { "$value": { "colorSpace": "srgb", "components": [1, 0, 0] }, "$description": "kept" },
                "alias": { "$value": "{color.red}" }
              },
              "space": { "$type": "dimension", "s": { "$value": { "value": 4, "unit": "px" } } }
            }
            """, name: "tokens.json")
        let run = tessera("convert", path, "--to", "display-p3")
        #expect(run.code == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let red = try #require(((object["color"] as? [String: Any])?["red"] as? [String: Any]))
        let value = try #require(red["$value"] as? [String: Any])
        #expect(value["colorSpace"] as? String == "display-p3")
        #expect(value["components"] as? [Double] == [0.917488, 0.200287, 0.138561])
        #expect(red["$description"] as? String == "kept")
        #expect(((object["color"] as? [String: Any])?["alias"] as? [String: Any])?["$value"] as? String == "{color.red}")
        #expect((((object["space"] as? [String: Any])?["s"] as? [String: Any])?["$value"] as? [String: Any])?["unit"] as? String == "px")
        // A bad color in a token file names the position and token.
        let bad = try temporaryFile("{\"c\": {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"rgb\", \"components\": [1, 0, 0]}}}", name: "bad.json")
        let failed = tessera("convert", bad, "--to", "display-p3")
        #expect(failed.code == 1)
        #expect(failed.err.contains("bad.json:1:51: error[invalid-color]: c: unknown colorSpace \"rgb\""))
    }

    @Test(
        "Unknown and unusable profiles",
        arguments: [
            (["--to", "p3"], Int32(2), "error: unknown profile 'p3'"),
            (["--to", "/nonexistent/x.icc"], Int32(1), "error: /nonexistent/x.icc: not a usable ICC profile"),
        ])
    func profiles(arguments: [String], code: Int32, message: String) throws {
        let path = try temporaryFile("#FFFFFF\n")
        let run = tessera(["convert", path] + arguments)
        #expect(run.code == code)
        #expect(run.err.hasPrefix(message))
    }

    @Test("Truncated ICC files are a typed error naming the file")
    func truncatedProfile() throws {
        let full = tessera("convert", try temporaryFile("#FFFFFF\n"), "--to", "srgb")
        #expect(full.code == 0)
        let icc = try temporaryFile("", name: "cut.icc")
        try Data(repeating: 0x61, count: 200).write(to: URL(fileURLWithPath: icc))
        let run = tessera("convert", try temporaryFile("#FFFFFF\n"), "--to", icc)
        #expect(run.code == 1)
        #expect(run.err.contains("cut.icc: not a usable ICC profile"))
    }

    @Test(
        "composite: known values in each blend space",
        arguments: [
            (["#00000033", "--over", "#FFFFFF"], "#CCCCCC\n"),
            (["#00000033", "--over", "#FFFFFF", "--space", "linear"], "#E7E7E7\n"),
            (["#0000001F", "--over", "#F5F5F5"], "#D7D7D7\n"),
            (["#0000001F", "--over", "#F5F5F5", "--space", "linear"], "#E7E7E7\n"),
            (["#00000033", "--over", "#FFFFFF", "--format", "float"], "0.800000 0.800000 0.800000\n"),
        ])
    func composite(arguments: [String], expected: String) {
        let run = tessera(["composite"] + arguments)
        #expect(run.code == 0)
        #expect(run.out == expected)
    }

    @Test("composite into Display P3, and bad input")
    func compositeTarget() {
        let p3 = tessera("composite", "#00000033", "--over", "#FFFFFF", "--to", "display-p3", "--format", "float")
        #expect(p3.out == "0.800000 0.800000 0.800000\n")
        let bad = tessera("composite", "#00000033", "--over", "white")
        #expect(bad.code == 2)
        #expect(bad.err == "error: --over 'white' is not a hex color (column 1: it must start with #)\n")
    }

    @Test("resolve --profile emits colors in the profile's DTCG color space")
    func resolveProfile() throws {
        let srgb = try #require(try JSONSerialization.jsonObject(with: Data(tessera("resolve").out.utf8)) as? [String: Any])
        let run = tessera("resolve", "--profile", "display-p3")
        #expect(run.code == 0)
        let p3 = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let a = try #require(((srgb["button.primary.bg"] as? [String: Any])?["$value"] as? [String: Any])?["components"] as? [Double])
        let value = try #require((p3["button.primary.bg"] as? [String: Any])?["$value"] as? [String: Any])
        #expect(value["colorSpace"] as? String == "display-p3")
        #expect(value["hex"] == nil)
        // Independent check: convert the sRGB components with the convert command.
        let line = "color(srgb \(a[0]) \(a[1]) \(a[2]))\n"
        let expected = tessera("convert", try temporaryFile(line), "--to", "display-p3", "--format", "float").out.split(separator: " ").prefix(3).compactMap { Double($0) }
        let got = try #require(value["components"] as? [Double])
        #expect(zip(got, expected).allSatisfy { abs($0 - $1) < 2e-6 })
    }
}
