import Foundation
import TesseraTestSupport
import Testing

/// The small things a user of `tessera` hits: help that matches the options, CSS clamping,
/// honest gamut warnings, translucent surfaces, symlinks, ignored options and ordered output.
@Suite("User-facing details")
struct UserFacingDetailsTests {
    @Test("convert --help shows an --intent default the option accepts")
    func intentDefault() throws {
        let help = tessera("convert", "--help")
        #expect(help.out.contains("default: relative)") || help.err.contains("default: relative)"))
        #expect(!(help.out + help.err).contains("relativeColorimetric"))
        let path = try Scratch.path("p.txt", contents: "#336699\n")
        #expect(tessera("convert", path, "--to", "display-p3", "--intent", "relative").code == 0)
    }

    @Test("rgb() channels are clamped to 0…255 before conversion, alpha to 0…1 (CSS Color 4)")
    func rgbClamp() throws {
        let path = try Scratch.path("p.txt", contents: "rgb(300 -5 20)\nrgb(255 0 20)\nrgb(0 0 0 / 1.5)\n")
        let run = tessera("convert", path, "--to", "srgb", "--format", "float")
        #expect(run.code == 0)
        #expect(run.out == "1.000000 0.000000 0.078431 1.000000\n1.000000 0.000000 0.078431 1.000000\n0.000000 0.000000 0.000000 1.000000\n")
        #expect(!run.err.contains("out-of-gamut"))
    }

    @Test("--gamut keep with hex output says the hex line is clipped; float keeps the unbounded values")
    func keepHex() throws {
        let path = try Scratch.path("p.txt", contents: "color(display-p3 0 1 0)\n")
        let hex = tessera("convert", path, "--to", "srgb", "--gamut", "keep")
        #expect(hex.code == 0)
        #expect(hex.out == "#00FF00\n")
        #expect(hex.err.contains("hex cannot hold it, so the line is clipped"))
        #expect(!hex.err.contains("kept unbounded"))
        let float = tessera("convert", path, "--to", "srgb", "--gamut", "keep", "--format", "float")
        #expect(float.err.contains("kept unbounded"))
        let red = try #require(Double(float.out.split(separator: " ")[0]))
        #expect(red < 0)
    }

    @Test("composite over a translucent surface gives the Porter-Duff result with its alpha")
    func translucentSurface() {
        // αo = a + b(1 − a); color = (1 − a/αo) · white for black over white. Worked out in the
        // suite's comments: 128/255 over 128/255 → 0.752 alpha, 0.332 gray → #555555C0.
        let half = tessera("composite", "#00000080", "--over", "#FFFFFF80")
        #expect(half.code == 0)
        #expect(half.out == "#555555C0\n")
        #expect(half.err.contains("the surface is translucent"))
        #expect(tessera("composite", "#00000033", "--over", "#FFFFFF80").out == "#AAAAAA99\n")
        // An opaque surface is unchanged: 20 % black over white is #CCCCCC in gamma-encoded sRGB.
        let opaque = tessera("composite", "#00000033", "--over", "#FFFFFF")
        #expect(opaque.out == "#CCCCCC\n")
        #expect(opaque.err.isEmpty)
        #expect(tessera("composite", "#00000080", "--over", "#FFFFFF80", "--format", "float").out == "0.332461 0.332461 0.332461 0.751957\n")
    }

    @Test("-o onto a symbolic link writes through to the target and keeps the link; a dangling link is refused")
    func symlinkOutput() throws {
        let target = try Scratch.path("target.txt", contents: "old\n")
        let dir = (target as NSString).deletingLastPathComponent
        let link = dir + "/link.txt"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let input = try Scratch.path("p.txt", contents: "#FF0000\n")
        #expect(tessera("convert", input, "--to", "srgb", "-o", link).code == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "#FF0000\n")
        let dangling = dir + "/dangling.txt"
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: dir + "/missing/nowhere.txt")
        let refused = tessera("convert", input, "--to", "srgb", "-o", dangling)
        #expect(refused.code == 1)
        #expect(refused.err.contains("is a symbolic link to a missing file"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dangling) == dir + "/missing/nowhere.txt")
    }

    @Test(
        "Options a format does not use are named on standard error",
        arguments: [
            (["--format", "swift", "--profile", "display-p3"], "--profile does not apply to --format swift"),
            (["--format", "css", "--input", "colorScheme=dark"], "--input does not apply to --format css"),
            (["--format", "dtcg", "--all-contexts", "--input", "colorScheme=dark"], "--input does not apply to --format dtcg --all-contexts"),
            (["--format", "css", "--namespace", "X"], "--namespace does not apply to --format css"),
            (["--format", "css", "--all-contexts"], "--all-contexts does not apply to --format css"),
        ])
    func ignoredOptions(_ arguments: [String], _ warning: String) {
        let run = tessera(["export"] + arguments)
        #expect(run.code == 0)
        #expect(run.err.contains("warning: \(warning); ignored"))
    }

    @Test("Options that apply draw no warning")
    func appliedOptions() {
        #expect(!tessera("export", "--format", "css", "--profile", "display-p3").err.contains("warning:"))
        #expect(!tessera("export", "--format", "dtcg", "--input", "colorScheme=dark").err.contains("warning:"))
        #expect(!tessera("export", "--format", "swift", "--namespace", "Lumen").err.contains("warning:"))
    }

    @Test("validate prints diagnostics sorted by file, line and column")
    func sortedDiagnostics() throws {
        // The reader reports the bad value (line 4) before the compiler reports the unknown
        // reference (line 2); the output puts line 2 first.
        let path = try Scratch.path(
            "t.tokens.json",
            contents: """
                {
                  "a": {"$type": "color", "$value": "{nope}"},
                  "b": {"$type": "number", "$value": 1},
                  "c": {"$type": "number", "$value": "x"}
                }
                """)
        let run = tessera("validate", path)
        #expect(run.code == 1)
        let lines = run.err.split(separator: "\n").filter { $0.hasPrefix(path) }
        let positions = lines.map { $0.dropFirst(path.count + 1).split(separator: ":").prefix(2).map { Int($0) ?? -1 } }
        #expect(positions.count == 2)
        #expect(positions == positions.sorted { $0.lexicographicallyPrecedes($1) })
        #expect(positions.first?.first == 2)
    }
}
