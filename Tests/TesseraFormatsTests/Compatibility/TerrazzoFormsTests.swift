import Tessera
import TesseraFormats
import TesseraTestSupport
import Testing

/// A DTCG file holding one token `t` of `type` with `value` (JSON text).
private func token(_ type: String, _ value: String, extra: String = "") -> String {
    ##"{"t": {"$type": "\##(type)", "$value": \##(value)\##(extra)}}"##
}

/// A DTCG sRGB color object.
private func srgb(_ r: Double, _ g: Double, _ b: Double) -> String {
    ##"{"colorSpace": "srgb", "components": [\##(r), \##(g), \##(b)]}"##
}

/// A DTCG dimension object.
private func px(_ value: Double, _ unit: String = "px") -> String { ##"{"value": \##(value), "unit": "\##(unit)"}"## }

private let string: Set<String> = ["non-dtcg-value"]
private let mapped: Set<String> = ["non-dtcg-type"]

/// The colour spaces Terrazzo documents that DTCG 2025.10 has, with a sample in each: read as
/// the literal the compile converts (this target links no color converter).
private let colorSpaces: [FormCase] = [
    ("srgb-linear", ColorLiteral.Space.srgbLinear, [0.5, 0.25, 0]), ("display-p3", .displayP3, [1, 0, 0]), ("a98-rgb", .a98RGB, [0.2, 0.4, 0.6]),
    ("prophoto-rgb", .prophotoRGB, [0.2, 0.4, 0.6]), ("rec2020", .rec2020, [1, 0, 0]), ("hsl", .hsl, [120, 50, 50]), ("hwb", .hwb, [120, 10, 10]),
    ("lab", .lab, [50, 20, -30]), ("lch", .lch, [50, 30, 270]), ("oklab", .oklab, [0.6, 0.1, -0.1]), ("oklch", .oklch, [0.6, 0.2, 269]),
    ("xyz-d50", .xyzD50, [0.2, 0.3, 0.4]), ("xyz-d65", .xyzD65, [0.2, 0.3, 0.4]),
].map { (name: String, space: ColorLiteral.Space, components: [Double]) in
    let json = components.map { "\($0)" }.joined(separator: ", ")
    return FormCase(
        "color object in \(name)", token("color", ##"{"colorSpace": "\##(name)", "components": [\##(json)]}"##), path: "t",
        .declared(.colorLiteral(ColorLiteral(space: space, components: components))), warnings: [], strict: [])
}

/// CSS Color 4 strings Color.js parses, each with the literal CSS Color 4 gives it: percentages
/// on each channel's reference range (L 100% = 1 in oklch and oklab, 100 in lab and lch; a and b
/// 100% = 0.4 in oklab), hwb's whiteness and blackness in percent as DTCG writes them.
private let colorFunctions: [FormCase] = [
    ("oklch()", "oklch(60% 0.2 269)", ColorLiteral.Space.oklch, [0.6, 0.2, 269]), ("lab()", "lab(50% 20 -30)", .lab, [50, 20, -30]),
    ("lch()", "lch(50% 30 270)", .lch, [50, 30, 270]), ("oklab()", "oklab(0.6 25% -25%)", .oklab, [0.6, 0.1, -0.1]),
    ("hwb()", "hwb(120 10% 10%)", .hwb, [120, 10, 10]), ("color(display-p3)", "color(display-p3 1 0 0)", .displayP3, [1, 0, 0]),
].map { (name: String, css: String, space: ColorLiteral.Space, components: [Double]) in
    FormCase(
        "color \(name) string", token("color", ##""\##(css)""##), path: "t", .declared(.colorLiteral(ColorLiteral(space: space, components: components))),
        warnings: string, strict: string)
}

/// Terrazzo's font weight names and the weights they stand for.
private let weightNames: [FormCase] = [
    ("thin", 100), ("hairline", 100), ("extra-light", 200), ("ultra-light", 200), ("light", 300), ("normal", 400), ("regular", 400), ("book", 400),
    ("medium", 500), ("semi-bold", 600), ("demi-bold", 600), ("bold", 700), ("extra-bold", 800), ("ultra-bold", 800), ("black", 900), ("heavy", 900),
    ("extra-black", 950), ("ultra-black", 950),
].map { name, weight in
    FormCase("fontWeight \(name)", token("fontWeight", ##""\##(name)""##), path: "t", .value(.fontWeight(weight)), warnings: [], strict: [])
}

/// A file whose tokens `color.red` and `color.green` have Terrazzo modes light and dark, and
/// `button.bg` aliases `color.red` without modes of its own.
private let modes = ##"""
    {"color": {"$type": "color",
      "red": {"$value": \##(srgb(1, 0, 0)), "$extensions": {"mode": {"light": \##(srgb(0.8, 0, 0)), "dark": \##(srgb(1, 0.4, 0.4))}}},
      "green": {"$value": \##(srgb(0, 1, 0)), "$extensions": {"mode": {"light": \##(srgb(0, 0.8, 0)), "dark": "{color.red}"}}}},
     "button": {"bg": {"$type": "color", "$value": "{color.red}"}}}
    """##

/// The rows of docs/compatibility.md's Terrazzo section (Terrazzo 2.x, Terrazzo 0.x and Cobalt
/// UI 1.x) that Tessera reads as Terrazzo documents them.
let terrazzoForms: [FormCase] =
    [
        // Colors.
        FormCase("color object in srgb", token("color", srgb(1, 0.5, 0)), path: "t", .value(.color(TokenColor(red: 1, green: 0.5, blue: 0))), warnings: [], strict: []),
        FormCase(
            "color object with alpha", token("color", ##"{"colorSpace": "srgb", "components": [0, 0, 1], "alpha": 0.25}"##), path: "t",
            .value(rgb(0x0000ff, alpha: 0.25)), warnings: [], strict: []),
        FormCase(
            "color object with hex fallback", token("color", ##"{"colorSpace": "display-p3", "components": [1, 0, 0], "hex": "#ff0000"}"##), path: "t",
            .declared(.colorLiteral(ColorLiteral(space: .displayP3, components: [1, 0, 0], hex: "#ff0000"))), warnings: [], strict: []),
        FormCase(
            "color object with none hue", token("color", ##"{"colorSpace": "oklch", "components": [0.5, 0, "none"]}"##), path: "t",
            .declared(.colorLiteral(ColorLiteral(space: .oklch, components: [0.5, 0, nil]))), warnings: [], strict: []),
        FormCase(
            "color object in xyz", token("color", ##"{"colorSpace": "xyz", "components": [0.2, 0.3, 0.4]}"##), path: "t",
            .declared(.colorLiteral(ColorLiteral(space: .xyzD65, components: [0.2, 0.3, 0.4]))), warnings: string, strict: string),
        FormCase(
            "color object with null hue", token("color", ##"{"colorSpace": "oklch", "components": [0.5, 0, null]}"##), path: "t",
            .declared(.colorLiteral(ColorLiteral(space: .oklch, components: [0.5, 0, nil]))), warnings: string, strict: string),
        FormCase(
            "color object with channels", token("color", ##"{"colorSpace": "srgb", "channels": [1, 0, 0]}"##), path: "t", .value(rgb(0xff0000)),
            warnings: string, strict: string),
        FormCase("color hex string", token("color", ##""#36363600""##), path: "t", .value(rgb(0x363636, alpha: 0)), warnings: string, strict: string),
        FormCase(
            "color rgb() string", token("color", ##""rgb(0 0 0 / .15)""##), path: "t", .value(rgb(0x000000, alpha: 0.15)), warnings: string, strict: string),
        FormCase("color name string", token("color", ##""red""##), path: "t", .value(rgb(0xff0000)), warnings: string, strict: string),

        // Dimensions and durations.
        FormCase("dimension px", token("dimension", px(16)), path: "t", .value(.dimension(dim(16))), warnings: [], strict: []),
        FormCase("dimension rem", token("dimension", px(1.5, "rem")), path: "t", .value(.dimension(dim(1.5, .rem))), warnings: [], strict: []),
        FormCase("dimension em", token("dimension", px(1.5, "em")), path: "t", .value(.dimension(dim(1.5, .em))), warnings: string, strict: string),
        FormCase("dimension string", token("dimension", ##""1.5rem""##), path: "t", .value(.dimension(dim(1.5, .rem))), warnings: string, strict: string),
        FormCase("dimension 0 (Cobalt)", token("dimension", "0"), path: "t", .value(.dimension(dim(0))), warnings: string, strict: string),
        FormCase(
            "dimension bare number (Terrazzo rejects it)", token("dimension", "16"), path: "t", .value(.dimension(dim(16))), warnings: string, strict: string),
        FormCase("duration ms", token("duration", px(150, "ms")), path: "t", .value(.duration(TokenDuration(150))), warnings: [], strict: []),
        FormCase("duration s", token("duration", px(0.25, "s")), path: "t", .value(.duration(TokenDuration(0.25, .seconds))), warnings: [], strict: []),
        FormCase("duration string", token("duration", ##""100ms""##), path: "t", .value(.duration(TokenDuration(100))), warnings: string, strict: string),
        FormCase(
            "duration seconds string", token("duration", ##""0.25s""##), path: "t", .value(.duration(TokenDuration(0.25, .seconds))), warnings: string,
            strict: string),
        FormCase("duration number (Cobalt)", token("duration", "150"), path: "t", .value(.duration(TokenDuration(150))), warnings: string, strict: string),
        FormCase(#"duration "0" (Cobalt)"#, token("duration", ##""0""##), path: "t", .value(.duration(TokenDuration(0))), warnings: string, strict: string),

        // Fonts and numbers.
        FormCase("fontFamily string", token("fontFamily", ##""Inter""##), path: "t", .value(.fontFamily(["Inter"])), warnings: [], strict: []),
        FormCase(
            "fontFamily array", token("fontFamily", ##"["Graphik Regular", "sans-serif"]"##), path: "t", .value(.fontFamily(["Graphik Regular", "sans-serif"])),
            warnings: [], strict: []),
        FormCase(
            "fontFamily string with an apostrophe", token("fontFamily", ##""Kid's Font""##), path: "t", .value(.fontFamily(["Kid's Font"])), warnings: [],
            strict: []),
        FormCase("font (old type name)", token("font", ##""Inter""##), path: "t", .value(.fontFamily(["Inter"])), warnings: mapped, strict: mapped),
        FormCase("fontWeight number", token("fontWeight", "350"), path: "t", .value(.fontWeight(350)), warnings: [], strict: []),
        FormCase("number", token("number", "-1.5"), path: "t", .value(.number(-1.5)), warnings: [], strict: []),
        FormCase(
            "cubicBezier", token("cubicBezier", "[0.33, 1, 0.68, 1]"), path: "t", .value(.cubicBezier(CubicBezier(0.33, 1, 0.68, 1))), warnings: [], strict: []),

        // Composites.
        FormCase(
            "strokeStyle keyword", token("strokeStyle", ##""groove""##), path: "t", .value(.strokeStyle(.groove, dashes: [], lineCap: .butt)), warnings: [],
            strict: []),
        FormCase(
            "strokeStyle object", token("strokeStyle", ##"{"dashArray": [\##(px(4)), \##(px(2))], "lineCap": "round"}"##), path: "t",
            .value(.strokeStyle(.custom, dashes: [dim(4), dim(2)], lineCap: .round)), warnings: [], strict: []),
        FormCase(
            "border", token("border", ##"{"color": \##(srgb(0, 0, 0)), "width": \##(px(1)), "style": "solid"}"##), path: "t",
            .value(border(0x000000, dim(1), .solid)), warnings: [], strict: []),
        FormCase(
            "transition", token("transition", ##"{"duration": \##(px(150, "ms")), "delay": \##(px(0, "ms")), "timingFunction": [0.33, 1, 0.68, 1]}"##), path: "t",
            .value(.transition(TokenTransition(duration: TokenDuration(150), delay: TokenDuration(0), timingFunction: CubicBezier(0.33, 1, 0.68, 1)))), warnings: [],
            strict: []),
        FormCase(
            "transition without delay", token("transition", ##"{"duration": \##(px(150, "ms")), "timingFunction": [0.33, 1, 0.68, 1]}"##), path: "t",
            .value(.transition(TokenTransition(duration: TokenDuration(150), delay: TokenDuration(0), timingFunction: CubicBezier(0.33, 1, 0.68, 1)))),
            warnings: string, strict: ["invalid-value"]),
        FormCase(
            "shadow object", token("shadow", ##"{"color": \##(srgb(0, 0, 0)), "offsetX": \##(px(0)), "offsetY": \##(px(1)), "blur": \##(px(2)), "spread": \##(px(0))}"##),
            path: "t", .value(.shadow([ShadowLayer(color: TokenColor(rgb: 0), offsetX: dim(0), offsetY: dim(1), blur: dim(2), spread: dim(0))])), warnings: [],
            strict: []),
        FormCase(
            "shadow layers with inset",
            token(
                "shadow",
                ##"[{"color": \##(srgb(0, 0, 0)), "offsetX": \##(px(0)), "offsetY": \##(px(1)), "blur": \##(px(2)), "spread": \##(px(0)), "inset": true}, {"color": \##(srgb(0, 0, 0)), "offsetX": \##(px(0)), "offsetY": \##(px(4)), "blur": \##(px(8)), "spread": \##(px(0))}]"##
            ), path: "t",
            .value(
                .shadow([
                    ShadowLayer(color: TokenColor(rgb: 0), offsetX: dim(0), offsetY: dim(1), blur: dim(2), spread: dim(0), inset: true),
                    ShadowLayer(color: TokenColor(rgb: 0), offsetX: dim(0), offsetY: dim(4), blur: dim(8), spread: dim(0)),
                ])), warnings: [], strict: []),
        FormCase(
            "shadow with only color", token("shadow", ##"{"color": \##(srgb(0, 0, 0))}"##), path: "t",
            .value(.shadow([ShadowLayer(color: TokenColor(rgb: 0), offsetX: dim(0), offsetY: dim(0), blur: dim(0), spread: dim(0))])), warnings: string,
            strict: ["invalid-value"]),
        FormCase(
            "gradient", token("gradient", ##"[{"color": \##(srgb(1, 0, 0)), "position": 0}, {"color": \##(srgb(0, 0, 1)), "position": 1}]"##), path: "t",
            .value(.gradient([GradientStop(color: TokenColor(rgb: 0xff0000), position: 0), GradientStop(color: TokenColor(rgb: 0x0000ff), position: 1)])), warnings: [],
            strict: []),
        FormCase(
            "gradient position alias",
            ##"{"p": {"$type": "number", "$value": 0.5}, "t": {"$type": "gradient", "$value": [{"color": \##(srgb(1, 0, 0)), "position": 0}, {"color": \##(srgb(0, 0, 1)), "position": "{p}"}]}}"##,
            path: "t", .value(.gradient([GradientStop(color: TokenColor(rgb: 0xff0000), position: 0), GradientStop(color: TokenColor(rgb: 0x0000ff), position: 0.5)])),
            warnings: [], strict: []),
        FormCase(
            "typography",
            token(
                "typography",
                ##"{"fontFamily": ["Inter", "sans-serif"], "fontSize": \##(px(1, "rem")), "fontWeight": 400, "letterSpacing": \##(px(0)), "lineHeight": 1.5}"##),
            path: "t", .value(.typography(fontFamily: ["Inter", "sans-serif"], fontSize: dim(1, .rem), fontWeight: 400, letterSpacing: dim(0), lineHeight: 1.5)),
            warnings: [], strict: []),
        FormCase(
            "typography lineHeight dimension",
            token(
                "typography", ##"{"fontFamily": "Inter", "fontSize": \##(px(16)), "fontWeight": "bold", "letterSpacing": \##(px(0)), "lineHeight": \##(px(24))}"##),
            path: "t", .value(.typography(fontFamily: ["Inter"], fontSize: dim(16), fontWeight: 700, letterSpacing: dim(0), lineHeight: 1.5)),
            warnings: string, strict: string),
        FormCase(
            "typography other text properties",
            token(
                "typography",
                ##"{"fontFamily": "Inter", "fontSize": \##(px(16)), "fontWeight": 400, "letterSpacing": \##(px(0)), "lineHeight": 1.5, "textTransform": "uppercase"}"##
            ), path: "t", .value(.typography(fontFamily: ["Inter"], fontSize: dim(16), fontWeight: 400, letterSpacing: dim(0), lineHeight: 1.5)),
            warnings: string, strict: string
        ).with { $0.extensions = [#""textTransform":"uppercase""#] },

        // Terrazzo's own types.
        FormCase("link", token("link", ##""/icons/alert.svg""##), path: "t", .value(.string("/icons/alert.svg")), warnings: mapped, strict: mapped),
        FormCase("boolean", token("boolean", "false"), path: "t", .value(.boolean(false)), warnings: mapped, strict: mapped),
        FormCase("string", token("string", ##""uppercase""##), path: "t", .value(.string("uppercase")), warnings: mapped, strict: mapped),
        FormCase(
            "custom type", token("myThing", ##"{"a": 1}"##), path: "t", .leftOut("$type myThing"), warnings: ["unknown-type"], strict: ["unknown-type"]),
        FormCase(
            "custom type with a number value", token("myThing", "3"), path: "t", .value(.number(3)), warnings: ["unknown-type", "non-dtcg-type"],
            strict: ["unknown-type"]),

        // References.
        FormCase(
            "alias", ##"{"a": {"$type": "number", "$value": 2}, "t": {"$type": "number", "$value": "{a}"}}"##, path: "t", .value(.number(2)), warnings: [],
            strict: []),
        FormCase(
            "untyped alias takes its target's type", ##"{"a": {"$type": "color", "$value": \##(srgb(0, 0, 1))}, "t": {"$value": "{a}"}}"##, path: "t",
            .value(rgb(0x0000ff)), warnings: [], strict: []),
        FormCase(
            "alias inside a composite",
            ##"{"c": {"$type": "color", "$value": \##(srgb(0, 0, 0))}, "w": {"$type": "dimension", "$value": \##(px(2))}, "t": {"$type": "border", "$value": {"color": "{c}", "width": "{w}", "style": "dashed"}}}"##,
            path: "t", .value(border(0x000000, dim(2), .dashed)), warnings: [], strict: []),
        FormCase(
            "alias chain", ##"{"a": {"$type": "number", "$value": 3}, "b": {"$value": "{a}"}, "t": {"$value": "{b}"}}"##, path: "t", .value(.number(3)),
            warnings: [], strict: []),
        FormCase(
            "alias cycle", ##"{"a": {"$type": "number", "$value": "{t}"}, "t": {"$type": "number", "$value": "{a}"}}"##, path: "t", .leftOut("alias-cycle"),
            warnings: [], strict: ["alias-cycle"]),
        FormCase(
            "alias to nothing", ##"{"t": {"$type": "number", "$value": "{nope}"}}"##, path: "t", .leftOut("unknown-reference"), warnings: [],
            strict: ["unknown-reference"]),
        FormCase(
            "mode alias {token#mode} (removed)", ##"{"a": {"$type": "number", "$value": 1}, "t": {"$type": "number", "$value": "{a#dark}"}}"##, path: "t",
            .leftOut("unknown-reference"), warnings: [], strict: ["unknown-reference"]),
        FormCase(
            "text around an alias (Terrazzo rejects it)", ##"{"w": {"$type": "dimension", "$value": \##(px(1))}, "t": {"$value": "{w} solid"}}"##, path: "t",
            .value(.string("1px solid")), warnings: mapped, strict: ["type-undeterminable"]),
        FormCase(
            "$ref JSON Pointer", ##"{"a": {"$type": "number", "$value": 4}, "t": {"$type": "number", "$value": {"$ref": "#/a/$value"}}}"##, path: "t",
            .value(.number(4)), warnings: [], strict: []),
        FormCase(
            "$ref with local members", ##"{"a": {"$type": "number", "$value": 4, "$description": "base"}, "t": {"$ref": "#/a", "$description": "local"}}"##,
            path: "t", .value(.number(4)), warnings: ["invalid-reference"], strict: ["invalid-reference"]
        ).with { $0.tokenDescription = "local" },
        FormCase(
            "$extends", ##"{"b": {"$type": "number", "primary": {"bg": {"$value": 1}, "fg": {"$value": 2}}, "danger": {"$extends": "{b.primary}", "bg": {"$value": 3}}}}"##,
            path: "b.danger.fg", .value(.number(2)), warnings: [], strict: []),
        FormCase(
            "$root token", ##"{"accent": {"$type": "color", "$root": {"$value": \##(srgb(0, 0, 1))}, "hover": {"$value": \##(srgb(0, 0, 0.5))}}}"##,
            path: "accent.$root", .value(rgb(0x0000ff)), warnings: [], strict: []),

        // Metadata.
        FormCase(
            "$type inherited from the nearest group", ##"{"a": {"$type": "color", "b": {"$type": "number", "t": {"$value": 2}}}}"##, path: "a.b.t",
            .value(.number(2)), warnings: [], strict: []),
        FormCase("$description", token("number", "1", extra: #", "$description": "One""#), path: "t", .value(.number(1)), warnings: [], strict: [])
            .with { $0.tokenDescription = "One" },
        FormCase("$deprecated message", token("number", "1", extra: #", "$deprecated": "Use u""#), path: "t", .value(.number(1)), warnings: [], strict: [])
            .with { $0.deprecation = "Use u" },
        FormCase("$deprecated true", token("number", "1", extra: #", "$deprecated": true"#), path: "t", .value(.number(1)), warnings: [], strict: [])
            .with { $0.deprecation = "" },
        FormCase(
            "$deprecated inherited from the group", ##"{"g": {"$type": "number", "$deprecated": "old", "t": {"$value": 1}}}"##, path: "g.t", .value(.number(1)),
            warnings: [], strict: []
        ).with { $0.deprecation = "old" },
        FormCase(
            "$deprecated false on a token of a deprecated group", ##"{"g": {"$type": "number", "$deprecated": "old", "t": {"$value": 1, "$deprecated": false}}}"##,
            path: "g.t", .value(.number(1)), warnings: [], strict: []
        ).with { $0.deprecation = .some(nil) },
        FormCase(
            "$extensions kept", token("number", "1", extra: ##", "$extensions": {"com.example": {"$value": 3}}"##), path: "t", .value(.number(1)), warnings: [],
            strict: []
        ).with { $0.extensions = [#""com.example""#] },
        FormCase(
            "$schema", ##"{"$schema": "https://www.designtokens.org/schemas/2025.10/format.json", "t": {"$type": "number", "$value": 1}}"##, path: "t",
            .value(.number(1)), warnings: [], strict: []),
        FormCase(
            "unknown $ property", token("number", "1", extra: #", "$name": "x""#), path: "t", .value(.number(1)), warnings: ["reserved-name"],
            strict: ["reserved-name"]),

        // Modes, files.
        FormCase(
            "$extensions.mode: $value is context default", modes, path: "color.red", .value(rgb(0xff0000)), warnings: [], strict: [], input: ["mode": "default"]),
        FormCase(
            "$extensions.mode: a mode", modes, path: "color.red", .value(rgb(0xff6666)), warnings: [], strict: [], input: ["mode": "dark"]),
        FormCase(
            "$extensions.mode: an alias reads its target's same mode", modes, path: "color.green", .value(rgb(0xff6666)), warnings: [], strict: [],
            input: ["mode": "dark"]),
        FormCase(
            "$extensions.mode: a token without modes aliasing one with modes", modes, path: "button.bg", .value(rgb(0xcc0000)), warnings: [], strict: [],
            input: ["mode": "light"]),
        FormCase(
            "several files: the later wins",
            files: [
                .init(name: "a.tokens.json", contents: token("number", "1")), .init(name: "b.tokens.json", contents: token("number", "2")),
            ], path: "t", .value(.number(2)), warnings: [], strict: []),
        FormCase(
            "JSONC", "// colors\n" + token("number", "1"), file: "tokens.jsonc", path: "t", .value(.number(1)), warnings: ["json-extension"],
            strict: ["json-extension"]),
        FormCase(
            "resolver 2025.10",
            files: [
                .init(
                    name: "app.resolver.json",
                    contents: ##"""
                        {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.json"}]}},
                         "modifiers": {"theme": {"contexts": {"light": [], "dark": [{"$ref": "dark.json"}]}, "default": "light"}},
                         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
                        """##),
                .init(name: "base.json", contents: token("number", "1")), .init(name: "dark.json", contents: token("number", "2")),
            ], path: "t", .value(.number(2)), warnings: [], strict: [], input: ["theme": "dark"]
        ).with { $0.given = ["app.resolver.json"] },
        FormCase("YAML", "t:\n  $type: number\n  $value: 1\n", file: "tokens.yaml", path: "t", .unreadable("json-syntax"), warnings: [], strict: ["json-syntax"]),
    ] + colorSpaces + colorFunctions + weightNames

extension Compatibility {
    @Suite("Terrazzo forms")
    struct TerrazzoForms {
        @Test("Each form Terrazzo and Cobalt document reads as they mean it", arguments: terrazzoForms)
        func form(_ c: FormCase) { #expect(throws: Never.self, "\(c.path): the row reads as documented in both modes") { try c.check() } }
    }
}
