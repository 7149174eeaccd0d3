import Foundation
import Tessera
import TesseraTestSupport
import Testing

/// `--gamut map` wherever a gamut policy exists, and the CSS export's sRGB fallback mapped by
/// default, on the eight colors outside sRGB of `Examples/gamut/wide.tokens.json`.
@Suite("Gamut mapping through the CLI")
struct GamutMappingCLITests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Examples/gamut/wide.tokens.json").standardized.path

    /// The tokens' sRGB values, mapped and clipped (coloraide 8.13.1: `fit("srgb", method: "oklch-chroma")` and `clip`).
    static let mapped = [
        "azure": "#0097cb", "cobalt": "#0063c3", "emerald": "#00c248", "p3Green": "#00fb29",
        "p3Orange": "#ff7d00", "rec2020Green": "#00f272", "sky": "#00b2dd", "tangerine": "#ff8800",
    ]
    static let clipped = [
        "azure": "#009aff", "cobalt": "#004fff", "emerald": "#00cb00", "p3Green": "#00ff00",
        "p3Orange": "#ff7600", "rec2020Green": "#00ff00", "sky": "#00b9ff", "tangerine": "#ff7700",
    ]

    /// Token name → hex from `resolve --format json`.
    static func hexes(_ json: String) throws -> [String: String] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: [String: Any]])
        return object.reduce(into: [:]) { out, entry in
            out[String(entry.key.dropFirst("wide.".count))] = (entry.value["$value"] as? [String: Any])?["hex"] as? String
        }
    }

    /// The number of out-of-gamut warnings that say the color was mapped.
    static func mappedWarnings(_ err: String) -> Int {
        err.split(separator: "\n").filter { $0.contains("warning[out-of-gamut]") && $0.contains("mapped into it") }.count
    }

    @Test("resolve --gamut map gives CSS Color 4's mapping; the default still clips")
    func resolve() throws {
        let run = tessera("resolve", Self.file, "--gamut", "map", "--max-diagnostics", "0")
        try #require(run.code == 0, "\(run.err)")
        #expect(try Self.hexes(run.out) == Self.mapped)
        #expect(Self.mappedWarnings(run.err) == 8)
        #expect(try Self.hexes(tessera("resolve", Self.file).out) == Self.clipped)
    }

    @Test("export --format css maps the sRGB fallback by default and names every color it mapped; --gamut clip clips")
    func exportCSS() throws {
        let run = tessera("export", Self.file, "--format", "css", "--profile", "display-p3", "--max-diagnostics", "0")
        try #require(run.code == 0, "\(run.err)")
        for (name, hex) in Self.mapped { #expect(run.out.contains("--wide-\(name): \(hex);")) }
        #expect(run.out.contains("--wide-p3Green: color(display-p3 0 1 0);"))
        // Eight outside sRGB, and the six OKLCh and Rec. 2020 colors outside Display P3 as well.
        #expect(Self.mappedWarnings(run.err) == 8 + 6)
        let clipped = tessera("export", Self.file, "--format", "css", "--gamut", "clip")
        for (name, hex) in Self.clipped { #expect(clipped.out.contains("--wide-\(name): \(hex);")) }
        // DTCG export keeps resolve's default.
        #expect(tessera("export", Self.file, "--format", "dtcg").out.contains("\"hex\": \"#00ff00\""))
        #expect(tessera("export", Self.file, "--format", "swift", "--gamut", "map").err.contains("warning: --gamut does not apply"))
    }

    @Test("compile --gamut map writes the mapped colors into the snapshot")
    func compile() throws {
        let out = try Scratch.path("wide.tsnap")
        let run = tessera("compile", Self.file, "--gamut", "map", "-o", out)
        try #require(run.code == 0, "\(run.err)")
        #expect(Self.mappedWarnings(run.err) >= 5)
        let theme = try Snapshot(contentsOf: out).theme()
        let table = theme.defaultTable
        for (name, hex) in Self.mapped {
            #expect(table[try #require(theme.token(TokenPath("wide." + name), as: TokenColor.self))].hex == hex)
        }
    }

    @Test("convert --gamut map maps palette lines and token files")
    func convert() throws {
        let palette = try Scratch.path("wide.txt", contents: "color(display-p3 0 1 0)\n#00FF00\n#336699\n")
        let run = tessera("convert", palette, "--from", "display-p3", "--to", "srgb", "--gamut", "map")
        #expect(run.out == "#00FB29\n#00FB29\n#1B689D\n")
        #expect(run.err.split(separator: "\n").filter { $0.hasSuffix("; mapped into it (CSS Color 4)") }.count == 2)
        let tokens = tessera("convert", Self.file, "--to", "srgb", "--gamut", "map")
        try #require(tokens.code == 0, "\(tokens.err)")
        #expect(tokens.out.contains("\"components\": [0, 0.985764, 0.159742]"))
        #expect(tokens.err.split(separator: "\n").filter { $0.hasSuffix("outside the gamut, mapped into it (CSS Color 4)") }.count == 8)
    }

    @Test("preview draws the mapped hex by default, the clipped one with --gamut clip")
    func preview() throws {
        for (gamut, expected) in [("map", Self.mapped), ("clip", Self.clipped)] {
            let out = try Scratch.path("wide-\(gamut).html")
            let run = tessera("preview", Self.file, "--gamut", gamut, "-o", out)
            try #require(run.code == 0, "\(run.err)")
            let html = try String(contentsOfFile: out, encoding: .utf8)
            for (name, hex) in expected { #expect(html.contains("\(name) <em>wide</em><code>\(hex)</code>")) }
        }
        // keep and error say nothing about a hex: a usage error, and no sheet.
        let refused = try Scratch.path("wide-keep.html")
        let keep = tessera("preview", Self.file, "--gamut", "keep", "-o", refused)
        #expect(keep.code == 2 && keep.err.contains("--gamut takes map or clip"))
        #expect(!FileManager.default.fileExists(atPath: refused))
    }

    @Test("The gamut report names the same colors under map as under clip")
    func sameReport() throws {
        let file = try ColorModelCLITests.rec2020File()
        let clip = tessera("resolve", file, "--profile", "a98-rgb", "--max-diagnostics", "0")
        let map = tessera("resolve", file, "--profile", "a98-rgb", "--gamut", "map", "--max-diagnostics", "0")
        #expect(ColorModelCLITests.flagged(map.err) == ColorModelCLITests.flagged(clip.err))
        #expect(ColorModelCLITests.flagged(map.err).count == 42)
        #expect(ColorModelCLITests.flagged(tessera("convert", file, "--to", "a98-rgb", "--gamut", "map").err) == ColorModelCLITests.flagged(map.err))
    }
}
