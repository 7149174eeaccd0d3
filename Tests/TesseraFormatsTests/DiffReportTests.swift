import Foundation
import Tessera
import TesseraFormats
import TesseraTestSupport
import Testing

@Suite("The diff reports")
struct DiffReportTests {
    /// Version `v` (0 or 1) of a small system: a raw blue that changes, a link color that
    /// aliases it in dark mode only, a body type whose size changes, a token removed, one added,
    /// and a contrast pair that fails after the change in dark mode.
    static func system(_ v: Int) -> DesignSystem {
        var ds = DesignSystem(name: "small", axes: [.colorScheme])
        ds.declare("raw.blue", type: .color, .hex(v == 0 ? "#8ab4f8" : "#3366cc"))
        ds.declare("raw.gray", type: .color, .hex("#eeeeee"))
        ds.declare("bg.canvas", type: .color, varying: [(.always, .hex("#ffffff")), (["colorScheme": "dark"], .hex("#202124"))])
        ds.declare("link.color", type: .color, varying: [(.always, .hex("#0645ad")), (["colorScheme": "dark"], .alias("raw.blue"))])
        ds.declare(
            "type.body", type: .typography,
            .typography(
                TypographyExpression(
                    fontFamily: .fontFamily(["Inter"]), fontSize: .dimension(TokenDimension(v == 0 ? 16 : 18)), fontWeight: .fontWeight(400),
                    letterSpacing: .dimension(TokenDimension(0)), lineHeight: .number(1.5))))
        ds.declare(v == 0 ? "space.old" : "space.new", type: .dimension, .dimension(TokenDimension(v == 0 ? 4 : 6)))
        return ds
    }

    static let pairs = [ContrastPair(foreground: "link.color", background: "bg.canvas", level: .aa)]

    static func diff() throws -> DesignSystemDiff {
        func side(_ v: Int) throws -> DesignSystemDiff.Side {
            DesignSystemDiff.Side(design: system(v), themes: [try TokenGraph(system(v)).compileBase()], pairs: pairs)
        }
        return DesignSystemDiff(old: try side(0), new: try side(1))
    }

    @Test("The Markdown report: summary table first, regressions, then folded details")
    func markdown() throws {
        let text = DiffMarkdownReport(diff: try Self.diff()).markdown()
        #expect(text == Self.expectedMarkdown)
    }

    static let expectedMarkdown = """
        ### tessera diff: small, theme base, 2 modes compared

        | | tokens |
        |:--|--:|
        | changed by definition | 2 |
        | changed through an alias | 1 |
        | added | 1 |
        | removed | 1 |
        | renamed (probable) | 0 |
        | contrast regressions | **1** |

        **Contrast regressions**

        | pair | mode | ratio | APCA | required | result |
        |:--|:--|:--|:--|:--|:--|
        | `link.color on bg.canvas` | colorScheme=dark | 7.63:1 → 2.99:1 | Lc -58.7 → Lc -23.1 | AA | **regression** |

        <details><summary>Removed (1)</summary>

        | token | type | value |
        |:--|:--|:--|
        | `space.old` | dimension | `4px` |

        </details>

        <details><summary>Added (1)</summary>

        | token | type | value |
        |:--|:--|:--|
        | `space.new` | dimension | `6px` |

        </details>

        <details><summary>Changed tokens (3)</summary>

        | token | modes | before | after | Δ | cause |
        |:--|:--|:--|:--|:--|:--|
        | `raw.blue` | every mode | `#8ab4f8` | `#3366cc` | ΔE 24.12 | definition |
        | `link.color` | colorScheme=dark | `#8ab4f8` | `#3366cc` | ΔE 24.12 | via raw.blue |
        | `type.body` | every mode | `400 16px/1.5 "Inter"` | `400 18px/1.5 "Inter"` |  | definition |
        | ↳ fontSize | | `16px` | `18px` | +2px | |

        </details>

        <details><summary>Contrast judgements that changed (1)</summary>

        | pair | mode | ratio | APCA | required | result |
        |:--|:--|:--|:--|:--|:--|
        | `link.color on bg.canvas` | colorScheme=dark | 7.63:1 → 2.99:1 | Lc -58.7 → Lc -23.1 | AA | **regression** |

        </details>

        """
}

