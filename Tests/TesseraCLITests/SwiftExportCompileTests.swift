import Foundation
import Tessera
import TesseraFormats
import TesseraTestSupport
import Testing

/// The Swift export compiles, with every handle reachable, whatever the token names are.
@Suite("Swift export compiles")
struct SwiftExportCompileTests {
    /// Token names that are not Swift identifiers, are keywords, shadow the types the file uses,
    /// or collide once sanitised.
    static let hostile: [String] = [
        "🎨", "self", "Type", "Self", "Protocol", "init", "class", "default", "_", "2xl", "a-b", "a_b", "a b", "a.b",
        "Tessera", "Swift", "TokenColor", "Token", "TokenGraph", "String", "manifest", "check", "é", "caf\u{E9}.x",
        "line\nbreak", "quote\"and\\slash", "\u{202E}rtl", "x", "x.y", "xValue", "group.self", "group.Type", "group.🎨", "group._u1F3A8",
        "$root", "deep.Tessera.Token", "deep.Tessera.value", "0", "1.2.3",
    ]

    static func graph() -> TokenGraph {
        var ds = DesignSystem(name: "hostile */ name\n// and a newline")
        for (i, name) in hostile.enumerated() {
            let path = TokenPath(name)
            switch i % 3 {
            case 0: ds.declare(path, type: .color, .hex("#102030"))
            case 1: ds.declare(path, type: .dimension, .px(Double(i)))
            default: ds.declare(path, type: .number, .number(Double(i)))
            }
        }
        return TokenGraph(ds)
    }

    /// The directory holding `Tessera.swiftmodule` of the build the tests run from.
    static func modulesDirectory() throws -> String {
        let candidates = [
            productsDirectory.appendingPathComponent("Modules").path,
            productsDirectory.path,
        ]
        let found = candidates.first { FileManager.default.fileExists(atPath: $0 + "/Tessera.swiftmodule") }
        return try #require(found, "no Tessera.swiftmodule in \(candidates)")
    }

