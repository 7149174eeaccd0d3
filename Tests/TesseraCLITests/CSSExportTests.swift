import Foundation
import TesseraTestSupport
import Testing

/// The CSS export, checked through a cascade oracle against `tessera resolve`.
@Suite("tessera export --format css")
struct CSSExportTests {
    /// `tessera resolve` of one mode, as custom property → (type, value).
    static func resolved(_ inputs: [String: String], profile: String? = nil, theme: String? = nil) throws -> [String: (type: String, value: Any)] {
        var arguments = ["resolve"] + (theme.map { ["--theme", $0] } ?? []) + inputs.sorted { $0.key < $1.key }.flatMap { ["--input", "\($0.key)=\($0.value)"] }
        if let profile { arguments += ["--profile", profile] }
        let run = tessera(arguments)
        try #require(run.code == 0, "\(run.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: [String: Any]])
        var out: [String: (type: String, value: Any)] = [:]
        for (path, entry) in json {
            let name = "--" + path.split(separator: ".").filter { $0 != "$root" }.joined(separator: "-")
            out[name] = (entry["$type"] as? String ?? "", entry["$value"] as Any)
        }
        return out
    }

    /// Checks every color and dimension custom property against resolved values; returns the
    /// number of properties compared.
    @discardableResult
    static func compare(_ computed: [String: String], _ expected: [String: (type: String, value: Any)], wide: Bool = false, _ label: String) -> Int {
        var compared = 0
        for (name, entry) in expected {
            switch entry.type {
            case "color":
                guard let value = entry.value as? [String: Any] else { continue }
                let got = computed[name] ?? "<unset>"
                if wide {
                    let components = (value["components"] as? [Double]) ?? []
                    let parts = got.hasPrefix("color(") ? got.dropFirst(6).dropLast().split(separator: " ").dropFirst().prefix(3).compactMap { Double($0) } : []
                    let close = parts.count == 3 && zip(parts, components).allSatisfy { abs($0 - $1) <= 6e-5 }
                    #expect(close, "\(label): \(name) is \(got), resolve says \(components)")
                } else {
                    var hex = (value["hex"] as? String ?? "").lowercased()
                    if let alpha = value["alpha"] as? Double, alpha < 1 { hex += String(format: "%02x", Int((alpha * 255).rounded())) }
                    #expect(got.lowercased() == hex, "\(label): \(name) is \(got), resolve says \(hex)")
                }
                compared += 1
            case "dimension":
                guard let value = entry.value as? [String: Any], let n = value["value"] as? Double, let unit = value["unit"] as? String else { continue }
                let got = computed[name] ?? "<unset>"
                let number = Double(got.dropLast(unit.count))
                #expect(got.hasSuffix(unit) && number.map { abs($0 - n) < 1e-4 } == true, "\(label): \(name) is \(got), resolve says \(n)\(unit)")
                compared += 1
            default: continue
            }
        }
        return compared
    }

    /// The ways a page can be in one context of a media-mapped axis: (attribute, media value).
    static func ways(context: String, isDefault: Bool, mediaValue: String, defaultMediaValue: String) -> [(String?, String)] {
        isDefault ? [(nil, defaultMediaValue), (context, mediaValue), (context, defaultMediaValue)] : [(context, defaultMediaValue), (nil, mediaValue), (context, mediaValue)]
    }

