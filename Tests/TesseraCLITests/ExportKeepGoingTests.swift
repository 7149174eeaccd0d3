import Foundation
import TesseraTestSupport
import Testing

@Suite("tessera export --keep-going")
struct ExportKeepGoingTests {
    static let oneBadToken = ##"{"n": {"$type": "number", "ok": {"$value": 1}, "bad": {"$value": "{n.nope}"}}, "m": {"$type": "number", "two": {"$value": 2}}}"##

    @Test("Without it one bad token stops all output; with it the others are written and the exit code stays 1", arguments: ["dtcg", "css"])
    func keepGoing(format: String) throws {
        let path = try Scratch.path("one-bad.tokens.json", contents: Self.oneBadToken)
        let strict = tessera("export", "--format", format, path)
        #expect(strict.code == 1)
        #expect(strict.out.isEmpty)
        #expect(strict.err.contains("error[unknown-reference]"))
        let lenient = tessera("export", "--format", format, path, "--keep-going")
        #expect(lenient.code == 1, "\(lenient.err)")
        #expect(lenient.err.contains("error[unknown-reference]"))
        if format == "dtcg" {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(lenient.out.utf8)) as? [String: Any])
            let n = try #require(object["n"] as? [String: Any])
            #expect((n["ok"] as? [String: Any])?["$value"] as? Double == 1)
            #expect(n["bad"] == nil)
            #expect(((object["m"] as? [String: Any])?["two"] as? [String: Any])?["$value"] as? Double == 2)
        } else {
            #expect(lenient.out.contains("--n-ok: 1;"), "\(lenient.out)")
            #expect(lenient.out.contains("--m-two: 2;"))
            #expect(!lenient.out.contains("--n-bad"))
        }
        // The same file through resolve behaves alike: output, then exit code 1.
        #expect(tessera("resolve", path, "--keep-going").code == lenient.code)
    }

    @Test("--keep-going with -o still writes the file")
    func keepGoingToFile() throws {
        let path = try Scratch.path("one-bad.tokens.json", contents: Self.oneBadToken)
        let out = try Scratch.path("out.css")
        let run = tessera("export", "--format", "css", path, "--keep-going", "-o", out)
        #expect(run.code == 1)
        let written = try String(contentsOfFile: out, encoding: .utf8)
        #expect(written.contains("--n-ok: 1;"))
    }

    @Test("export --help documents --keep-going")
    func help() {
        let run = tessera("export", "--help")
        #expect(run.out.contains("--keep-going"))
        #expect(run.out.contains("--keep-going, the tokens that resolve are written"))
    }
}

@Suite("tessera --preset ouds on a real export layout")
struct OUDSLayoutCommandTests {
    @Test("Brand themes are named from their files and listed when a theme is unknown")
    func themeNames() throws {
        let core = try Scratch.path(
            "Core-OUDS.tokens.json", contents: ##"{"core-ouds": {"color": {"$type": "color", "white": {"$value": "#ffffff"}, "ink": {"$value": "#001524"}}}}"##)
        let directory = URL(fileURLWithPath: core).deletingLastPathComponent()
        func brand(_ name: String, _ dark: String) throws -> String {
            let url = directory.appendingPathComponent(name)
            let text = ##"{"ouds": {"color": {"$type": "color", "bg": {"x-light": {"$value": "{core-ouds.color.white}"}, "x-dark": {"$value": "{core-ouds.color.\##(dark)}"}}}}}"##
            try text.write(to: url, atomically: true, encoding: .utf8)
            return url.path
        }
        let files = [try brand("Brands.Sosh.tokens.json", "ink"), core, try brand("Brands.Wireframe.tokens.json", "white")]
        let unknown = tessera(["resolve", "--preset", "ouds"] + files + ["--theme", "Brands"])
        #expect(unknown.code == 2)
        #expect(unknown.err.contains("valid themes: sosh, wireframe"), "\(unknown.err)")
        let sosh = tessera(["resolve", "--preset", "ouds"] + files + ["--theme", "sosh", "--input", "colorScheme=dark"])
        #expect(sosh.code == 0, "\(sosh.err)")
        #expect(sosh.out.contains("#001524"))
    }
}
