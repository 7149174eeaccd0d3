import Foundation
import Tessera
import TesseraFormats
import TesseraTestSupport
import Testing

@testable import TesseraCLI

/// How commands take files: folders, the shared options, the sample only when no files are
/// given, and the regressions found in the file-taking commands.
@Suite("Commands take files and folders the same way")
struct FrontDoorCommandTests {
    /// `count` number tokens `n.t0`… in one DTCG file.
    static func numbers(_ count: Int, value: Double = 1) -> String {
        "{\"n\": {\"$type\": \"number\", " + (0..<count).map { "\"t\($0)\": {\"$value\": \(value)}" }.joined(separator: ", ") + "}}"
    }

    /// A resolver document over `base.json` with modifiers `scheme` (light, dark) and `size`
    /// (s, m, l), each context overriding through its own file.
    static let resolver = #"""
        {"version": "2025.10", "resolutionOrder": [
          {"type": "set", "name": "base", "sources": [{"$ref": "base.json"}]},
          {"type": "modifier", "name": "scheme", "default": "light", "contexts": {"light": [], "dark": [{"$ref": "dark.json"}]}},
          {"type": "modifier", "name": "size", "default": "m", "contexts": {"s": [{"$ref": "dark.json"}], "m": [], "l": [{"$ref": "dark.json"}]}}]}
        """#

    @Test("validate counts the tokens of a resolver document once, not per context or source")
    func validateCountsTokens() throws {
        let root = try Scratch.folder(["design.resolver.json": Self.resolver, "base.json": Self.numbers(60), "dark.json": Self.numbers(60, value: 2)])
        for input in [root + "/design.resolver.json", root] {
            let run = tessera("validate", input)
            #expect(run.code == 0, "\(run.err)")
            #expect(run.err.hasSuffix("60 tokens, 2 axes: 0 errors, 0 warnings\n"), "\(run.err)")
        }
    }

    @Test("Every file-taking command takes a folder and reads its files in path order")
    func folders() throws {
        let root = try Scratch.folder(["a.tokens.json": Self.numbers(3, value: 1), "b/over.json": Self.numbers(1, value: 5), "$themes.json": "[]"])
        let validate = tessera("validate", root)
        #expect(validate.code == 0, "\(validate.err)")
        #expect(validate.err.hasSuffix("3 tokens, 0 axes: 0 errors, 0 warnings\n"), "\(validate.err)")
        let resolve = tessera("resolve", root, "--format", "json")
        #expect(resolve.code == 0, "\(resolve.err)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(resolve.out.utf8)) as? [String: [String: Any]])
        #expect(object["n.t0"]?["$value"] as? Double == 5)
        #expect(object["n.t1"]?["$value"] as? Double == 1)
        let css = tessera("export", "--format", "css", root)
        #expect(css.code == 0, "\(css.err)")
        #expect(css.out.contains("--n-t0: 5;"), "\(css.out)")
        let snapshot = try Scratch.path("design.tsnap")
        let compile = tessera("compile", root, "-o", snapshot)
        #expect(compile.code == 0, "\(compile.err)")
        #expect(compile.err.contains("3 tokens"))
        #expect(tessera("contrast", root).code == 0)
        let preview = tessera("preview", root, "-o", try Scratch.path("preview.html"))
        #expect(preview.code == 0, "\(preview.err)")
        let empty = try Scratch.folder([:])
        let none = tessera("validate", empty)
        #expect(none.code == 1)
        #expect(none.err.hasPrefix(empty + ":1:1: error[invalid-input]: the folder holds no token files"), "\(none.err)")
    }

    @Test("export --format css --profile prints each compile warning once")
    func exportWarnsOnce() throws {
        let file = try Scratch.path(
            "t.tokens.json",
            contents: #"""
                {"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]},
                       "$extensions": {"org.tessera.token": {"forbidden": true}}}}
                """#)
        for profile in ["display-p3", "rec2020"] {
            let run = tessera("export", "--format", "css", "--profile", profile, file)
            #expect(run.code == 0, "\(run.err)")
            #expect(run.err.components(separatedBy: "warning[forbidden-value]").count == 2, "\(run.err)")
        }
    }

    @Test("The bundled sample is read only when no files are given, and a broken one is diagnostics, not a crash")
    func sampleOnlyWithoutFiles() throws {
        let file = try Scratch.path("t.json", contents: Self.numbers(2))
        let broken = DesignSystemFiles.Loaded(
            design: DesignSystem(name: "broken", axes: []),
            diagnostics: [
                Diagnostic(.error, .format(rule: .ioError, detail: "No such file or directory"), location: SourceLocation(file: "lumen.resolver.json", line: 1, column: 1))
            ],
            files: [], origin: .resolver)
        let withFiles = try DesignSystemOptions.parse([file])
        let read = withFiles.load(sample: {
            Issue.record("the sample was read although files were given")
            return broken
        })
        #expect(read.files == [file])
        #expect(read.diagnostics.isEmpty)
        let withoutFiles = try DesignSystemOptions.parse([])
        let sample = withoutFiles.load(sample: { broken })
        #expect(sample.hasErrors)
        #expect(sample.diagnostics.map(\.rule) == [.ioError])
        // And through the command: a file's problems, never the sample's tokens.
        let export = tessera("export", "--format", "dtcg", file)
        #expect(export.code == 0, "\(export.err)")
        #expect(!export.out.contains("color"), "\(export.out.prefix(200))")
    }

    @Test("The shared options read the same in every command")
    func sharedOptions() throws {
        let file = try Scratch.path("t.json", contents: Self.numbers(1))
        for command in ["validate", "resolve", "export", "contrast", "preview", "compile", "watch"] {
            let help = tessera(command, "--help")
            #expect(help.code == 0)
            for option in ["--theme <theme>", "--preset <preset>", "--allow-outside-root", "<file-or-folder>"] {
                #expect(help.out.contains(option), "\(command) --help lacks \(option)")
            }
        }
        #expect(tessera("validate", file, "--theme", "nope").err == "error: unknown theme 'nope'; this design system has no themes\n")
        #expect(tessera("validate", file, "--theme", "base").code == 0)
    }
}