    @Test("Every mode, reached by attribute, by media query or both, cascades to the resolved values", arguments: ["lumen", "ocean"])
    func everyModeEveryWay(theme: String) throws {
        let run = tessera("export", "--format", "css", "--theme", theme)
        #expect(run.code == 0, "\(run.err)")
        let cascade = try CSSCascade(run.out)
        var environments = 0
        for scheme in ["light", "dark"] {
            for contrast in ["standard", "high"] {
                for elevation in ["base", "elevated"] {
                    for size in ["extraCompact", "compact", "regular"] {
                        let expected = try Self.resolved(["colorScheme": scheme, "contrast": contrast, "elevation": elevation, "sizeClass": size], theme: theme)
                        for (schemeAttribute, os) in Self.ways(context: scheme, isDefault: scheme == "light", mediaValue: "dark", defaultMediaValue: "light") {
                            for (contrastAttribute, more) in Self.ways(context: contrast, isDefault: contrast == "standard", mediaValue: "more", defaultMediaValue: "no-preference")
                            {
                                for elevationAttribute in elevation == "base" ? [nil, "base"] : ["elevated"] {
                                    var env = CSSCascade.Environment()
                                    env.media = ["prefers-color-scheme": os, "prefers-contrast": more]
                                    env.attributes["data-color-scheme"] = schemeAttribute
                                    env.attributes["data-contrast"] = contrastAttribute
                                    env.attributes["data-elevation"] = elevationAttribute
                                    if size != "regular" { env.attributes["data-size-class"] = size }
                                    let label = "\(scheme)/\(contrast)/\(elevation)/\(size) attrs \(env.attributes) media \(env.media)"
                                    #expect(Self.compare(cascade.computed(env), expected, label) > 300)
                                    environments += 1
                                }
                            }
                        }
                    }
                }
            }
        }
        // Color scheme and contrast: 3 ways each; elevation: 2 ways for base, 1 for elevated.
        #expect(environments == 2 * 2 * 3 * 9 * 3)
    }

    @Test("Combined media blocks and attribute guards are generated from the axes")
    func combinedBlocks() throws {
        let css = tessera("export", "--format", "css").out
        #expect(css.contains("@media (prefers-color-scheme: dark) and (prefers-contrast: more) {\n  :root:not([data-color-scheme]):not([data-contrast]) {"))
        #expect(css.contains("@media (prefers-color-scheme: dark) {\n  :root:not([data-color-scheme])[data-contrast=\"high\"] {"))
        #expect(css.contains("@media (prefers-contrast: more) {\n  :root[data-color-scheme=\"dark\"]:not([data-contrast]) {"))
        #expect(css.contains(":root[data-color-scheme=\"dark\"][data-contrast=\"high\"] {"))
        // Every media rule is guarded by the absence of its axis's attribute.
        let cascade = try CSSCascade(css)
        for rule in cascade.rules {
            for case .media(let features) in rule.conditions {
                for (feature, _) in features {
                    let attribute = feature == "prefers-color-scheme" ? "data-color-scheme" : "data-contrast"
                    #expect(rule.selector.contains(.absent(attribute)), "\(rule.selector) under \(features)")
                }
            }
        }
    }

