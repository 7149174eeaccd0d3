import Foundation
import Tessera
import TesseraFormats
import TesseraTestSupport
import Testing

/// Folders as inputs: which files a folder stands for, in which order, and when it stands for
/// its resolver document.
@Suite("Folders as inputs")
struct DesignSystemFolderTests {
    static func number(_ value: Double) -> String { #"{"x": {"$type": "number", "$value": \#(value)}}"# }

    static func value(_ loaded: DesignSystemFiles.Loaded, _ path: TokenPath) throws -> ResolvedValue? {
        let theme = try TokenGraph(loaded.design).compileBase()
        return try theme.defaultTable.resolvedValue(at: path).map { try $0.get() }
    }

    @Test("A folder lists *.json and *.tokens files recursively, sorted by path bytes, skipping hidden and Tokens Studio files")
    func order() throws {
        let root = try Scratch.folder([
            "b.tokens.json": "{}", "a/z.json": "{}", "B.json": "{}", "c.tokens": "{}", ".hidden.json": "{}", ".git/x.json": "{}",
            "$themes.json": "[]", "$metadata.json": "{}", "notes.txt": "", "a/b/deep.json": "{}",
        ])
        let listed = try DesignSystemFiles.folderContents(root + "/")
        #expect(listed == ["B.json", "a/b/deep.json", "a/z.json", "b.tokens.json", "c.tokens"].map { root + "/" + $0 })
    }

    @Test("Files of a folder merge in that order: the last by path wins")
    func mergeOrder() throws {
        let root = try Scratch.folder(["2-override.json": Self.number(2), "1-base.json": Self.number(1), "sub/0.json": Self.number(7)])
        let loaded = DesignSystemFiles.load([root])
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        #expect(loaded.origin == .tokenFiles)
        #expect(loaded.files == ["1-base.json", "2-override.json", "sub/0.json"].map { root + "/" + $0 })
        #expect(try Self.value(loaded, "x") == .number(7))
        // A file given after the folder still wins over it.
        let file = try Scratch.folder(["last.json": Self.number(9)]) + "/last.json"
        #expect(try Self.value(DesignSystemFiles.load([root, file]), "x") == .number(9))
        #expect(try Self.value(DesignSystemFiles.load([file, root]), "x") == .number(7))
    }

    @Test("A folder holding exactly one resolver document stands for that document")
    func resolverFolder() throws {
        let resolver = #"""
            {"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "base", "sources": [{"$ref": "tokens/base.json"}]},
              {"type": "modifier", "name": "scheme", "default": "light", "contexts": {"light": [], "dark": [{"$ref": "tokens/dark.json"}]}}]}
            """#
        let root = try Scratch.folder(["design.resolver.json": resolver, "tokens/base.json": Self.number(1), "tokens/dark.json": Self.number(4)])
        let loaded = DesignSystemFiles.load([root])
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        #expect(loaded.origin == .resolver)
        #expect(loaded.files == [root + "/design.resolver.json"])
        #expect(loaded.design.axes.map(\.name) == ["scheme"])
        let theme = try TokenGraph(loaded.design).compileBase()
        #expect(try theme.table(for: theme.mode(["scheme": "dark"])).resolvedValue(at: "x")?.get() == .number(4))
        #expect(try theme.table(for: theme.mode(["scheme": "light"])).resolvedValue(at: "x")?.get() == .number(1))
    }

    @Test("Two resolver documents in a folder, an empty folder and a missing path are typed errors with the path")
    func folderErrors() throws {
        let resolver = #"{"version": "2025.10", "resolutionOrder": []}"#
        let two = try Scratch.folder(["a.resolver.json": resolver, "b.resolver.json": resolver])
        let both = DesignSystemFiles.load([two])
        #expect(both.diagnostics.map(\.rule) == [.invalidInput])
        #expect(both.diagnostics.first?.location?.file == two)
        #expect(both.diagnostics.first?.message.contains("2 resolver documents") == true)

        let empty = try Scratch.folder(["notes.txt": "hello"])
        let none = DesignSystemFiles.load([empty])
        #expect(none.diagnostics.map(\.rule) == [.invalidInput])
        #expect(none.diagnostics.first?.severity == .error)

        let missing = DesignSystemFiles.load([empty + "/nothing.json"])
        #expect(missing.diagnostics.map(\.rule) == [.ioError])
        #expect(missing.diagnostics.first?.ruleID == "io-error")
        #expect(missing.diagnostics.first?.description.hasPrefix(empty + "/nothing.json:1:1: error[io-error]: ") == true)
    }

    @Test("Plain files and a resolver without modifiers get the same axes: none")
    func sameDefaultAxes() throws {
        let root = try Scratch.folder([
            "plain.json": Self.number(3),
            "r/doc.resolver.json": #"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "sources": [{"$ref": "t.json"}]}]}"#,
            "r/t.json": Self.number(3),
        ])
        let plain = DesignSystemFiles.load([root + "/plain.json"])
        let resolver = DesignSystemFiles.load([root + "/r"])
        #expect(plain.origin == .tokenFiles)
        #expect(resolver.origin == .resolver)
        #expect(plain.design.axes.isEmpty)
        #expect(resolver.design.axes.isEmpty)
        #expect(try Self.value(plain, "x") == Self.value(resolver, "x"))
        #expect(try Self.value(plain, "x") == .number(3))
    }

    @Test("Each input branch says what it read: token files, resolver, OUDS export, Gentle spec")
    func origins() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path
        let gentle = DesignSystemFiles.load([fixtures + "/gentle/gentle-0.6.0.json"])
        #expect(gentle.origin == .gentle)
        #expect(!gentle.hasErrors, "\(gentle.diagnostics)")
        // A branch's axes come from what it read, never from Tessera's four built-in axes: a
        // Gentle spec has colorScheme (and contentSize when its type scales), also when its
        // version is unsupported.
        let unsupported = DesignSystemFiles.load([fixtures + "/gentle/gentle-1.0.0.json"])
        #expect(unsupported.diagnostics.map(\.rule) == [.gentleVersion])
        #expect(unsupported.design.axes.map(\.name) == ["colorScheme"])
        #expect(gentle.design.axes.map(\.name) == ["colorScheme", "contentSize"])
        let ouds = DesignSystemFiles.load(["core", "brand-orange", "brand-sosh"].map { fixtures + "/ouds/\($0).json" }, preset: .ouds)
        #expect(ouds.origin == .ouds)
        #expect(ouds.design.themes.count == 2)
        let resolver = DesignSystemFiles.load([fixtures + "/resolver"])
        #expect(resolver.origin == .resolver)
        #expect(resolver.files == [fixtures + "/resolver/app.resolver.json"])
        #expect(!resolver.hasErrors, "\(resolver.diagnostics)")
    }

    @Test("A watch of a folder fingerprints its token files in load order, its Tokens Studio theme file, then the folders (whose times change when entries come and go)")
    func watchedFolder() throws {
        let root = try Scratch.folder(["b.json": "{}", "a/c.json": "{}", "$themes.json": "[]"])
        #expect(DesignSystemFiles.watchedFiles([root]) == [root + "/a/c.json", root + "/b.json", root + "/$themes.json", root, root + "/a"])
        #expect(DesignSystemFiles.watchedFiles([root + "/b.json"]) == [root + "/b.json"])
    }

    @Test("A file read twice (as the base and as a context) reports each of its warnings once")
    func warningsOnce() throws {
        let root = try Scratch.folder([
            "base.json": ##"{"c": {"$type": "color", "bg": {"$value": "#ffffff"}}}"##,
            "dark.json": ##"{"c": {"bg": {"$type": "color", "$value": "#101010"}}}"##,
        ])
        let loaded = DesignSystemFiles.load(
            [root + "/base.json"],
            contexts: [
                ContextFile(axis: "colorScheme", context: "light", path: root + "/base.json"),
                ContextFile(axis: "colorScheme", context: "dark", path: root + "/dark.json"),
            ])
        #expect(!loaded.hasErrors, "\(loaded.diagnostics)")
        #expect(loaded.diagnostics.map(\.ruleID) == ["non-dtcg-value", "non-dtcg-value"])
        #expect(Set(loaded.diagnostics.compactMap { $0.location?.file }).count == 2)
    }
}
