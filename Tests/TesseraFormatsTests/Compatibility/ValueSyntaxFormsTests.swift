import Tessera
import TesseraFormats
import TesseraTestSupport
import Testing

// The value-syntax rows of docs/compatibility.md: references and math inside values, as
// Tokens Studio, Style Dictionary and Terrazzo document them. Expected values are worked out by
// hand from the tools' documentation and sources (expr-eval's functions by Python's `math`).

/// A file holding `members` (JSON members) and one token `t` of `type` with `value` (JSON text).
private func file(_ type: String, _ value: String, _ members: String...) -> String {
    let before = members.isEmpty ? "" : members.joined(separator: ", ") + ", "
    return ##"{\##(before)"t": {"$type": "\##(type)", "$value": \##(value)}}"##
}

/// A token `name` of `type` holding `value` (JSON text), for the members of `file`.
private func member(_ name: String, _ type: String, _ value: String) -> String { ##""\##(name)": {"$type": "\##(type)", "$value": \##(value)}"## }

/// A color token holding the hex string `hex`, for the members of `file`.
private func color(_ name: String, _ hex: String) -> String { member(name, "color", ##""\##(hex)""##) }

/// `colors.red.500` and `colors.blue.500`, for the members of `file`.
private let twoColors = ##""colors": {"red": {"500": {"$type": "color", "$value": "#ff0000"}}, "blue": {"500": {"$type": "color", "$value": "#0000ff"}}}"##
/// `colors.red.500` alone.
private let oneColor = ##""colors": {"red": {"500": {"$type": "color", "$value": "#ff0000"}}}"##

private let string: Set<String> = ["non-dtcg-value"]
private let mappedString: Set<String> = ["non-dtcg-type", "non-dtcg-value"]
private let unevaluable: Set<String> = ["non-dtcg-value", "unevaluable-math"]

/// expr-eval's other functions and operators (Tokens Studio's math library), each with the value
/// expr-eval gives: `(form, value)` in a `number` token.
private let exprEvalNumbers: [(String, Double)] = [
    ("sqrt(16)", 4), ("cbrt(27)", 3), ("pow(2, 3)", 8), ("2 ^ 3", 8), ("2^3^2", 512), ("-2^2", -4), ("7 % 3", 1), ("-7 % 3", -1), ("trunc(-4.7)", -4),
    ("log(E)", 1), ("ln(1)", 0), ("log10(1000)", 3), ("lg(100)", 2), ("log2(8)", 3), ("exp(0)", 1), ("sign(-3)", -1), ("hypot(3, 4)", 5),
    ("atan2(1, 1)", 0.7854), ("sin(PI / 2)", 1), ("5!", 120), ("fac(5)", 120), ("gamma(5)", 24), ("sqrt 16", 4), ("min(10, 24, 5)", 5),
    ("round(-4.5)", -4), ("roundTo(1.005, 2)", 1.01), ("PI * 2", 6.2832), ("{n} > 2 ? 10 : 20", 10), ("if({n} < 2, 10, 20)", 20), ("not 0 ? 1 : 2", 1),
]

/// The rows of Tokens Studio's value syntax: references and math inside values.
let tokensStudioSyntaxForms: [FormCase] =
    [
        // A reference where a color's alpha stands.
        FormCase(
            "rgba({ref}, {alpha})", file("color", #""rgba({c}, {alpha})""#, color("c", "#336699"), member("alpha", "number", "0.5")), path: "t",
            .value(rgb(0x336699, alpha: 0.5)), warnings: string, strict: string),
        FormCase(
            "rgba({ref}, {alpha}) per mode",
            files: [
                .init(name: "base.json", contents: file("color", #""rgba({c}, {alpha})""#, color("c", "#336699"), member("alpha", "number", "0.5"))),
                .init(name: "normal.json", contents: "{}", context: ("state", "normal")),
                .init(name: "dim.json", contents: "{" + member("alpha", "number", "0.2") + "}", context: ("state", "dim")),
            ],
            path: "t", .value(rgb(0x336699, alpha: 0.2)), warnings: string, strict: string, input: ["state": "dim"]),
        FormCase(
            "gradient stop rgba({ref}, 0.4)",
            file("color", #""linear-gradient(90deg, rgba({a}, 0.4) 0%, {b} 100%)""#, color("a", "#ff0000"), color("b", "#0000ff")), path: "t",
            .value(.string("linear-gradient(90deg, rgba(255, 0, 0, 0.4) 0%, #0000ff 100%)")), warnings: ["non-dtcg-value", "type-contradiction"],
            strict: ["non-dtcg-value", "invalid-value"]),

        // A unit written after a reference to a number.
        FormCase(
            "dimension {n}px", file("dimension", #""{n}px""#, member("n", "number", "4")), path: "t", .value(.dimension(dim(4))), warnings: string, strict: string),
        FormCase(
            "dimension {n}rem", file("dimension", #""{n}rem""#, member("n", "number", "1.5")), path: "t", .value(.dimension(dim(1.5, .rem))), warnings: string,
            strict: string),
        FormCase(
            "lineHeights {x} * 100%", file("lineHeights", #""{x} * 100%""#, member("x", "number", "1.5")), path: "t", .value(.number(1.5)), warnings: mappedString,
            strict: mappedString),
        FormCase(
            "lineHeights {x}%", file("lineHeights", #""{x}%""#, member("x", "number", "150")), path: "t", .value(.number(1.5)), warnings: mappedString,
            strict: mappedString),

        // expr-eval's units: pixels count as numbers, other units do not take these functions.
        FormCase("math sqrt(16px)", file("dimension", #""sqrt(16px)""#), path: "t", .value(.dimension(dim(4))), warnings: string, strict: string),
        FormCase(
            "math pow({s}, 2)", file("spacing", #""pow({s}, 2)""#, member("s", "spacing", #""4""#)), path: "t", .value(.dimension(dim(16))), warnings: mappedString,
            strict: mappedString),
        FormCase(
            "math sqrt(16rem)", file("dimension", #""sqrt(16rem)""#), path: "t", .leftOut("unevaluable-math"), warnings: unevaluable, strict: ["non-dtcg-value"]),
        // `%` beside a number is a percentage unless an operand follows at once (`7%3`).
        FormCase(
            "math % beside percentages", file("dimension", #""50% 50%""#), path: "t", .value(.string("50% 50%")), warnings: ["type-contradiction"],
            strict: ["invalid-value"]),
        // A CSS function whose literals mix units is CSS text, as sd-transforms leaves it.
        FormCase(
            "math min() mixing units", file("dimension", #""min(10px, 2vw, 5rem)""#), path: "t", .value(.string("min(10px, 2vw, 5rem)")),
            warnings: ["type-contradiction"], strict: ["non-dtcg-value"]),
        // What gives no value a token can keep.
        FormCase("math random()", file("number", #""random()""#), path: "t", .leftOut("unevaluable-math"), warnings: ["unevaluable-math"], strict: []),
        FormCase(
            "math a condition", file("number", #""{n} > 2""#, member("n", "number", "4")), path: "t", .leftOut("unevaluable-math"), warnings: ["unevaluable-math"],
            strict: []),

        // Math in each part of a multi-value.
        FormCase(
            "multi-value math", file("spacing", #""4*1.5px 4*1.5px""#), path: "t", .value(.string("6px 6px")), warnings: ["non-dtcg-type", "type-contradiction"],
            strict: ["non-dtcg-type", "invalid-value"]),
        FormCase(
            "multi-value math, three parts", file("dimension", #""8 / 4 * 7px 8 * 5px 2 * 4px""#), path: "t", .value(.string("14px 40px 8px")),
            warnings: ["type-contradiction"], strict: ["invalid-value"]),
        FormCase(
            "multi-value math per mode",
            files: [
                .init(name: "base.json", contents: file("spacing", #""{a} * 2 {b}""#, member("a", "spacing", #""4""#), member("b", "spacing", #""8""#))),
                .init(name: "compact.json", contents: "{}", context: ("density", "compact")),
                .init(name: "comfy.json", contents: "{" + member("a", "spacing", #""6""#) + "}", context: ("density", "comfy")),
            ],
            path: "t", .value(.string("12px 8px")), warnings: ["non-dtcg-type", "non-dtcg-value", "type-contradiction"],
            strict: ["non-dtcg-type", "non-dtcg-value", "invalid-value"], input: ["density": "comfy"]),

        // A nested reference: the inner one first, in each mode.
        FormCase(
            "nested reference",
            file(
                "color", #""{colors.{primary}.500}""#, twoColors,
                member("primary", "text", #""red""#)),
            path: "t", .value(rgb(0xff0000)), warnings: mappedString, strict: mappedString),
        FormCase(
            "nested reference per mode",
            files: [
                .init(
                    name: "base.json",
                    contents: file(
                        "color", #""{colors.{primary}.500}""#,
                        twoColors,
                        member("primary", "text", #""red""#))),
                .init(name: "red.json", contents: "{}", context: ("brand", "red")),
                .init(name: "blue.json", contents: "{" + member("primary", "text", #""blue""#) + "}", context: ("brand", "blue")),
            ],
            path: "t", .value(rgb(0x0000ff)), warnings: mappedString, strict: mappedString, input: ["brand": "blue"]),
        FormCase(
            "nested reference to no token",
            file("color", #""{colors.{primary}.500}""#, oneColor, member("primary", "text", #""green""#)),
            path: "t", .leftOut("unknown-reference"), warnings: mappedString, strict: mappedString.union(["unknown-reference"])),
    ]
    + exprEvalNumbers.map { form, value in
        FormCase("math \(form)", file("number", ##""\##(form)""##, member("n", "number", "4")), path: "t", .value(.number(value)), warnings: string, strict: string)
    }

/// Style Dictionary's value-syntax row decided from the corpus: arithmetic in a legacy file.
let styleDictionarySyntaxForms: [FormCase] = [
    FormCase(
        "arithmetic (read as Tokens Studio math)", ##"{"a": {"value": "4px", "type": "dimension"}, "t": {"value": "{a} * 2", "type": "dimension"}}"##, path: "t",
        .value(.dimension(dim(8))), warnings: ["legacy-format", "non-dtcg-value"], strict: ["legacy-format", "non-dtcg-value"])
]

/// Terrazzo's value-syntax rows: references inside a cubic Bézier.
let terrazzoSyntaxForms: [FormCase] = [
    FormCase(
        "cubicBezier with aliases to numbers",
        file("cubicBezier", #"[0.4, "{ease.y1}", "{ease.x2}", 1]"#, #""ease": {"$type": "number", "y1": {"$value": 0.1}, "x2": {"$value": 0.3}}"#), path: "t",
        .value(.cubicBezier(CubicBezier(0.4, 0.1, 0.3, 1))), warnings: string, strict: string),
    FormCase(
        "cubicBezier with aliases, in a transition",
        file(
            "transition",
            ##"{"duration": {"value": 200, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0.4, "{ease.y1}", "{ease.x2}", 1]}"##,
            #""ease": {"$type": "number", "y1": {"$value": 0.1}, "x2": {"$value": 0.3}}"#),
        path: "t", .value(.transition(TokenTransition(duration: TokenDuration(200), delay: TokenDuration(0), timingFunction: CubicBezier(0.4, 0.1, 0.3, 1)))),
        warnings: string, strict: string),
    FormCase(
        "cubicBezier with an aliased x outside 0…1",
        file("cubicBezier", #"[0.4, 0, "{ease.x2}", 1]"#, #""ease": {"$type": "number", "x2": {"$value": 1.3}}"#), path: "t", .leftOut("invalid-value"),
        warnings: string, strict: ["non-dtcg-value", "invalid-value"]),
]

extension Compatibility.TokensStudioForms {
    @Test("Each reference and math form inside a value reads as Tokens Studio means it", arguments: tokensStudioSyntaxForms)
    func syntaxForm(_ c: FormCase) { #expect(throws: Never.self, "\(c.path): the row reads as documented in both modes") { try c.check() } }
}

extension Compatibility.StyleDictionaryForms {
    @Test("Arithmetic in a legacy file reads as the builds that write it evaluate it", arguments: styleDictionarySyntaxForms)
    func syntaxForm(_ c: FormCase) { #expect(throws: Never.self, "\(c.path): the row reads as documented in both modes") { try c.check() } }
}

extension Compatibility.TerrazzoForms {
    @Test("References inside a cubic Bézier read as Terrazzo means them", arguments: terrazzoSyntaxForms)
    func syntaxForm(_ c: FormCase) { #expect(throws: Never.self, "\(c.path): the row reads as documented in both modes") { try c.check() } }
}