    @Test("A further media mapping (--media) gets its own and combined rules, and attributes still win")
    func mediaOption() throws {
        let tokens = try Scratch.path(
            "m.resolver.json",
            contents: ##"""
                {"version": "2025.10", "name": "m",
                 "sets": {"base": {"sources": [{"motion": {"$type": "duration", "fast": {"$value": {"value": 100, "unit": "ms"}}},
                                                 "c": {"$type": "color", "bg": {"$value": {"colorSpace": "srgb", "components": [1.0, 1.0, 1.0]}}}}]}},
                 "modifiers": {
                   "colorScheme": {"default": "light", "contexts": {"light": [], "dark": [{"c": {"bg": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.0, 0.0, 0.0]}}}}]}},
                   "motion": {"default": "full", "contexts": {"full": [], "reduced": [
                      {"motion": {"fast": {"$type": "duration", "$value": {"value": 0, "unit": "ms"}}}, "c": {"bg": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.501961, 0.501961, 0.501961]}}}}]}}},
                 "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/colorScheme"}, {"$ref": "#/modifiers/motion"}]}
                """##)
        let run = tessera("export", tokens, "--format", "css", "--media", "motion=reduced:(prefers-reduced-motion: reduce)")
        try #require(run.code == 0, "\(run.err)")
        #expect(run.out.contains("@media (prefers-reduced-motion: reduce) {\n  :root:not([data-motion]) {\n    --c-bg: #808080;\n    --motion-fast: 0ms;"))
        #expect(run.out.contains("@media (prefers-color-scheme: dark) and (prefers-reduced-motion: reduce) {"))
        let cascade = try CSSCascade(run.out)
        var env = CSSCascade.Environment()
        env.media["prefers-reduced-motion"] = "reduce"
        #expect(cascade.computed(env)["--motion-fast"] == "0ms")
        #expect(cascade.computed(env)["--c-bg"] == "#808080")
        env.attributes["data-motion"] = "full"
        #expect(cascade.computed(env)["--motion-fast"] == "100ms")
        #expect(cascade.computed(env)["--c-bg"] == "#ffffff")
        env.media["prefers-color-scheme"] = "dark"
        #expect(cascade.computed(env)["--c-bg"] == "#000000")
        #expect(tessera("export", tokens, "--format", "css", "--media", "motion=slow:(x: y)").code == 2)
        #expect(tessera("export", tokens, "--format", "css", "--media", "motion=reduced").code == 2)
    }

    @Test("Display P3 values sit under @supports; without support the sRGB values remain")
    func wideGamutFallback() throws {
        let run = tessera("export", "--format", "css", "--profile", "display-p3")
        try #require(run.code == 0, "\(run.err)")
        let cascade = try CSSCascade(run.out)
        // No rule declares a property twice (a dead fallback), and P3 values appear only under @supports.
        for rule in cascade.rules {
            #expect(Set(rule.declarations.map(\.0)).count == rule.declarations.count)
            let underSupports = rule.conditions.contains(.supports("display-p3"))
            #expect(rule.declarations.allSatisfy { $0.1.contains("color(display-p3") == underSupports }, "\(rule.selector)")
        }
        #expect(run.out.contains("@supports (color: color(display-p3 0 0 0)) {\n  :root {\n    --avatar-bg: color(display-p3 "))
        for (inputs, media) in [
            ([String: String](), ["prefers-color-scheme": "light", "prefers-contrast": "no-preference"]),
            (["colorScheme": "dark", "contrast": "high"], ["prefers-color-scheme": "dark", "prefers-contrast": "more"]),
        ] {
            var env = CSSCascade.Environment()
            env.media = media
            #expect(Self.compare(cascade.computed(env), try Self.resolved(inputs, profile: "display-p3"), wide: true, "P3 \(inputs)") > 100)
            env.supportedSpaces = ["srgb"]
            #expect(Self.compare(cascade.computed(env), try Self.resolved(inputs), "no P3 \(inputs)") > 100)
        }
        // Shadows carry P3 colors too.
        #expect(run.out.range(of: #"--elevation-shadow-1: [^;]*color\(display-p3"#, options: .regularExpression) != nil)
    }

    @Test("An ICC profile is declared with @color-profile and a relative or given URL, never its absolute path")
    func iccProfile() throws {
        let profile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Fuzz/icc/corpus/p3-gamma22.icc").standardized.path
        let run = tessera("export", "--format", "css", "--profile", profile)
        try #require(run.code == 0, "\(run.err)")
        #expect(run.out.contains("@color-profile --p3-gamma22 {\n  src: url(\"p3-gamma22.icc\");\n}\n"))
        #expect(run.out.contains("@supports (color: color(--p3-gamma22 0 0 0)) {"))
        #expect(run.out.contains("--avatar-bg: color(--p3-gamma22 "))
        #expect(!run.out.contains("/Fuzz/"))
        let given = tessera("export", "--format", "css", "--profile", profile, "--profile-url", "https://cdn.example/p\"3.icc")
        #expect(given.out.contains("src: url(\"https://cdn.example/p\\\"3.icc\");"))
        // A browser without @color-profile (all of them today) keeps the sRGB values.
        let cascade = try CSSCascade(run.out)
        #expect(Self.compare(cascade.computed(CSSCascade.Environment()), try Self.resolved([:]), "ICC unsupported") > 100)
    }

    @Test("rec2020-oetf is written as CSS rec2020 with a note; convert refuses CSS it cannot name")
    func nonCSSSpaces() throws {
        let run = tessera("export", "--format", "css", "--profile", "rec2020-oetf")
        try #require(run.code == 0, "\(run.err)")
        #expect(run.err.contains("note: rec2020-oetf is not a CSS color space"))
        #expect(run.out.contains("@supports (color: color(rec2020 0 0 0))"))
        #expect(!run.out.contains("--rec2020-oetf"))
        // The values are CSS rec2020's (gamma 2.4): white stays 1 1 1, and mid grey matches `resolve --profile rec2020`.
        let cascade = try CSSCascade(run.out)
        var env = CSSCascade.Environment()
        env.supportedSpaces.insert("rec2020")
        #expect(Self.compare(cascade.computed(env), try Self.resolved([:], profile: "rec2020"), wide: true, "rec2020") > 100)

        let palette = try Scratch.path("p.txt", contents: "#336699\n")
        let oetf = tessera("convert", palette, "--to", "rec2020-oetf", "--format", "css")
        #expect(oetf.code == 2)
        #expect(oetf.err.contains("rec2020-oetf is not a CSS color space"))
        let profile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Fuzz/icc/corpus/p3-gamma22.icc").standardized.path
        let icc = tessera("convert", palette, "--to", profile, "--format", "css")
        #expect(icc.code == 2)
        #expect(icc.err.contains("@color-profile"))
        #expect(tessera("convert", palette, "--to", "a98-rgb", "--format", "css").out.hasPrefix("color(a98-rgb "))
    }

    @Test("Two tokens with one custom property are an error naming both; $root takes its group's name")
    func collisionsAndRoot() throws {
        let tokens = try Scratch.path(
            "c.tokens.json",
            contents: ##"""
                {"y-z": {"w": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.066667, 0.066667, 0.066667]}}},
                 "y": {"z-w": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.133333, 0.133333, 0.133333]}}},
                 "accent": {"$type": "color", "$root": {"$value": {"colorSpace": "srgb", "components": [0.2, 0.2, 0.2]}}, "light": {"$value": {"colorSpace": "srgb", "components": [0.266667, 0.266667, 0.266667]}}}}
                """##)
        let run = tessera("export", tokens, "--format", "css")
        #expect(run.code == 1)
        #expect(run.err.contains("error[css-name-collision]"))
        #expect(run.err.contains("'y-z.w'") && run.err.contains("'y.z-w'") && run.err.contains("--y-z-w"))
        #expect(run.err.contains("c.tokens.json:1:") || run.err.contains("c.tokens.json:2:"))
        #expect(run.out.isEmpty)

        let clean = try Scratch.path(
            "r.tokens.json",
            contents:
                ##"{"accent": {"$type": "color", "$root": {"$value": {"colorSpace": "srgb", "components": [0.2, 0.2, 0.2]}}, "light": {"$value": {"colorSpace": "srgb", "components": [0.266667, 0.266667, 0.266667]}}}}"##
        )
        let ok = tessera("export", clean, "--format", "css")
        #expect(ok.code == 0, "\(ok.err)")
        #expect(ok.out.contains("  --accent: #333333;\n  --accent-light: #444444;"))
        #expect(!ok.out.contains("_root"))
    }

    @Test("Hostile names cannot end the header comment or the attribute string")
    func hostileNames() throws {
        let dir = try Scratch.path("hostile")
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let document = ##"""
            {"version": "2025.10", "name": "evil */ :root { --x: red } /*",
             "sets": {"base": {"sources": [{"x": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}]}},
             "modifiers": {"colorScheme": {"default": "light", "contexts": {"light": [],
               "dark\"] {} x[y=\"": [{"x": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}}]}}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/colorScheme"}]}
            """##
        try document.write(toFile: dir + "/h.resolver.json", atomically: true, encoding: .utf8)
        let run = tessera("export", dir + "/h.resolver.json", "--format", "css")
        try #require(run.code == 0, "\(run.err)")
        let cascade = try CSSCascade(run.out)
        #expect(cascade.rules.count == 2)
        #expect(cascade.computed(CSSCascade.Environment())["--x"] == "#ff0000")
        var env = CSSCascade.Environment()
        env.attributes["data-color-scheme"] = #"dark"] {} x[y=""#
        #expect(cascade.computed(env)["--x"] == "#0000ff")
    }

    @Test("Negative border widths and shadow blurs are errors naming the token, its place and the mode")
    func negativeValues() throws {
        let tokens = try Scratch.path(
            "n.tokens.json",
            contents: ##"""
                {"b": {"$type": "border", "$value": {"color": {"colorSpace": "srgb", "components": [0.0, 0.0, 0.0]}, "width": {"value": -1, "unit": "px"}, "style": "solid"}},
                 "s": {"$type": "shadow", "$value": [
                   {"color": {"colorSpace": "srgb", "components": [0.0, 0.0, 0.0]}, "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 2, "unit": "px"}, "spread": {"value": -1, "unit": "px"}},
                   {"color": {"colorSpace": "srgb", "components": [0.0, 0.0, 0.0]}, "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": -4, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}]}}
                """##)
        let run = tessera("export", tokens, "--format", "css")
        #expect(run.code == 1)
        let lines = run.err.split(separator: "\n").filter { $0.contains("error[negative-value]") }
        #expect(lines.count == 2, "\(run.err)")
        #expect(lines.contains { $0.hasPrefix("\(tokens):1:") && $0.contains("b: the border has a negative width (-1px) in every mode;") })
        #expect(lines.contains { $0.hasPrefix("\(tokens):2:") && $0.contains("s: layer 2 of the shadow has a negative blur (-4px)") })
        // A negative spread is valid CSS and not reported.
        #expect(!run.err.contains("spread"))
    }

    @Test("Export time follows what varies: 60 tokens over 24 modifiers × 60 contexts")
    func linearExport() throws {
        func color(_ r: Int, _ g: Int, _ b: Int) -> String { "{\"colorSpace\": \"srgb\", \"components\": [\(Double(r) / 255), \(Double(g) / 255), \(Double(b) / 255)]}" }
        var modifiers: [String] = []
        for m in 0..<24 {
            var contexts = ["\"c0\": []"]
            for c in 1..<60 {
                // Distinct from every base value (whose red is 0).
                contexts.append("\"c\(c)\": [{\"t\": {\"$type\": \"color\", \"\(2 * m)\": {\"$value\": \(color(m + 1, c, 128))}}}]")
            }
            // One context per line, as files are usually written.
            modifiers.append("\"m\(m)\": {\"default\": \"c0\", \"contexts\": {\(contexts.joined(separator: ",\n"))}}")
        }
        let base = (0..<60).map { "\"\($0)\": {\"$value\": \(color(0, $0, 0))}" }.joined(separator: ",\n")
        let order = (["#/sets/base"] + (0..<24).map { "#/modifiers/m\($0)" }).map { "{\"$ref\": \"\($0)\"}" }.joined(separator: ",")
        let document = """
            {"version": "2025.10", "name": "axes", "sets": {"base": {"sources": [{"t": {"$type": "color", \(base)}}]}},
             "modifiers": {\(modifiers.joined(separator: ","))}, "resolutionOrder": [\(order)]}
            """
        let path = try Scratch.path("axes.resolver.json", contents: document)
        let start = ContinuousClock.now
        let css = tessera("export", path, "--format", "css")
        let dtcg = tessera("export", path, "--format", "dtcg", "--all-contexts")
        let elapsed = ContinuousClock.now - start
        #expect(css.code == 0 && dtcg.code == 0, "\(css.err)\(dtcg.err)")
        // Each overridden token has one attribute rule per context: 24 × 59 of them, no more.
        #expect(css.out.components(separatedBy: ":root[data-m").count - 1 == 24 * 59)
        // The quadratic version took minutes here (debug build); linear takes about a second.
        #expect(elapsed < .seconds(30), "\(elapsed)")
    }
}
