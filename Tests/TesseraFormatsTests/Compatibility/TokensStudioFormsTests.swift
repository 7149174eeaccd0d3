import Tessera
import TesseraFormats
import TesseraTestSupport
import Testing

/// A Tokens Studio file in its W3C DTCG token format holding `others` (JSON members, or none)
/// and one token `t` of `type` with `value` (JSON text).
private func token(_ type: String, _ value: String, others: String = "", extra: String = "") -> String {
    let before = others.isEmpty ? "" : others + ", "
    return ##"{\##(before)"t": {"$type": "\##(type)", "$value": \##(value)\##(extra)}}"##
}

/// A color token holding `value` (JSON text), for the members of `token(_:_:others:extra:)`.
private func color(_ name: String, _ value: String) -> String { ##""\##(name)": {"$type": "color", "$value": "\##(value)"}"## }

/// A token `name` of `type` holding `value` (JSON text), for the members of `token(_:_:others:extra:)`.
private func member(_ name: String, _ type: String, _ value: String) -> String { ##""\##(name)": {"$type": "\##(type)", "$value": \##(value)}"## }

/// A color `t` aliasing `base` (#336699) with the Tokens Studio modifier `modify` (JSON text).
private func modified(_ modify: String, others: String = "") -> String {
    let rest = others.isEmpty ? "" : ", " + others
    return token("color", #""{base}""#, others: color("base", "#336699") + rest, extra: ##", "$extensions": {"studio.tokens": {"modify": \##(modify)}}"##)
}

private let string: Set<String> = ["non-dtcg-value"]
private let mapped: Set<String> = ["non-dtcg-type"]
private let mappedString: Set<String> = ["non-dtcg-type", "non-dtcg-value"]
private let text: Set<String> = ["type-contradiction"]
private let mappedText: Set<String> = ["non-dtcg-type", "type-contradiction"]
private let mappedTextStrict: Set<String> = ["non-dtcg-type", "invalid-value"]

/// A one-layer shadow.
private func layer(_ x: Double, _ y: Double, _ blur: Double, _ spread: Double, _ color: TokenColor, inset: Bool = false) -> ShadowLayer {
    ShadowLayer(color: color, offsetX: dim(x), offsetY: dim(y), blur: dim(blur), spread: dim(spread), inset: inset)
}

/// The shadow layer of Tokens Studio's box-shadow documentation: x 0, y 4, blur 10, spread 0, rgba(0,0,0,0.4).
private let docsShadow = ##"{"x": 0, "y": 4, "blur": 10, "spread": 0, "color": "rgba(0,0,0,0.4)", "type": "dropShadow"}"##

/// Font weight names (case and spaces ignored) and the weights they stand for, as Tokens Studio's
/// transforms map them (their table follows MDN's common weight names).
private let weightNames: [FormCase] = [
    ("Thin", 100), ("Hairline", 100), ("Extra Light", 200), ("ExtraLight", 200), ("Ultra Light", 200), ("Light", 300), ("Normal", 400), ("Regular", 400),
    ("Book", 400), ("Medium", 500), ("Semi Bold", 600), ("SemiBold", 600), ("Demi Bold", 600), ("Bold", 700), ("Extra Bold", 800), ("Ultra Bold", 800),
    ("Black", 900), ("Heavy", 900), ("Extra Black", 950), ("Ultra Black", 950), ("semibold", 600),
].map { name, weight in
    FormCase("fontWeights \(name)", token("fontWeights", ##""\##(name)""##), path: "t", .value(.fontWeight(weight)), warnings: mappedString, strict: mappedString)
}

// MARK: Exports

/// The sets of a folder export in the legacy format the plugin writes by default: `core` holds
/// the colors, `light` and `dark` the background, `brands/berry` and `brands/lime` the accent.
private let exportSets: [FormCase.File] = [
    .init(
        name: "core.json",
        contents: ##"{"color": {"white": {"value": "#ffffff", "type": "color"}, "black": {"value": "#000000", "type": "color"}, "blue": {"value": "#0000ff", "type": "color"}}}"##
    ),
    .init(name: "light.json", contents: ##"{"bg": {"value": "{color.white}", "type": "color"}}"##),
    .init(name: "dark.json", contents: ##"{"bg": {"value": "{color.black}", "type": "color"}}"##),
    .init(name: "brands/berry.json", contents: ##"{"accent": {"value": "{color.blue}", "type": "color"}}"##),
    .init(name: "brands/lime.json", contents: ##"{"accent": {"value": "#ff0000", "type": "color"}}"##),
]

/// `$themes` of the export: groups `mode` (light, dark) and `brand` (berry, lime), the first
/// theme with the `$figma*` keys the plugin adds, the second with the newer schema's keys.
private let groupedThemes = ##"""
    [{"id": "1", "name": "light", "group": "mode", "selectedTokenSets": {"core": "source", "light": "enabled", "dark": "disabled"},
      "$figmaStyleReferences": {"bg": "S:abc,"}, "$figmaVariableReferences": {"bg": "V:1"}, "$figmaCollectionId": "C:1", "$figmaModeId": "M:1"},
     {"id": "2", "name": "dark", "group": "mode", "selectedTokenSets": {"core": "source", "dark": "enabled", "light": "disabled"},
      "$extendsThemeId": "1", "$figmaParentCollectionId": "C:0"},
     {"id": "3", "name": "berry", "group": "brand", "selectedTokenSets": {"brands/berry": "enabled"}},
     {"id": "4", "name": "lime", "group": "brand", "selectedTokenSets": {"brands/lime": "enabled"}}]
    """##

private let exportMetadata = ##"{"tokenSetOrder": ["core", "light", "dark", "brands/berry", "brands/lime"], "tokenSetsData": {"core": {"isDynamic": false}}}"##

/// The folder export: its sets, `$themes.json` and `$metadata.json`.
private let folderExport = exportSets + [.init(name: "$themes.json", contents: groupedThemes), .init(name: "$metadata.json", contents: exportMetadata)]

/// The same export as one file: the sets as top-level keys beside `$themes` and `$metadata`.
private let singleFileExport: String = {
    let sets = exportSets.map { ##""\##($0.name.dropLast(5))": \##($0.contents)"## }.joined(separator: ", ")
    return ##"{\##(sets), "$themes": \##(groupedThemes), "$metadata": \##(exportMetadata)}"##
}()

/// Every set file is legacy, and every hex color a string.
private let exportWarnings: Set<String> = ["legacy-format", "non-dtcg-value"]

/// A `$themes` entry: theme `name` of `group` (none when `nil`) selecting `sets` (JSON members,
/// set name to status).
private func theme(_ name: String, group: String? = nil, _ sets: String) -> String {
    let grouped = group.map { ##", "group": "\##($0)""## } ?? ""
    return ##"{"id": "\##(name)", "name": "\##(name)"\##(grouped), "selectedTokenSets": {\##(sets)}}"##
}

/// Two sets `a` and `b` holding `x` (1 and 2) in a folder export with `$metadata` `order` and,
/// when given, the `$themes` entries `themes`.
private func twoSets(order: String, themes: [String]? = nil) -> [FormCase.File] {
    var files: [FormCase.File] = [
        .init(name: "a.json", contents: ##"{"x": {"$type": "number", "$value": 1}}"##), .init(name: "b.json", contents: ##"{"x": {"$type": "number", "$value": 2}}"##),
        .init(name: "$metadata.json", contents: ##"{"tokenSetOrder": \##(order)}"##),
    ]
    if let themes { files.append(.init(name: "$themes.json", contents: "[" + themes.joined(separator: ", ") + "]")) }
    return files
}

/// A folder export whose `core` set holds `pad`, `"{a} {b}"`, and `b`, and whose `density` themes
/// `compact` and `comfy` select sets giving `a` 4 and 8.
private let densityExport: [FormCase.File] = [
    .init(name: "core.json", contents: ##"{"pad": {"$type": "spacing", "$value": "{a} {b}"}, "b": {"$type": "spacing", "$value": "16"}}"##),
    .init(name: "compact.json", contents: ##"{"a": {"$type": "spacing", "$value": "4"}}"##),
    .init(name: "comfy.json", contents: ##"{"a": {"$type": "spacing", "$value": "8"}}"##),
    .init(
        name: "$themes.json",
        contents: "["
            + [theme("compact", group: "density", #""core": "enabled", "compact": "enabled""#), theme("comfy", group: "density", #""core": "enabled", "comfy": "enabled""#)]
            .joined(separator: ", ") + "]"),
]

/// Tokens Studio exports: the folder and the single file.
let tokensStudioExports: [FormCase] = [
    FormCase(
        "multi-file export: theme groups are axes", files: folderExport, path: "bg", .value(rgb(0x000000)), warnings: exportWarnings, strict: exportWarnings,
        input: ["mode": "dark"]
    )
    .with {
        $0.asFolder = true
        $0.axes = ["mode=light,dark", "brand=berry,lime"]
    },
    FormCase(
        "single-file export: top-level keys are sets", singleFileExport, path: "bg", .value(rgb(0x000000)), warnings: exportWarnings, strict: exportWarnings,
        input: ["mode": "dark"]
    )
    .with { $0.axes = ["mode=light,dark", "brand=berry,lime"] },
]

/// The rows of docs/compatibility.md's Tokens Studio section that Tessera reads as Tokens Studio
/// documents them.
let tokensStudioForms: [FormCase] =
    [
        // Colors.
        FormCase("color #rrggbb", token("color", ##""#ff0000""##), path: "t", .value(rgb(0xff0000)), warnings: string, strict: string),
        FormCase("color #rgb", token("color", ##""#f00""##), path: "t", .value(rgb(0xff0000)), warnings: string, strict: string),
        FormCase("color #rrggbbaa", token("color", ##""#ff000040""##), path: "t", .value(rgb(0xff0000, alpha: 0x40 / 255)), warnings: string, strict: string),
        FormCase("color rgb()", token("color", #""rgb(255, 0, 0)""#), path: "t", .value(rgb(0xff0000)), warnings: string, strict: string),
        FormCase("color rgba()", token("color", #""rgba(255, 0, 0, 0.5)""#), path: "t", .value(rgb(0xff0000, alpha: 0.5)), warnings: string, strict: string),
        FormCase(
            "color hsla()", token("color", #""hsla(120, 100%, 25%, 0.5)""#), path: "t",
            .declared(.colorLiteral(ColorLiteral(space: .hsl, components: [120, 100, 25], alpha: 0.5))), warnings: string, strict: string),
        FormCase(
            "color reference", token("color", #""{g}""#, others: color("g", "#ff0000")), path: "t", .value(rgb(0xff0000)), warnings: string, strict: string),
        FormCase(
            "rgba({ref}, 0.25)", token("color", #""rgba({black}, 0.25)""#, others: color("black", "#000000")), path: "t", .value(rgb(0x000000, alpha: 0.25)),
            warnings: string, strict: string),
        FormCase(
            "rgba({ref}, 50%)", token("color", #""rgba({c}, 50%)""#, others: color("c", "#336699")), path: "t", .value(rgb(0x336699, alpha: 0.5)), warnings: string,
            strict: string),
        FormCase(
            "rgba({ref}, a) over a color with alpha", token("color", #""rgba({c}, 0.25)""#, others: color("c", "#33669980")), path: "t",
            .value(rgb(0x336699, alpha: 0.25)), warnings: string, strict: string),
        FormCase(
            "color gradient", token("color", #""linear-gradient(45deg, #87CEEB 0%, #008000 100%)""#), path: "t",
            .value(.string("linear-gradient(45deg, #87CEEB 0%, #008000 100%)")), warnings: text, strict: ["invalid-value"]),
        FormCase(
            "color gradient with references", token("color", #""linear-gradient(90deg, {a} 0%, {b} 100%)""#, others: color("a", "#ff0000") + ", " + color("b", "#0000ff")),
            path: "t", .value(.string("linear-gradient(90deg, #ff0000 0%, #0000ff 100%)")), warnings: ["non-dtcg-value", "type-contradiction"],
            strict: ["non-dtcg-value", "invalid-value"]),

        // Dimensions and Tokens Studio's dimension types.
        FormCase("dimension px", token("dimension", #""4px""#), path: "t", .value(.dimension(dim(4))), warnings: string, strict: string),
        FormCase("dimension rem", token("dimension", #""1rem""#), path: "t", .value(.dimension(dim(1, .rem))), warnings: string, strict: string),
        FormCase("dimension negative", token("dimension", #""-4px""#), path: "t", .value(.dimension(dim(-4))), warnings: string, strict: string),
        FormCase("dimension unitless", token("dimension", "16"), path: "t", .value(.dimension(dim(16))), warnings: string, strict: string),
        FormCase("dimension unitless string", token("dimension", #""16""#), path: "t", .value(.dimension(dim(16))), warnings: string, strict: string),
        FormCase("dimension 0", token("dimension", #""0""#), path: "t", .value(.dimension(dim(0))), warnings: string, strict: string),
        FormCase("dimension %", token("dimension", #""50%""#), path: "t", .value(.dimension(dim(50, .percent))), warnings: string, strict: string),
        FormCase("dimension em", token("dimension", #""1em""#), path: "t", .value(.dimension(dim(1, .em))), warnings: string, strict: string),
        FormCase(
            "dimension with a space before the unit", token("dimension", #""16 px""#), path: "t", .leftOut("invalid-value"), warnings: [], strict: ["invalid-value"]),
        FormCase("spacing", token("spacing", #""8""#), path: "t", .value(.dimension(dim(8))), warnings: mappedString, strict: mappedString),
        FormCase("spacing negative", token("spacing", #""-8""#), path: "t", .value(.dimension(dim(-8))), warnings: mappedString, strict: mappedString),
        FormCase("spacing two values", token("spacing", #""8 16""#), path: "t", .value(.string("8px 16px")), warnings: mappedText, strict: mappedTextStrict),
        FormCase(
            "spacing four values with 0", token("spacing", #""0 8 4 2""#), path: "t", .value(.string("0 8px 4px 2px")), warnings: mappedText, strict: mappedTextStrict),
        FormCase(
            "spacing {a} {b}", token("spacing", #""{a} {b}""#, others: member("a", "spacing", #""4""#) + ", " + member("b", "spacing", #""8px""#)), path: "t",
            .value(.string("4px 8px")), warnings: ["non-dtcg-type", "non-dtcg-value", "type-contradiction"], strict: ["non-dtcg-type", "non-dtcg-value", "invalid-value"]),
        FormCase(
            "spacing {a} {b} per mode", files: densityExport, path: "pad", .value(.string("8px 16px")), warnings: ["non-dtcg-type", "non-dtcg-value", "type-contradiction"],
            strict: ["non-dtcg-type", "non-dtcg-value", "invalid-value"], input: ["density": "comfy"]
        ).with { $0.asFolder = true },
        FormCase("spacing AUTO", token("spacing", #""AUTO""#), path: "t", .value(.string("AUTO")), warnings: mappedText, strict: mappedTextStrict),
        FormCase("sizing", token("sizing", "24"), path: "t", .value(.dimension(dim(24))), warnings: mappedString, strict: mappedString),
        FormCase("sizing rem", token("sizing", #""1rem""#), path: "t", .value(.dimension(dim(1, .rem))), warnings: mappedString, strict: mappedString),
        FormCase("borderRadius", token("borderRadius", #""4""#), path: "t", .value(.dimension(dim(4))), warnings: mappedString, strict: mappedString),
        FormCase("borderRadius two values", token("borderRadius", #""8px 64px""#), path: "t", .value(.string("8px 64px")), warnings: mappedText, strict: mappedTextStrict),
        FormCase("borderWidth", token("borderWidth", #""1""#), path: "t", .value(.dimension(dim(1))), warnings: mappedString, strict: mappedString),
        FormCase(
            "borderWidth four values", token("borderWidth", #""1 2 0 2""#), path: "t", .value(.string("1px 2px 0 2px")), warnings: mappedText, strict: mappedTextStrict),

        // Numbers and opacity.
        FormCase("number", token("number", "1.25"), path: "t", .value(.number(1.25)), warnings: [], strict: []),
        FormCase("number string", token("number", #""1.25""#), path: "t", .value(.number(1.25)), warnings: string, strict: string),
        FormCase("number with a unit", token("number", #""16px""#), path: "t", .value(.dimension(dim(16))), warnings: text, strict: ["invalid-value"]),
        FormCase("opacity", token("opacity", "0.8"), path: "t", .value(.number(0.8)), warnings: mapped, strict: mapped),
        FormCase("opacity percent", token("opacity", #""80%""#), path: "t", .value(.number(0.8)), warnings: mappedString, strict: mappedString),

        // Shadows.
        FormCase(
            "boxShadow dropShadow", token("boxShadow", docsShadow), path: "t", .value(.shadow([layer(0, 4, 10, 0, TokenColor(rgb: 0, alpha: 0.4))])),
            warnings: mappedString, strict: mappedString),
        FormCase(
            "boxShadow innerShadow", token("boxShadow", "[" + docsShadow.replacingOccurrences(of: "dropShadow", with: "innerShadow") + "]"), path: "t",
            .value(.shadow([layer(0, 4, 10, 0, TokenColor(rgb: 0, alpha: 0.4), inset: true)])), warnings: mappedString, strict: mappedString),
        FormCase(
            "boxShadow layers",
            token(
                "boxShadow",
                ##"[{"x": "0", "y": "1", "blur": "2", "spread": "0", "color": "#000000", "type": "dropShadow"}, {"x": "0px", "y": "4px", "blur": "8px", "spread": "-2px", "color": "#00000080", "type": "dropShadow"}]"##
            ), path: "t", .value(.shadow([layer(0, 1, 2, 0, TokenColor(rgb: 0)), layer(0, 4, 8, -2, TokenColor(rgb: 0, alpha: 128 / 255))])), warnings: mappedString,
            strict: mappedString),
        FormCase(
            "boxShadow references and math in properties",
            token(
                "boxShadow", ##"{"x": 0, "y": "{y}", "blur": "{y} * 2", "spread": 0, "color": "rgba({c}, 0.5)", "type": "dropShadow"}"##,
                others: member("y", "dimension", #""4px""#) + ", " + color("c", "#000000")), path: "t", .value(.shadow([layer(0, 4, 8, 0, TokenColor(rgb: 0, alpha: 0.5))])),
            warnings: mappedString, strict: mappedString),
        FormCase(
            "boxShadow number token as a property",
            token(
                "boxShadow", ##"{"x": 0, "y": "{y}", "blur": 10, "spread": 0, "color": "#000000", "type": "dropShadow"}"##, others: member("y", "number", "4")),
            path: "t", .value(.shadow([layer(0, 4, 10, 0, TokenColor(rgb: 0))])), warnings: mappedString, strict: ["non-dtcg-type", "non-dtcg-value", "type-mismatch"]),
        FormCase(
            "boxShadow reference to a boxShadow", token("boxShadow", #""{s}""#, others: member("s", "boxShadow", docsShadow)), path: "t",
            .value(.shadow([layer(0, 4, 10, 0, TokenColor(rgb: 0, alpha: 0.4))])), warnings: mappedString, strict: mappedString),
        FormCase(
            "boxShadow blendMode", token("boxShadow", docsShadow.replacingOccurrences(of: "}", with: #", "blendMode": "multiply"}"#)), path: "t",
            .value(.shadow([layer(0, 4, 10, 0, TokenColor(rgb: 0, alpha: 0.4))])), warnings: mappedString, strict: mappedString
        ).with { $0.extensions = [##""blendMode":"multiply""##] },

        // Typography.
        FormCase(
            "typography",
            token(
                "typography",
                ##"{"fontFamily": "Inter", "fontWeight": "Bold Italic", "fontSize": "16", "lineHeight": "150%", "letterSpacing": "-1%", "paragraphSpacing": "0", "paragraphIndent": "0", "textCase": "none", "textDecoration": "none"}"##
            ), path: "t", .value(.typography(fontFamily: ["Inter"], fontSize: dim(16), fontWeight: 700, letterSpacing: dim(-0.01, .em), lineHeight: 1.5)),
            warnings: string, strict: string
        ).with {
            $0.extensions = [
                ##""fontStyle":"italic""##, ##""paragraphSpacing":"0""##, ##""paragraphIndent":"0""##, ##""textCase":"none""##, ##""textDecoration":"none""##,
            ]
        },
        FormCase(
            "typography with references to property tokens",
            token(
                "typography",
                ##"{"fontFamily": "{font.sans}", "fontWeight": "{fw}", "fontSize": "{fs}", "lineHeight": "{lh}", "letterSpacing": "{ls}"}"##,
                others: [
                    ##""font": {"sans": {"$type": "fontFamilies", "$value": "Inter, sans-serif"}}"##,
                    member("fw", "fontWeights", #""Bold""#), member("fs", "fontSizes", #""16""#), member("lh", "lineHeights", #""150%""#),
                    member("ls", "letterSpacing", #""-1%""#),
                ].joined(separator: ", ")), path: "t",
            .value(.typography(fontFamily: ["Inter", "sans-serif"], fontSize: dim(16), fontWeight: 700, letterSpacing: dim(-0.01, .em), lineHeight: 1.5)),
            warnings: mappedString, strict: mappedString),
        FormCase(
            "typography reference to a typography",
            token(
                "typography", #""{body}""#,
                others: member("body", "typography", ##"{"fontFamily": "Inter", "fontWeight": "Regular", "fontSize": "1rem", "lineHeight": "150%", "letterSpacing": "0"}"##)),
            path: "t", .value(.typography(fontFamily: ["Inter"], fontSize: dim(1, .rem), fontWeight: 400, letterSpacing: dim(0), lineHeight: 1.5)), warnings: string,
            strict: string),
        FormCase(
            "typography math in a property",
            token(
                "typography", ##"{"fontFamily": "Inter", "fontWeight": 400, "fontSize": "{fs} * 1.5", "lineHeight": "125%", "letterSpacing": "0"}"##,
                others: member("fs", "fontSizes", #""16""#)), path: "t",
            .value(.typography(fontFamily: ["Inter"], fontSize: dim(24), fontWeight: 400, letterSpacing: dim(0), lineHeight: 1.25)), warnings: mappedString,
            strict: mappedString),
        FormCase(
            "typography unitless letterSpacing",
            token("typography", ##"{"fontFamily": "Inter", "fontWeight": 400, "fontSize": "16px", "lineHeight": "150%", "letterSpacing": "2"}"##), path: "t",
            .value(.typography(fontFamily: ["Inter"], fontSize: dim(16), fontWeight: 400, letterSpacing: dim(2), lineHeight: 1.5)), warnings: string,
            strict: string),
        FormCase(
            "typography without letterSpacing", token("typography", ##"{"fontFamily": "Inter", "fontWeight": 400, "fontSize": "16px", "lineHeight": "150%"}"##),
            path: "t", .value(.typography(fontFamily: ["Inter"], fontSize: dim(16), fontWeight: 400, letterSpacing: dim(0), lineHeight: 1.5)), warnings: string,
            strict: string),

        // Font and text property tokens.
        FormCase(
            "fontFamilies list", token("fontFamilies", #""Inter, Helvetica, sans-serif""#), path: "t", .value(.fontFamily(["Inter", "Helvetica", "sans-serif"])),
            warnings: mappedString, strict: mappedString),
        FormCase(
            "fontFamilies one name", token("fontFamilies", #""Satoshi Variable""#), path: "t", .value(.fontFamily(["Satoshi Variable"])), warnings: mapped,
            strict: mapped),
        FormCase("fontWeights number", token("fontWeights", "400"), path: "t", .value(.fontWeight(400)), warnings: mapped, strict: mapped),
        FormCase("fontWeights numeric string", token("fontWeights", #""700""#), path: "t", .value(.fontWeight(700)), warnings: mappedString, strict: mappedString),
        FormCase(
            "fontWeights with a style", token("fontWeights", #""Semi Bold Italic""#), path: "t", .value(.fontWeight(600)), warnings: mappedString, strict: mappedString
        ).with { $0.extensions = [##""fontStyle":"italic""##] },
        FormCase(
            "fontWeights Oblique", token("fontWeights", #""Bold Oblique""#), path: "t", .value(.fontWeight(700)), warnings: mappedString, strict: mappedString
        ).with { $0.extensions = [##""fontStyle":"oblique""##] },
        FormCase(
            "fontWeights Italic alone", token("fontWeights", #""Italic""#), path: "t", .value(.fontWeight(400)), warnings: mappedString, strict: mappedString
        ).with { $0.extensions = [##""fontStyle":"italic""##] },
        FormCase("fontSizes", token("fontSizes", #""20""#), path: "t", .value(.dimension(dim(20))), warnings: mappedString, strict: mappedString),
        FormCase("fontSizes rem", token("fontSizes", #""1rem""#), path: "t", .value(.dimension(dim(1, .rem))), warnings: mappedString, strict: mappedString),
        FormCase("fontSizes em", token("fontSizes", #""1.5em""#), path: "t", .value(.dimension(dim(1.5, .em))), warnings: mappedString, strict: mappedString),
        FormCase("lineHeights percent", token("lineHeights", #""150%""#), path: "t", .value(.number(1.5)), warnings: mappedString, strict: mappedString),
        FormCase("lineHeights px", token("lineHeights", #""24px""#), path: "t", .value(.dimension(dim(24))), warnings: mappedText, strict: mappedTextStrict),
        FormCase("lineHeights normal", token("lineHeights", #""normal""#), path: "t", .value(.string("normal")), warnings: mappedText, strict: mappedTextStrict),
        FormCase("lineHeights AUTO", token("lineHeights", #""AUTO""#), path: "t", .value(.string("AUTO")), warnings: mappedText, strict: mappedTextStrict),
        FormCase("letterSpacing percent", token("letterSpacing", #""-2%""#), path: "t", .value(.dimension(dim(-0.02, .em))), warnings: mappedString, strict: mappedString),
        FormCase("letterSpacing px", token("letterSpacing", #""1px""#), path: "t", .value(.dimension(dim(1))), warnings: mappedString, strict: mappedString),
        FormCase(
            "letterSpacing rem", token("letterSpacing", #""-0.25rem""#), path: "t", .value(.dimension(dim(-0.25, .rem))), warnings: mappedString, strict: mappedString),
        FormCase("letterSpacing unitless", token("letterSpacing", #""2""#), path: "t", .value(.dimension(dim(2))), warnings: mappedString, strict: mappedString),
        FormCase("letterSpacing em", token("letterSpacing", #""0.1em""#), path: "t", .value(.dimension(dim(0.1, .em))), warnings: mappedString, strict: mappedString),
        FormCase("paragraphSpacing", token("paragraphSpacing", #""8px""#), path: "t", .value(.dimension(dim(8))), warnings: mappedString, strict: mappedString),
        FormCase("paragraphSpacing unitless", token("paragraphSpacing", #""12""#), path: "t", .value(.dimension(dim(12))), warnings: mappedString, strict: mappedString),
        FormCase("paragraphIndent", token("paragraphIndent", #""16""#), path: "t", .value(.dimension(dim(16))), warnings: mappedString, strict: mappedString),
        FormCase("paragraphIndent as dimension", token("dimension", #""0px""#), path: "t", .value(.dimension(dim(0))), warnings: string, strict: string),
        FormCase("textCase", token("textCase", #""uppercase""#), path: "t", .value(.string("uppercase")), warnings: mapped, strict: mapped)
            .with { $0.extensions = [##""org.tessera.cssText":true"##] },
        FormCase("textCase null", token("textCase", #""null""#), path: "t", .value(.string("null")), warnings: mapped, strict: mapped),
        FormCase("textCase small_caps", token("textCase", #""small_caps""#), path: "t", .value(.string("small_caps")), warnings: mapped, strict: mapped),
        FormCase("textDecoration", token("textDecoration", #""underline""#), path: "t", .value(.string("underline")), warnings: mapped, strict: mapped)
            .with { $0.extensions = [##""org.tessera.cssText":true"##] },
        FormCase("textDecoration line-through", token("textDecoration", #""line-through""#), path: "t", .value(.string("line-through")), warnings: mapped, strict: mapped),
        FormCase(
            "textDecoration strike-through", token("textDecoration", #""strike-through""#), path: "t", .value(.string("strike-through")), warnings: mapped, strict: mapped),

        // The other types.
        FormCase(
            "composition", token("composition", ##"{"paddingTop": "8", "borderRadius": "4"}"##), path: "t", .leftOut("$type composition"),
            warnings: ["unsupported-type"], strict: ["unsupported-type"]),
        FormCase("text", token("text", #""👋 Welcome back""#), path: "t", .value(.string("👋 Welcome back")), warnings: mapped, strict: mapped),
        FormCase(
            "text with a reference", token("text", #""Hi {name}!""#, others: member("name", "text", #""Ada""#)), path: "t", .value(.string("Hi Ada!")), warnings: mapped,
            strict: mapped),
        FormCase("other", token("other", #""1.618""#), path: "t", .value(.string("1.618")), warnings: mapped, strict: mapped),
        FormCase(
            "other number", token("other", "1.618"), path: "t", .value(.string("1.618")), warnings: mappedString, strict: ["non-dtcg-type", "invalid-value"]),
        FormCase("boolean", token("boolean", "true"), path: "t", .value(.boolean(true)), warnings: mapped, strict: mapped),
        FormCase("boolean string", token("boolean", #""false""#), path: "t", .value(.boolean(false)), warnings: mappedString, strict: mappedString),
        FormCase(
            "asset", token("asset", #""https://example.com/hero.png""#), path: "t", .value(.string("https://example.com/hero.png")), warnings: mapped, strict: mapped),
        FormCase("fontStyle", token("fontStyle", #""italic""#), path: "t", .value(.string("italic")), warnings: mapped, strict: mapped),
        FormCase(
            "border", token("border", ##"{"color": "{blue}", "width": "2", "style": "solid"}"##, others: color("blue", "#0000ff")), path: "t",
            .value(border(0x0000ff, dim(2), .solid)), warnings: string, strict: string),
        FormCase(
            "border dashed", token("border", ##"{"color": "#000000", "width": "1px", "style": "dashed"}"##), path: "t", .value(border(0x000000, dim(1), .dashed)),
            warnings: string, strict: string),
        FormCase(
            "border style double", token("border", ##"{"color": "#000000", "width": 2, "style": "double"}"##), path: "t", .value(border(0x000000, dim(2), .double)),
            warnings: string, strict: string),
        FormCase(
            "border width a number token, beside a Tokens Studio type",
            token(
                "border", ##"{"color": "#000000", "width": "{w}", "style": "solid"}"##,
                others: member("w", "number", "2") + ", " + member("gap", "spacing", #""4""#)), path: "t", .value(border(0x000000, dim(2), .solid)),
            warnings: mappedString, strict: ["non-dtcg-type", "non-dtcg-value", "type-mismatch"]),
        FormCase(
            "border reference to a border", token("border", #""{b}""#, others: member("b", "border", ##"{"color": "#000000", "width": "1px", "style": "dotted"}"##)),
            path: "t", .value(border(0x000000, dim(1), .dotted)), warnings: string, strict: string),

        // References and math.
        FormCase(
            "reference {a.b}", token("spacing", #""{space.sm}""#, others: #""space": {"sm": {"$type": "spacing", "$value": "4"}}"#), path: "t",
            .value(.dimension(dim(4))), warnings: mappedString, strict: mappedString),
        FormCase(
            "reference to a multi-value token", token("borderRadius", #""{r}""#, others: member("r", "borderRadius", #""4 8""#)), path: "t", .value(.string("4px 8px")),
            warnings: mappedText, strict: ["non-dtcg-type", "invalid-value", "unresolved-dependency"]),
        FormCase(
            "math {a} * 2", token("dimension", #""{s} * 2""#, others: member("s", "dimension", #""4px""#)), path: "t", .value(.dimension(dim(8))), warnings: string,
            strict: string),
        FormCase("math (8 * 8)", token("spacing", #""(8 * 8)""#), path: "t", .value(.dimension(dim(64))), warnings: mappedString, strict: mappedString),
        FormCase("math 8*8", token("dimension", #""8*8""#), path: "t", .value(.dimension(dim(64))), warnings: string, strict: string),
        FormCase(
            "math {a} + {b}", token("borderRadius", #""{a} + {b}""#, others: member("a", "borderRadius", #""4""#) + ", " + member("b", "borderRadius", #""2""#)),
            path: "t", .value(.dimension(dim(6))), warnings: mappedString, strict: mappedString),
        FormCase("math on numbers", token("number", #""4 * 7""#), path: "t", .value(.number(28)), warnings: string, strict: string),
        FormCase(
            "math roundTo", token("sizing", #""roundTo({s} * 1.33, 0)""#, others: member("s", "sizing", #""2""#)), path: "t", .value(.dimension(dim(3))),
            warnings: mappedString, strict: mappedString),
        FormCase("math min", token("dimension", #""min(4, 8)""#), path: "t", .value(.dimension(dim(4))), warnings: string, strict: string),
        FormCase("math max", token("dimension", #""max(4px, 8px)""#), path: "t", .value(.dimension(dim(8))), warnings: string, strict: string),
        FormCase("math floor", token("dimension", #""floor(4.6)""#), path: "t", .value(.dimension(dim(4))), warnings: string, strict: string),
        FormCase("math ceil", token("dimension", #""ceil(4.2)""#), path: "t", .value(.dimension(dim(5))), warnings: string, strict: string),
        FormCase("math round", token("dimension", #""round(4.5)""#), path: "t", .value(.dimension(dim(5))), warnings: string, strict: string),
        FormCase("math abs", token("dimension", #""abs(-4)""#), path: "t", .value(.dimension(dim(4))), warnings: string, strict: string),
        FormCase(
            "math {px} / {base} * 1rem", token("dimension", #""{px} / {base} * 1rem""#, others: member("px", "number", "48") + ", " + member("base", "number", "16")),
            path: "t", .value(.dimension(dim(3, .rem))), warnings: string, strict: string),
        FormCase("math 4em + 7em", token("dimension", #""4em + 7em""#), path: "t", .value(.dimension(dim(11, .em))), warnings: string, strict: string),
        FormCase("math 4px * 7", token("dimension", #""4px * 7""#), path: "t", .value(.dimension(dim(28))), warnings: string, strict: string),
        FormCase(
            "math mixing rem and px", token("dimension", #""1.5rem + 2px""#), path: "t", .leftOut("unevaluable-math"), warnings: ["non-dtcg-value", "unevaluable-math"],
            strict: ["non-dtcg-value"]),
        FormCase(
            "math with a multi-value token", token("spacing", #""{pad} * 2""#, others: member("pad", "spacing", #""8 16""#)), path: "t", .leftOut("type-mismatch"),
            warnings: ["non-dtcg-type", "non-dtcg-value", "type-contradiction"],
            strict: ["non-dtcg-type", "non-dtcg-value", "invalid-value", "unresolved-dependency"]),

        // Color modifiers.
        FormCase(
            "modify lighten srgb", modified(##"{"type": "lighten", "value": "0.5", "space": "srgb"}"##), path: "t", .value(.color(TokenColor(red: 0.6, green: 0.7, blue: 0.8))),
            warnings: string, strict: string
        ).with { $0.noExtensions = true },
        FormCase(
            "modify darken srgb", modified(##"{"type": "darken", "value": "0.2", "space": "srgb"}"##), path: "t",
            .value(.color(TokenColor(red: 0.16, green: 0.32, blue: 0.48))), warnings: string, strict: string),
        FormCase(
            "modify mix srgb", modified(##"{"type": "mix", "value": "0.5", "space": "srgb", "color": "#ffffff"}"##), path: "t",
            .value(.color(TokenColor(red: 0.6, green: 0.7, blue: 0.8))), warnings: string, strict: string),
        FormCase(
            "modify mix with a color reference", modified(##"{"type": "mix", "value": "0.5", "space": "srgb", "color": "{white}"}"##, others: color("white", "#ffffff")),
            path: "t", .value(.color(TokenColor(red: 0.6, green: 0.7, blue: 0.8))), warnings: string, strict: string),
        FormCase(
            "modify alpha", modified(##"{"type": "alpha", "value": "0.4", "space": "srgb"}"##), path: "t", .value(rgb(0x336699, alpha: 0.4)), warnings: string,
            strict: string),
        FormCase(
            "modify lighten hsl", modified(##"{"type": "lighten", "value": "0.2", "space": "hsl"}"##), path: "t",
            .value(.color(TokenColor(red: 0.28, green: 0.52, blue: 0.76))), warnings: string, strict: string),
        FormCase(
            "modify lighten lch", modified(##"{"type": "lighten", "value": "0.5", "space": "lch"}"##), path: "t",
            .value(.color(TokenColor(red: 0.61125951, green: 0.68716442, blue: 0.79758813))), warnings: string, strict: string),
        FormCase(
            "modify darken p3", modified(##"{"type": "darken", "value": "0.5", "space": "p3"}"##), path: "t",
            .value(.color(TokenColor(red: 0.10164136, green: 0.20006961, blue: 0.30019702))), warnings: string, strict: string),
        FormCase(
            "modify value as a reference", modified(##"{"type": "lighten", "value": "{amount}", "space": "srgb"}"##, others: member("amount", "number", "0.5")), path: "t",
            .value(.color(TokenColor(red: 0.6, green: 0.7, blue: 0.8))), warnings: string, strict: string),
        FormCase(
            "modify value as math", modified(##"{"type": "lighten", "value": "{amount} * 0.4", "space": "srgb"}"##, others: member("amount", "number", "0.5")),
            path: "t", .value(.color(TokenColor(red: 0.36, green: 0.52, blue: 0.68))), warnings: string, strict: string),
        FormCase(
            "modify type and space by reference",
            modified(##"{"type": "{kind}", "value": "0.2", "space": "{space}"}"##, others: member("kind", "other", #""lighten""#) + ", " + member("space", "other", #""hsl""#)),
            path: "t", .value(.color(TokenColor(red: 0.28, green: 0.52, blue: 0.76))), warnings: mappedString, strict: mappedString),
        FormCase(
            "modify format", modified(##"{"type": "lighten", "value": "0.5", "space": "srgb", "format": "hsl"}"##), path: "t",
            .value(.color(TokenColor(red: 0.6, green: 0.7, blue: 0.8))), warnings: string, strict: string),

        // Keys and metadata.
        FormCase(
            "legacy format", ##"{"t": {"value": "8", "type": "spacing", "description": "Gap"}}"##, path: "t", .value(.dimension(dim(8))),
            warnings: ["legacy-format", "non-dtcg-type", "non-dtcg-value"], strict: ["legacy-format", "non-dtcg-type", "non-dtcg-value"]
        ).with { $0.tokenDescription = "Gap" },
        FormCase("$description", token("spacing", #""8""#, extra: #", "$description": "Gap""#), path: "t", .value(.dimension(dim(8))), warnings: mappedString, strict: mappedString)
            .with { $0.tokenDescription = "Gap" },
        FormCase(
            "$extensions studio.tokens id and originalType",
            token("dimension", #""8px""#, extra: ##", "$extensions": {"studio.tokens": {"id": "abc-123", "originalType": "spacing"}, "com.example": {"x": 1}}"##),
            path: "t", .value(.dimension(dim(8))), warnings: string, strict: string
        ).with { $0.extensions = [##""studio.tokens":{"id":"abc-123","originalType":"spacing"}"##, ##""com.example":{"x":1}"##] },
        FormCase(
            "$type on a group", ##"{"space": {"$type": "spacing", "sm": {"$value": "4"}}}"##, path: "space.sm", .value(.dimension(dim(4))), warnings: mappedString,
            strict: mappedString),

        // Exports and sets.
        FormCase(
            "multi-file export: a theme's sets in another context", files: folderExport, path: "bg", .value(rgb(0xffffff)), warnings: exportWarnings,
            strict: exportWarnings, input: ["mode": "light"]
        ).with { $0.asFolder = true },
        FormCase(
            "multi-file export: set names from paths", files: folderExport, path: "accent", .value(rgb(0xff0000)), warnings: exportWarnings, strict: exportWarnings,
            input: ["mode": "dark", "brand": "lime"]
        ).with { $0.asFolder = true },
        FormCase(
            "multi-file export: references across sets", files: folderExport, path: "accent", .value(rgb(0x0000ff)), warnings: exportWarnings, strict: exportWarnings,
            input: ["brand": "berry"]
        ).with { $0.asFolder = true },
        FormCase(
            "single-file export: references across sets", singleFileExport, path: "accent", .value(rgb(0x0000ff)), warnings: exportWarnings, strict: exportWarnings,
            input: ["brand": "berry"]),
        FormCase(
            "legacy unitless dimension in an export",
            files: [
                .init(name: "core.json", contents: ##"{"size": {"value": "16", "type": "dimension"}}"##),
                .init(name: "$metadata.json", contents: ##"{"tokenSetOrder": ["core"]}"##),
            ],
            path: "size", .value(.dimension(dim(16))), warnings: ["legacy-format", "non-dtcg-value"], strict: ["legacy-format", "non-dtcg-value"]
        ).with { $0.asFolder = true },
        FormCase(
            "border width a number token, in an export with DTCG type names only",
            files: [
                .init(
                    name: "core.json",
                    contents: ##"{"w": {"$type": "number", "$value": 2}, "t": {"$type": "border", "$value": {"color": "#000000", "width": "{w}", "style": "solid"}}}"##),
                .init(name: "$metadata.json", contents: ##"{"tokenSetOrder": ["core"]}"##),
            ],
            path: "t", .value(border(0x000000, dim(2), .solid)), warnings: ["non-dtcg-value"], strict: ["non-dtcg-value", "type-mismatch"]
        ).with { $0.asFolder = true },
        FormCase(
            "tokenSetOrder: the last set wins", files: twoSets(order: #"["b", "a"]"#), path: "x", .value(.number(1)), warnings: [], strict: []
        ).with { $0.asFolder = true },
        FormCase(
            "themes without a group are themes",
            files: twoSets(order: #"["a", "b"]"#, themes: [theme("one", #""a": "enabled""#), theme("two", #""a": "enabled", "b": "enabled""#)]),
            path: "x", .value(.number(2)), warnings: [], strict: []
        ).with {
            $0.asFolder = true
            $0.theme = "two"
            $0.themes = ["one", "two"]
            $0.axes = []
        },
        FormCase(
            "themes with and without a group",
            files: twoSets(
                order: #"["a", "b"]"#,
                themes: [theme("one", group: "g", #""a": "enabled""#), theme("two", group: "g", #""a": "enabled""#), theme("extra", #""b": "enabled""#)]),
            path: "x", .value(.number(2)), warnings: [], strict: []
        ).with {
            $0.asFolder = true
            $0.theme = "extra"
            $0.themes = ["extra"]
            $0.axes = ["g=one,two"]
        },
        FormCase(
            "disabled set",
            files: twoSets(
                order: #"["a", "b"]"#, themes: [theme("one", group: "g", #""a": "enabled", "b": "disabled""#), theme("two", group: "g", #""a": "enabled", "b": "enabled""#)]),
            path: "x", .value(.number(1)), warnings: [], strict: [], input: ["g": "one"]
        ).with { $0.asFolder = true },
        FormCase(
            "a set no theme selects", files: twoSets(order: #"["a", "b"]"#, themes: [theme("one", #""a": "enabled""#)]),
            path: "x", .value(.number(1)), warnings: ["unused-set"], strict: []
        ).with { $0.asFolder = true },
    ] + weightNames

extension Compatibility {
    @Suite("Tokens Studio forms")
    struct TokensStudioForms {
        @Test("Each form Tokens Studio documents reads as it means it", arguments: tokensStudioForms + tokensStudioExports)
        func form(_ c: FormCase) { #expect(throws: Never.self, "\(c.path): the row reads as documented in both modes") { try c.check() } }

        @Test("A Tokens Studio export's first diagnostic is a tool-convention note saying how it was read", arguments: tokensStudioExports)
        func conventionNote(_ c: FormCase) throws {
            let first = try #require(c.read(.compatible).diagnostics.sortedByPosition().first)
            #expect(first.ruleID == "tool-convention" && first.severity == .note, "\(first)")
            #expect(first.message.contains("a Tokens Studio export: 5 token sets"), "\(first.message)")
        }
    }
}