    /// Type-checks `files` against the built Tessera module; the compiler's output on failure.
    static func typecheck(_ files: [String: String]) throws -> (code: Int32, output: String) {
        let dir = URL(fileURLWithPath: try Scratch.folder())
        defer { try? FileManager.default.removeItem(at: dir) }
        var paths: [String] = []
        for (name, text) in files.sorted(by: { $0.key < $1.key }) {
            let url = dir.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // TesseraSupport and Tessera import small C modules (the path index's prefetch hint, the
        // snapshot checksum's AVX2 loop): SwiftPM finds their module maps itself, a bare swiftc
        // needs their directories.
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources")
        let cModules = ["CPrefetch", "CChecksum"].flatMap { ["-I", sources.appendingPathComponent("\($0)/include").standardized.path] }
        // The driver leaves an empty TemporaryDirectory.* behind in $TMPDIR on every run: keep
        // it in the scratch folder.
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": dir.path]) { $1 }
        process.arguments = ["swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6", "-I", try modulesDirectory()] + cModules + paths
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test("Hostile names give unique, valid identifiers that name every token once")
    func names() throws {
        let graph = Self.graph()
        let export = try SwiftHandlesExport(graph: graph, namespace: "Tokens")
        let handles = export.handles()
        #expect(handles.count == graph.count)
        #expect(Set(handles.map(\.expression)).count == handles.count)
        #expect(Set(handles.map(\.path)).count == handles.count)
        let byPath = Dictionary(uniqueKeysWithValues: handles.map { ($0.path.rawValue, $0.expression) })
        #expect(byPath["🎨"] == "Tokens._u1F3A8")
        // Path order decides who keeps the plain name: "_" sorts before "🎨".
        #expect(byPath["group._u1F3A8"] == "Tokens.group._u1F3A8")
        #expect(byPath["group.🎨"] == "Tokens.group._u1F3A8_2")
        #expect(byPath["self"] == "Tokens.self_")
        #expect(byPath["Type"] == "Tokens.Type_")
        #expect(byPath["group.self"] == "Tokens.group.self_")
        #expect(byPath["2xl"] == "Tokens._2xl")
        #expect(byPath["manifest"] == "Tokens.manifest_2")
        #expect(byPath["check"] == "Tokens.check_2")
        #expect(byPath["Tessera"] == "Tokens.Tessera_")
        // Siblings keep their own names first; the token that is also a group yields.
        #expect(byPath["x"] == "Tokens.xValue_2")
        #expect(byPath["x.y"] == "Tokens.x.y")
        #expect(byPath["xValue"] == "Tokens.xValue")
        // "a-b", "a_b" and "a b" all sanitise to a_b; path order decides who gets the plain name.
        #expect(["a b", "a-b", "a_b"].compactMap { byPath[$0] } == ["Tokens.a_b", "Tokens.a_b_2", "Tokens.a_b_3"])
        #expect(byPath["caf\u{E9}.x"] == "Tokens.caf_uE9.x")
        for handle in handles {
            let expected = try #require(graph.handleIndex(of: handle.path))
            #expect(handle.type == expected.type && handle.index == expected.index)
        }
    }

    @Test("The generated file type-checks, and an expression for every token reaches a handle of its type")
    func compiles() throws {
        let graph = Self.graph()
        let export = try SwiftHandlesExport(graph: graph, namespace: "Tokens")
        let source = export.source()
        // Each token is introduced by a comment naming its path as a string literal.
        #expect(source.contains("/// Token \"line\\u{A}break\"\n"))
        #expect(source.contains("/// Token \"quote\\\"and\\\\slash\"\n"))
        #expect(source.contains("/// Token \"\\u{202E}rtl\"\n"))
        #expect(!source.contains("\u{202E}"))
        #expect(source.hasPrefix("// Generated by `tessera export --format swift` from hostile */ name\\u{A}// and a newline. Do not edit.\n"))
        var usage = "import Tessera\n\nfunc reachEveryHandle() {\n"
        for handle in export.handles() {
            usage += "    let _: \(handle.swiftType) = \(handle.expression)\n"
        }
        usage += "    _ = Tokens.check\n    _ = Tokens.manifest.count\n}\n"
        let result = try Self.typecheck(["Tokens.swift": source, "Usage.swift": usage])
        #expect(result.code == 0, "swiftc -typecheck failed:\n\(result.output)\n--- Tokens.swift\n\(source)")
    }

    @Test("The bundled sample's export type-checks")
    func sample() throws {
        let run = tessera("export", "--format", "swift", "--namespace", "Lumen")
        #expect(run.code == 0)
        let result = try Self.typecheck(["Lumen.swift": run.out, "Usage.swift": "import Tessera\nlet surface: Tessera.Token<Tessera.TokenColor> = Lumen.button.primary.bg\n"])
        #expect(result.code == 0, "swiftc -typecheck failed:\n\(result.output)")
    }

    @Test("Outside generated files, a raw index cannot be wrapped into a handle")
    func rawIndexIsNotPublic() throws {
        let plain = try Self.typecheck(["Raw.swift": "import Tessera\nlet raw = Tessera.Token<Tessera.TokenColor>(index: 12_345)\n"])
        #expect(plain.code != 0)
        #expect(plain.output.contains("init(index:)"))
        let spi = try Self.typecheck(["Raw.swift": "@_spi(Handles) import Tessera\nlet raw = Tessera.Token<Tessera.TokenColor>(index: 0)\n"])
        #expect(spi.code == 0, "swiftc -typecheck failed:\n\(spi.output)")
    }

    @Test("A namespace that is not a plain identifier is a typed error", arguments: ["my-ns", "class", "1abc", "", "Tessera", "ns🎨", "_", "a b", "self"])
    func badNamespace(_ name: String) {
        #expect(throws: SwiftExportError.self) { try SwiftHandlesExport(graph: Self.graph(), namespace: name) }
    }

    @Test("Plain identifiers are accepted as namespaces", arguments: ["Tokens", "_Private", "Lumen2", "tokens"])
    func goodNamespace(_ name: String) throws {
        #expect(try SwiftHandlesExport(graph: Self.graph(), namespace: name).namespace == name)
    }

    @Test("tessera export --namespace with an invalid name exits 2 and names the rule")
    func cliNamespace() {
        let run = tessera("export", "--format", "swift", "--namespace", "my-ns")
        #expect(run.code == 2)
        #expect(run.err.contains("invalid namespace 'my-ns': a Swift identifier holds only ASCII letters, digits and _"))
        #expect(run.out.isEmpty)
    }
}
