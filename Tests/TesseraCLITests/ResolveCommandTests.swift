import Foundation
import TesseraFormats
import Testing

@Suite("tessera resolve")
struct ResolveCommandTests {
    @Test("JSON output is one object keyed by path with DTCG-shaped values")
    func jsonOutput() throws {
        let run = tessera("resolve", "--input", "colorScheme=dark")
        #expect(run.code == 0)
        #expect(run.err.isEmpty)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        #expect(object.count >= 400)
        let divider = try #require(object["divider.color"] as? [String: Any])
        #expect(divider["$type"] as? String == "color")
        let value = try #require(divider["$value"] as? [String: Any])
        #expect(value["colorSpace"] as? String == "srgb")
        #expect((value["components"] as? [Double])?.count == 3)
        #expect((value["hex"] as? String)?.count == 7)
        let radius = try #require(object["radius.md"] as? [String: Any])
        #expect(radius["$type"] as? String == "dimension")
        #expect((radius["$value"] as? [String: Any])?["unit"] as? String == "px")
        let shadow = try #require(object["elevation.shadow.2"] as? [String: Any])
        #expect(shadow["$type"] as? String == "shadow")
        let typography = try #require((object["typography.body.md"] as? [String: Any])?["$value"] as? [String: Any])
        #expect(Set(typography.keys) == ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"])
    }

    @Test("Dark and light differ, and the mode changes colors")
    func modesDiffer() {
        let light = tessera("resolve", "--input", "colorScheme=light")
        let dark = tessera("resolve", "--input", "colorScheme=dark")
        #expect(light.code == 0 && dark.code == 0)
        #expect(light.out != dark.out)
    }

    @Test("The table format has aligned columns and a legend")
    func tableOutput() {
        let run = tessera("resolve", "--format", "table", "--theme", "ocean", "--input", "sizeClass=compact")
        #expect(run.code == 0)
        let lines = run.out.split(separator: "\n")
        #expect(lines.first?.hasPrefix("Theme: ocean    Mode: colorScheme=light, contrast=standard, elevation=base, sizeClass=compact") == true)
        #expect(lines.contains { $0.hasPrefix("Legend:") })
        let header = try! #require(lines.first { $0.hasPrefix("TOKEN") })
        let valueColumn = header.range(of: "VALUE")!.lowerBound.utf16Offset(in: header)
        let row = try! #require(lines.first { $0.hasPrefix("badge.accent.bg ") })
        #expect(row.contains("forbidden"))
        #expect(String(row).utf16.count > valueColumn)
        // Forbidden tokens are reported as warnings, which do not fail the run.
        #expect(run.err.contains("warning[forbidden-value]: badge.accent.bg: resolves to the forbidden value in all modes [theme ocean]"))
    }

    @Test("Forbidden tokens are left out of JSON")
    func forbiddenOmitted() throws {
        let run = tessera("resolve", "--theme", "ocean")
        #expect(run.code == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        #expect(object["badge.accent.bg"] == nil)
        #expect(object["badge.neutral.bg"] != nil)
    }

    @Test(
        "Unknown axes and contexts are usage errors listing the valid names",
        arguments: [
            (["--input", "colorScheme=dim"], "unknown context 'dim' for axis 'colorScheme'; valid contexts: light, dark"),
            (["--input", "scheme=dark"], "unknown axis 'scheme'; valid axes: colorScheme, contrast, elevation, sizeClass, contentSize"),
            (["--input", "colorScheme"], "--input expects AXIS=CONTEXT, got 'colorScheme'"),
            (["--theme", "nope"], "unknown theme 'nope'; valid themes: lumen, ocean"),
        ])
    func usageErrors(arguments: [String], message: String) {
        let run = tessera(["resolve"] + arguments)
        #expect(run.code == 2)
        #expect(run.out.isEmpty)
        #expect(run.err == "error: \(message)\n")
    }

    @Test("Unknown options are usage errors with exit code 2")
    func unknownOption() {
        let run = tessera("resolve", "--bogus")
        #expect(run.code == 2)
        #expect(run.err.contains("Unknown option '--bogus'"))
    }

    @Test("The executable prints help and exits with the documented codes")
    func executable() throws {
        let help = try tesseraProcess(["--help"])
        #expect(help.code == 0)
        #expect(help.out.contains("OVERVIEW: Resolve design tokens into per-mode tables, and export them."))
        #expect(help.out.contains("resolve"))
        let resolveHelp = try tesseraProcess(["resolve", "--help"])
        #expect(resolveHelp.code == 0)
        #expect(resolveHelp.out.contains("--input <axis=context>"))
        let bad = try tesseraProcess(["resolve", "--input", "contrast=max"])
        #expect(bad.code == 2)
        #expect(bad.err.contains("valid contexts: standard, high"))
        let ok = try tesseraProcess(["resolve", "--input", "colorScheme=dark", "--input", "elevation=elevated"])
        #expect(ok.code == 0)
        #expect(ok.out.hasPrefix("{\n  \""))
    }
}
