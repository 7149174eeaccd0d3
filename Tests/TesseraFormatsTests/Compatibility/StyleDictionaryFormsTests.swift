import Tessera
import TesseraFormats
import TesseraTestSupport
import Testing

/// A legacy Style Dictionary file holding one token `t` of `type` with `value` (JSON text).
private func legacy(_ type: String?, _ value: String, extra: String = "") -> String {
    let typed = type.map { ##", "type": "\##($0)""## } ?? ""
    return ##"{"t": {"value": \##(value)\##(typed)\##(extra)}}"##
}

/// A legacy shadow token `t` whose layer has Style Dictionary's `type` key set to `type`.
private func shadowTyped(_ type: String) -> String {
    legacy("shadow", ##"{"type": "\##(type)", "offsetX": "1px", "offsetY": "2px", "blur": "4px", "spread": "0px", "color": "#000"}"##)
}

/// The layer `shadowTyped` writes: 1px 2px 4px 0px black.
private func shadowLayer(inset: Bool) -> ResolvedValue {
    .shadow([ShadowLayer(color: TokenColor(rgb: 0), offsetX: dim(1), offsetY: dim(2), blur: dim(4), spread: dim(0), inset: inset)])
}

private let legacyOnly: Set<String> = ["legacy-format"]
private let legacyString: Set<String> = ["legacy-format", "non-dtcg-value"]
private let legacyMapped: Set<String> = ["legacy-format", "non-dtcg-type"]
private let legacyMappedString: Set<String> = ["legacy-format", "non-dtcg-type", "non-dtcg-value"]

/// The rows of docs/compatibility.md's Style Dictionary section that Tessera reads as Style
/// Dictionary documents them (v3 legacy files, v4/v5 legacy and DTCG-mode files).
let styleDictionaryForms: [FormCase] = [
    // Token types.
    FormCase("color #rrggbb", legacy("color", ##""#3366cc""##), path: "t", .value(rgb(0x3366cc)), warnings: legacyString, strict: legacyString),
    FormCase("color #rgb", legacy("color", ##""#f00""##), path: "t", .value(rgb(0xff0000)), warnings: legacyString, strict: legacyString),
    FormCase(
        "color #rrggbbaa", legacy("color", ##""#FF000080""##), path: "t", .value(rgb(0xff0000, alpha: 128 / 255)), warnings: legacyString, strict: legacyString),
    FormCase(
        "color rgba()", legacy("color", ##""rgba(255, 0, 0, 0.5)""##), path: "t", .value(rgb(0xff0000, alpha: 0.5)), warnings: legacyString,
        strict: legacyString),
    FormCase(
        "color hsl()", legacy("color", ##""hsl(120, 100%, 25%)""##), path: "t", .declared(.colorLiteral(ColorLiteral(space: .hsl, components: [120, 100, 25]))),
        warnings: legacyString, strict: legacyString),
    FormCase("color name", legacy("color", ##""rebeccapurple""##), path: "t", .value(rgb(0x663399)), warnings: legacyString, strict: legacyString),
    FormCase(
        "color typed gradient text", legacy("color", ##""linear-gradient(90deg, #000 0%, #fff 100%)""##), path: "t",
        .value(.string("linear-gradient(90deg, #000 0%, #fff 100%)")), warnings: ["legacy-format", "type-contradiction"],
        strict: ["legacy-format", "invalid-value"]),
    FormCase("dimension px", legacy("dimension", ##""16px""##), path: "t", .value(.dimension(dim(16))), warnings: legacyString, strict: legacyString),
    FormCase("dimension rem", legacy("dimension", ##""1.5rem""##), path: "t", .value(.dimension(dim(1.5, .rem))), warnings: legacyString, strict: legacyString),
    FormCase("dimension em and %", legacy("dimension", ##""1em""##), path: "t", .value(.dimension(dim(1, .em))), warnings: legacyString, strict: legacyString),
    FormCase("dimension 0", legacy("dimension", "0"), path: "t", .value(.dimension(dim(0))), warnings: legacyString, strict: legacyString),
    // size/rem, the css, scss, less and js groups' transform: a unitless size is rem.
    FormCase("dimension bare number", legacy("dimension", "16"), path: "t", .value(.dimension(dim(16, .rem))), warnings: legacyString, strict: legacyString),
    FormCase(
        "dimension numeric string", legacy("dimension", ##""16""##), path: "t", .value(.dimension(dim(16, .rem))), warnings: legacyString, strict: legacyString),
    // A Tokens Studio type (fontSizes) in the file: Tokens Studio's convention, px, holds.
    FormCase(
        "dimension bare number beside Tokens Studio types", ##"{"t": {"value": 16, "type": "dimension"}, "f": {"value": 12, "type": "fontSizes"}}"##, path: "t",
        .value(.dimension(dim(16))), warnings: legacyMappedString, strict: legacyMappedString),
    FormCase(
        "dimension DTCG object", legacy("dimension", ##"{"value": 4, "unit": "px"}"##), path: "t", .value(.dimension(dim(4))), warnings: legacyOnly,
        strict: legacyOnly),
    FormCase("fontSize", legacy("fontSize", ##""1rem""##), path: "t", .value(.dimension(dim(1, .rem))), warnings: legacyMappedString, strict: legacyMappedString),
    FormCase(
        "fontSize bare number", legacy("fontSize", "0.875"), path: "t", .value(.dimension(dim(0.875, .rem))), warnings: legacyMappedString,
        strict: legacyMappedString),
    FormCase("size (v3 habit)", legacy("size", ##""16px""##), path: "t", .value(.dimension(dim(16))), warnings: legacyMappedString, strict: legacyMappedString),
    FormCase(
        "size bare number", legacy("size", "0.875"), path: "t", .value(.dimension(dim(0.875, .rem))), warnings: legacyMappedString, strict: legacyMappedString),
    FormCase("time number", legacy("time", "150"), path: "t", .value(.duration(TokenDuration(150))), warnings: legacyMappedString, strict: legacyMappedString),
    FormCase(
        "time with unit", legacy("time", ##""200ms""##), path: "t", .value(.duration(TokenDuration(200))), warnings: legacyMappedString, strict: legacyMappedString),
    FormCase(
        "time numeric string", legacy("time", ##""200""##), path: "t", .value(.duration(TokenDuration(200))), warnings: legacyMappedString,
        strict: legacyMappedString),
    FormCase(
        "time with seconds", legacy("time", ##""0.2s""##), path: "t", .value(.duration(TokenDuration(0.2, .seconds))), warnings: legacyMappedString,
        strict: legacyMappedString),
    FormCase("content", legacy("content", ##""OK""##), path: "t", .value(.string("OK")), warnings: legacyMapped, strict: legacyMapped),
    FormCase("asset", legacy("asset", ##""img/logo.svg""##), path: "t", .value(.string("img/logo.svg")), warnings: legacyMapped, strict: legacyMapped),
    FormCase("html", legacy("html", ##""&#xE001;""##), path: "t", .value(.string("&#xE001;")), warnings: legacyMapped, strict: legacyMapped),
    FormCase("icon", legacy("icon", ##""\\e001""##), path: "t", .value(.string(##"\e001"##)), warnings: legacyMapped, strict: legacyMapped),
    FormCase(
        "fontFamily CSS list", legacy("fontFamily", ##""Arial Narrow, sans-serif""##), path: "t", .value(.fontFamily(["Arial Narrow", "sans-serif"])),
        warnings: legacyString, strict: legacyString),
    FormCase(
        "fontFamily quoted name", legacy("fontFamily", ##""'Noto Sans'""##), path: "t", .value(.fontFamily(["Noto Sans"])), warnings: legacyString,
        strict: legacyString),
    FormCase(
        "fontFamily with an apostrophe", legacy("fontFamily", ##""Kid's Font""##), path: "t", .value(.fontFamily(["Kid's Font"])), warnings: legacyOnly,
        strict: legacyOnly),
    FormCase(
        "fontFamily array", legacy("fontFamily", ##"["Fira Sans", "sans-serif"]"##), path: "t", .value(.fontFamily(["Fira Sans", "sans-serif"])),
        warnings: legacyOnly, strict: legacyOnly),
    FormCase("fontWeight number", legacy("fontWeight", "700"), path: "t", .value(.fontWeight(700)), warnings: legacyOnly, strict: legacyOnly),
    FormCase("fontWeight keyword", legacy("fontWeight", ##""bold""##), path: "t", .value(.fontWeight(700)), warnings: legacyOnly, strict: legacyOnly),
    FormCase("lineHeight", legacy("lineHeight", "1.5"), path: "t", .value(.number(1.5)), warnings: legacyMapped, strict: legacyMapped),
    FormCase(
        "letterSpacing", legacy("letterSpacing", ##""0.5px""##), path: "t", .value(.dimension(dim(0.5))), warnings: legacyMappedString, strict: legacyMappedString),
    FormCase(
        "letterSpacing percent", legacy("letterSpacing", ##""-1%""##), path: "t", .value(.dimension(dim(-0.01, .em))), warnings: legacyMappedString,
        strict: legacyMappedString),
    FormCase("number", legacy("number", "1.5"), path: "t", .value(.number(1.5)), warnings: legacyOnly, strict: legacyOnly),
    FormCase("opacity", legacy("opacity", "0.5"), path: "t", .value(.number(0.5)), warnings: legacyMapped, strict: legacyMapped),
    FormCase("fontStyle", legacy("fontStyle", ##""italic""##), path: "t", .value(.string("italic")), warnings: legacyMapped, strict: legacyMapped),
    FormCase("boolean", legacy("boolean", "true"), path: "t", .value(.boolean(true)), warnings: legacyMapped, strict: legacyMapped),
    FormCase(
        "duration", legacy("duration", ##""200ms""##), path: "t", .value(.duration(TokenDuration(200))), warnings: legacyString, strict: legacyString),
    FormCase(
        "cubicBezier array", legacy("cubicBezier", "[0, 0, 0.5, 1]"), path: "t", .value(.cubicBezier(CubicBezier(0, 0, 0.5, 1))), warnings: legacyOnly,
        strict: legacyOnly),
    FormCase(
        "strokeStyle keyword", legacy("strokeStyle", ##""dashed""##), path: "t", .value(.strokeStyle(.dashed, dashes: [], lineCap: .butt)),
        warnings: legacyOnly, strict: legacyOnly),
    FormCase(
        "strokeStyle object", legacy("strokeStyle", ##"{"dashArray": ["4px", "2px"], "lineCap": "round"}"##), path: "t",
        .value(.strokeStyle(.custom, dashes: [dim(4), dim(2)], lineCap: .round)), warnings: legacyString, strict: legacyString),
    FormCase(
        "typography", legacy("typography", ##"{"fontWeight": 700, "fontSize": "2rem", "lineHeight": 1.2, "fontFamily": "Fira Sans", "letterSpacing": "0px"}"##),
        path: "t", .value(.typography(fontFamily: ["Fira Sans"], fontSize: dim(2, .rem), fontWeight: 700, letterSpacing: dim(0), lineHeight: 1.2)),
        warnings: legacyString, strict: legacyString),
    FormCase(
        "typography lineHeight percent",
        legacy("typography", ##"{"fontWeight": 400, "fontSize": "16px", "lineHeight": "130%", "fontFamily": "Inter", "letterSpacing": "0px"}"##), path: "t",
        .value(.typography(fontFamily: ["Inter"], fontSize: dim(16), fontWeight: 400, letterSpacing: dim(0), lineHeight: 1.3)), warnings: legacyString,
        strict: legacyString),
    FormCase(
        "typography without letterSpacing", legacy("typography", ##"{"fontWeight": 400, "fontSize": "16px", "lineHeight": 1.5, "fontFamily": "Inter"}"##),
        path: "t", .value(.typography(fontFamily: ["Inter"], fontSize: dim(16), fontWeight: 400, letterSpacing: dim(0), lineHeight: 1.5)),
        warnings: legacyString, strict: legacyString),
    FormCase(
        "typography fontStyle",
        legacy(
            "typography", ##"{"fontStyle": "italic", "fontWeight": 400, "fontSize": "16px", "lineHeight": 1.5, "fontFamily": "Inter", "letterSpacing": "0px"}"##),
        path: "t", .value(.typography(fontFamily: ["Inter"], fontSize: dim(16), fontWeight: 400, letterSpacing: dim(0), lineHeight: 1.5)),
        warnings: legacyString, strict: legacyString
    ).with { $0.extensions = [##""fontStyle":"italic""##] },
    FormCase(
        "border", legacy("border", ##"{"width": "2px", "style": "solid", "color": "#000"}"##), path: "t", .value(border(0x000000, dim(2), .solid)),
        warnings: legacyString, strict: legacyString),
    FormCase(
        "shadow object", legacy("shadow", ##"{"offsetX": "1px", "offsetY": "2px", "blur": "4px", "spread": "0px", "color": "#00000033"}"##), path: "t",
        .value(.shadow([ShadowLayer(color: TokenColor(rgb: 0, alpha: 0x33 / 255), offsetX: dim(1), offsetY: dim(2), blur: dim(4), spread: dim(0))])),
        warnings: legacyString, strict: legacyString),
    FormCase(
        "shadow array",
        legacy(
            "shadow",
            ##"[{"offsetX": "0px", "offsetY": "1px", "blur": "2px", "spread": "0px", "color": "#000"}, {"offsetX": "0px", "offsetY": "4px", "blur": "8px", "spread": "1px", "color": "#000"}]"##
        ), path: "t",
        .value(
            .shadow([
                ShadowLayer(color: TokenColor(rgb: 0), offsetX: dim(0), offsetY: dim(1), blur: dim(2), spread: dim(0)),
                ShadowLayer(color: TokenColor(rgb: 0), offsetX: dim(0), offsetY: dim(4), blur: dim(8), spread: dim(1)),
            ])), warnings: legacyString, strict: legacyString),
    FormCase(
        "shadow DTCG inset", legacy("shadow", ##"{"offsetX": "1px", "offsetY": "2px", "blur": "4px", "spread": "0px", "color": "#000", "inset": true}"##), path: "t",
        .value(.shadow([ShadowLayer(color: TokenColor(rgb: 0), offsetX: dim(1), offsetY: dim(2), blur: dim(4), spread: dim(0), inset: true)])),
        warnings: legacyString, strict: legacyString),
    // Missing lengths are 0 and a missing color black, as the shorthand writes them.
    FormCase(
        "shadow type inset", shadowTyped("inset"), path: "t", .value(shadowLayer(inset: true)), warnings: legacyString, strict: ["legacy-format", "invalid-value"]),
    FormCase(
        "shadow type innerShadow", shadowTyped("innerShadow"), path: "t", .value(shadowLayer(inset: true)), warnings: legacyString,
        strict: ["legacy-format", "invalid-value"]),
    FormCase(
        "shadow type dropShadow", shadowTyped("dropShadow"), path: "t", .value(shadowLayer(inset: false)), warnings: legacyString,
        strict: ["legacy-format", "invalid-value"]),
    FormCase(
        "shadow type outset", shadowTyped("outset"), path: "t", .value(shadowLayer(inset: false)), warnings: legacyString,
        strict: ["legacy-format", "invalid-value"]),
    FormCase(
        "shadow without lengths", legacy("shadow", ##"{"offsetY": "2px", "color": "#00000033"}"##), path: "t",
        .value(.shadow([ShadowLayer(color: TokenColor(rgb: 0, alpha: 0x33 / 255), offsetX: dim(0), offsetY: dim(2), blur: dim(0), spread: dim(0))])),
        warnings: legacyString, strict: ["legacy-format", "invalid-value", "non-dtcg-value"]),
    FormCase(
        "shadow without color", legacy("shadow", ##"{"offsetX": "1px", "offsetY": "2px", "blur": "4px", "spread": "1px"}"##), path: "t",
        .value(.shadow([ShadowLayer(color: TokenColor(rgb: 0), offsetX: dim(1), offsetY: dim(2), blur: dim(4), spread: dim(1))])),
        warnings: legacyString, strict: ["legacy-format", "invalid-value"]),
    FormCase(
        "transition", legacy("transition", ##"{"duration": "200ms", "delay": "0ms", "timingFunction": [0.5, 0, 1, 1]}"##), path: "t",
        .value(.transition(TokenTransition(duration: TokenDuration(200), delay: TokenDuration(0), timingFunction: CubicBezier(0.5, 0, 1, 1)))),
        warnings: legacyString, strict: legacyString),
    FormCase(
        "transition without delay", legacy("transition", ##"{"duration": "200ms", "timingFunction": [0.5, 0, 1, 1]}"##), path: "t",
        .value(.transition(TokenTransition(duration: TokenDuration(200), delay: TokenDuration(0), timingFunction: CubicBezier(0.5, 0, 1, 1)))),
        warnings: legacyString, strict: ["legacy-format", "invalid-value"]),
    FormCase(
        "gradient", legacy("gradient", ##"[{"color": "#f00", "position": 0}, {"color": "#00f", "position": 1}]"##), path: "t",
        .value(.gradient([GradientStop(color: TokenColor(rgb: 0xff0000), position: 0), GradientStop(color: TokenColor(rgb: 0x0000ff), position: 1)])),
        warnings: legacyString, strict: legacyString),
    FormCase(
        "unknown type", legacy("brandColor", ##""#ff0000""##), path: "t", .value(rgb(0xff0000)),
        warnings: ["legacy-format", "non-dtcg-type", "non-dtcg-value", "unknown-type"], strict: ["legacy-format", "unknown-type"]),
    FormCase(
        "value object of a project's own shape", legacy("color", ##"{"light": "#000000", "dark": "#ffffff"}"##), path: "t", .leftOut("invalid-value"),
        warnings: ["legacy-format"], strict: ["legacy-format", "invalid-value"]),
    FormCase(
        "type of a project's own with an object value", legacy("modular-scale", ##"{"base": 16, "ratio": 1.25}"##), path: "t", .leftOut("$type modular-scale"),
        warnings: ["legacy-format", "unknown-type"], strict: ["legacy-format", "unknown-type"]),
    FormCase(
        "untyped color (v3 color category)", ##"{"color": {"red": {"value": "#ff0000"}}}"##, path: "color.red", .value(rgb(0xff0000)), warnings: legacyMappedString,
        strict: ["legacy-format", "type-undeterminable"]),
    FormCase(
        "untyped number", legacy(nil, "1.5"), path: "t", .value(.number(1.5)), warnings: legacyMapped, strict: ["legacy-format", "type-undeterminable"]),
    FormCase(
        "untyped text", legacy(nil, ##""hi""##), path: "t", .value(.string("hi")), warnings: legacyMapped, strict: ["legacy-format", "type-undeterminable"]),
    FormCase(
        "untyped array of strings", legacy(nil, ##"["Inter", "sans-serif"]"##), path: "t", .value(.fontFamily(["Inter", "sans-serif"])), warnings: legacyMapped,
        strict: ["legacy-format", "type-undeterminable"]),
    FormCase(
        "untyped array of 4 numbers", legacy(nil, "[0.4, 0, 0.2, 1]"), path: "t", .value(.cubicBezier(CubicBezier(0.4, 0, 0.2, 1))), warnings: legacyMapped,
        strict: ["legacy-format", "type-undeterminable"]),

    // Value syntax.
    FormCase(
        "reference {a.b}", ##"{"a": {"b": {"value": "4px", "type": "dimension"}}, "t": {"value": "{a.b}", "type": "dimension"}}"##, path: "t",
        .value(.dimension(dim(4))), warnings: legacyString, strict: legacyString),
    FormCase(
        "reference {a.b.value}", ##"{"a": {"b": {"value": "4px", "type": "dimension"}}, "t": {"value": "{a.b.value}"}}"##, path: "t", .value(.dimension(dim(4))),
        warnings: legacyString, strict: legacyString),
    FormCase(
        "reference {a.b.$value} (DTCG mode)",
        ##"{"a": {"b": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}, "t": {"$type": "dimension", "$value": "{a.b.$value}"}}"##, path: "t",
        .value(.dimension(dim(4))), warnings: [], strict: []),
    FormCase(
        "reference { a.b }", ##"{"a": {"b": {"value": "4px", "type": "dimension"}}, "t": {"value": "{ a.b }", "type": "dimension"}}"##, path: "t",
        .value(.dimension(dim(4))), warnings: legacyString, strict: legacyString),
    FormCase(
        "reference inside a composite",
        ##"{"w": {"value": "4px", "type": "dimension"}, "c": {"value": "#000", "type": "color"}, "t": {"value": {"width": "{w}", "style": "solid", "color": "{c.value}"}, "type": "border"}}"##,
        path: "t", .value(border(0x000000, dim(4), .solid)), warnings: legacyString, strict: legacyString),
    FormCase(
        "interpolation in text",
        ##"{"w": {"value": "4px", "type": "dimension"}, "c": {"value": "#000000", "type": "color"}, "t": {"value": "solid {w.value} {c.value}"}}"##, path: "t",
        .value(.string("solid 4px #000000")), warnings: legacyMappedString, strict: ["legacy-format", "non-dtcg-value", "type-undeterminable"]),
    FormCase(
        "interpolation in a typed value",
        ##"{"w": {"value": "4px", "type": "dimension"}, "c": {"value": "#000000", "type": "color"}, "t": {"value": "0 {w.value} {c.value}", "type": "shadow"}}"##,
        path: "t", .value(.shadow([ShadowLayer(color: TokenColor(rgb: 0), offsetX: dim(0), offsetY: dim(4), blur: dim(0), spread: dim(0))])),
        warnings: legacyString, strict: legacyString),
    FormCase(
        "reference to a group", ##"{"space": {"sm": {"value": "4px", "type": "dimension"}}, "t": {"value": "{space}", "type": "dimension"}}"##, path: "t",
        .leftOut("unknown-reference"), warnings: legacyString, strict: legacyString.union(["unknown-reference"])),
    FormCase(
        "broken reference", ##"{"t": {"value": "{nope.x}", "type": "color"}}"##, path: "t", .leftOut("unknown-reference"), warnings: legacyOnly,
        strict: ["legacy-format", "unknown-reference"]),
    FormCase(
        "circular reference", ##"{"t": {"value": "{u}", "type": "color"}, "u": {"value": "{t}", "type": "color"}}"##, path: "t", .leftOut("alias-cycle"),
        warnings: legacyOnly, strict: ["legacy-format", "alias-cycle"]),
    FormCase(
        "reference declared as another type",
        ##"{"size": {"value": "16px", "type": "dimension"}, "t": {"value": "{size}", "type": "number"}}"##, path: "t",
        .value(.dimension(dim(16))), warnings: legacyString.union(["type-contradiction"]), strict: legacyString.union(["type-mismatch"])),

    // Reserved and metadata properties.
    FormCase("comment", legacy("number", "1", extra: ##", "comment": "One""##), path: "t", .value(.number(1)), warnings: legacyOnly, strict: legacyOnly)
        .with { $0.tokenDescription = "One" },
    FormCase(
        "comment (DTCG mode)", ##"{"t": {"$type": "number", "$value": 1, "comment": "One"}}"##, path: "t", .value(.number(1)), warnings: ["non-dtcg-property"],
        strict: ["non-dtcg-property"]
    ).with {
        $0.tokenDescription = "One"
        $0.extensions = [##""org.tessera.metadata":{"comment":"One"}"##]
    },
    FormCase(
        "themeable", legacy("number", "1", extra: ##", "themeable": true"##), path: "t", .value(.number(1)), warnings: ["legacy-format", "non-dtcg-property"],
        strict: ["legacy-format", "non-dtcg-property"]
    ).with { $0.extensions = [##""themeable":true"##] },
    FormCase(
        "attributes", legacy("number", "1", extra: ##", "attributes": {"category": "size"}"##), path: "t", .value(.number(1)),
        warnings: ["legacy-format", "non-dtcg-property"], strict: ["legacy-format", "non-dtcg-property"]
    ).with { $0.extensions = [##""attributes":{"category":"size"}"##] },
    FormCase(
        "keys Style Dictionary adds", legacy("number", "1", extra: ##", "name": "custom", "path": ["t"], "filePath": "t.json", "isSource": true"##), path: "t",
        .value(.number(1)), warnings: ["legacy-format", "non-dtcg-property"], strict: ["legacy-format", "non-dtcg-property"]
    ).with { $0.extensions = [##""name":"custom""##, ##""filePath":"t.json""##] },
    FormCase(
        "deprecated (custom key)", legacy("number", "1", extra: ##", "deprecated": true"##), path: "t", .value(.number(1)),
        warnings: ["legacy-format", "non-dtcg-property"], strict: ["legacy-format", "non-dtcg-property"]
    ).with { $0.extensions = [##""deprecated":true"##] },
    FormCase("$deprecated", legacy("number", "1", extra: ##", "$deprecated": "use u""##), path: "t", .value(.number(1)), warnings: legacyOnly, strict: legacyOnly)
        .with { $0.deprecation = "use u" },
    FormCase(
        "$extensions", legacy("number", "1", extra: ##", "$extensions": {"com.example": {"x": 1}}"##), path: "t", .value(.number(1)), warnings: legacyOnly,
        strict: legacyOnly
    ).with { $0.extensions = [##""com.example":{"x":1}"##] },
    FormCase(
        "value null", ##"{"t": {"value": null}}"##, path: "t", .leftOut("type-undeterminable"), warnings: legacyOnly,
        strict: ["legacy-format", "type-undeterminable"]),
    FormCase(
        "type on a group (legacy file)", ##"{"g": {"type": "number", "t": {"value": 1}}}"##, path: "g.t", .value(.number(1)),
        warnings: ["legacy-format", "invalid-token", "non-dtcg-type"], strict: ["legacy-format", "invalid-token", "type-undeterminable"]),
    FormCase(
        "plain leaf in a group", ##"{"g": {"note": "x", "t": {"value": 1, "type": "number"}}}"##, path: "g.t", .value(.number(1)),
        warnings: ["legacy-format", "invalid-token"], strict: ["legacy-format", "invalid-token"]),
    FormCase(
        "$type on a group (DTCG mode)", ##"{"space": {"$type": "dimension", "sm": {"$value": {"value": 4, "unit": "px"}}}}"##, path: "space.sm",
        .value(.dimension(dim(4))), warnings: [], strict: []),
    FormCase(
        "group named value (DTCG mode)", ##"{"value": {"$type": "number", "$value": 1}, "type": {"$type": "number", "$value": 2}}"##, path: "value",
        .value(.number(1)), warnings: [], strict: []),

    // Files and structure.
    FormCase(
        "source order: the later file wins",
        files: [
            .init(name: "a.json", contents: ##"{"x": {"value": 1, "type": "number"}, "y": {"value": 5, "type": "number"}}"##),
            .init(name: "b.json", contents: ##"{"x": {"value": 2, "type": "number"}}"##),
        ], path: "x", .value(.number(2)), warnings: ["legacy-format", "token-collision"], strict: legacyOnly),
    FormCase(
        "a later file replaces the whole token",
        files: [
            .init(name: "a.json", contents: legacy("number", "1", extra: ##", "attributes": {"category": "size"}"##)),
            .init(name: "b.json", contents: legacy("number", "2")),
        ], path: "t", .value(.number(2)), warnings: ["legacy-format", "non-dtcg-property", "token-collision"], strict: ["legacy-format", "non-dtcg-property"]
    ).with { $0.noExtensions = true },
    FormCase(
        "folders do not prefix paths", files: [.init(name: "brand/color.json", contents: legacy("number", "3"))], path: "t", .value(.number(3)),
        warnings: legacyOnly, strict: legacyOnly
    ).with { $0.asFolder = true },
    FormCase(
        "any file extension", legacy("number", "3"), file: "tokens.txt", path: "t", .value(.number(3)), warnings: legacyOnly, strict: legacyOnly),
    FormCase(
        "JavaScript module", ##"export default { t: { value: 1, type: "number" } };"##, file: "tokens.js", path: "t", .unreadable("unreadable-source"),
        warnings: [], strict: ["unreadable-source"]),
    FormCase(
        "TypeScript module", ##"export default { t: { value: 1, type: "number" } } as const;"##, file: "tokens.ts", path: "t", .unreadable("unreadable-source"),
        warnings: [], strict: ["unreadable-source"]),
    // In a folder, the modules are named by one warning; the JSON files are read.
    FormCase(
        "a folder holding modules",
        files: [
            .init(name: "a.js", contents: "export default { a: { value: 1 } };"), .init(name: "b.ts", contents: "export default {};"),
            .init(name: "main.json", contents: ##"{"v": {"$type": "number", "$value": 2}}"##),
        ], path: "v", .value(.number(2)), warnings: ["unreadable-source"], strict: []
    ).with {
        $0.asFolder = true
        $0.counts = ["unreadable-source": 1]
    },
    FormCase(
        "a folder holding modules: references into them",
        files: [
            .init(name: "a.js", contents: "export default { a: { value: 1 } };"),
            .init(name: "main.json", contents: ##"{"t": {"$type": "number", "$value": "{a}"}, "u": {"$type": "number", "$value": "{b.c}"}}"##),
        ], path: "t", .leftOut("unknown-reference"), warnings: ["unreadable-source"], strict: ["unknown-reference"]
    ).with {
        $0.asFolder = true
        $0.counts = ["unreadable-source": 1, "unknown-reference": 1]
    },
]

extension Compatibility {
    @Suite("Style Dictionary forms")
    struct StyleDictionaryForms {
        @Test("Each form Style Dictionary documents reads as it means it", arguments: styleDictionaryForms)
        func form(_ c: FormCase) { #expect(throws: Never.self, "\(c.path): the row reads as documented in both modes") { try c.check() } }
    }
}
