import Tessera
import TesseraFormats
import TesseraTestSupport
import Testing

/// Base token files plus `--context AXIS=CONTEXT:FILE` files, and the resolver document
/// `ResolverWriter` writes for them.
@Suite("Context files without a resolver document")
struct ContextFileTests {
    static let files: [String: String] = [
        "tokens/base.tokens.json": #"""
        {"color": {"$type": "color",
           "bg": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}},
           "fg": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}},
           "accent": {"$value": "{color.fg}"}},
         "space": {"$type": "dimension", "gap": {"$value": {"value": 8, "unit": "px"}}}}
        """#,
        "tokens/light.tokens.json": #"{"color": {"$type": "color", "bg": {"$value": {"colorSpace": "srgb", "components": [0.9, 0.9, 0.9]}}}}"#,
        "tokens/dark.tokens.json":
            #"{"color": {"$type": "color", "bg": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}, "fg": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}}"#,
        "tokens/dark-extra.tokens.json": #"{"color": {"$type": "color", "fg": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}}"#,
        "tokens/compact.tokens.json": #"{"space": {"$type": "dimension", "gap": {"$value": {"value": 4, "unit": "px"}}}}"#,
        "tokens/regular.tokens.json": "{}",
    ]

    static func contexts(_ root: String) -> [ContextFile] {
        [
            ContextFile(axis: "colorScheme", context: "light", path: "\(root)/tokens/light.tokens.json"),
            ContextFile(axis: "density", context: "regular", path: "\(root)/tokens/regular.tokens.json"),
            ContextFile(axis: "colorScheme", context: "dark", path: "\(root)/tokens/dark.tokens.json"),
            ContextFile(axis: "colorScheme", context: "dark", path: "\(root)/tokens/dark-extra.tokens.json"),
            ContextFile(axis: "density", context: "compact", path: "\(root)/tokens/compact.tokens.json"),
        ]
    }

    @Test("AXIS=CONTEXT:FILE parses; a missing part does not", arguments: ["colorScheme=dark:dark.json", "theme=dark-hc:C:/x.json", "a=b", "=b:c", "a=:c", "a=b:"])
    func parsing(argument: String) {
        let parsed = ContextFile(argument: argument)
        switch argument {
        case "colorScheme=dark:dark.json": #expect(parsed == ContextFile(axis: "colorScheme", context: "dark", path: "dark.json"))
        case "theme=dark-hc:C:/x.json": #expect(parsed == ContextFile(axis: "theme", context: "dark-hc", path: "C:/x.json"))
        default: #expect(parsed == nil)
        }
    }

    @Test("Each axis is a modifier: the first context named is the default, files of one context apply in order, values per mode")
    func values() throws {
        let root = try Scratch.folder(Self.files)
        let loaded = DesignSystemFiles.load(["\(root)/tokens/base.tokens.json"], contexts: Self.contexts(root))
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        #expect(loaded.design.axes.map(\.name) == ["colorScheme", "density"])
        #expect(loaded.design.axes.map(\.defaultContext) == ["light", "regular"])
        #expect(loaded.design.axes[0].contexts.map(\.name) == ["light", "dark"])
        let theme = try TokenGraph(loaded.design).compileBase()
        #expect(try TestSupport.hex(theme, "color.bg") == "#e6e6e6")
        #expect(try TestSupport.hex(theme, "color.fg") == "#000000")
        #expect(try TestSupport.hex(theme, "color.bg", ["colorScheme": "dark"]) == "#000000")
        #expect(try TestSupport.hex(theme, "color.fg", ["colorScheme": "dark"]) == "#ff0000")
        #expect(try TestSupport.hex(theme, "color.accent", ["colorScheme": "dark"]) == "#ff0000")
        #expect(try TestSupport.value(theme, "space.gap", ["density": "compact"]) == .dimension(TokenDimension(4, .px)))
        #expect(try TestSupport.value(theme, "space.gap", ["colorScheme": "dark"]) == .dimension(TokenDimension(8, .px)))
    }

    @Test("The written resolver document, read back, gives identical values in every mode")
    func writtenDocument() throws {
        let root = try Scratch.folder(Self.files)
        let contexts = Self.contexts(root)
        let direct = DesignSystemFiles.load(["\(root)/tokens/base.tokens.json"], contexts: contexts)
        let document = ResolverWriter.document(name: "app", base: ["\(root)/tokens/base.tokens.json"], contexts: contexts, relativeTo: "\(root)/tokens")
        let text = JSONWriter().string(document)
        #expect(text.contains(#""$ref": "dark-extra.tokens.json""#) && text.contains(#""default": "light""#))
        #expect(!text.contains(root), "paths are relative to the document")
        let path = "\(root)/tokens/app.resolver.json"
        try FileIO.writeAtomically(Array(text.utf8), to: path)
        let reread = DesignSystemFiles.load([path])
        #expect(reread.diagnostics.isEmpty, "\(reread.diagnostics)")
        #expect(reread.design.axes == direct.design.axes)
        let a = TestSupport.snapshot(try TokenGraph(direct.design).compileBase())
        let b = TestSupport.snapshot(try TokenGraph(reread.design).compileBase())
        #expect(a.count == 4 * 4)
        #expect(a == b)
    }

    @Test(
        "Relative paths between the document's directory and a file",
        arguments: [
            ("/a/b/c.json", "/a/b", "c.json"), ("/a/b/c.json", "/a/x", "../b/c.json"), ("/a/b/./d/../c.json", "/a/b/", "c.json"), ("/a/b", "/a/b", "."),
            ("/t/c.json", "/u/v/w", "../../../t/c.json"),
        ])
    func relativePaths(path: String, from directory: String, expected: String) {
        #expect(ResolverWriter.relativePath(path, from: directory) == expected)
    }
}
