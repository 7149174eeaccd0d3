import Tessera
import TesseraFormats
import TesseraTestSupport
import Testing

/// Tokens Studio exports: `$metadata.tokenSetOrder` layers the sets, `$themes` becomes axes
/// (grouped themes) or themes (ungrouped ones), as a folder, as files and as one file.
@Suite("Tokens Studio themes and set order")
struct TokensStudioThemeTests {
    static let core = ##"{"color": {"$type": "color", "white": {"$value": "#ffffff"}, "black": {"$value": "#000000"}, "blue": {"$value": "#0000ff"}}}"##
    static let light = ##"{"bg": {"$type": "color", "$value": "{color.white}"}, "fg": {"$type": "color", "$value": "{color.black}"}}"##
    static let dark = ##"{"bg": {"$type": "color", "$value": "{color.black}"}, "fg": {"$type": "color", "$value": "{color.white}"}}"##
    static let brandA = ##"{"accent": {"$type": "color", "$value": "{color.blue}"}}"##
    static let brandB = ##"{"accent": {"$type": "color", "$value": "#ff0000"}}"##
    static let grouped = ##"""
        [{"id": "1", "name": "light", "group": "Mode", "selectedTokenSets": {"core": "source", "light": "enabled", "dark": "disabled"}},
         {"id": "2", "name": "dark", "group": "Mode", "selectedTokenSets": {"core": "source", "dark": "enabled"}},
         {"id": "3", "name": "a", "group": "Brand", "selectedTokenSets": {"brand/a": "enabled"}},
         {"id": "4", "name": "b", "group": "Brand", "selectedTokenSets": {"brand/b": "enabled"}}]
        """##

    /// The diagnostics other than the string colors' `non-dtcg-value` warnings Tokens Studio files always get.
    static func structural(_ loaded: DesignSystemFiles.Loaded) -> [Diagnostic] {
        loaded.diagnostics.filter { $0.rule != .nonDTCGValue && $0.rule != .toolConvention }
    }

    @Test("Grouped themes become one axis per group; a set applies in the contexts whose theme selects it")
    func groupedThemesAreAxes() throws {
        let root = try Scratch.folder([
            "core.json": Self.core, "light.json": Self.light, "dark.json": Self.dark, "brand/a.json": Self.brandA, "brand/b.json": Self.brandB,
            "unused.json": ##"{"stray": {"$type": "number", "$value": 1}}"##,
            // A build tool's configuration beside the export: not a token set.
            "$designsystemet.jsonc": ##"{"name": "x", "version": "1.0"}"##,
            "$themes.json": Self.grouped, "$metadata.json": ##"{"tokenSetOrder": ["core", "light", "dark", "brand/a", "brand/b", "unused"]}"##,
        ])
        let loaded = DesignSystemFiles.load([root])
        #expect(loaded.origin == .tokensStudio)
        #expect(!loaded.hasErrors, "\(loaded.diagnostics)")
        #expect(Self.structural(loaded).map(\.rule) == [.unusedSet], "\(loaded.diagnostics)")
        // The first diagnostic says how the files were read.
        let note = try #require(loaded.diagnostics.sortedByPosition().first)
        #expect(note.rule == .toolConvention && note.severity == .note)
        #expect(note.message.contains("a Tokens Studio export: 6 token sets") && note.message.contains("theme groups Mode, Brand are axes"), "\(note.message)")
        #expect(loaded.design.axes.map(\.name) == ["Mode", "Brand"])
        #expect(loaded.design.axes.map { $0.contexts.map(\.name) } == [["light", "dark"], ["a", "b"]])
        let theme = try TokenGraph(loaded.design).compileBase()
        #expect(try TestSupport.hex(theme, "bg", ["Mode": "light"]) == "#ffffff")
        #expect(try TestSupport.hex(theme, "bg", ["Mode": "dark"]) == "#000000")
        #expect(try TestSupport.hex(theme, "fg", ["Mode": "dark"]) == "#ffffff")
        #expect(try TestSupport.hex(theme, "accent", ["Mode": "dark", "Brand": "a"]) == "#0000ff")
        #expect(try TestSupport.hex(theme, "accent", ["Mode": "light", "Brand": "b"]) == "#ff0000")
        #expect(theme.defaultTable.resolvedValue(at: "stray") == nil)
        // A watch reloads when the themes or the set order change.
        let watched = DesignSystemFiles.watchedFiles([root])
        #expect(watched.contains(root + "/$metadata.json") && watched.contains(root + "/$themes.json") && watched.contains(root))
    }

    @Test("$metadata.tokenSetOrder, not the file order, decides which set's token wins")
    func metadataOrder() throws {
        let files = [
            "z-base.json": ##"{"size": {"$type": "dimension", "$value": "1px"}}"##,
            "a-override.json": ##"{"size": {"$type": "dimension", "$value": "2px"}}"##,
        ]
        let ordered = try Scratch.folder(files.merging(["$metadata.json": ##"{"tokenSetOrder": ["z-base", "a-override"]}"##]) { a, _ in a })
        let plain = try Scratch.folder(files)
        func size(_ root: String) throws -> ResolvedValue { try TestSupport.value(TokenGraph(DesignSystemFiles.load([root]).design).compileBase(), "size") }
        #expect(try size(ordered) == .dimension(TokenDimension(2, .px)))
        #expect(try size(plain) == .dimension(TokenDimension(1, .px)))
        // The same files given one by one, with the metadata file among them.
        let byName = ["a-override.json", "$metadata.json", "z-base.json"].map { ordered + "/" + $0 }
        let loaded = DesignSystemFiles.load(byName)
        #expect(loaded.origin == .tokensStudio)
        #expect(try TestSupport.value(TokenGraph(loaded.design).compileBase(), "size") == .dimension(TokenDimension(2, .px)))
    }

    @Test("Themes without a group are Tessera themes whose layer holds their sets; source sets serve references")
    func ungroupedThemesAreThemes() throws {
        let themes = ##"""
            [{"name": "Canvas", "selectedTokenSets": {"core": "source", "brand/a": "enabled"}},
             {"name": "Other", "selectedTokenSets": {"core": "source", "brand/b": "enabled"}}]
            """##
        let root = try Scratch.folder(["core.json": Self.core, "brand/a.json": Self.brandA, "brand/b.json": Self.brandB, "$themes.json": themes])
        let loaded = DesignSystemFiles.load([root])
        #expect(Self.structural(loaded).isEmpty, "\(loaded.diagnostics)")
        #expect(loaded.design.themes.map(\.name) == ["Canvas", "Other"])
        let graph = TokenGraph(loaded.design)
        #expect(try TestSupport.hex(graph.compile(loaded.design.theme(named: "Canvas")!), "accent") == "#0000ff")
        #expect(try TestSupport.hex(graph.compile(loaded.design.theme(named: "Other")!), "accent") == "#ff0000")
    }

    @Test("A single-file export: top-level keys are sets beside $themes and $metadata")
    func singleFile() throws {
        let file = ##"""
            {"core": \##(Self.core), "light": \##(Self.light), "dark": \##(Self.dark), "brand/a": \##(Self.brandA), "brand/b": \##(Self.brandB),
             "$themes": \##(Self.grouped), "$metadata": {"tokenSetOrder": ["core", "light", "dark", "brand/a", "brand/b"]}}
            """##
        let path = try Scratch.folder(["tokens.json": file]) + "/tokens.json"
        let loaded = DesignSystemFiles.load([path])
        #expect(loaded.origin == .tokensStudio)
        #expect(Self.structural(loaded).isEmpty, "\(loaded.diagnostics)")
        let theme = try TokenGraph(loaded.design).compileBase()
        #expect(try TestSupport.hex(theme, "bg", ["Mode": "dark", "Brand": "b"]) == "#000000")
        #expect(try TestSupport.hex(theme, "accent", ["Mode": "dark", "Brand": "b"]) == "#ff0000")
        #expect(try TestSupport.hex(theme, "accent", ["Brand": "a"]) == "#0000ff")
    }

    @Test("Malformed $themes entries and unknown sets are reported with rule and place")
    func malformedThemes() throws {
        let themes = ##"[{"name": "x"}, {"name": "y", "selectedTokenSets": {"core": "maybe", "missing": "enabled"}}]"##
        let root = try Scratch.folder(["core.json": Self.core, "$themes.json": themes])
        let loaded = DesignSystemFiles.load([root])
        let studio = loaded.diagnostics.filter { $0.rule == .tokensStudioTheme }
        #expect(studio.map(\.severity) == [.error, .error, .warning], "\(loaded.diagnostics)")
        #expect(studio.allSatisfy { $0.location?.file.hasSuffix("$themes.json") == true })
    }
}
