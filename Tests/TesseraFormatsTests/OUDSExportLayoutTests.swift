import Foundation
import Tessera
import TesseraFormats
import TesseraTestSupport
import Testing

/// OUDS exports laid out as tokenator writes them: raw core files and brand files that each
/// define the same semantic and component tokens, passed in any order.
@Suite("OUDS exports: raw cores, brands, fixed variants")
struct OUDSExportLayoutTests {
    static let coreOUDS = """
        {"core-ouds": {
          "color": {"$type": "color", "functional": {
            "white": {"$value": "#ffffff"}, "black": {"$value": "#000000"},
            "dark-blue-900": {"$value": "#001524"}, "gray-900": {"$value": "#141414"}}},
          "font": {
            "family": {"$type": "string", "sans": {"$value": "Helvetica Neue, Arial"}},
            "weight": {"$type": "string", "bold": {"$value": "Bold"}, "medium": {"$value": "Semi Bold"}, "numeric": {"$type": "number", "$value": 300}}}}}
        """
    static let coreOrange = """
        {"core-orange": {"color": {"$type": "color", "orange": {"550": {"$value": "#f15e00"}}}}}
        """

    /// A brand file; `emphasizedDark` is the raw color its emphasized background takes in dark mode.
    static func brand(emphasizedDark: String) -> String {
        """
        {"ouds": {
          "color": {"$type": "color",
            "bg": {"emphasized-light": {"$value": "{core-ouds.color.functional.white}"}, "emphasized-dark": {"$value": "{core-ouds.color.functional.\(emphasizedDark)}"}},
            "surface": {"inverse-light": {"$value": "{ouds.color.bg.emphasized-dark}"}, "inverse-dark": {"$value": "{ouds.color.bg.emphasized}"}},
            "action": {"accent-light": {"$value": "{core-orange.color.orange.550}"}, "accent-dark": {"$value": "{core-orange.color.orange.550}"}}},
          "font": {
            "family": {"$type": "string", "default": {"$value": "{core-ouds.font.family.sans}"}},
            "weight": {"$type": "number", "strong": {"$value": "{core-ouds.font.weight.bold}"}, "medium": {"$value": "{core-ouds.font.weight.medium}"},
                       "light": {"$value": "{core-ouds.font.weight.numeric}"}, "default": {"$value": 400}}}},
         "chip": {"badge": {"color": {"$type": "color", "bg": {
            "dark": {"$value": "{ouds.color.bg.emphasized-dark}"},
            "light": {"$value": "{ouds.color.bg.emphasized-light}"},
            "inverse": {"$value": "{ouds.color.surface.inverse-dark}"}}}}}}
        """
    }

    /// The export written to a fresh folder, file paths in a deliberately mixed order.
    static func files() throws -> [String] {
        let dir = URL(fileURLWithPath: try Scratch.folder())
        let contents: [(String, String)] = [
            ("Brands.Sosh.tokens.json", brand(emphasizedDark: "gray-900")),
            ("Core-OUDS.tokens.json", coreOUDS),
            ("Brands.Orange.tokens.json", brand(emphasizedDark: "dark-blue-900")),
            ("Core-Orange.tokens.json", coreOrange),
            ("Brands.Wireframe.tokens.json", brand(emphasizedDark: "black")),
            ("Brands.Orange Compact.tokens.json", brand(emphasizedDark: "dark-blue-900")),
        ]
        return try contents.map { name, text in
            let url = dir.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return url.path
        }
    }

