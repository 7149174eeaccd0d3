import TesseraTestSupport
import Testing

/// `--strict`, `--max-diagnostics` and units kept as written, end to end.
@Suite("Reading modes through the CLI")
struct ReadingModeCLITests {
    /// Twelve Tokens Studio `sizing` tokens, each with its own `$type`: twelve `non-dtcg-type` deviations.
    static func sizingFile() throws -> String {
        let tokens = (1...12).map { #""s\#($0)": {"$type": "sizing", "$value": {"value": \#($0 * 4), "unit": "px"}}"# }
        return try Scratch.path("sizes.tokens.json", contents: "{\"space\": {\(tokens.joined(separator: ",\n"))}}")
    }

    @Test("validate: deviations are warnings by default, capped at 5 per rule with a count; --max-diagnostics 0 shows all")
    func capped() throws {
        let file = try Self.sizingFile()
        let run = tessera("validate", file)
        #expect(run.code == 0, "\(run.err)")
        let lines = run.err.split(separator: "\n")
        #expect(lines.filter { $0.contains("warning[non-dtcg-type]") }.count == 5)
        #expect(lines.contains("… and 7 more [non-dtcg-type]"))
        #expect(run.err.contains("\(file):1:28: warning[non-dtcg-type]: space.s1: $type \"sizing\" (Tokens Studio) is read as dimension (not DTCG 2025.10; --strict rejects this)"))
        let all = tessera("validate", "--max-diagnostics", "0", file)
        #expect(all.err.split(separator: "\n").filter { $0.contains("warning[non-dtcg-type]") }.count == 12)
        #expect(!all.err.contains("more ["))
        let two = tessera("validate", "--max-diagnostics", "2", file)
        #expect(two.err.contains("… and 10 more [non-dtcg-type]"))
    }

    @Test("validate --strict: the same deviations are errors that say the default mode accepts them")
    func strict() throws {
        let run = tessera("validate", "--strict", "--max-diagnostics", "0", try Self.sizingFile())
        #expect(run.code == 1)
        #expect(run.err.split(separator: "\n").filter { $0.contains("error[non-dtcg-type]") && $0.hasSuffix("accepted without --strict)") }.count == 12)
    }

    @Test("resolve: an hsl() string compiles through the color converter to the sRGB it names")
    func hslString() throws {
        let file = try Scratch.path("hsl.tokens.json", contents: #"{"c": {"$type": "color", "hsl": {"$value": "hsl(120, 100%, 25%)"}}}"#)
        let run = tessera("resolve", file)
        #expect(run.code == 0, "\(run.err)")
        // CSS Color 4: hsl(120, 100%, 25%) is rgb(0, 50%, 0).
        #expect(run.out.contains(#""components": [0, 0.5, 0]"#) && run.out.contains(##""hex": "#008000""##), "\(run.out)")
        #expect(run.err.contains("warning[non-dtcg-value]: c.hsl: color \"hsl(120, 100%, 25%)\" is a string"))
    }

    @Test("resolve and export keep units beyond px and rem as written; CSS, which has no dp, gets px")
    func units() throws {
        let file = try Scratch.path(
            "units.tokens.json",
            contents: #"""
                {"d": {"$type": "dimension", "pt": {"$value": "12pt"}, "pct": {"$value": {"value": 50, "unit": "%"}}, "em": {"$value": "1.5em"},
                       "vw": {"$value": "100vw"}, "dp": {"$value": "2dp"}}}
                """#)
        let css = tessera("export", "--format", "css", file)
        #expect(css.code == 0, "\(css.err)")
        for declaration in ["--d-pt: 12pt;", "--d-pct: 50%;", "--d-em: 1.5em;", "--d-vw: 100vw;", "--d-dp: 2px;"] {
            #expect(css.out.contains(declaration), "\(declaration) in \(css.out)")
        }
        #expect(tessera("export", "--strict", "--format", "css", file).code == 1)
    }

    @Test("--strict rejects what DTCG forbids; a valid color outside sRGB and a valid empty group with a description stay warnings")
    func strictIsTheSpecification() throws {
        // Display P3 red is valid DTCG and outside sRGB; an empty group with a description is valid.
        let valid = ##"""
            {"wide": {"$type": "color", "$value": {"colorSpace": "display-p3", "components": [1, 0, 0]}},
             "empty": {"$description": "to be filled", "$type": "color"}}
            """##
        let path = try Scratch.folder(["t.json": valid]) + "/t.json"
        let run = tessera(["validate", "--strict", path])
        #expect(run.code == 0, "\(run.err)")
        #expect(run.err.contains("warning[out-of-gamut]") && run.err.contains("warning[incomplete-token]"), "\(run.err)")
        #expect(tessera(["validate", "--strict", "--warnings-as-errors", path]).code == 1)
        // What DTCG forbids: a string color.
        let invalid = try Scratch.folder(["t.json": ##"{"c": {"$type": "color", "$value": "#ff0000"}}"##]) + "/t.json"
        let rejected = tessera(["validate", "--strict", invalid])
        #expect(rejected.code == 1)
        #expect(rejected.err.contains("error[non-dtcg-value]"))
    }
}
