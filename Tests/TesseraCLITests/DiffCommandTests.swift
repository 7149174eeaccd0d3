import Foundation
import TesseraTestSupport
import Testing

@Suite("tessera diff")
struct DiffCommandTests {
    /// A token file: a raw blue, a dark-mode link that aliases it, and a contrast pair.
    static func tokens(blue: String, extra: Bool = false) -> String {
        """
        {
          "raw": {"$type": "color", "blue": {"$value": \(color(blue))}\(extra ? ", \"gray\": {\"$value\": \(color("#888888"))}" : "")},
          "bg": {"$type": "color", "canvas": {"$value": \(color("#202124"))}},
          "link": {"$type": "color", "color": {"$value": "{raw.blue}",
            "$extensions": {"org.tessera.contrast": {"against": "{bg.canvas}", "level": "AA"}}}}
        }
        """
    }

    /// A DTCG color object for an sRGB hex.
    static func color(_ hex: String) -> String {
        let digits = Array(hex.dropFirst())
        let channels = stride(from: 0, to: 6, by: 2).map { Double(Int(String(digits[$0...$0 + 1]), radix: 16)!) / 255 }
        return "{\"colorSpace\": \"srgb\", \"components\": [\(channels.map { "\($0)" }.joined(separator: ", "))], \"hex\": \"\(hex)\"}"
    }

    static func versions(_ old: String, _ new: String) throws -> (old: String, new: String) {
        let folder = try Scratch.folder(["old/tokens.json": old, "new/tokens.json": new])
        return (folder + "/old/tokens.json", folder + "/new/tokens.json")
    }

    @Test("Identical systems: exit 0 and nothing printed")
    func identical() throws {
        let (old, new) = try Self.versions(Self.tokens(blue: "#8ab4f8"), Self.tokens(blue: "#8ab4f8"))
        let run = tessera("diff", old, new)
        #expect(run.code == 0)
        #expect(run.out == "")
        #expect(run.err == "")
    }

    @Test("Changes: exit 1, the report on standard output")
    func changes() throws {
        let (old, new) = try Self.versions(Self.tokens(blue: "#8ab4f8"), Self.tokens(blue: "#3366cc", extra: true))
        let run = tessera("diff", old, new, "--color", "never")
        #expect(run.code == 1)
        #expect(run.out.contains("  ~ link.color  (via raw.blue)\n      every mode: #8ab4f8 → #3366cc  ΔE 24.12\n"))
        #expect(run.out.contains("+ raw.gray  color  #888888"))
        #expect(run.out.contains("✗ regression  link.color on bg.canvas  every mode: 7.63:1 → 2.99:1 (AA)"))
        let colored = tessera("diff", old, new, "--color", "always")
        #expect(colored.out.contains("\u{1B}[1;31m✗ regression\u{1B}[0m"))
    }

