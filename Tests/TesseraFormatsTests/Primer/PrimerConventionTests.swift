import Tessera
import TesseraFormats
import TesseraTestSupport
import Testing

/// Primer's conventions: the token-level `alpha` beside an alias, and per-theme values in
/// `$extensions["org.primer.overrides"]` as contexts of a `theme` axis.
@Suite("Primer conventions")
struct PrimerConventionTests {
    static let base = ##"""
        // Primer's sources are JSON5: comments and trailing commas are read.
        {"base": {"color": {"$type": "color",
          "neutral": {"0": {"$value": "#ffffff"}, "8": {"$value": "#151b23"}, "9": {"$value": "#0d1117"}},
          "blue": {"5": {"$value": "#0969da"}},
        }}}
        """##
    static let functional = ##"""
        {"bgColor": {"$type": "color",
          "default": {"$value": "{base.color.neutral.0}",
            "$extensions": {"org.primer.overrides": {"dark": "{base.color.neutral.9}", "dark-dimmed": {"$value": "{base.color.neutral.8}", "alpha": 0.6}}}},
          "accent": {"muted": {"$value": "{base.color.blue.5}", "alpha": 0.4,
            "$extensions": {"org.primer.overrides": {"dark": {"$value": "{base.color.blue.5}", "alpha": 0.2}}}}}}}
        """##

    static func load(preset: DesignSystemFiles.Preset? = nil) throws -> DesignSystemFiles.Loaded {
        let root = try Scratch.folder(["base/color.json5.json": Self.base, "functional/bg.json": Self.functional])
        return DesignSystemFiles.load([root], preset: preset)
    }

    @Test("Overrides become contexts of a theme axis; alpha gives the referenced color with that alpha")
    func overridesAndAlpha() throws {
        let loaded = try Self.load()
        #expect(!loaded.hasErrors, "\(loaded.diagnostics)")
        let axis = try #require(loaded.design.axes.first { $0.name == "theme" })
        #expect(axis.contexts.map(\.name) == ["light", "dark", "dark-dimmed"])
        #expect(axis.defaultContext == "light")
        let theme = try TokenGraph(loaded.design).compileBase()
        // 0.6 × 255 = 153 = 0x99; 0.4 × 255 = 102 = 0x66; 0.2 × 255 = 51 = 0x33.
        #expect(try TestSupport.hex(theme, "bgColor.default", ["theme": "light"]) == "#ffffff")
        #expect(try TestSupport.hex(theme, "bgColor.default", ["theme": "dark"]) == "#0d1117")
        #expect(try TestSupport.hex(theme, "bgColor.default", ["theme": "dark-dimmed"]) == "#151b2399")
        #expect(try TestSupport.hex(theme, "bgColor.accent.muted", ["theme": "light"]) == "#0969da66")
        #expect(try TestSupport.hex(theme, "bgColor.accent.muted", ["theme": "dark"]) == "#0969da33")
        // A theme the token does not override falls back to dark, as Primer's build does.
        #expect(try TestSupport.hex(theme, "bgColor.accent.muted", ["theme": "dark-dimmed"]) == "#0969da33")
    }

    @Test("--preset primer declares Primer's nine themes; unoverridden ones fall back by prefix")
    func preset() throws {
        let loaded = try Self.load(preset: .primer)
        #expect(!loaded.hasErrors, "\(loaded.diagnostics)")
        let axis = try #require(loaded.design.axes.first { $0.name == "theme" })
        #expect(axis.contexts.count == 9)
        #expect(axis.contexts.first { $0.name == "dark-high-contrast" }?.fallback == "dark")
        #expect(axis.contexts.first { $0.name == "light-colorblind" }?.fallback == "light")
        let theme = try TokenGraph(loaded.design).compileBase()
        #expect(try TestSupport.hex(theme, "bgColor.default", ["theme": "dark-high-contrast"]) == "#0d1117")
        #expect(try TestSupport.hex(theme, "bgColor.default", ["theme": "light-tritanopia"]) == "#ffffff")
        #expect(try TestSupport.hex(theme, "bgColor.default", ["theme": "dark-dimmed"]) == "#151b2399")
    }

    @Test("The token-level alpha is a warning in the default mode and an error under --strict")
    func alphaIsADeviation() throws {
        let root = try Scratch.folder(["a.json": ##"{"x": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}, "alpha": 0.5}}"##])
        let compatible = DesignSystemFiles.load([root])
        #expect(compatible.diagnostics.map(\.rule) == [.nonDTCGValue])
        #expect(compatible.diagnostics.map(\.severity) == [.warning])
        #expect(compatible.diagnostics.first?.token == "x")
        let strict = DesignSystemFiles.load([root], mode: .strict)
        #expect(strict.diagnostics.map(\.severity) == [.error])
    }
}
