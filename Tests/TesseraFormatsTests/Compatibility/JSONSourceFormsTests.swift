import Tessera
import TesseraFormats
import TesseraTestSupport
import Testing

/// A JSON5 source `{t: …}` whose token `t` has `type` and a value written `value` (JSON5 text).
private func json5(_ type: String, _ value: String) -> String { "{t: {$type: '\(type)', $value: \(value)}}" }

private let extensionOnly: Set<String> = ["json-extension"]

/// The rows of docs/compatibility.md's JSON5 and JSONC section: each construct JSON5 adds to
/// JSON (https://spec.json5.org), in a `.json5` file unless the row is about file names.
let jsonSourceForms: [FormCase] = [
    // Comments and commas.
    FormCase(
        "single-line comment", "// brand\n" + #"{"t": {"$type": "number", "$value": 1}}"#, file: "t.json5", path: "t", .value(.number(1)), warnings: extensionOnly,
        strict: extensionOnly),
    FormCase(
        "block comment", #"{"t": /* spacing */ {"$type": "number", "$value": 1}}"#, file: "t.json5", path: "t", .value(.number(1)), warnings: extensionOnly,
        strict: extensionOnly),
    FormCase(
        "trailing comma in an object", #"{"t": {"$type": "number", "$value": 1,},}"#, file: "t.json5", path: "t", .value(.number(1)), warnings: extensionOnly,
        strict: extensionOnly),
    FormCase(
        "trailing comma in an array", #"{"t": {"$type": "cubicBezier", "$value": [0, 0, 1, 1,]}}"#, file: "t.json5", path: "t",
        .value(.cubicBezier(CubicBezier(0, 0, 1, 1))), warnings: extensionOnly, strict: extensionOnly),

    // Keys.
    FormCase("unquoted key", json5("number", "1"), file: "t.json5", path: "t", .value(.number(1)), warnings: extensionOnly, strict: extensionOnly),
    FormCase(
        "unquoted key with Unicode letters, $ and _", "{ü_$x: {$type: 'number', $value: 1}}", file: "t.json5", path: "ü_$x", .value(.number(1)),
        warnings: extensionOnly, strict: extensionOnly),
    FormCase(
        "unquoted key with a Unicode escape", #"{\u0074: {$type: 'number', $value: 1}}"#, file: "t.json5", path: "t", .value(.number(1)), warnings: extensionOnly,
        strict: extensionOnly),
    FormCase(
        "unquoted reserved word as a key", "{null: {$type: 'number', $value: 1}}", file: "t.json5", path: "null", .value(.number(1)), warnings: extensionOnly,
        strict: extensionOnly),

    // Strings.
    FormCase(
        "single-quoted string", json5("fontFamily", "'Inter'"), file: "t.json5", path: "t", .value(.fontFamily(["Inter"])), warnings: extensionOnly,
        strict: extensionOnly),
    FormCase(
        "escapes JSON lacks", json5("string", #"'It\'s \x41\u0042'"#), file: "t.json5", path: "t", .value(.string("It's AB")),
        warnings: ["json-extension", "non-dtcg-type"], strict: ["json-extension", "non-dtcg-type"]),
    FormCase(
        "any character escaping itself", json5("string", #"'\A\C\/\D\C'"#), file: "t.json5", path: "t", .value(.string("AC/DC")),
        warnings: ["json-extension", "non-dtcg-type"], strict: ["json-extension", "non-dtcg-type"]),
    FormCase(
        "surrogate pair escape", json5("string", #"'\uD83C\uDFBC'"#), file: "t.json5", path: "t", .value(.string("\u{1F3BC}")),
        warnings: ["json-extension", "non-dtcg-type"], strict: ["json-extension", "non-dtcg-type"]),
    FormCase(
        "line continuation", json5("fontFamily", "'Helvetica \\\nNeue'"), file: "t.json5", path: "t", .value(.fontFamily(["Helvetica Neue"])),
        warnings: extensionOnly, strict: extensionOnly),

    // Numbers.
    FormCase("hexadecimal number", json5("number", "0x1F"), file: "t.json5", path: "t", .value(.number(31)), warnings: extensionOnly, strict: extensionOnly),
    FormCase(
        "negative hexadecimal number", json5("number", "-0XA"), file: "t.json5", path: "t", .value(.number(-10)), warnings: extensionOnly, strict: extensionOnly),
    FormCase("leading decimal point", json5("number", ".5"), file: "t.json5", path: "t", .value(.number(0.5)), warnings: extensionOnly, strict: extensionOnly),
    FormCase("trailing decimal point", json5("number", "5."), file: "t.json5", path: "t", .value(.number(5)), warnings: extensionOnly, strict: extensionOnly),
    FormCase("plus sign", json5("number", "+1.5"), file: "t.json5", path: "t", .value(.number(1.5)), warnings: extensionOnly, strict: extensionOnly),
    FormCase(
        "Infinity", json5("number", "Infinity"), file: "t.json5", path: "t", .leftOut("invalid-value"), warnings: extensionOnly,
        strict: ["json-extension", "invalid-value"]),
    FormCase(
        "-Infinity", json5("number", "-Infinity"), file: "t.json5", path: "t", .leftOut("invalid-value"), warnings: extensionOnly,
        strict: ["json-extension", "invalid-value"]),
    FormCase(
        "NaN", json5("number", "NaN"), file: "t.json5", path: "t", .leftOut("invalid-value"), warnings: extensionOnly, strict: ["json-extension", "invalid-value"]),

    FormCase(
        "+NaN", json5("number", "+NaN"), file: "t.json5", path: "t", .leftOut("invalid-value"), warnings: extensionOnly, strict: ["json-extension", "invalid-value"]),

    // White space.
    FormCase(
        "white space JSON lacks", "\u{FEFF}{t:\u{00A0}\u{000B}\u{000C}\u{2028}{$type: 'number', $value: 1}}", file: "t.json5", path: "t", .value(.number(1)),
        warnings: extensionOnly, strict: extensionOnly),

    // File names.
    FormCase(
        "a .jsonc file", "// c\n" + #"{"t": {"$type": "number", "$value": 1}}"#, file: "t.jsonc", path: "t", .value(.number(1)), warnings: extensionOnly,
        strict: extensionOnly),
    FormCase(
        "JSON5 in a .json file", json5("number", "1"), file: "t.json", path: "t", .value(.number(1)), warnings: extensionOnly, strict: extensionOnly),
    FormCase(
        "plain JSON in a .json5 file", #"{"t": {"$type": "number", "$value": 1}}"#, file: "t.json5", path: "t", .value(.number(1)), warnings: [], strict: []),
    FormCase(
        "a folder lists .json5 and .jsonc files",
        files: [.init(name: "a.json5", contents: json5("number", "1")), .init(name: "b.jsonc", contents: "// later\n" + #"{"t": {"$type": "number", "$value": 2}}"#)],
        path: "t", .value(.number(2)), warnings: extensionOnly, strict: extensionOnly
    ).with { $0.asFolder = true },
]

extension Compatibility {
    @Suite("JSON5 and JSONC sources")
    struct JSONSourceForms {
        @Test("Each construct JSON5 adds to JSON reads as the JSON5 specification means it", arguments: jsonSourceForms)
        func form(_ c: FormCase) { #expect(throws: Never.self, "\(c.path): the row reads as documented in both modes") { try c.check() } }
    }
}