    static func compiled(_ theme: String) throws -> ResolvedTheme {
        let loaded = DesignSystemFiles.load(try files(), preset: .ouds)
        let (system, diagnostics) = (loaded.design, loaded.diagnostics)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return try TokenGraph(system).compile(try #require(system.theme(named: theme)))
    }

    static func value(_ theme: ResolvedTheme, _ path: TokenPath, _ scheme: String) throws -> ResolvedValue {
        try #require(theme.table(for: theme.mode(["colorScheme": scheme])).resolvedValue(at: path)).get()
    }

    static func hex(_ theme: ResolvedTheme, _ path: TokenPath, _ scheme: String) throws -> String? {
        guard case .color(let c) = try value(theme, path, scheme) else { return nil }
        return c.hex
    }

    @Test("Cores and brands are told apart by content; every brand is a theme with a distinct name")
    func roles() throws {
        let loaded = DesignSystemFiles.load(try Self.files(), preset: .ouds)
        let (system, diagnostics) = (loaded.design, loaded.diagnostics)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(system.themes.map(\.name) == ["sosh", "orange", "wireframe", "orange-compact"])
        // Both raw cores are in the base: a brand value aliasing Core-Orange resolves.
        let orange = try Self.compiled("orange")
        #expect(try Self.hex(orange, "ouds.color.action.accent", "light") == "#f15e00")
        #expect(try Self.hex(orange, "core-ouds.color.functional.gray-900", "dark") == "#141414")
    }

    @Test(
        "An alias to an explicit -dark or -light variant is fixed in every mode",
        arguments: [
            ("orange", "#001524"), ("orange-compact", "#001524"), ("sosh", "#141414"), ("wireframe", "#000000"),
        ])
    func fixedVariants(theme name: String, emphasizedDark: String) throws {
        let theme = try Self.compiled(name)
        for scheme in ["light", "dark"] {
            #expect(try Self.hex(theme, "chip.badge.color.bg.dark", scheme) == emphasizedDark, "\(scheme)")
            #expect(try Self.hex(theme, "chip.badge.color.bg.light", scheme) == "#ffffff", "\(scheme)")
            // Through a variant whose own value is an unsuffixed alias: read in that variant's scheme.
            #expect(try Self.hex(theme, "chip.badge.color.bg.inverse", scheme) == emphasizedDark, "\(scheme)")
            #expect(try Self.hex(theme, "ouds.color.surface.inverse", scheme) == emphasizedDark, "\(scheme)")
        }
        // The unsuffixed name still follows the mode.
        #expect(try Self.hex(theme, "ouds.color.bg.emphasized", "light") == "#ffffff")
        #expect(try Self.hex(theme, "ouds.color.bg.emphasized", "dark") == emphasizedDark)
    }

    @Test("String font families and weights given as keywords, numbers or string types resolve")
    func fonts() throws {
        let orange = try Self.compiled("orange")
        #expect(try Self.value(orange, "ouds.font.family.default", "light") == .fontFamily(["Helvetica Neue", "Arial"]))
        #expect(try Self.value(orange, "ouds.font.weight.strong", "light") == .fontWeight(700))
        #expect(try Self.value(orange, "ouds.font.weight.medium", "light") == .fontWeight(600))
        #expect(try Self.value(orange, "ouds.font.weight.light", "light") == .fontWeight(300))
        #expect(try Self.value(orange, "ouds.font.weight.default", "light") == .fontWeight(400))
    }

    @Test(
        "Theme names: after the last dot of the stem, lowercased, collisions keep more of the name",
        arguments: [
            (["x/Brands.Orange.tokens.json", "x/Brands.Orange Compact.tokens.json"], ["orange", "orange-compact"]),
            (["brand-sosh.json", "Brands.Wireframe.json"], ["brand-sosh", "wireframe"]),
            (["a/Brands.Orange.tokens.json", "b/Other.Orange.json"], ["brands-orange", "other-orange"]),
            (["a/Orange.json", "b/Orange.json"], ["orange", "orange-2"]),
        ])
    func themeNames(paths: [String], expected: [String]) {
        #expect(OUDSImporter.themeNames(paths) == expected)
    }

    @Test("When every file defines the ouds tree, the first is the core (the older layout)")
    func olderLayout() throws {
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/ouds").path
        let reordered = DesignSystemFiles.load(["core", "brand-sosh", "brand-orange"].map { "\(dir)/\($0).json" }, preset: .ouds).design
        #expect(reordered.themes.map(\.name) == ["brand-sosh", "brand-orange"])
    }
}

@Suite("OUDS preset: tokens it cannot read")
struct OUDSUnreadTokenTests {
    @Test("A token of a type the preset does not read is a warning, and references to it name it")
    func unsupportedType() throws {
        let brand = try JSONParser().parse(
            #"""
            {"ouds": {"label": {"$type": "other", "visible": {"$value": true}},
                      "color": {"$type": "color", "ref": {"$value": "{ouds.label.visible}"}}}}
            """#, file: "Brands.Orange.tokens.json"
        ).document
        let core = try JSONParser().parse(#"{"core-ouds": {"n": {"$type": "number", "$value": 1}}}"#, file: "Core-OUDS.tokens.json").document
        var importer = OUDSImporter()
        let (system, diagnostics) = importer.designSystem(files: [("Core-OUDS.tokens.json", core), ("Brands.Orange.tokens.json", brand)])
        #expect(diagnostics.map(\.ruleID) == ["unsupported-type"])
        #expect(diagnostics.first?.severity == .warning)
        let compiled = TokenGraph(system).compileKeepingGoing(try #require(system.theme(named: "orange")))
        let problem = try #require(compiled.diagnostics.first { $0.token == "ouds.color.ref" })
        #expect(problem.ruleID == "rejected-reference")
        #expect(problem.message.contains("at Brands.Orange.tokens.json:1:"))
    }

    @Test("A reference that names a size class (mobile/tablet/desktop) is fixed to it in every size class; the plain name follows the mode")
    func fixedSizeVariants() throws {
        let core = try JSONParser().parse(
            #"{"core-ouds": {"dim": {"$type": "dimension", "s": {"$value": "4px"}, "m": {"$value": "8px"}, "l": {"$value": "16px"}}}}"#, file: "Core-OUDS.tokens.json"
        ).document
        let brand = try JSONParser().parse(
            #"""
            {"ouds": {"space": {"$type": "dimension",
                "mobile": {"pad": {"$value": "{core-ouds.dim.s}"}, "gap": {"$value": "{ouds.space.pad}"}},
                "tablet": {"pad": {"$value": "{core-ouds.dim.m}"}, "gap": {"$value": "{ouds.space.pad}"}},
                "desktop": {"pad": {"$value": "{core-ouds.dim.l}"}, "gap": {"$value": "{ouds.space.pad}"}},
                "fixed": {"$value": "{ouds.space.mobile.pad}"},
                "fixed-gap": {"$value": "{ouds.space.desktop.gap}"},
                "follow": {"$value": "{ouds.space.pad}"}}}}
            """#, file: "Brands.Orange.tokens.json"
        ).document
        var importer = OUDSImporter()
        let (system, diagnostics) = importer.designSystem(files: [("Core-OUDS.tokens.json", core), ("Brands.Orange.tokens.json", brand)])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let theme = try TokenGraph(system).compile(try #require(system.theme(named: "orange")))
        func px(_ path: TokenPath, _ size: String) throws -> Double? {
            guard case .dimension(let d) = try #require(theme.table(for: theme.mode(["sizeClass": size])).resolvedValue(at: path)).get() else { return nil }
            return d.unit == .px ? d.value : nil
        }
        for (size, plain) in [("compact", 4.0), ("regular", 8), ("expanded", 16)] {
            #expect(try px("ouds.space.follow", size) == plain)
            #expect(try px("ouds.space.pad", size) == plain)
            // A gap declared per size class follows its own size class's pad.
            #expect(try px("ouds.space.gap", size) == plain)
            #expect(try px("ouds.space.fixed", size) == 4)
            // The desktop gap, pinned, reads the desktop pad in every size class.
            #expect(try px("ouds.space.fixed-gap", size) == 16)
        }
    }
}
