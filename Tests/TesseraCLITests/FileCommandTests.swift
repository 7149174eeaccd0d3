import Foundation
import TesseraTestSupport
import Testing

@Suite("tessera validate and resolve with files")
struct FileCommandTests {
    static let resolver = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../TesseraFormatsTests/Fixtures/resolver/app.resolver.json").standardized.path

    func file(_ contents: String, name: String = "tokens.json") throws -> String {
        try Scratch.path(name, contents: contents)
    }

    @Test("A resolver document resolves per modifier input")
    func resolverInputs() throws {
        let dark = tessera("resolve", Self.resolver, "--input", "theme=dark", "--input", "density=compact")
        #expect(dark.code == 0, "\(dark.err)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(dark.out.utf8)) as? [String: Any])
        let gap = try #require((object["space.gap"] as? [String: Any])?["$value"] as? [String: Any])
        #expect(gap["value"] as? Double == 4)
        let missing = tessera("resolve", Self.resolver, "--input", "theme=dark")
        #expect(missing.code == 2)
        #expect(missing.err == "error: axis 'density' has no default; choose one of: compact, regular\n")
    }

    @Test("validate: exit 0 when valid, 1 with every problem positioned, 2 without files")
    func validate() throws {
        #expect(tessera("validate", Self.resolver).code == 0)
        let bad = try file(
            """
            {
              "color": {
                "$type": "color",
                "a": { "$value": "{color.b}" },
                "b": { "$value": "{color.a}" },
                "c": { "$value": { "colorSpace": "srgb", "components": [1, 0] } }
              },
              "size": { "$type": "dimension", "s": { "$value": "16px" } }
            }
            """)
        let run = tessera("validate", "--strict", bad)
        #expect(run.code == 1)
        #expect(run.err.contains("\(bad):4:22: error[alias-cycle]: color.a: alias cycle: color.a → color.b → color.a [theme base]"))
        #expect(run.err.contains("\(bad):5:22: error[alias-cycle]"))
        #expect(run.err.contains("\(bad):6:60: error[invalid-value]: color.c: srgb needs exactly 3 components, found 2"))
        #expect(run.err.contains(#"\#(bad):8:52: error[non-dtcg-value]: size.s: dimension "16px" is a string; DTCG dimensions are {"value": 16, "unit": "px"}"#))
        #expect(run.err.contains("(not DTCG 2025.10; accepted without --strict)"))
        // The default mode reads the string dimension, with a warning.
        #expect(tessera("validate", bad).err.contains("\(bad):8:52: warning[non-dtcg-value]: size.s: dimension \"16px\" is a string"))
        #expect(tessera("validate").code == 2)
        let syntax = tessera("validate", try file("{\"a\": }"))
        #expect(syntax.code == 1)
        #expect(syntax.err.contains(":1:7: error[json-syntax]: unexpected character '}'"))
    }

    @Test("resolve prints what resolves and still exits 1")
    func keepGoing() throws {
        let path = try file(#"{"n": {"$type": "number", "ok": {"$value": 1}, "bad": {"$value": "{n.nope}"}}}"#)
        let run = tessera("resolve", path)
        #expect(run.code == 1)
        #expect(run.out.contains("\"n.ok\""))
        #expect(!run.out.contains("\"n.bad\""))
        #expect(run.err.contains("error[unknown-reference]"))
    }
}

@Suite("tessera --preset ouds")
struct OUDSPresetCommandTests {
    static let files = ["core", "brand-orange", "brand-sosh"].map {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../TesseraFormatsTests/Fixtures/ouds/\($0).json").standardized.path
    }

    @Test("validate and resolve read OUDS exports; brands are themes")
    func preset() throws {
        let validate = tessera(["validate", "--preset", "ouds"] + Self.files)
        #expect(validate.code == 0)
        #expect(validate.err.contains("warning[forbidden-value]: ouds.color.surface.brand"))
        let run = tessera(["resolve", "--preset", "ouds"] + Self.files + ["--theme", "brand-orange", "--input", "sizeClass=expanded"])
        #expect(run.code == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let size = try #require((object["ouds.font.size.heading-large"] as? [String: Any])?["$value"] as? [String: Any])
        #expect(size["value"] as? Double == 40)
        #expect(tessera(["resolve", "--preset", "ouds"] + Self.files + ["--theme", "brand-free"]).code == 2)
    }
}
