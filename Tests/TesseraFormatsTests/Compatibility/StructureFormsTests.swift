import Foundation
import Tessera
import TesseraFormats
import TesseraTestSupport
import Testing

// The rows of docs/compatibility.md about file structure: names, groups, sets and themes, files
// that reference or override each other, and what the readers say about them. Expected values
// come from each tool's documentation and source, worked out by hand.

/// A W3C-format Tokens Studio file: `members` (JSON members) beside a `spacing` token `gap`,
/// whose Tokens Studio type makes the file Tokens Studio's.
private func studioFile(_ members: String) -> String { ##"{\##(members), "gap": {"$type": "spacing", "$value": "4"}}"## }

/// A `$themes` entry: theme `name` of `group` (none when `nil`) selecting `sets` (JSON members,
/// set name to status).
private func theme(_ name: String, group: String? = nil, _ sets: String) -> String {
    let grouped = group.map { ##", "group": "\##($0)""## } ?? ""
    return ##"{"id": "\##(name)", "name": "\##(name)"\##(grouped), "selectedTokenSets": {\##(sets)}}"##
}

/// A folder export whose set `a` gives `x` 1 and `only` 10, set `b` gives `x` 2 and `y` 3, in
/// `$metadata` order a, b, with the `$themes` entries `themes`.
private func export(themes: [String]) -> [FormCase.File] {
    [
        .init(name: "a.json", contents: ##"{"x": {"$type": "number", "$value": 1}, "only": {"$type": "number", "$value": 10}}"##),
        .init(name: "b.json", contents: ##"{"x": {"$type": "number", "$value": 2}, "y": {"$type": "number", "$value": 3}}"##),
        .init(name: "$metadata.json", contents: ##"{"tokenSetOrder": ["a", "b"]}"##),
        .init(name: "$themes.json", contents: "[" + themes.joined(separator: ", ") + "]"),
    ]
}

/// Two themes without a group: `one` selects set `a`, `two` sets `a` and `b`.
private let ungroupedThemes = export(themes: [theme("one", #""a": "enabled""#), theme("two", #""a": "enabled", "b": "enabled""#)])

/// A color `t` aliasing `base` (#336699) whose whole `modify` is the reference `{mod}`, and the
/// `other` token `mod` holding the modifier object (lighten by half in sRGB).
private let modifyHolder = ##"""
    {"base": {"$type": "color", "$value": "#336699"},
     "mod": {"$type": "other", "$value": {"type": "lighten", "value": "0.5", "space": "srgb"}},
     "t": {"$type": "color", "$value": "{base}", "$extensions": {"studio.tokens": {"modify": "{mod}"}}}}
    """##

/// The Tokens Studio rows about names, groups, sets and themes.
let tokensStudioStructureForms: [FormCase] = [
    // Names and groups.
    FormCase(
        "slash in a token name", studioFile(##""color/primary": {"$type": "color", "$value": "#ff0000"}, "t": {"$type": "color", "$value": "{color.primary}"}"##),
        path: "t", .value(rgb(0xff0000)), warnings: ["invalid-name", "non-dtcg-type", "non-dtcg-value"],
        strict: ["non-dtcg-type", "non-dtcg-value", "unknown-reference"]),
    FormCase(
        "slash in a token name outside Tokens Studio files", ##"{"color/primary": {"$type": "color", "$value": "#ff0000"}}"##, path: "color/primary",
        .value(rgb(0xff0000)), warnings: ["non-dtcg-value"], strict: ["non-dtcg-value"]),
    FormCase(
        "legacy type on a group", ##"{"space": {"type": "spacing", "sm": {"value": "4"}}}"##, path: "space.sm", .value(.dimension(dim(4))),
        warnings: ["legacy-format", "non-dtcg-type", "non-dtcg-value"], strict: ["legacy-format", "non-dtcg-type", "non-dtcg-value"]),
    FormCase(
        "legacy type on a group, a DTCG type in a Tokens Studio file", ##"{"c": {"type": "color", "a": {"value": "#ff0000"}}, "s": {"value": "4", "type": "spacing"}}"##,
        path: "c.a", .value(rgb(0xff0000)), warnings: ["legacy-format", "non-dtcg-type", "non-dtcg-value"],
        strict: ["legacy-format", "non-dtcg-type", "non-dtcg-value"]),
    FormCase(
        "bare value", studioFile(##""t": "#ff0000""##), path: "t", .value(.string("#ff0000")), warnings: ["invalid-token", "non-dtcg-type", "non-dtcg-value"],
        strict: ["invalid-token", "non-dtcg-type", "non-dtcg-value"]),
    FormCase(
        "bare value, legacy", ##"{"t": 1.5, "s": {"value": "4", "type": "spacing"}}"##, path: "t", .value(.string("1.5")),
        warnings: ["legacy-format", "invalid-token", "non-dtcg-type", "non-dtcg-value"], strict: ["legacy-format", "invalid-token", "non-dtcg-type", "non-dtcg-value"]),

    // Color modifiers.
    FormCase(
        "modify as a reference: the holder", modifyHolder, path: "mod", .value(.string(##"{"type":"lighten","value":"0.5","space":"srgb"}"##)),
        warnings: ["non-dtcg-type", "non-dtcg-value"], strict: ["non-dtcg-type", "non-dtcg-value", "invalid-value"]),
    FormCase(
        "modify as a reference: the color", modifyHolder, path: "t", .value(.color(TokenColor(red: 0.6, green: 0.7, blue: 0.8))),
        warnings: ["non-dtcg-type", "non-dtcg-value"], strict: ["non-dtcg-type", "non-dtcg-value", "invalid-value"]),

    // Sets and themes.
    FormCase("a theme without a group: its own sets", files: ungroupedThemes, path: "y", .value(.number(3)), warnings: [], strict: [])
        .with {
            $0.asFolder = true
            $0.theme = "two"
        },
    FormCase(
        "source set: its tokens are read",
        files: export(themes: [theme("light", group: "mode", #""a": "source", "b": "enabled""#), theme("dark", group: "mode", #""a": "source""#)]), path: "only",
        .value(.number(10)), warnings: [], strict: [], input: ["mode": "light"]
    ).with { $0.asFolder = true },
    FormCase(
        "enabled set over a later source set",
        files: export(themes: [theme("one", group: "g", #""a": "enabled", "b": "source""#), theme("two", group: "g", #""a": "source", "b": "enabled""#)]), path: "x",
        .value(.number(1)), warnings: [], strict: [], input: ["g": "one"]
    ).with { $0.asFolder = true },
    FormCase(
        "enabled set over an earlier source set",
        files: export(themes: [theme("one", group: "g", #""a": "enabled", "b": "source""#), theme("two", group: "g", #""a": "source", "b": "enabled""#)]), path: "x",
        .value(.number(2)), warnings: [], strict: [], input: ["g": "two"]
    ).with { $0.asFolder = true },
    FormCase(
        "enabled set over a later source set, in a theme without a group", files: export(themes: [theme("one", #""a": "enabled", "b": "source""#)]), path: "x",
        .value(.number(1)), warnings: [], strict: []
    ).with { $0.asFolder = true },
]

/// The Style Dictionary rows about files built together.
let styleDictionaryStructureForms: [FormCase] = [
    FormCase(
        "collision: two source files set one token",
        files: [
            .init(name: "a.json", contents: ##"{"x": {"value": 1, "type": "number"}, "y": {"value": 5, "type": "number"}}"##),
            .init(name: "b.json", contents: ##"{"x": {"value": 2, "type": "number"}}"##),
        ], path: "x", .value(.number(2)), warnings: ["legacy-format", "token-collision"], strict: ["legacy-format"]
    ).with { $0.counts = ["token-collision": 1] },
    FormCase(
        "a legacy file and a DTCG file: the legacy file's token",
        files: [
            .init(name: "a.json", contents: ##"{"x": {"value": 1, "type": "number"}}"##), .init(name: "b.json", contents: ##"{"y": {"$type": "number", "$value": 2}}"##),
        ], path: "x", .value(.number(1)), warnings: ["legacy-format"], strict: ["legacy-format"]
    ).with { $0.counts = ["legacy-format": 2] },
    FormCase(
        "a legacy file and a DTCG file: the DTCG file's token",
        files: [
            .init(name: "a.json", contents: ##"{"x": {"value": 1, "type": "number"}}"##), .init(name: "b.json", contents: ##"{"y": {"$type": "number", "$value": 2}}"##),
        ], path: "y", .value(.number(2)), warnings: ["legacy-format"], strict: ["legacy-format"]
    ).with { $0.counts = ["legacy-format": 2] },
]

/// A blue `$root` token in the group `accent`, beside a `hover` token.
private let rootGroup =
    ##""accent": {"$type": "color", "$root": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}, "hover": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0.5]}}}"##

/// `tokens.json`, whose `t` is a number `$ref`ing `pointer` in `other.json`, which holds `a` = 4.
private func fileRef(_ pointer: String) -> [FormCase.File] {
    [
        .init(name: "tokens.json", contents: ##"{"t": {"$type": "number", "$value": {"$ref": "\##(pointer)"}}}"##),
        .init(name: "other.json", contents: ##"{"a": {"$type": "number", "$value": 4}}"##),
    ]
}

/// The Terrazzo rows about references across files and to groups.
let terrazzoStructureForms: [FormCase] = [
    FormCase(
        "token-level $ref into another file", files: [fileRef("")[1], .init(name: "tokens.json", contents: ##"{"t": {"$ref": "other.json#/a"}}"##)], path: "t",
        .value(.number(4)), warnings: ["invalid-reference"], strict: ["type-undeterminable"]
    ).with { $0.given = ["tokens.json"] },
    FormCase("$ref into another file", files: fileRef("other.json#/a/$value"), path: "t", .value(.number(4)), warnings: ["invalid-reference"], strict: ["invalid-reference"])
        .with { $0.given = ["tokens.json"] },
    FormCase(
        "$ref into another file: a pointer to nothing", files: fileRef("other.json#/b/$value"), path: "t", .leftOut("unknown-reference"),
        warnings: ["invalid-reference"], strict: ["invalid-reference"]
    ).with { $0.given = ["tokens.json"] },
    FormCase(
        "$ref into a missing file", files: fileRef("missing.json#/a/$value"), path: "t", .leftOut("invalid-reference"), warnings: ["invalid-reference"],
        strict: ["invalid-reference"]
    ).with { $0.given = ["tokens.json"] },
    FormCase(
        "alias to a group with a $root token", "{\(rootGroup), " + ##""t": {"$type": "color", "$value": "{accent}"}}"##, path: "t", .value(rgb(0x0000ff)),
        warnings: ["invalid-reference"], strict: ["invalid-reference"]),
    FormCase(
        "untyped alias to a group with a $root token", "{\(rootGroup), " + ##""t": {"$value": "{accent}"}}"##, path: "t", .value(rgb(0x0000ff)),
        warnings: ["invalid-reference"], strict: ["type-undeterminable"]),
]

/// The JSON5 row about line and paragraph separators in strings.
let jsonStructureForms: [FormCase] = [
    FormCase(
        "unescaped U+2028 in a string", "{\"t\": {\"$type\": \"number\", \"$value\": 1, \"$description\": \"a\u{2028}b\"}}", file: "t.json5", path: "t",
        .value(.number(1)), warnings: ["unescaped-line-separator"], strict: []
    ).with { $0.tokenDescription = "a\u{2028}b" },
    FormCase(
        "unescaped U+2029 in a single-quoted string", "{t: {$type: 'number', $value: 1, $description: 'a\u{2029}b'}}", file: "t.json5", path: "t",
        .value(.number(1)), warnings: ["json-extension", "unescaped-line-separator"], strict: ["json-extension"]
    ).with { $0.tokenDescription = "a\u{2029}b" },
    FormCase(
        "escaped U+2028 in a string", #"{"t": {"$type": "number", "$value": 1, "$description": "a\u2028b"}}"#, file: "t.json5", path: "t", .value(.number(1)),
        warnings: [], strict: []
    ).with { $0.tokenDescription = "a\u{2028}b" },
]

/// The one diagnostic of `rule` reading `c` in the compatible mode gives.
private func only(_ rule: String, reading c: FormCase) throws -> Diagnostic {
    let found = try c.read(.compatible).diagnostics.filter { $0.ruleID == rule }
    #expect(found.count == 1, "\(found)")
    return try #require(found.first)
}

extension Compatibility.TokensStudioForms {
    @Test("Each Tokens Studio form of names, groups, sets and themes reads as it means it", arguments: tokensStudioStructureForms)
    func structureForm(_ c: FormCase) { #expect(throws: Never.self, "\(c.path): the row reads as documented in both modes") { try c.check() } }

    @Test("A token only in a set another theme without a group selects is not part of this theme")
    func otherThemesSet() throws {
        let reading = try FormCase("", files: ungroupedThemes, path: "y", .value(.number(3)), warnings: [], strict: [])
            .with {
                $0.asFolder = true
                $0.theme = "one"
            }
            .read(.compatible)
        let table = try reading.theme.table(for: reading.theme.mode())
        #expect((try? table.resolvedValue(at: "y")?.get()) == nil, "y is part of theme one: \(String(describing: table.resolvedValue(at: "y")))")
        #expect(try table.resolvedValue(at: "x")?.get() == .number(1))
        #expect(reading.diagnostics.filter { $0.severity != .note }.isEmpty, "\(reading.diagnostics)")
    }

    @Test("Such a token stays out of the theme when the export is written as DTCG source files and read back")
    func otherThemesSetRoundTrip() throws {
        let design = try FormCase("", files: ungroupedThemes, path: "y", .value(.number(3)), warnings: [], strict: []).with { $0.asFolder = true }.read(.compatible).design
        let folder = try Scratch.folder()
        for file in DTCGSourceExport(system: design).files(name: "studio") {
            let path = folder + "/" + file.path
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try FileIO.writeAtomically(Array(JSONWriter().string(file.json).utf8), to: path)
        }
        let read = DesignSystemFiles.load([folder + "/studio.resolver.json"])
        #expect(read.diagnostics.isEmpty, "\(read.diagnostics)")
        // Theme two layers set b after set a: its x is b's.
        for (name, x, y) in [("one", 1.0, nil), ("two", 2, ResolvedValue.number(3))] {
            let theme = try #require(read.design.theme(named: name))
            let compiled = TokenGraph(read.design).compileKeepingGoing(theme).theme
            let table = try compiled.table(for: compiled.mode())
            #expect((try? table.resolvedValue(at: "y")?.get()) == y, "\(name)")
            #expect(try table.resolvedValue(at: "x")?.get() == .number(x), "\(name)")
        }
    }

    @Test(
        "The legacy-format warning names the tool the file was recognised as",
        arguments: [
            (##"{"t": {"value": "8", "type": "spacing"}}"##, "legacy Tokens Studio file"), (##"{"t": {"value": 8, "type": "number"}}"##, "legacy Style Dictionary file"),
        ])
    func legacyFormatNamesTheTool(_ json: String, _ named: String) throws {
        let warning = try only("legacy-format", reading: FormCase("", json, path: "t", .value(.number(0)), warnings: [], strict: []))
        #expect(warning.message.contains(named), "\(warning.message)")
    }
}

extension Compatibility.StyleDictionaryForms {
    @Test("Each Style Dictionary form of files built together reads as it means it", arguments: styleDictionaryStructureForms)
    func structureForm(_ c: FormCase) { #expect(throws: Never.self, "\(c.path): the row reads as documented in both modes") { try c.check() } }

    @Test("The collision warning names both files and the token")
    func collisionNamesBothFiles() throws {
        let warning = try only("token-collision", reading: styleDictionaryStructureForms[0])
        for text in ["a.json", "b.json", "x"] { #expect(warning.message.contains(text), "\(warning.message)") }
        #expect(warning.location?.file.hasSuffix("b.json") == true, "\(String(describing: warning.location))")
    }
}

extension Compatibility.TerrazzoForms {
    @Test("Each Terrazzo form of references across files and to groups reads as it means it", arguments: terrazzoStructureForms)
    func structureForm(_ c: FormCase) { #expect(throws: Never.self, "\(c.path): the row reads as documented in both modes") { try c.check() } }
}

extension Compatibility.JSONSourceForms {
    @Test("Unescaped line and paragraph separators in strings are read, with the warning JSON5 asks for", arguments: jsonStructureForms)
    func structureForm(_ c: FormCase) { #expect(throws: Never.self, "\(c.path): the row reads as documented in both modes") { try c.check() } }
}
