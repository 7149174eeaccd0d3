import Foundation
import Tessera
import TesseraFormats
import Testing

@Suite("Gentle spec JSON")
struct GentleImporterTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/gentle").path

    static func read(_ file: String) throws -> GentleImporter.Spec {
        let doc = try JSONParser().parse(try FileIO.read("\(directory)/\(file)"), file: file).document
        var importer = GentleImporter(document: doc)
        return importer.read()
    }

    func value(_ theme: ResolvedTheme, _ path: TokenPath, _ mode: [String: String] = [:]) throws -> ResolvedValue {
        try theme.table(for: theme.mode(mode)).resolvedValue(at: path)!.get()
    }

    @Test("0.6.0: colors by scheme, typography with its text style, layout, radii, shadows, buttons, surfaces")
    func current() throws {
        let result = try Self.read("gentle-0.6.0.json")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.specVersion == "0.6.0")
        let graph = TokenGraph(result.designSystem)
        let theme = try graph.compile(result.designSystem.themes[0])
        #expect(try value(theme, "color.primaryCTA") == .color(TokenColor(rgb: 0x5B4FE9)))
        #expect(try value(theme, "color.primaryCTA", ["colorScheme": "dark"]) == .color(TokenColor(rgb: 0x7D73FF)))
        #expect(
            try value(theme, "typography.body_m")
                == .typography(fontFamily: ["system-ui", "sans-serif"], fontSize: TokenDimension(17), fontWeight: 400, letterSpacing: TokenDimension(0), lineHeight: 1.2))
        let body = try #require(result.designSystem.tokens.first { $0.path == "typography.body_m" })
        #expect(body.extensionsJSON == #"{"gentle":{"relativeTo":"body"}}"#)
        // Its text style drives the contentSize axis: 17 pt body is 53 pt at AX5.
        #expect(body.relativeTo == .body)
        #expect(result.designSystem.axes.map(\.name) == ["colorScheme", "contentSize"])
        #expect(
            try value(theme, "typography.body_m", ["contentSize": "AX5"])
                == .typography(fontFamily: ["system-ui", "sans-serif"], fontSize: TokenDimension(53), fontWeight: 400, letterSpacing: TokenDimension(0), lineHeight: 1.2))
        #expect(try value(theme, "layout.scale.xl") == .dimension(TokenDimension(24)))
        #expect(try value(theme, "layout.grid.columns") == .number(4))
        guard case .shadow(let card) = try value(theme, "surface.card.shadow") else { throw TestSupportError() }
        #expect(card.first?.blur == TokenDimension(8) && card.first?.color.alpha == 0.12)
        #expect(try value(theme, "button.primary.background", ["colorScheme": "dark"]) == .color(TokenColor(rgb: 0x7D73FF)))
        #expect(try value(theme, "button.primary.label") == .color(TokenColor(rgb: 0xFFFFFF)))
        #expect(try value(theme, "button.animation.squish.duration") == .duration(TokenDuration(0.12, .seconds)))
        // Surfaces: solid, material (tint) and glass (fallback) backgrounds.
        #expect(try value(theme, "surface.chrome.background") == .color(TokenColor(rgb: 0xFFFFFF)))
        #expect(try value(theme, "surface.floatingPanel.background", ["colorScheme": "dark"]) == .color(TokenColor(rgb: 0x1C1C1E)))
        let glass = try #require(result.designSystem.tokens.first { $0.path == "surface.floatingPanel.background" })
        #expect(glass.extensionsJSON == #"{"gentle":{"backgroundStyle":"glass","fallbackMaterial":"thick"}}"#)
        // Role groupings are queryable.
        #expect(result.groups["action"] == ["color.primaryCTA", "color.destructive"])
        #expect(result.groups["text"]?.contains("color.textSecondary") == true)
        #expect(result.groups["surfaceBackground"]?.count == 2)
    }

    @Test("An older minor version is migrated with a warning")
    func migrated() throws {
        let result = try Self.read("gentle-0.5.2.json")
        #expect(result.diagnostics.map(\.ruleID) == ["gentle-migrated"])
        #expect(result.diagnostics.first?.severity == .warning)
        #expect(result.diagnostics.first?.message.contains("colors.pairs → pairByRole") == true)
        let theme = try TokenGraph(result.designSystem).compile(result.designSystem.themes[0])
        #expect(try value(theme, "color.textPrimary", ["colorScheme": "dark"]) == .color(TokenColor(rgb: 0xEEEEEE)))
        guard case .typography(_, let size, _, _, _) = try value(theme, "typography.body_m") else { throw TestSupportError() }
        #expect(size == TokenDimension(16))
    }

    @Test("An unknown major version is rejected with a clear error")
    func unknownMajor() throws {
        let result = try Self.read("gentle-1.0.0.json")
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.description == "gentle-1.0.0.json:1:19: error[gentle-version]: unsupported Gentle spec major version 1 (1.0.0); this importer reads 0.x")
    }

    @Test("Bad values are reported with positions")
    func badValues() throws {
        let doc = try JSONParser().parse(
            ##"{"_specVersion": "0.6.0", "colors": {"pairByRole": {"x": {"lightHex": "red", "darkHex": "#000000"}}}, "typography": {"roles": {"t": {"pointSize": 12, "relativeTo": "giant"}}}}"##,
            file: "g.json"
        ).document
        var importer = GentleImporter(document: doc)
        let result = importer.read()
        #expect(result.diagnostics.map(\.ruleID) == ["invalid-value", "invalid-value"])
        #expect(result.diagnostics.first?.location?.column == 71)
    }

    struct TestSupportError: Error {}
}
