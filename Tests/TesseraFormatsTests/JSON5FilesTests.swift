import Tessera
import TesseraFormats
import TesseraTestSupport
import Testing

/// JSON5 and JSONC token files as inputs: which files a folder lists, the syntax each is read
/// with, and how JSON5's constructs are reported in the compatible and strict modes.
@Suite("JSON5 and JSONC token files")
struct JSON5FilesTests {
    /// A primitives file shaped like GitHub Primer's `src/tokens/**/*.json5` (written for this
    /// test): unquoted keys, single-quoted strings, comments, trailing commas, and a few more
    /// constructs.
    static let primitives = """
        // Base colors (light)
        {
          base: {
            color: {
              neutral: {
                '0': {
                  $value: '#ffffff',
                  $type: 'color',
                  $extensions: {
                    'org.example.figma': {
                      collection: 'base/color/light',
                      scopes: ['bgColor', 'fgColor',],
                    },
                  },
                },
                '13': {$value: '#1f2328', $type: 'color'},
              },
              /* accent */
              blue: {
                '5': {
                  $value: '#0969da',
                  $type: 'color',
                  $description: 'Accent, \\
        for links',
                },
              },
            },
          },
          fgColor: {
            default: {$value: '{base.color.neutral.13}', $type: 'color'},
          },
          size: {
            base: {$value: {value: 0x10, unit: 'px'}, $type: 'dimension'},
          },
        }

        """

    static func value(_ theme: ResolvedTheme, _ path: TokenPath) throws -> ResolvedValue? {
        try theme.defaultTable.resolvedValue(at: path).map { try $0.get() }
    }

    @Test("A Primer-shaped JSON5 file reads with one warning per JSON5 construct and its count; comments and trailing commas as in JSONC")
    func primerShaped() throws {
        let file = try Scratch.folder(["src/tokens/base/color/light.json5": Self.primitives]) + "/src/tokens/base/color/light.json5"
        let loaded = DesignSystemFiles.load([file])
        let extensions = loaded.diagnostics.with(rule: "json-extension")
        #expect(loaded.diagnostics.filter { $0.severity == .error }.isEmpty, "\(loaded.diagnostics)")
        #expect(extensions.allSatisfy { $0.severity == .warning && $0.location?.file == file })
        let json5 = extensions.filter { $0.message.contains("(JSON5)") }.map { "\($0.location!.line):\($0.location!.column) \($0.message)" }
        #expect(
            json5 == [
                "3:3 an unquoted key (JSON5), and 23 more in this file (not DTCG 2025.10; --strict rejects this)",
                "6:9 a single-quoted string (JSON5), and 17 more in this file (not DTCG 2025.10; --strict rejects this)",
                "23:34 a line continuation (a backslash before a line break) in a string (JSON5) (not DTCG 2025.10; --strict rejects this)",
                "33:28 a hexadecimal number (JSON5) (not DTCG 2025.10; --strict rejects this)",
            ])
        #expect(extensions.filter { $0.message.hasPrefix("a comment") }.count == 2)
        #expect(extensions.filter { $0.message.hasPrefix("a trailing comma") }.count == 12)

        let theme = try TokenGraph(loaded.design).compileBase()
        #expect(try TestSupport.hex(theme, "base.color.neutral.0") == "#ffffff")
        #expect(try TestSupport.hex(theme, "fgColor.default") == "#1f2328")
        #expect(try Self.value(theme, "size.base") == .dimension(TokenDimension(16, .px)))
        let blue = try #require(loaded.design.tokens.first { $0.path == "base.color.blue.5" })
        #expect(blue.description == "Accent, for links")
    }

    @Test("With --strict every JSON5 construct is an error at the same position")
    func strict() throws {
        let file = try Scratch.folder(["light.json5": Self.primitives]) + "/light.json5"
        let compatible = DesignSystemFiles.load([file]).diagnostics.with(rule: "json-extension")
        let strict = DesignSystemFiles.load([file], mode: .strict).diagnostics.with(rule: "json-extension")
        #expect(strict.count == compatible.count)
        #expect(strict.allSatisfy { $0.severity == .error && $0.message.hasSuffix("(not DTCG 2025.10; accepted without --strict)") })
        #expect(strict.map(\.location) == compatible.map(\.location))
    }

    @Test("A folder lists *.json5 and *.jsonc files with *.json and *.tokens, sorted by path bytes")
    func folderOrder() throws {
        let root = try Scratch.folder([
            "b.json5": "{}", "a/z.jsonc": "{}", "B.json": "{}", "c.tokens": "{}", ".hidden.json5": "{}", "d.json5.bak": "{}",
            "a/b/deep.json5": "{}", "notes.txt": "",
        ])
        let listed = try DesignSystemFiles.folderContents(root)
        #expect(listed == ["B.json", "a/b/deep.json5", "a/z.jsonc", "b.json5", "c.tokens"].map { root + "/" + $0 })
        let empty = try Scratch.folder(["notes.txt": "hello"])
        #expect(DesignSystemFiles.load([empty]).diagnostics.first?.message.contains("*.json, *.tokens, *.json5, *.jsonc") == true)
    }

    @Test("Files of a folder merge in path order whatever their syntax; the syntax follows the extension")
    func syntaxByExtension() throws {
        func number(_ key: String, _ value: String) -> String { "{x: {$type: 'number', $value: \(value)}, \(key): {$type: 'number', $value: 1}}" }
        let root = try Scratch.folder([
            "1-base.json5": number("a", "1"), "2-json.json": number("b", "0x2"), "3-jsonc.jsonc": "// JSONC\n{\"x\": {\"$type\": \"number\", \"$value\": 3,},}",
        ])
        let loaded = DesignSystemFiles.load([root])
        #expect(loaded.files == ["1-base.json5", "2-json.json", "3-jsonc.jsonc"].map { root + "/" + $0 })
        #expect(loaded.diagnostics.filter { $0.severity == .error }.isEmpty, "\(loaded.diagnostics)")
        // A `.json` file may hold JSON5: read, with a warning per construct.
        #expect(loaded.diagnostics.contains { $0.location?.file == root + "/2-json.json" && $0.message.hasPrefix("a hexadecimal number (JSON5)") })
        let theme = try TokenGraph(loaded.design).compileBase()
        #expect(try Self.value(theme, "x") == .number(3))
        #expect(try Self.value(theme, "b") == .number(1))

        // A `.jsonc` file is JSONC: an unquoted key there is a syntax error at its position.
        let jsonc = try Scratch.folder(["t.jsonc": "{\n  \"a\": 1,\n  b: 2\n}"]) + "/t.jsonc"
        let failed = DesignSystemFiles.load([jsonc])
        #expect(failed.diagnostics.map(\.description) == ["\(jsonc):3:3: error[json-syntax]: unexpected character 'b'"])
    }

    @Test("A syntax error in a JSON5 file names its file, line and column")
    func syntaxError() throws {
        let file = try Scratch.folder(["t.json5": "{\n  a: 1,\n  bc: 'abc\n}\n"]) + "/t.json5"
        let loaded = DesignSystemFiles.load([file])
        #expect(loaded.diagnostics.map(\.description) == ["\(file):3:7: error[json-syntax]: unterminated string: its line ends before its closing quote"])
    }
}
