import Foundation
import TesseraTestSupport
import Testing

@Suite("tessera preview")
struct PreviewCommandTests {
    static func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    @Test("The sample: the default mode and each single change, every section drawn, the canvas from the tokens")
    func sample() throws {
        let out = try Scratch.path("sheet.html")
        let run = tessera("preview", "-o", out)
        #expect(run.code == 0, "\(run.err)")
        // Five axes make 288 combinations, so the default is the default mode and each single
        // context change: 1 + 1 (dark) + 1 (high) + 1 (elevated) + 2 (size classes) + 11 (content sizes).
        #expect(run.err.contains("617 tokens in 17 modes"))
        let html = try Self.read(out)
        #expect(html.components(separatedBy: "<details").count == 18)
        #expect(
            html.contains(
                "<details id=\"m0\" open><summary>colorScheme=light · contrast=standard · elevation=base · sizeClass=regular · contentSize=large</summary>"))
        // Components and badges are drawn in every mode; token sections list what changes.
        for section in ["Components", "Contrast"] {
            #expect(html.components(separatedBy: "<h2>\(section)</h2>").count == 18, "\(section)")
        }
        for section in ["Typography", "Colors", "Spacing", "Radius", "Shadows"] {
            #expect(html.components(separatedBy: "<h2>\(section)</h2>").count >= 2, "\(section)")
        }
        // Colors change only with the scheme, the contrast and (in dark) the elevation: the
        // default mode lists them all, and of the single changes only dark and high contrast
        // list any (the sample's light colors do not change with elevation).
        #expect(html.components(separatedBy: "<h2>Colors</h2>").count == 4)
        // Type changes in every content size but large.
        #expect(html.components(separatedBy: "<h2>Typography</h2>").count >= 12)
        // 20 declared pairs badged in each of 17 modes, all passing.
        #expect(html.components(separatedBy: "class=\"cb\"").count == 341)
        #expect(!html.contains("class=\"no\""))
        // Each section's background is the resolved canvas of its mode.
        let resolve = tessera("resolve", "--input", "colorScheme=dark")
        let tokens = try #require(try JSONSerialization.jsonObject(with: Data(resolve.out.utf8)) as? [String: [String: Any]])
        let canvas = try #require((tokens["color.bg.canvas"]?["$value"] as? [String: Any])?["hex"] as? String)
        #expect(html.contains("<section class=\"mode\" style=\"background:\(canvas);"))
        #expect(html.contains("<button type=\"button\""))
    }

    @Test("Wide colors get color(display-p3 …) after the sRGB hex, mapped or clipped, on an ordinary property")
    func wideGamut() throws {
        let file = try Scratch.path(
            "w.tokens.json", contents: #"{"green": {"$type": "color", "$value": {"colorSpace": "display-p3", "components": [0, 1, 0]}}}"#)
        let out = try Scratch.path("sheet.html")
        #expect(tessera("preview", file, "-o", out).code == 0)
        let html = try Self.read(out)
        // The hex is CSS Color 4's mapping of Display P3 green into sRGB (coloraide: #00fb29).
        #expect(html.contains("<i style=\"background:#00fb29;background:color(display-p3 0 1 0)\">"))
        #expect(html.contains("<code>display-p3 0 1 0</code>"))
        #expect(tessera("preview", file, "--gamut", "clip", "-o", out).code == 0)
        #expect(try Self.read(out).contains("<i style=\"background:#00ff00;background:color(display-p3 0 1 0)\">"))
        #expect(tessera("preview", file, "--profile", "srgb", "-o", out).code == 0)
        #expect(try !Self.read(out).contains("color(display-p3"))
    }

    @Test("--modes picks modes; a bad one is a usage error")
    func modes() throws {
        let out = try Scratch.path("sheet.html")
        #expect(tessera("preview", "--modes", "axes", "-o", out).code == 0)
        #expect(try Self.read(out).components(separatedBy: "<details").count == 18)
        #expect(tessera("preview", "--modes", "colorScheme=dark,contrast=high", "colorScheme=light", "--expand", "-o", out).code == 0)
        let html = try Self.read(out)
        #expect(html.components(separatedBy: "<details").count == 3)
        #expect(html.components(separatedBy: " open>").count == 3)
        #expect(tessera("preview", "--modes", "colorScheme=sepia", "-o", out).code == 2)
    }
}

@Suite("tessera resolve with Dynamic Type")
struct DynamicTypeCommandTests {
    @Test("resolve --input contentSize=AX5 shows the sample's body text larger than the default")
    func contentSize() throws {
        func bodySize(_ arguments: String...) throws -> Double {
            let run = tessera(["resolve"] + arguments)
            #expect(run.code == 0, "\(run.err)")
            let tokens = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: [String: Any]])
            let value = try #require(tokens["typography.body.md"]?["$value"] as? [String: Any])
            return try #require((value["fontSize"] as? [String: Any])?["value"] as? Double)
        }
        #expect(try bodySize() == 16)
        #expect(abs(try bodySize("--input", "contentSize=AX5") - 16.0 * 53 / 17) < 1e-6)
        #expect(abs(try bodySize("--input", "contentSize=AX3") - 16.0 * 40 / 17) < 1e-6)
    }
}