extension DiffReportTests {
    @Test("The JSON report follows the documented schema")
    func json() throws {
        let text = JSONWriter().string(DiffJSONReport(diff: try Self.diff()).json())
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(root["schema"] as? String == "tessera-diff/1")
        #expect(root["deltaE"] as? String == "OKLab")
        let summary = try #require(root["summary"] as? [String: Any])
        #expect(summary["changed"] as? Int == 3 && summary["contrastRegressions"] as? Int == 1)
        #expect(summary["kinds"] as? [String] == ["added", "removed", "changed", "contrast-regression"])
        let theme = try #require((root["themes"] as? [[String: Any]])?.first)
        let tokens = try #require(theme["tokens"] as? [[String: Any]])
        let link = try #require(tokens.first { $0["path"] as? String == "link.color" })
        #expect((link["cause"] as? [String: Any])?["sources"] as? [String] == ["raw.blue"])
        let change = try #require((link["changes"] as? [[String: Any]])?.first)
        #expect(change["modes"] as? [String: [String]] == ["colorScheme": ["dark"]])
        #expect(((change["after"] as? [String: Any])?["value"] as? [String: Any])?["hex"] as? String == "#3366cc")
        let delta = try #require(change["delta"] as? [String: Any])
        #expect(delta["kind"] as? String == "color" && abs((delta["deltaE"] as? Double ?? 0) - 24.1153) < 1e-3)
        let body = try #require(tokens.first { $0["path"] as? String == "type.body" })
        let field = try #require(((body["changes"] as? [[String: Any]])?.first?["fields"] as? [[String: Any]])?.first)
        #expect(field["field"] as? String == "fontSize" && (field["delta"] as? [String: Any])?["value"] as? Double == 2)
        let contrast = try #require((theme["contrast"] as? [[String: Any]])?.first)
        #expect(contrast["regression"] as? Bool == true)
        #expect((contrast["before"] as? [String: Any])?["ratio"] as? Double == 7.639)
    }

    @Test("The text report colors only when asked, and is empty for identical systems")
    func text() throws {
        let diff = try Self.diff()
        let plain = DiffTextReport(diff: diff).text()
        #expect(!plain.contains("\u{1B}["))
        #expect(plain.contains("  ~ link.color  (via raw.blue)\n      colorScheme=dark: #8ab4f8 → #3366cc  ΔE 24.12\n"))
        #expect(plain.contains("        fontSize: 16px → 18px  +2px\n"))
        #expect(plain.contains("✗ regression  link.color on bg.canvas  colorScheme=dark: 7.63:1 → 2.99:1 (AA), Lc -58.7 → Lc -23.1"))
        #expect(DiffTextReport(diff: diff, colors: true).text().contains("\u{1B}[32m+ space.new\u{1B}[0m"))
        let same = DesignSystemDiff.Side(design: Self.system(0), themes: [try TokenGraph(Self.system(0)).compileBase()])
        let empty = DesignSystemDiff(old: same, new: same)
        #expect(DiffTextReport(diff: empty).text() == "")
        #expect(DiffMarkdownReport(diff: empty).markdown() == "### tessera diff: small, theme base, 2 modes compared\n\nNo changes.\n")
    }

