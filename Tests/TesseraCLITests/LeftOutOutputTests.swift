import Foundation
import TesseraTestSupport
import Testing

@Suite("One bad token blocks nothing: every command writes what resolves and exits 1")
struct LeftOutOutputTests {
    static let oneBadToken = ##"{"n": {"$type": "number", "ok": {"$value": 1}, "bad": {"$value": "{n.nope}"}}, "m": {"$type": "number", "two": {"$value": 2}}}"##

    @Test("export writes every token that resolves, leaves the bad one out, and sums it up", arguments: ["dtcg", "css"])
    func export(format: String) throws {
        let path = try Scratch.path("one-bad.tokens.json", contents: Self.oneBadToken)
        let run = tessera("export", "--format", format, path)
        #expect(run.code == 1, "\(run.err)")
        #expect(run.err.contains("error[unknown-reference]"))
        #expect(run.err.contains("error[left-out]: 1 token left out: 1 unknown-reference (n.bad)"), "\(run.err)")
        if format == "dtcg" {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
            let n = try #require(object["n"] as? [String: Any])
            #expect((n["ok"] as? [String: Any])?["$value"] as? Double == 1)
            #expect(n["bad"] == nil)
            #expect(((object["m"] as? [String: Any])?["two"] as? [String: Any])?["$value"] as? Double == 2)
        } else {
            #expect(run.out.contains("--n-ok: 1;"), "\(run.out)")
            #expect(run.out.contains("--m-two: 2;"))
            #expect(!run.out.contains("--n-bad"))
        }
        // The flag earlier versions needed is still accepted and changes nothing.
        #expect(tessera("export", "--format", format, path, "--keep-going").out == run.out)
    }

    @Test("export -o, compile and preview write their files; resolve prints what resolves")
    func files() throws {
        let path = try Scratch.path("one-bad.tokens.json", contents: Self.oneBadToken)
        let css = try Scratch.path("out.css")
        #expect(tessera("export", "--format", "css", path, "-o", css).code == 1)
        #expect(try String(contentsOfFile: css, encoding: .utf8).contains("--n-ok: 1;"))
        let snapshot = try Scratch.path("out.tsnap")
        let compiled = tessera("compile", path, "-o", snapshot)
        #expect(compiled.code == 1, "\(compiled.err)")
        #expect(FileManager.default.fileExists(atPath: snapshot))
        let colors = try Scratch.path("one-bad-color.tokens.json", contents: ##"{"c": {"$type": "color", "ok": {"$value": "#ff0000"}, "bad": {"$value": "{c.nope}"}}}"##)
        let html = try Scratch.path("out.html")
        #expect(tessera("preview", colors, "-o", html).code == 1)
        #expect(try String(contentsOfFile: html, encoding: .utf8).lowercased().contains("#ff0000"))
        let resolved = tessera("resolve", path)
        #expect(resolved.code == 1)
        #expect(resolved.out.contains("\"n.ok\""))
        #expect(!resolved.out.contains("\"n.bad\""))
        #expect(resolved.err.contains("error[left-out]"))
    }

    @Test("validate names the tokens left out by reason, largest reason first")
    func summary() throws {
        let json = ##"""
            {"c": {"$type": "composition", "a": {"$value": {"fill": "#fff"}}, "b": {"$value": {"fill": "#000"}}},
             "n": {"$type": "number", "bad": {"$value": "{n.nope}"}}}
            """##
        let run = tessera("validate", try Scratch.path("left-out.tokens.json", contents: json))
        #expect(run.code == 1)
        #expect(run.err.contains("error[left-out]: 3 tokens left out: 2 $type composition (c.a, c.b), 1 unknown-reference (n.bad)"), "\(run.err)")
    }
}
