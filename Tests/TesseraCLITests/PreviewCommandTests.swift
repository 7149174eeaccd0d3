import Foundation
import Testing

@Suite("tessera preview")
struct PreviewCommandTests {
    static func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    @Test("The sample: 24 modes, the default open, every section drawn, the canvas from the tokens")
    func sample() throws {
        let out = try temporaryPath("sheet.html")
        let run = tessera("preview", "-o", out)
        #expect(run.code == 0, "\(run.err)")
        #expect(run.err.contains("617 tokens in 24 modes"))
        let html = try Self.read(out)
        #expect(html.components(separatedBy: "<details").count == 25)
        #expect(html.contains("<details id=\"m0\" open><summary>colorScheme=light · contrast=standard · elevation=base · sizeClass=regular</summary>"))
        // Components and badges are drawn in every mode; token sections list what changes.
        for section in ["Components", "Contrast"] {
            #expect(html.components(separatedBy: "<h2>\(section)</h2>").count == 25, "\(section)")
        }
        for section in ["Typography", "Colors", "Spacing", "Radius", "Shadows"] {
            #expect(html.components(separatedBy: "<h2>\(section)</h2>").count >= 2, "\(section)")
        }
        // The default mode lists every color; 18 of the 23 others list changes. The sample's
        // light colors do not change with elevation or size class, so the light-standard modes
        // that change only those (2 size classes × base, 3 × elevated) list none.
        #expect(html.components(separatedBy: "<h2>Colors</h2>").count == 20)
        // 20 declared pairs badged in each of 24 modes, all passing.
        #expect(html.components(separatedBy: "class=\"cb\"").count == 481)
        #expect(!html.contains("class=\"no\""))
        // Each section's background is the resolved canvas of its mode.
        let resolve = tessera("resolve", "--input", "colorScheme=dark", "--input", "contrast=high")
        let tokens = try #require(try JSONSerialization.jsonObject(with: Data(resolve.out.utf8)) as? [String: [String: Any]])
        let canvas = try #require((tokens["color.bg.canvas"]?["$value"] as? [String: Any])?["hex"] as? String)
        #expect(html.contains("<section class=\"mode\" style=\"background:\(canvas);"))
        #expect(html.contains("<button type=\"button\""))
    }

    @Test("Wide colors get color(display-p3 …) after the sRGB hex, on an ordinary property")
    func wideGamut() throws {
        let file = try temporaryPath(
            "w.tokens.json", contents: #"{"green": {"$type": "color", "$value": {"colorSpace": "display-p3", "components": [0, 1, 0]}}}"#)
        let out = try temporaryPath("sheet.html")
        #expect(tessera("preview", file, "-o", out).code == 0)
        let html = try Self.read(out)
        #expect(html.contains("<i style=\"background:#00ff00;background:color(display-p3 0 1 0)\">"))
        #expect(html.contains("<code>display-p3 0 1 0</code>"))
        #expect(tessera("preview", file, "--profile", "srgb", "-o", out).code == 0)
        #expect(try !Self.read(out).contains("color(display-p3"))
    }

    @Test("--modes picks modes; a bad one is a usage error")
    func modes() throws {
        let out = try temporaryPath("sheet.html")
        #expect(tessera("preview", "--modes", "axes", "-o", out).code == 0)
        #expect(try Self.read(out).components(separatedBy: "<details").count == 7)
        #expect(tessera("preview", "--modes", "colorScheme=dark,contrast=high", "colorScheme=light", "--expand", "-o", out).code == 0)
        let html = try Self.read(out)
        #expect(html.components(separatedBy: "<details").count == 3)
        #expect(html.components(separatedBy: " open>").count == 3)
        #expect(tessera("preview", "--modes", "colorScheme=sepia", "-o", out).code == 2)
    }
}
