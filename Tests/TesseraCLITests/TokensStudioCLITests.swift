import Foundation
import Tessera
import TesseraFormats
import TesseraTestSupport
import Testing

@testable import TesseraCLI

/// `tessera` end to end on a Tokens Studio export folder and on Primer sources.
@Suite("tessera on Tokens Studio exports and Primer sources")
struct TokensStudioCLITests {
    @Test("resolve reads a Tokens Studio folder: theme groups are inputs, math and modifiers resolve per mode")
    func tokensStudioFolder() throws {
        let root = try Scratch.folder([
            "core.json": ##"{"red": {"$type": "color", "$value": "#c14242"}}"##,
            "light.json":
                ##"{"space": {"$type": "spacing", "$value": "4"}, "accent": {"$type": "color", "$value": "{red}", "$extensions": {"studio.tokens": {"modify": {"type": "lighten", "value": "0.2", "space": "hsl"}}}}}"##,
            "dark.json": ##"{"space": {"$type": "spacing", "$value": "6"}, "accent": {"$type": "color", "$value": "{red}"}}"##,
            "math.json": ##"{"gap": {"$type": "spacing", "$value": "{space} * 2"}}"##,
            "$themes.json": ##"""
            [{"name": "light", "group": "Mode", "selectedTokenSets": {"core": "source", "light": "enabled", "math": "enabled"}},
             {"name": "dark", "group": "Mode", "selectedTokenSets": {"core": "source", "dark": "enabled", "math": "enabled"}}]
            """##,
            "$metadata.json": ##"{"tokenSetOrder": ["core", "light", "dark", "math"]}"##,
        ])
        let validate = tessera("validate", root)
        #expect(validate.code == 0, "\(validate.err)")
        #expect(validate.err.contains("0 errors"), "\(validate.err)")
        let light = tessera("resolve", root, "--input", "Mode=light")
        #expect(light.code == 0, "\(light.err)")
        // HSL lighten 0.2 of #c14242 is #cd6868 (scripts/studio-modifiers.py); 4px × 2 = 8px.
        #expect(light.out.contains("\"hex\": \"#cd6868\""), "\(light.out)")
        #expect(light.out.contains("\"value\": 8"), "\(light.out)")
        let dark = tessera("resolve", root, "--input", "Mode=dark")
        #expect(dark.out.contains("\"hex\": \"#c14242\""), "\(dark.out)")
        #expect(dark.out.contains("\"value\": 12"), "\(dark.out)")
        // dtcg-source keeps the math and the modifier as written; reading it back gives the same values.
        let out = try Scratch.folder()
        let export = tessera("export", root, "--format", "dtcg-source", "-o", out)
        #expect(export.code == 0, "\(export.err)")
        let resolver = try #require(try FileManager.default.contentsOfDirectory(atPath: out).first { $0.hasSuffix(".resolver.json") })
        let again = tessera("resolve", out + "/" + resolver, "--input", "Mode=light")
        #expect(again.code == 0, "\(again.err)")
        #expect(again.out.contains("\"hex\": \"#cd6868\""), "\(again.out)")
        #expect(again.out.contains("\"value\": 8"), "\(again.out)")
    }

    @Test("--preset primer makes Primer's themes inputs of the theme axis")
    func primerPreset() throws {
        let root = try Scratch.folder([
            "color.json": ##"""
            {"base": {"$type": "color", "white": {"$value": "#ffffff"}, "ink": {"$value": "#0d1117"}},
             "bg": {"$type": "color", "$value": "{base.white}", "$extensions": {"org.primer.overrides": {"dark": "{base.ink}"}}}}
            """##
        ])
        let run = tessera("resolve", root, "--preset", "primer", "--input", "theme=dark-high-contrast")
        #expect(run.code == 0, "\(run.err)")
        #expect(run.out.contains("\"hex\": \"#0d1117\""), "\(run.out)")
    }
}
