import Tessera
import TesseraFormats
import TesseraTestSupport
import Testing

// MARK: Building a `GET /v1/files/:key/variables/local` response

/// A collection entry of `meta.variableCollections`; `modes` as (modeId, name), the first the
/// default unless `defaultMode` says otherwise.
private func collection(_ id: String, _ name: String, modes: [(String, String)], defaultMode: String? = nil, remote: Bool = false) -> String {
    let list = modes.map { ##"{"modeId": "\##($0.0)", "name": "\##($0.1)"}"## }.joined(separator: ", ")
    return ##"""
        "\##(id)": {"id": "\##(id)", "name": "\##(name)", "key": "key-\##(id)", "modes": [\##(list)], "defaultModeId": "\##(defaultMode ?? modes[0].0)", \##(
            ""
        )"remote": \##(remote), "hiddenFromPublishing": false, "variableIds": []}
        """##
}

/// An extended collection: `parent`'s modes `Light` and `Dark` (ids `parentModes`), under ids
/// of its own, and `overrides` as (variable id, mode name, JSON value).
private func extending(_ id: String, _ name: String, parent: String, root: String, parentModes: (String, String), overrides: [(String, String, String)]) -> String {
    let modeIDs = (light: "\(id)/\(parentModes.0)", dark: "\(id)/\(parentModes.1)")
    let modes = ##"""
        [{"modeId": "\##(modeIDs.light)", "name": "Light", "parentModeId": "\##(parentModes.0)"}, \##(
            ""
        ){"modeId": "\##(modeIDs.dark)", "name": "Dark", "parentModeId": "\##(parentModes.1)"}]
        """##
    let byVariable = overrides.map { ##""\##($0.0)": {"\##($0.1 == "Light" ? modeIDs.light : modeIDs.dark)": \##($0.2)}"## }.joined(separator: ", ")
    return ##"""
        "\##(id)": {"id": "\##(id)", "name": "\##(name)", "key": "key-\##(id)", "modes": \##(modes), "defaultModeId": "\##(modeIDs.light)", "remote": false, \##(
            ""
        )"hiddenFromPublishing": false, "variableIds": [], "isExtension": true, "parentVariableCollectionId": "\##(parent)", \##(
            ""
        )"rootVariableCollectionId": "\##(root)", "variableOverrides": {\##(byVariable)}}
        """##
}

/// A variable entry of `meta.variables`; `values` as (modeId, JSON value).
private func variable(
    _ id: String, _ name: String, in collection: String, _ type: String, _ values: [(String, String)], scopes: [String] = ["ALL_SCOPES"], description: String = "",
    remote: Bool = false, extra: String = ""
) -> String {
    let byMode = values.map { ##""\##($0.0)": \##($0.1)"## }.joined(separator: ", ")
    let scopeList = scopes.map { ##""\##($0)""## }.joined(separator: ", ")
    return ##"""
        "\##(id)": {"id": "\##(id)", "name": "\##(name)", "key": "key-\##(id)", "variableCollectionId": "\##(collection)", "resolvedType": "\##(type)", "valuesByMode": {\##(byMode)}, "remote": \##(remote), "description": "\##(description)", "hiddenFromPublishing": false, "scopes": [\##(scopeList)], "codeSyntax": {}\##(extra)}
        """##
}

/// A `variables/local` response (under `meta`, as the endpoint returns it, unless `atRoot`).
private func response(_ collections: [String], _ variables: [String], atRoot: Bool = false) -> String {
    let maps = ##""variableCollections": {\##(collections.joined(separator: ",\n"))}, "variables": {\##(variables.joined(separator: ",\n"))}"##
    return atRoot ? "{\(maps)}" : ##"{"status": 200, "error": false, "meta": {\##(maps)}}"##
}

private func alias(_ id: String) -> String { ##"{"type": "VARIABLE_ALIAS", "id": "\##(id)"}"## }

private let primitives = collection("C:1", "Primitives", modes: [("1:0", "Value")])
private let theme = collection("C:2", "Theme", modes: [("2:0", "Light"), ("2:1", "Dark")])

/// One variable `v` of `type` in the one-mode collection Primitives.
private func one(_ type: String, _ value: String, scopes: [String] = ["ALL_SCOPES"], description: String = "", extra: String = "") -> String {
    response([primitives], [variable("V:1", "v", in: "C:1", type, [("1:0", value)], scopes: scopes, description: description, extra: extra)])
}

/// `semantic/bg` in Theme aliases `gray/50` (Light) and `gray/900` (Dark) in Primitives.
private let themed = response(
    [primitives, theme],
    [
        variable("V:1", "gray/50", in: "C:1", "COLOR", [("1:0", ##"{"r": 0.9, "g": 0.9, "b": 0.9, "a": 1}"##)]),
        variable("V:2", "gray/900", in: "C:1", "COLOR", [("1:0", ##"{"r": 0.1, "g": 0.1, "b": 0.1, "a": 1}"##)]),
        variable("V:3", "semantic/bg", in: "C:2", "COLOR", [("2:0", alias("V:1")), ("2:1", alias("V:2"))]),
    ])

/// Brand (A, B) and Theme (Light, Dark): `surface` in Theme aliases `brand` in Brand in both modes.
private let twoAxes = response(
    [collection("C:3", "Brand", modes: [("3:0", "A"), ("3:1", "B")]), theme],
    [
        variable("V:1", "brand", in: "C:3", "COLOR", [("3:0", ##"{"r": 1, "g": 0, "b": 0, "a": 1}"##), ("3:1", ##"{"r": 0, "g": 0, "b": 1, "a": 1}"##)]),
        variable("V:2", "surface", in: "C:2", "COLOR", [("2:0", alias("V:1")), ("2:1", alias("V:1"))]),
    ])

/// Theme with `bg` white/black, extended by Brand B (dark overridden to red), extended by
/// Brand C (light overridden to green).
private let extended = response(
    [
        theme,
        extending("C:9", "Brand B", parent: "C:2", root: "C:2", parentModes: ("2:0", "2:1"), overrides: [("V:1", "Dark", ##"{"r": 1, "g": 0, "b": 0, "a": 1}"##)]),
        extending(
            "C:10", "Brand C", parent: "C:9", root: "C:2", parentModes: ("C:9/2:0", "C:9/2:1"), overrides: [("V:1", "Light", ##"{"r": 0, "g": 1, "b": 0, "a": 1}"##)]),
    ],
    [variable("V:1", "bg", in: "C:2", "COLOR", [("2:0", ##"{"r": 1, "g": 1, "b": 1, "a": 1}"##), ("2:1", ##"{"r": 0, "g": 0, "b": 0, "a": 1}"##)])])

/// The scopes that make a FLOAT a length in pixels.
private let lengthScopes = [
    "GAP", "WIDTH_HEIGHT", "CORNER_RADIUS", "STROKE_FLOAT", "EFFECT_FLOAT", "FONT_SIZE", "LINE_HEIGHT", "LETTER_SPACING", "PARAGRAPH_SPACING", "PARAGRAPH_INDENT",
].map { scope in
    FormCase("FLOAT scoped \(scope)", one("FLOAT", "16", scopes: [scope]), file: "variables.json", path: "v", .value(.dimension(dim(16))), warnings: [], strict: [])
}

/// The rows of docs/compatibility.md's Figma Variables section: the REST `variables/local`
/// response, read as one file.
let figmaRESTForms: [FormCase] =
    [
        FormCase(
            "COLOR", one("COLOR", ##"{"r": 0.2, "g": 0.4, "b": 1, "a": 1}"##), file: "variables.json", path: "v", .value(.color(TokenColor(red: 0.2, green: 0.4, blue: 1))),
            warnings: [], strict: []),
        FormCase(
            "COLOR with alpha", one("COLOR", ##"{"r": 0, "g": 0, "b": 0, "a": 0.5}"##), file: "variables.json", path: "v", .value(rgb(0, alpha: 0.5)),
            warnings: [], strict: []),
        FormCase(
            "COLOR without a", one("COLOR", ##"{"r": 1, "g": 1, "b": 1}"##), file: "variables.json", path: "v", .value(rgb(0xffffff)), warnings: [], strict: []),
        FormCase(
            "FLOAT scoped FONT_WEIGHT", one("FLOAT", "600", scopes: ["FONT_WEIGHT"]), file: "variables.json", path: "v", .value(.fontWeight(600)), warnings: [],
            strict: []),
        FormCase(
            "FLOAT scoped OPACITY", one("FLOAT", "40", scopes: ["OPACITY"]), file: "variables.json", path: "v", .value(.number(0.4)), warnings: [], strict: []),
        FormCase(
            "FLOAT scoped ALL_SCOPES", one("FLOAT", "3", scopes: ["ALL_SCOPES"]), file: "variables.json", path: "v", .value(.number(3)), warnings: [], strict: []),
        FormCase(
            "FLOAT scoped TEXT_CONTENT", one("FLOAT", "3", scopes: ["TEXT_CONTENT"]), file: "variables.json", path: "v", .value(.number(3)), warnings: [],
            strict: []),
        FormCase(
            "FLOAT with FONT_WEIGHT among other scopes", one("FLOAT", "3", scopes: ["FONT_WEIGHT", "GAP"]), file: "variables.json", path: "v", .value(.number(3)),
            warnings: [], strict: []),
        FormCase(
            "FLOAT without scopes aliasing a length",
            response(
                [primitives],
                [
                    variable("V:1", "space/4", in: "C:1", "FLOAT", [("1:0", "16")], scopes: ["GAP"]),
                    variable("V:2", "margin", in: "C:1", "FLOAT", [("1:0", alias("V:1"))], scopes: ["ALL_SCOPES"]),
                ]), file: "variables.json", path: "margin", .value(.dimension(dim(16))), warnings: [], strict: []),
        FormCase("STRING", one("STRING", ##""Sign in""##), file: "variables.json", path: "v", .value(.string("Sign in")), warnings: [], strict: []),
        FormCase(
            "STRING scoped FONT_FAMILY", one("STRING", ##""Inter""##, scopes: ["FONT_FAMILY"]), file: "variables.json", path: "v", .value(.fontFamily(["Inter"])),
            warnings: [], strict: []),
        FormCase(
            "STRING scoped FONT_STYLE", one("STRING", ##""Bold Italic""##, scopes: ["FONT_STYLE"]), file: "variables.json", path: "v",
            .value(.string("Bold Italic")), warnings: [], strict: []),
        FormCase("BOOLEAN", one("BOOLEAN", "true"), file: "variables.json", path: "v", .value(.boolean(true)), warnings: [], strict: []),
        FormCase(
            "unknown resolvedType", one("IMAGE", ##""x""##), file: "variables.json", path: "v", .leftOut("unknown-type"), warnings: [], strict: ["unknown-type"]),

        // Names, descriptions, metadata.
        FormCase(
            "name with / groups", response([primitives], [variable("V:1", "color/bg / primary", in: "C:1", "BOOLEAN", [("1:0", "false")])]),
            file: "variables.json", path: "color.bg.primary", .value(.boolean(false)), warnings: [], strict: []),
        FormCase(
            "description", one("BOOLEAN", "true", description: "Shown on hover"), file: "variables.json", path: "v", .value(.boolean(true)), warnings: [],
            strict: []
        ).with { $0.tokenDescription = "Shown on hover" },
        FormCase(
            "scopes, codeSyntax, hiddenFromPublishing", one("FLOAT", "8", scopes: ["GAP"]), file: "variables.json", path: "v", .value(.dimension(dim(8))),
            warnings: [], strict: []
        ).with { $0.extensions = [#""com.figma""#, #""scopes":["GAP"]"#, #""codeSyntax":{}"#, #""hiddenFromPublishing":false"#, #""id":"V:1""#] },
        FormCase(
            "deletedButReferenced", one("BOOLEAN", "true", extra: #", "deletedButReferenced": true"#), file: "variables.json", path: "v", .value(.boolean(true)),
            warnings: [], strict: []),
        FormCase(
            "maps at the root", response([primitives], [variable("V:1", "v", in: "C:1", "BOOLEAN", [("1:0", "true")])], atRoot: true), file: "variables.json",
            path: "v", .value(.boolean(true)), warnings: [], strict: []),

        // Aliases, modes and collections.
        FormCase(
            "alias within a collection",
            response(
                [primitives],
                [
                    variable("V:1", "a", in: "C:1", "FLOAT", [("1:0", "4")], scopes: ["GAP"]),
                    variable("V:2", "b", in: "C:1", "FLOAT", [("1:0", alias("V:1"))], scopes: ["GAP"]),
                ]), file: "variables.json", path: "b", .value(.dimension(dim(4))), warnings: [], strict: []),
        FormCase(
            "collection with one mode: no axis", themed, file: "variables.json", path: "gray.50", .value(.color(TokenColor(red: 0.9, green: 0.9, blue: 0.9))),
            warnings: [], strict: []
        ).with { $0.axes = ["Theme=Light,Dark"] },
        FormCase(
            "collection with modes: an axis, the default mode first", themed, file: "variables.json", path: "semantic.bg",
            .value(.color(TokenColor(red: 0.9, green: 0.9, blue: 0.9))), warnings: [], strict: []),
        FormCase(
            "alias across collections, in a mode", themed, file: "variables.json", path: "semantic.bg", .value(.color(TokenColor(red: 0.1, green: 0.1, blue: 0.1))),
            warnings: [], strict: [], input: ["Theme": "Dark"]),
        FormCase(
            "defaultModeId other than the first mode",
            response(
                [collection("C:2", "Theme", modes: [("2:0", "Light"), ("2:1", "Dark")], defaultMode: "2:1")],
                [variable("V:1", "bg", in: "C:2", "BOOLEAN", [("2:0", "false"), ("2:1", "true")])]), file: "variables.json", path: "bg", .value(.boolean(true)),
            warnings: [], strict: []
        ).with { $0.axes = ["Theme=Dark,Light"] },
        FormCase(
            "alias target's collection in its own mode", twoAxes, file: "variables.json", path: "surface", .value(rgb(0x0000ff)), warnings: [], strict: [],
            input: ["Theme": "Dark", "Brand": "B"]
        ).with { $0.axes = ["Brand=A,B", "Theme=Light,Dark"] },
        FormCase(
            "extended collection: a theme", extended, file: "variables.json", path: "bg", .value(rgb(0xff0000)), warnings: [], strict: [],
            input: ["Theme": "Dark"]
        ).with {
            $0.theme = "Brand B"
            $0.themes = ["base", "Brand B", "Brand C"]
        },
        FormCase(
            "extended collection: values it does not override", extended, file: "variables.json", path: "bg", .value(rgb(0xffffff)), warnings: [], strict: [],
            input: ["Theme": "Light"]
        ).with { $0.theme = "Brand B" },
        FormCase(
            "extension of an extension", extended, file: "variables.json", path: "bg", .value(rgb(0x00ff00)), warnings: [], strict: [], input: ["Theme": "Light"]
        ).with { $0.theme = "Brand C" },
        FormCase(
            "extension of an extension inherits its parent's overrides", extended, file: "variables.json", path: "bg", .value(rgb(0xff0000)), warnings: [],
            strict: [], input: ["Theme": "Dark"]
        ).with { $0.theme = "Brand C" },
        FormCase(
            "library variable with its collection",
            response(
                [primitives, collection("C:7", "Library", modes: [("7:0", "Mode 1")], remote: true)],
                [
                    variable("V:7", "lib/space", in: "C:7", "FLOAT", [("7:0", "4")], scopes: ["GAP"], remote: true),
                    variable("V:1", "gap", in: "C:1", "FLOAT", [("1:0", alias("V:7"))], scopes: ["GAP"]),
                ]), file: "variables.json", path: "gap", .value(.dimension(dim(4))), warnings: [], strict: []),
        FormCase(
            "library variable named as a local one",
            response(
                [primitives, collection("C:7", "Library", modes: [("7:0", "Mode 1")], remote: true)],
                [
                    variable("V:7", "space", in: "C:7", "FLOAT", [("7:0", "4")], scopes: ["GAP"], remote: true),
                    variable("V:8", "space", in: "C:1", "FLOAT", [("1:0", "6")], scopes: ["GAP"]),
                    variable("V:1", "gap", in: "C:1", "FLOAT", [("1:0", alias("V:7"))], scopes: ["GAP"]),
                ]), file: "variables.json", path: "gap", .value(.dimension(dim(6))), warnings: [], strict: []),
        FormCase(
            "alias to a variable the response lacks",
            response([primitives], [variable("V:1", "gap", in: "C:1", "FLOAT", [("1:0", alias("V:404"))], scopes: ["GAP"])]), file: "variables.json", path: "gap",
            .leftOut("unknown-reference"), warnings: [], strict: ["unknown-reference"]),
        FormCase(
            "variables/published response",
            ##"""
            {"status": 200, "error": false, "meta": {"variables": {"V:1": {"id": "V:1", "subscribed_id": "s", "name": "v", "key": "k", "variableCollectionId": "C:1", "resolvedDataType": "COLOR", "updatedAt": "2025-01-01T00:00:00Z"}},
             "variableCollections": {"C:1": {"id": "C:1", "subscribed_id": "s", "name": "Theme", "key": "k", "updatedAt": "2025-01-01T00:00:00Z"}}}}
            """##, file: "published.json", path: "v", .leftOut("no value in a published response"), warnings: [],
            strict: ["invalid-document"]
        ).with { $0.counts = ["invalid-document": 1] },
    ] + lengthScopes

/// The rows for figma/variables-github-action-example's token files: one DTCG file per
/// collection and mode, `<collection>.<mode>.json`, read as plain token files with each mode
/// file given as `--context mode=<mode>:<file>`.
let figmaActionForms: [FormCase] = {
    let primitivesFile = FormCase.File(
        name: "Primitives.Value.json",
        contents: ##"""
            {"color": {"gray": {"50": {"$type": "color", "$value": "#f2f2f2", "$description": "", "$extensions": {"com.figma": {"hiddenFromPublishing": false, "scopes": ["ALL_SCOPES"], "codeSyntax": {}}}},
              "900": {"$type": "color", "$value": "#1a1a1a80", "$description": "", "$extensions": {"com.figma": {"hiddenFromPublishing": false, "scopes": ["ALL_SCOPES"], "codeSyntax": {}}}}}},
             "spacing": {"2": {"$type": "number", "$value": 8, "$description": "Small gap", "$extensions": {"com.figma": {"hiddenFromPublishing": true, "scopes": ["GAP"], "codeSyntax": {"WEB": "--space-2"}}}}},
             "label": {"$type": "string", "$value": "Sign in", "$description": ""},
             "flag": {"$type": "boolean", "$value": true, "$description": ""}}
            """##)
    func mode(_ name: String, _ target: String) -> FormCase.File {
        FormCase.File(
            name: "Tokens.\(name).json",
            contents:
                ##"{"text": {"bg": {"$type": "color", "$value": "{color.gray.\##(target)}", "$description": "", "$extensions": {"com.figma": {"scopes": ["ALL_SCOPES"]}}}}}"##,
            context: ("mode", name))
    }
    let files = [primitivesFile, mode("Light", "50"), mode("Dark", "900")]
    // The example writes colors as hex strings and Figma's own string and boolean types.
    let both: Set<String> = ["non-dtcg-value", "non-dtcg-type"]
    return [
        FormCase(
            "file per collection and mode: the first mode file is the default", files: files, path: "text.bg", .value(rgb(0xf2f2f2)), warnings: both, strict: both
        ).with { $0.axes = ["mode=Light,Dark"] },
        FormCase(
            "file per collection and mode: another mode", files: files, path: "text.bg", .value(rgb(0x1a1a1a, alpha: 128 / 255)), warnings: both, strict: both,
            input: ["mode": "Dark"]),
        FormCase(
            "$type number (FLOAT)", files: files, path: "spacing.2", .value(.number(8)), warnings: both, strict: both
        ).with {
            $0.tokenDescription = "Small gap"
            $0.extensions = [#""com.figma""#, #""scopes":["GAP"]"#, #""WEB":"--space-2""#]
        },
        FormCase(
            "$type string (STRING)", files: files, path: "label", .value(.string("Sign in")), warnings: both, strict: both),
        FormCase(
            "$type boolean (BOOLEAN)", files: files, path: "flag", .value(.boolean(true)), warnings: both, strict: both),
        FormCase(
            "empty $description", files: files, path: "label", .value(.string("Sign in")), warnings: both, strict: both
        ).with { $0.tokenDescription = "" },
    ]
}()

extension Compatibility {
    @Suite("Figma Variables forms")
    struct FigmaVariablesForms {
        @Test("Each form of a variables/local response reads as Figma means it", arguments: figmaRESTForms)
        func restForm(_ c: FormCase) { #expect(throws: Never.self, "\(c.path): the row reads as documented in both modes") { try c.check() } }

        @Test("Each form of the sync example's token files reads as Figma means it", arguments: figmaActionForms)
        func actionForm(_ c: FormCase) { #expect(throws: Never.self, "\(c.path): the row reads as documented in both modes") { try c.check() } }
    }
}
