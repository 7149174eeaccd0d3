import Foundation
import Tessera
import TesseraFormats
import TesseraTestSupport
import Testing

// The rows of docs/compatibility.md about typed values that Tessera reads since the rows were
// pending: typography properties, font weight names, Style Dictionary's tinycolor2 colors and
// defaults, and Terrazzo's color.js color spaces.

/// A Tokens Studio file in its W3C DTCG token format holding `others` (JSON members, or none)
/// and one token `t` of `type` with `value` (JSON text).
private func studio(_ type: String, _ value: String, others: String = "") -> String {
    let before = others.isEmpty ? "" : others + ", "
    return ##"{\##(before)"t": {"$type": "\##(type)", "$value": \##(value)}}"##
}

/// A token `name` of `type` holding `value` (JSON text), for the members of `studio(_:_:others:)`.
private func member(_ name: String, _ type: String, _ value: String) -> String { ##""\##(name)": {"$type": "\##(type)", "$value": \##(value)}"## }

/// A legacy Style Dictionary file holding one token `t` of `type` with `value` (JSON text).
private func legacy(_ type: String, _ value: String) -> String { ##"{"t": {"value": \##(value), "type": "\##(type)"}}"## }

private let string: Set<String> = ["non-dtcg-value"]
private let mapped: Set<String> = ["non-dtcg-type"]
private let mappedString: Set<String> = ["non-dtcg-type", "non-dtcg-value"]
private let legacyString: Set<String> = ["legacy-format", "non-dtcg-value"]

/// A typography value with letter spacing 0.
private func typography(_ family: [String], _ size: TokenDimension, _ weight: Double, _ lineHeight: Double) -> ResolvedValue {
    .typography(fontFamily: family, fontSize: size, fontWeight: weight, letterSpacing: dim(0), lineHeight: lineHeight)
}

// MARK: Tokens Studio

/// German weight names and the others sd-transforms' `fontWeightMap` holds beyond DTCG's
/// keywords, with the weights that map gives them.
private let studioWeightNames: [FormCase] = [
    ("Extraleicht", 200), ("Leicht", 300), ("Buch", 400), ("Kräftig", 500), ("Kraeftig", 500), ("Halbfett", 600), ("Dreiviertelfett", 700), ("Fett", 800),
    ("Extrafett", 900), ("Super", 900), ("Ultra", 950),
].map { name, weight in
    FormCase("fontWeights \(name)", studio("fontWeights", ##""\##(name)""##), path: "t", .value(.fontWeight(weight)), warnings: mappedString, strict: mappedString)
}

/// A Tokens Studio typography `t` of Inter at 16px whose other properties are `rest` (JSON members).
private func studioTypography(_ rest: String, others: String = "") -> String {
    studio("typography", ##"{"fontFamily": "Inter", "fontSize": "16px", "letterSpacing": "0", \##(rest)}"##, others: others)
}

let typedStudioForms: [FormCase] =
    [
        // A reference resolved before the style is split off (sdt add-font-styles.ts).
        FormCase(
            "typography fontWeight referencing a weight with a style",
            studioTypography(##""fontWeight": "{fw}", "lineHeight": "150%""##, others: member("fw", "fontWeights", #""Bold Italic""#)), path: "t",
            .value(typography(["Inter"], dim(16), 700, 1.5)), warnings: mappedString, strict: mappedString
        ).with { $0.extensions = [##""fontStyle":"italic""##] },
        FormCase(
            "typography text properties as references",
            studioTypography(
                ##""fontWeight": 400, "lineHeight": "150%", "paragraphSpacing": "{ps}", "textCase": "{tc}", "textDecoration": "{td}", "paragraphIndent": "{pi}""##,
                others: [
                    member("ps", "paragraphSpacing", #""8px""#), member("tc", "textCase", #""uppercase""#), member("td", "textDecoration", #""underline""#),
                    member("pi", "paragraphIndent", #""12""#),
                ].joined(separator: ", ")), path: "t",
            .value(typography(["Inter"], dim(16), 400, 1.5)), warnings: mappedString, strict: mappedString
        ).with {
            $0.extensions = [##""paragraphSpacing":"8px""##, ##""textCase":"uppercase""##, ##""textDecoration":"underline""##, ##""paragraphIndent":"12px""##]
        },
        // Every property is optional in Tokens Studio; CSS's font shorthand fills what is left out.
        FormCase(
            "typography without fontFamily", studio("typography", ##"{"fontWeight": 700, "fontSize": "16px", "lineHeight": "150%", "letterSpacing": "0"}"##),
            path: "t", .value(typography(["sans-serif"], dim(16), 700, 1.5)), warnings: string, strict: string),
        FormCase(
            "typography without fontWeight", studioTypography(##""lineHeight": "150%""##), path: "t", .value(typography(["Inter"], dim(16), 400, 1.5)),
            warnings: string, strict: string),
        FormCase(
            "typography without fontSize", studio("typography", ##"{"fontFamily": "Inter", "fontWeight": 700, "lineHeight": "150%", "letterSpacing": "0"}"##),
            path: "t", .value(typography(["Inter"], dim(16), 700, 1.5)), warnings: string, strict: string),
        FormCase(
            "typography without lineHeight", studioTypography(##""fontWeight": 700"##), path: "t", .value(typography(["Inter"], dim(16), 700, 1.2)),
            warnings: string, strict: string),
        FormCase(
            "typography with fontFamily alone", studio("typography", ##"{"fontFamily": "Inter"}"##), path: "t",
            .value(typography(["Inter"], dim(16), 400, 1.2)), warnings: string, strict: string),
        // A fixed line height beside a literal font size: 24px ÷ 16px.
        FormCase(
            "typography lineHeight px", studioTypography(##""fontWeight": 400, "lineHeight": "24px""##), path: "t",
            .value(typography(["Inter"], dim(16), 400, 1.5)), warnings: string, strict: string),
        FormCase(
            "typography lineHeight px beside a unitless fontSize",
            studio("typography", ##"{"fontFamily": "Inter", "fontSize": "16", "fontWeight": 400, "lineHeight": "24px", "letterSpacing": "0"}"##), path: "t",
            .value(typography(["Inter"], dim(16), 400, 1.5)), warnings: string, strict: string),
        FormCase(
            "typography lineHeight normal", studioTypography(##""fontWeight": 400, "lineHeight": "normal""##), path: "t",
            .value(typography(["Inter"], dim(16), 400, 1.2)), warnings: string, strict: string),
        FormCase(
            "typography lineHeight AUTO", studioTypography(##""fontWeight": 400, "lineHeight": "AUTO""##), path: "t",
            .value(typography(["Inter"], dim(16), 400, 1.2)), warnings: string, strict: string),
        // sd-transforms passes a unitless line height on, and CSS reads it as a multiple.
        FormCase(
            "typography unitless lineHeight", studioTypography(##""fontWeight": 400, "lineHeight": "24""##), path: "t",
            .value(typography(["Inter"], dim(16), 400, 24)), warnings: string, strict: string),
        FormCase("lineHeights unitless", studio("lineHeights", "24"), path: "t", .value(.number(24)), warnings: mapped, strict: mapped),
        FormCase(
            "fontWeights Normal style", studio("fontWeights", #""Bold Normal""#), path: "t", .value(.fontWeight(700)), warnings: mappedString, strict: mappedString
        ).with { $0.extensions = [##""fontStyle":"normal""##] },
    ] + studioWeightNames

/// A typography `t` whose `paragraphSpacing` references `ps`, which the context files of the
/// axis `density` define: 4px when compact, 8px when regular.
private let paragraphSpacingByContext: [FormCase.File] = [
    .init(
        name: "base.json",
        contents: studio("typography", ##"{"fontFamily": "Inter", "fontSize": "16px", "fontWeight": 400, "lineHeight": 1.5, "letterSpacing": "0", "paragraphSpacing": "{ps}"}"##)
    ),
    .init(name: "compact.json", contents: ##"{"ps": {"$type": "dimension", "$value": "4px"}}"##, context: ("density", "compact")),
    .init(name: "regular.json", contents: ##"{"ps": {"$type": "dimension", "$value": "8px"}}"##, context: ("density", "regular")),
]

// MARK: Style Dictionary

let typedStyleDictionaryForms: [FormCase] = [
    // tinycolor2 reads hsv(); Style Dictionary writes the color in 8-bit channels.
    FormCase("color hsv()", legacy("color", ##""hsv(120, 100%, 50%)""##), path: "t", .value(rgb(0x008000)), warnings: legacyString, strict: legacyString),
    FormCase(
        "color hsva()", legacy("color", ##""hsva(240, 50%, 100%, 0.5)""##), path: "t", .value(rgb(0x8080ff, alpha: 0.5)), warnings: legacyString,
        strict: legacyString),
    // typography/css/shorthand: basePxFontSize (16) and sans-serif.
    FormCase(
        "typography without fontSize", legacy("typography", ##"{"fontWeight": 400, "lineHeight": 1.5, "fontFamily": "Inter", "letterSpacing": "0px"}"##),
        path: "t", .value(typography(["Inter"], dim(16), 400, 1.5)), warnings: legacyString, strict: legacyString),
    FormCase(
        "typography without fontFamily", legacy("typography", ##"{"fontWeight": 400, "fontSize": "1rem", "lineHeight": 1.5, "letterSpacing": "0px"}"##),
        path: "t", .value(typography(["sans-serif"], dim(1, .rem), 400, 1.5)), warnings: legacyString, strict: legacyString),
    // border/css/shorthand writes `2px none #000`: no border, which CSS computes as width 0.
    FormCase(
        "border without style", legacy("border", ##"{"width": "2px", "color": "#000"}"##), path: "t", .value(border(0x000000, dim(0), .solid)),
        warnings: legacyString, strict: ["legacy-format", "invalid-value"]),
    // Which Style Dictionary version builds a file is not in the file: v4 and v5 output.
    FormCase(
        "v3 untyped size", ##"{"size": {"font": {"base": {"value": "1"}}}}"##, path: "size.font.base", .value(.string("1")),
        warnings: ["legacy-format", "non-dtcg-type"], strict: ["legacy-format", "type-undeterminable"]),
    FormCase(
        "v3 untyped time", ##"{"time": {"fast": {"value": "150"}}}"##, path: "time.fast", .value(.string("150")), warnings: ["legacy-format", "non-dtcg-type"],
        strict: ["legacy-format", "type-undeterminable"]),
]

// MARK: Terrazzo

/// A color in a color.js space Terrazzo accepts beyond DTCG's, the DTCG space Tessera reads it
/// into, and the components there, computed independently (coloraide 8.x, which implements
/// CSS Color 4's Lab and Ottosson's Okhsv).
struct ToolColorCase: Sendable, CustomTestStringConvertible {
    var name: String
    var space: String
    var components: [Double]
    var expectedSpace: ColorLiteral.Space
    var expected: [Double]

    var testDescription: String { name }

    var file: String { ##"{"t": {"$type": "color", "$value": {"colorSpace": "\##(space)", "components": [\##(components.map { "\($0)" }.joined(separator: ", "))]}}}"## }
}

let toolColorCases: [ToolColorCase] = [
    ToolColorCase(
        name: "color object in lab-d65", space: "lab-d65", components: [50, 20, -30], expectedSpace: .xyzD65,
        expected: [0.21463971713282973, 0.18418651851244416, 0.40473903739147693]),
    ToolColorCase(
        name: "color object in lab-d65, light green", space: "lab-d65", components: [90, -40, 60], expectedSpace: .xyzD65,
        expected: [0.5509432659706448, 0.7630335397105253, 0.2518354843562069]),
    ToolColorCase(
        name: "color object in okhsv", space: "okhsv", components: [120, 0.5, 0.7], expectedSpace: .srgb,
        expected: [0.5989522597737315, 0.6731911721890615, 0.3527863780508672]),
    ToolColorCase(
        name: "color object in okhsv, blue", space: "okhsv", components: [250, 0.8, 0.9], expectedSpace: .srgb,
        expected: [0.24587874040936597, 0.57889158364995, 0.8933855459654876]),
    ToolColorCase(
        name: "color object in okhsv, full orange", space: "okhsv", components: [30, 1, 1], expectedSpace: .srgb,
        expected: [1, 0.08323960706618852, 0]),
]

extension Compatibility.TokensStudioForms {
    @Test("Each typed value form Tokens Studio documents reads as it means it", arguments: typedStudioForms)
    func typedForm(_ c: FormCase) { #expect(throws: Never.self, "\(c.path): the row reads as documented in both modes") { try c.check() } }

    @Test("A typography property that references a token holds, in each mode, that mode's value")
    func referencedPropertyPerMode() throws {
        let c = FormCase("typography property reference per mode", files: paragraphSpacingByContext, path: "t", .leftOut(""), warnings: [], strict: [])
        let reading = try c.read(.compatible)
        for (context, expected) in [("compact", "4px"), ("regular", "8px")] {
            let table = try reading.theme.table(for: reading.theme.mode(["density": context]))
            let (json, _) = ResolvedJSONExport(table: table).document()
            guard case .object(let entries) = json, case .object(let entry)? = entries.first(where: { $0.0 == "t" })?.1,
                case .object(let extensions)? = entry.first(where: { $0.0 == "$extensions" })?.1,
                case .object(let extra)? = extensions.first(where: { $0.0 == DTCGLoader.extraPropertiesKey })?.1
            else {
                Issue.record("no extra properties for t in \(context): \(json)")
                continue
            }
            #expect(extra.first { $0.0 == "paragraphSpacing" }?.1 == .string(expected), "\(context): \(extra)")
        }
    }
}

extension Compatibility.StyleDictionaryForms {
    @Test("Each typed value form Style Dictionary documents reads as it means it", arguments: typedStyleDictionaryForms)
    func typedForm(_ c: FormCase) { #expect(throws: Never.self, "\(c.path): the row reads as documented in both modes") { try c.check() } }
}

extension Compatibility.TerrazzoForms {
    @Test("A color in a color.js space Terrazzo accepts reads as that color in a DTCG space", arguments: toolColorCases)
    func toolColorSpace(_ c: ToolColorCase) throws {
        let form = FormCase(c.name, c.file, path: "t", .leftOut(""), warnings: [], strict: [])
        let compatible = try form.read(.compatible)
        #expect(compatible.ruleIDs(.warning) == ["non-dtcg-value"], "\(compatible.diagnostics)")
        #expect(compatible.ruleIDs(.error).isEmpty, "\(compatible.diagnostics)")
        let token = try #require(compatible.design.tokens.first { $0.path == "t" })
        guard case .colorLiteral(let literal)? = token.definitions.first?.expression else {
            Issue.record("not a color literal: \(String(describing: token.definitions.first?.expression))")
            return
        }
        #expect(literal.space == c.expectedSpace)
        for (found, expected) in zip(literal.components, c.expected) {
            #expect(abs((found ?? .nan) - expected) < 1e-6, "\(literal.components), expected \(c.expected)")
        }
        #expect(try form.read(.strict).ruleIDs(.error) == ["non-dtcg-value"])
    }
}
