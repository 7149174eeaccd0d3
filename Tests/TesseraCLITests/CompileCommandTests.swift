import Foundation
import Tessera
import TesseraTestSupport
import Testing

@Suite("tessera compile")
struct CompileCommandTests {
    @Test("--all-themes writes a snapshot holding both sample themes")
    func allThemes() throws {
        let path = try Scratch.path("design.tsnap")
        let run = tessera("compile", "--all-themes", "-o", path)
        #expect(run.code == 0, "\(run.err)")
        #expect(run.err.contains("2 theme(s)"))
        let snapshot = try Snapshot(contentsOf: path)
        #expect(snapshot.themeNames == ["lumen", "ocean"])
        #expect(try snapshot.theme(named: "ocean").colorSpaceName == "srgb")
    }

    @Test("--theme and --profile select one theme in one profile")
    func oneTheme() throws {
        let path = try Scratch.path("p3.tsnap")
        let run = tessera("compile", "--theme", "ocean", "--profile", "display-p3", "-o", path)
        #expect(run.code == 0, "\(run.err)")
        let snapshot = try Snapshot(contentsOf: path)
        #expect(snapshot.themeNames == ["ocean"])
        #expect(try snapshot.theme().colorSpaceName == "display-p3")
    }

    @Test("Usage errors exit 2 and write nothing", arguments: [["--theme", "nope"], ["--theme", "ocean", "--all-themes"]])
    func usage(arguments: [String]) throws {
        let path = try Scratch.path("never.tsnap")
        let run = tessera(["compile", "-o", path] + arguments)
        #expect(run.code == 2)
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
