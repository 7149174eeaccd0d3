import Foundation
import Synchronization
import TesseraCLI
import TesseraTestSupport
import Testing

/// `--context AXIS=CONTEXT:FILE` and `export --format resolver`, end to end.
@Suite("tessera --context and export --format resolver")
struct ContextOptionTests {
    static let files: [String: String] = [
        "base.tokens.json": ##"{"c": {"$type": "color", "bg": {"$value": "#ffffff"}, "fg": {"$value": "{c.bg}"}}, "label": {"$type": "string", "$value": "Day"}}"##,
        "light.tokens.json": ##"{"c": {"$type": "color", "bg": {"$value": "#eeeeee"}}}"##,
        "dark.tokens.json": ##"{"c": {"$type": "color", "bg": {"$value": "#111111"}}, "label": {"$type": "string", "$value": "Night"}}"##,
    ]

    static func arguments(_ root: String) -> [String] {
        ["\(root)/base.tokens.json", "--context", "colorScheme=light:\(root)/light.tokens.json", "--context", "colorScheme=dark:\(root)/dark.tokens.json"]
    }

    @Test("resolve with --context gives each context's values; the first context is the default")
    func resolve() throws {
        let root = try Scratch.folder(Self.files)
        let light = tessera(["resolve"] + Self.arguments(root) + ["--format", "table"])
        #expect(light.code == 0, "\(light.err)")
        #expect(light.out.contains("#eeeeee") && light.out.contains("\"Day\""), "\(light.out)")
        let dark = tessera(["resolve"] + Self.arguments(root) + ["--input", "colorScheme=dark", "--format", "table"])
        #expect(dark.code == 0, "\(dark.err)")
        #expect(dark.out.contains("#111111") && dark.out.contains("\"Night\"") && !dark.out.contains("#eeeeee"), "\(dark.out)")
        let bad = tessera(["resolve", "\(root)/base.tokens.json", "--context", "colorScheme:dark.json"])
        #expect(bad.code != 0)
        #expect(bad.err.contains("--context"), "\(bad.err)")
        let preset = tessera(["resolve"] + Self.arguments(root) + ["--preset", "ouds"])
        #expect(preset.code != 0 && preset.err.contains("cannot be combined with --preset"), "\(preset.err)")
    }

    @Test("export --format resolver writes a document that resolves to the same values in every mode")
    func exportResolver() throws {
        let root = try Scratch.folder(Self.files)
        let output = "\(root)/out/app.resolver.json"
        try FileManager.default.createDirectory(atPath: "\(root)/out", withIntermediateDirectories: true)
        let export = tessera(["export", "--format", "resolver", "-o", output] + Self.arguments(root))
        #expect(export.code == 0, "\(export.err)")
        let text = try String(contentsOfFile: output, encoding: .utf8)
        #expect(text.contains(#""$ref": "../dark.tokens.json""#), "\(text)")
        for scheme in ["light", "dark"] {
            let direct = tessera(["resolve"] + Self.arguments(root) + ["--input", "colorScheme=\(scheme)"])
            let viaDocument = tessera(["resolve", output, "--allow-outside-root", "--input", "colorScheme=\(scheme)"])
            #expect(direct.code == 0 && viaDocument.code == 0, "\(direct.err) \(viaDocument.err)")
            #expect(direct.out == viaDocument.out, "\(scheme)")
        }
    }

    @Test("watch with --context reloads when a context file changes")
    func watch() async throws {
        let root = try Scratch.folder(Self.files)
        let live = LiveOutput()
        let console = live.console
        let exitCode = Mutex<Int32?>(nil)
        let arguments = ["watch"] + Self.arguments(root) + ["--input", "colorScheme=dark", "--exit-after", "1"]
        let thread = Thread { exitCode.withLock { $0 = TesseraTool.run(arguments, console: console) } }
        thread.start()
        let started = try await live.wait(seconds: 120) { _, err in err.contains("watch: 3 file(s)") }
        try #require(started, "watch never started: \(live.err.withLock { $0 })")
        try ##"{"c": {"$type": "color", "bg": {"$value": "#222222"}}}"##.write(toFile: "\(root)/dark.tokens.json", atomically: true, encoding: .utf8)
        let finished = try await live.wait(seconds: 120) { _, _ in exitCode.withLock { $0 } != nil }
        try #require(finished, "watch did not exit after one event: \(live.err.withLock { $0 })")
        #expect(exitCode.withLock { $0 } == 0)
        let out = live.out.withLock { $0 }
        #expect(out.contains("c.bg: #111111 → #222222") && out.contains("c.fg: #111111 → #222222"), "\(out)")
        // The label came only from the dark file, which no longer defines it.
        #expect(out.contains("label"), "\(out)")
    }
}
