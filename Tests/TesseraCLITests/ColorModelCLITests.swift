import Foundation
import Tessera
import TesseraTestSupport
import Testing

/// One colour model seen from the CLI: `convert` and `resolve` agree on gamut, `--gamut` acts on
/// every out-of-gamut colour, and DTCG output only names DTCG colour spaces.
@Suite("Colour model through the CLI")
struct ColorModelCLITests {
    /// 48 `rec2020` colours: the corners and edges of the gamut, most outside narrower profiles.
    static func rec2020File() throws -> String {
        var tokens: [String] = []
        var i = 0
        for r in [0, 0.3, 0.7, 1.0] {
            for g in [0, 0.5, 1.0] {
                for b in [0, 0.4, 0.8, 1.0] {
                    tokens.append("\"c\(i)\": {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"rec2020\", \"components\": [\(r), \(g), \(b)]}}")
                    i += 1
                }
            }
        }
        return try Scratch.path("rec2020-48.tokens.json", contents: "{\"color\": {\(tokens.joined(separator: ", "))}}")
    }

    static let builtIns = ColorTarget.builtInNames

    static var icc: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Fuzz/icc/corpus/p3-gamma22.icc").standardized.path
    }

    /// The token paths named by out-of-gamut lines of `text` (warnings, or a rewrite's errors).
    static func flagged(_ text: String) -> Set<String> {
        var out = Set<String>()
        for line in text.split(separator: "\n") where line.contains("out-of-gamut") || line.contains("outside the gamut") {
            if let r = line.range(of: #"color\.c[0-9]+"#, options: .regularExpression) { out.insert(String(line[r])) }
        }
        return out
    }

    @Test("convert and resolve flag the same rec2020 colours in every built-in profile", arguments: builtIns)
    func agree(_ profile: String) throws {
        let file = try Self.rec2020File()
        let resolved = tessera("resolve", file, "--profile", profile, "--max-diagnostics", "0")
        try #require(resolved.code == 0, "\(resolved.err)")
        let resolveSet = Self.flagged(resolved.err)
        // rec2020-oetf is not a DTCG space, so its token-file rewrite is refused; its palette agrees instead.
        if ColorTarget.named(profile)?.dtcgSpace == nil {
            #expect(tessera("convert", file, "--to", profile).code == 2)
            #expect(resolveSet.count == 0)
            return
        }
        let converted = tessera("convert", file, "--to", profile)
        try #require(converted.code == 0, "\(converted.err)")
        #expect(resolveSet == Self.flagged(converted.err))
        switch profile {
        case "a98-rgb": #expect(resolveSet.count == 42)
        case "display-p3": #expect(resolveSet.count == 43)
        case "srgb", "srgb-linear": #expect(resolveSet.count == 44)
        case "prophoto-rgb", "rec2020", "rec2020-g24": #expect(resolveSet.count < 20)
        default: break
        }
    }

    @Test("--gamut error fails the compile on exactly the colours convert rejects")
    func gamutError() throws {
        let file = try Self.rec2020File()
        let resolved = tessera("resolve", file, "--profile", "a98-rgb", "--gamut", "error", "--max-diagnostics", "0")
        #expect(resolved.code == 1)
        let errors = resolved.err.split(separator: "\n").filter { $0.contains("error[out-of-gamut]") }
        #expect(errors.count == 42)
        let converted = tessera("convert", file, "--to", "a98-rgb", "--gamut", "error")
        #expect(converted.code == 1)
        #expect(Self.flagged(resolved.err) == Self.flagged(converted.err))
        #expect(Self.flagged(converted.err).count == 42)
        let out = try Scratch.path("x.tsnap")
        #expect(tessera("compile", file, "--profile", "display-p3", "--gamut", "error", "-o", out).code == 1)
    }

    /// rec2020 green (0, 1, 0) lies outside a98-rgb: kept, a channel passes 1; clipped, none does.
    @Test("--gamut keep keeps unbounded values; clip clips them")
    func gamutKeep() throws {
        let file = try Self.rec2020File()
        func maxChannel(_ gamut: String) throws -> Double {
            let run = tessera("resolve", file, "--profile", "a98-rgb", "--gamut", gamut)
            try #require(run.code == 0, "\(run.err)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: [String: Any]])
            let components = json.values.compactMap { ($0["$value"] as? [String: Any])?["components"] as? [Double] }
            #expect(components.count == 48)
            return components.flatMap { $0 }.max() ?? 0
        }
        #expect(try maxChannel("keep") > 1.05)
        #expect(try maxChannel("clip") <= 1)
    }

    @Test("Out-of-gamut warnings are sentences, not Swift dumps")
    func humanWarnings() throws {
        let file = try Self.rec2020File()
        let converted = tessera("convert", file, "--to", "a98-rgb")
        #expect(converted.err.contains("warning[out-of-gamut]: color.c1 converts to a98-rgb (0, 0, 0.38): outside the gamut, clipped"))
        #expect(!converted.err.contains("outOfGamut("))
        let resolved = tessera("resolve", file, "--profile", "a98-rgb")
        #expect(resolved.err.contains("color.c1: color is outside the a98-rgb gamut (clipped) in all modes"))
        #expect(!resolved.err.contains("outOfGamut("))
    }

    /// Every `"colorSpace"` value in a JSON text.
    static func colorSpaces(_ text: String) -> Set<String> {
        var out = Set<String>()
        var rest = Substring(text)
        while let r = rest.range(of: #""colorSpace": *"[^"]*""#, options: .regularExpression) {
            let match = rest[r]
            out.insert(String(match.split(separator: "\"")[2]))
            rest = rest[r.upperBound...]
        }
        return out
    }

    @Test("DTCG outputs name only DTCG colour spaces, for every built-in profile and an ICC file", arguments: builtIns + [icc])
    func dtcgNames(_ profile: String) throws {
        let file = try Self.rec2020File()
        let dtcg = Set(ColorLiteral.Space.allCases.map(\.rawValue))
        let palette = try Scratch.path("p.txt", contents: "#336699\ncolor(rec2020 0 1 0)\n")
        var seen = Set<String>()
        for run in [
            tessera("resolve", file, "--profile", profile, "--max-diagnostics", "0"),
            tessera("export", file, "--format", "dtcg", "--profile", profile),
            tessera("export", file, "--format", "dtcg", "--all-contexts", "--profile", profile),
        ] {
            try #require(run.code == 0, "\(run.err)")
            let spaces = Self.colorSpaces(run.out)
            #expect(!spaces.isEmpty)
            seen.formUnion(spaces)
        }
        for run in [tessera("convert", file, "--to", profile), tessera("convert", palette, "--to", profile, "--format", "json")] {
            // A profile DTCG cannot name is refused up front (usage error) rather than mislabelled.
            #expect(run.code == 0 || (run.code == 2 && run.err.contains("DTCG has no color space")), "\(run.err)")
            seen.formUnion(Self.colorSpaces(run.out))
        }
        #expect(seen.isSubset(of: dtcg), "\(seen.subtracting(dtcg))")
        if let space = ColorTarget.named(profile)?.dtcgSpace { #expect(seen.contains(space.rawValue)) }
    }

    @Test("The sample's shadows, borders and gradients also name srgb for profiles DTCG cannot name")
    func sampleComposites() throws {
        for profile in ["rec2020-oetf", Self.icc] {
            let run = tessera("export", "--format", "dtcg", "--profile", profile)
            try #require(run.code == 0, "\(run.err)")
            #expect(Self.colorSpaces(run.out) == ["srgb"])
            #expect(run.out.contains("\"shadow\""))
        }
    }

    @Test(
        "A snapshot names its profile as ColorTarget does, never an ICC file's directory",
        arguments: [("rec2020-g24", "rec2020"), ("rec2020-oetf", "rec2020-oetf"), ("a98-rgb", "a98-rgb"), (icc, "p3-gamma22.icc")])
    func snapshotName(_ profile: String, _ name: String) throws {
        let file = try Self.rec2020File()
        let out = try Scratch.path("colour.tsnap")
        let run = tessera("compile", file, "--profile", profile, "-o", out)
        try #require(run.code == 0, "\(run.err)")
        let theme = try Snapshot(contentsOf: out).theme()
        #expect(theme.colorSpaceName == name)
        #expect(theme.colorTarget == ColorTarget.named(profile))
    }
}