    @Test(
        "--fail-on gates on the kinds listed",
        arguments: [
            (["--fail-on", "removed"], 0), (["--fail-on", "changed"], 1), (["--fail-on", "removed,contrast-regression"], 1),
            (["--fail-on", "renamed", "--fail-on", "added"], 1), (["--fail-on", "any"], 1), (["--fail-on", "bogus"], 2),
        ] as [([String], Int32)])
    func failOn(_ arguments: [String], _ code: Int32) throws {
        let (old, new) = try Self.versions(Self.tokens(blue: "#8ab4f8"), Self.tokens(blue: "#3366cc", extra: true))
        let run = tessera(["diff", old, new, "--format", "json"] + arguments)
        #expect(run.code == code, "\(run.err)")
        if code == 1 { #expect(run.err.hasPrefix("tessera diff: failing on ")) }
        if code == 2 { #expect(run.err.contains("unknown --fail-on kind 'bogus'")) }
    }

    @Test(
        "Usage errors exit 2",
        arguments: [
            ["diff"], ["diff", "a.json"], ["diff", "a.json", "b.json", "c.json"], ["diff", "a.json", "b.json", "--context", "colorScheme=dark:d.json"],
            ["diff", "a.json", "b.json", "--format", "yaml"], ["diff", "a.json", "b.json", "--theme", "x", "--all-themes"],
        ])
    func usage(_ arguments: [String]) throws {
        let (old, new) = try Self.versions(Self.tokens(blue: "#8ab4f8"), Self.tokens(blue: "#8ab4f8"))
        let run = tessera(arguments.map { $0 == "a.json" ? old : $0 == "b.json" ? new : $0 })
        #expect(run.code == 2, "\(arguments): \(run.err)")
    }

    @Test("--git-base compares the paths at a revision with the working tree; outside a repository it is a usage error")
    func gitRevision() throws {
        let repo = try Scratch.folder(["tokens/tokens.json": Self.tokens(blue: "#8ab4f8")])
        for arguments in [["init", "-q"], ["add", "."], ["-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-q", "-m", "first"]] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-C", repo] + arguments
            try process.run()
            process.waitUntilExit()
            try #require(process.terminationStatus == 0)
        }
        let same = tessera("diff", "--git-base", "HEAD", repo + "/tokens")
        #expect(same.code == 0 && same.out == "")
        try Self.tokens(blue: "#3366cc").write(toFile: repo + "/tokens/tokens.json", atomically: true, encoding: .utf8)
        let run = tessera("diff", "--git-base", "HEAD", repo + "/tokens", "--format", "markdown")
        #expect(run.code == 1, "\(run.err)")
        #expect(run.out.contains("| `raw.blue` | every mode | `#8ab4f8` | `#3366cc` | ΔE 24.12 | definition |"))
        // A problem in the revision's files is reported at REV:path.
        try "{\"raw\": {\"$type\": \"color\", \"blue\": {\"$value\": \"{nope}\"}}}".write(toFile: repo + "/tokens/tokens.json", atomically: true, encoding: .utf8)
        let broken = tessera("diff", "--git-base", "HEAD", repo + "/tokens")
        #expect(broken.code == 2)
        #expect(!broken.err.contains("tessera-diff-"))
        let outside = try Scratch.folder(["a.json": "{}"])
        let refused = tessera("diff", "--git-base", "HEAD", outside + "/a.json")
        #expect(refused.code == 2)
        #expect(refused.err.contains("error: --git-base needs a git repository"))
        let missing = tessera("diff", "--git-base", "HEAD", repo + "/other.json")
        #expect(missing.code == 2 && missing.err.contains("does not exist at revision HEAD"))
    }

    /// A Tokens Studio export: `space` per theme of the `Mode` group, `gap` its double (math).
    static func studio(lightSpace: Int) -> [String: String] {
        [
            "core.json": ##"{"red": {"$type": "color", "$value": "#c14242"}}"##,
            "light.json": ##"{"space": {"$type": "spacing", "$value": "\##(lightSpace)"}}"##,
            "dark.json": ##"{"space": {"$type": "spacing", "$value": "6"}}"##,
            "math.json": ##"{"gap": {"$type": "spacing", "$value": "{space} * 2"}}"##,
            "$themes.json": ##"""
            [{"name": "light", "group": "Mode", "selectedTokenSets": {"core": "source", "light": "enabled", "math": "enabled"}},
             {"name": "dark", "group": "Mode", "selectedTokenSets": {"core": "source", "dark": "enabled", "math": "enabled"}}]
            """##,
            "$metadata.json": ##"{"tokenSetOrder": ["core", "light", "dark", "math"]}"##,
        ]
    }

    /// Primer sources: `bg` is white, overridden in the dark themes.
    static func primer(dark: String) -> String {
        ##"{"base": {"$type": "color", "white": {"$value": "#ffffff"}, "ink": {"$value": "#0d1117"}, "gray": {"$value": "#30363d"}}, "##
            + ##""bg": {"$type": "color", "$value": "{base.white}", "$extensions": {"org.primer.overrides": {"dark": "\##(dark)"}}}}"##
    }

    @Test("OLD and NEW are read as every command reads them: a Tokens Studio export, and Primer sources with --preset")
    func toolInputs() throws {
        var files: [String: String] = [:]
        for (name, content) in Self.studio(lightSpace: 4) { files["old/" + name] = content }
        for (name, content) in Self.studio(lightSpace: 5) { files["new/" + name] = content }
        files["primer-old/color.json"] = Self.primer(dark: "{base.ink}")
        files["primer-new/color.json"] = Self.primer(dark: "{base.gray}")
        let folder = try Scratch.folder(files)
        let studio = tessera("diff", folder + "/old", folder + "/new", "--color", "never")
        #expect(studio.code == 1, "\(studio.err)")
        // The theme group is an axis; the math token changed through `space`, in light only.
        #expect(studio.out.contains("  ~ space  (definition)\n      Mode=light: 4px → 5px  +1px\n  ~ gap  (via space)\n      Mode=light: 8px → 10px  +2px\n"))
        // OLD's warnings are not what the change did: only NEW's are printed.
        #expect(studio.err.contains("/new/light.json") && !studio.err.contains("/old/"), "\(studio.err)")
        let primer = tessera("diff", folder + "/primer-old", folder + "/primer-new", "--preset", "primer", "--color", "never")
        #expect(primer.code == 1, "\(primer.err)")
        // Every dark theme falls back to `dark`: one collapsed line. ΔE OK from coloraide: 15.370921.
        #expect(primer.out.contains("  ~ bg  (definition)\n      theme=dark|dark-dimmed|dark-high-contrast|dark-colorblind|dark-tritanopia: #0d1117 → #30363d  ΔE 15.37\n"))
    }

    @Test("--html writes the before/after sheet")
    func html() throws {
        let (old, new) = try Self.versions(Self.tokens(blue: "#8ab4f8"), Self.tokens(blue: "#3366cc"))
        let sheet = try Scratch.path("diff.html")
        let run = tessera("diff", old, new, "--html", sheet, "--format", "json")
        #expect(run.code == 1)
        let html = try String(contentsOfFile: sheet, encoding: .utf8)
        #expect(html.contains("<i style=\"background:#8ab4f8\"></i>") && html.contains("<i style=\"background:#3366cc\"></i>"))
        #expect(run.err.contains("wrote \(sheet): 2 changed tokens"))
    }

    @Test("The bundled sample with one changed raw color: 13 tokens, 12 through the alias, in the modes that use it")
    func sample() throws {
        let lumen = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Examples/lumen").standardized.path
        let folder = try Scratch.folder()
        try FileManager.default.copyItem(atPath: lumen, toPath: folder + "/old")
        try FileManager.default.copyItem(atPath: lumen, toPath: folder + "/new")
        let base = folder + "/new/base.tokens.json"
        let text = try String(contentsOfFile: base, encoding: .utf8)
        let changed = text.replacingOccurrences(of: "\"components\": [0.3529412, 0.37254903, 0.87058824]", with: "\"components\": [0.2784314, 0.2941177, 0.8]")
            .replacingOccurrences(of: "\"#5a5fde\"", with: "\"#474bcc\"")
        try #require(changed != text)
        try changed.write(toFile: base, atomically: true, encoding: .utf8)
        let run = tessera("diff", folder + "/old", folder + "/new", "--format", "json")
        #expect(run.code == 1, "\(run.err)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let summary = try #require(root["summary"] as? [String: Any])
        #expect(summary["changed"] as? Int == 13 && summary["changedThroughAlias"] as? Int == 12 && summary["contrastRegressions"] as? Int == 0)
        // The focus border on the default surface changed in light standard contrast, in both
        // elevations (the surface depends on elevation): one judgement, not two.
        let theme = try #require((root["themes"] as? [[String: Any]])?.first)
        let contrast = try #require(theme["contrast"] as? [[String: Any]])
        #expect(contrast.count == 1)
        #expect(contrast.first?["mode"] as? String == "colorScheme=light, contrast=standard")
        #expect(contrast.first?["combinations"] as? Int == 2)
        // The example the README and the Diff article show: the text's first lines (ΔE OK
        // 6.225502 from coloraide) and the Markdown's summary table.
        let plain = tessera("diff", folder + "/old", folder + "/new", "--color", "never")
        #expect(plain.err == "")
        #expect(
            plain.out.hasPrefix(
                """
                tessera diff: Lumen, theme lumen, 288 modes compared
                13 changed (1 by definition, 12 through aliases), 0 added, 0 removed, 0 renamed; contrast: 1 judgement changed, 0 regressions

                changed
                  ~ color.brand.500  (definition)
                      every mode: #5a5fde → #474bcc  ΔE 6.23
                  ~ color.border.focus  (via color.brand.500)
                      colorScheme=light, contrast=standard: #5a5fde → #474bcc  ΔE 6.23

                """))
        #expect(plain.out.split(separator: "\n", omittingEmptySubsequences: false).count == 53)
        let markdown = tessera("diff", folder + "/old", folder + "/new", "--format", "markdown")
        #expect(
            markdown.out.hasPrefix(
                """
                ### tessera diff: Lumen, theme lumen, 288 modes compared

                | | tokens |
                |:--|--:|
                | changed by definition | 1 |
                | changed through an alias | 12 |
                | added | 0 |
                | removed | 0 |
                | renamed (probable) | 0 |
                | contrast regressions | 0 |

                <details><summary>Changed tokens (13)</summary>

                """))
    }
}