    @Test("The HTML sheet is self-contained, on the preview's styles, with before and after swatches side by side")
    func sheet() throws {
        let html = DiffSheet(diff: try Self.diff()).html()
        #expect(html.hasPrefix("<!doctype html>"))
        for forbidden in ["<script", "http:", "https:", "src=", "@import", "url("] { #expect(!html.contains(forbidden), "\(forbidden)") }
        #expect(html.contains(".sw b{display:block;flex:none;width:56px;height:40px"))
        #expect(
            html.contains(
                "<div class=\"sw\"><b><i style=\"background:#8ab4f8\"></i></b><span>before<code>#8ab4f8</code></span></div><span class=\"arrow\">→</span><div class=\"sw\"><b><i style=\"background:#3366cc\"></i></b><span>after<code>#3366cc</code></span></div>"
            ))
        #expect(html.contains("class=\"cb regression\" style=\"background:#202124;color:#3366cc\""))
    }
}

@Suite("Files at a git revision")
struct GitRevisionFilesTests {
    /// Runs git in `directory`; the test fails on a non-zero exit.
    static func git(_ arguments: [String], in directory: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory, "-c", "user.email=test@example.com", "-c", "user.name=test"] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "git \(arguments.joined(separator: " ")) failed")
    }

    @Test("A revision's files are copied without a checkout and removed with their owner")
    func copy() throws {
        let repo = try Scratch.folder(["tokens/base.tokens.json": "{\"a\": 1}", "tokens/dark/x.json": "{\"b\": 2}", "README.md": "readme"])
        try Self.git(["init", "-q"], in: repo)
        try Self.git(["add", "."], in: repo)
        try Self.git(["commit", "-q", "-m", "first"], in: repo)
        try "{\"a\": 2}".write(toFile: repo + "/tokens/base.tokens.json", atomically: true, encoding: .utf8)
        var directory = ""
        do {
            let files = try GitRevisionFiles(revision: "HEAD", paths: [repo + "/tokens/base.tokens.json"], optional: [repo + "/pairs.json"])
            directory = files.directory
            let mapped = files.path(for: repo + "/tokens/base.tokens.json")
            let copy = try #require(mapped)
            #expect(try String(contentsOfFile: copy, encoding: .utf8) == "{\"a\": 1}")
            // A file brings the token files of its folder (a resolver document's $refs), not the rest.
            #expect(FileManager.default.fileExists(atPath: directory + "/tree/tokens/dark/x.json"))
            #expect(!FileManager.default.fileExists(atPath: directory + "/tree/README.md"))
            let pairs = files.path(for: repo + "/pairs.json")
            #expect(pairs == nil)
            let display = files.displayPath(copy)
            #expect(display == "HEAD:tokens/base.tokens.json")
        }
        #expect(!directory.isEmpty && !FileManager.default.fileExists(atPath: directory))
    }

    @Test("Outside a repository, for an unknown revision and for a missing path: a typed error")
    func errors() throws {
        let plain = try Scratch.folder(["a.json": "{}"])
        #expect(throws: GitRevisionError.self) { _ = try GitRevisionFiles(revision: "HEAD", paths: [plain + "/a.json"]) }
        do {
            _ = try GitRevisionFiles(revision: "HEAD", paths: [plain + "/a.json"])
        } catch {
            #expect(error.isNotARepository)
            #expect(error.description.hasPrefix("--git-base needs a git repository"))
        }
        let repo = try Scratch.folder(["a.json": "{}"])
        try Self.git(["init", "-q"], in: repo)
        try Self.git(["add", "."], in: repo)
        try Self.git(["commit", "-q", "-m", "first"], in: repo)
        do {
            _ = try GitRevisionFiles(revision: "HEAD", paths: [repo + "/b.json"])
            Issue.record("a missing path was copied")
        } catch {
            #expect(error.isMissingPath)
            #expect(error.description == "\(repo)/b.json does not exist at revision HEAD")
        }
        do {
            _ = try GitRevisionFiles(revision: "no-such-rev", paths: [repo + "/a.json"])
            Issue.record("an unknown revision was read")
        } catch {
            #expect(error.description == "unknown git revision 'no-such-rev'")
        }
    }
}
