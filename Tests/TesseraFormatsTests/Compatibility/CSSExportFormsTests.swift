import Foundation
import Tessera
import TesseraFormats
import TesseraTestSupport
import Testing

/// A legacy Style Dictionary file holding `others` (JSON members, or none) and one token `t`
/// of `type` with `value` (JSON text).
private func legacy(_ type: String, _ value: String, others: String = "") -> String {
    let before = others.isEmpty ? "" : others + ", "
    return ##"{\##(before)"t": {"value": \##(value), "type": "\##(type)"}}"##
}

/// A DTCG-keyed file (Tokens Studio's W3C format, Terrazzo's) holding `others` and one token
/// `t` of `type` with `value` (JSON text).
private func token(_ type: String, _ value: String, others: String = "") -> String {
    let before = others.isEmpty ? "" : others + ", "
    return ##"{\##(before)"t": {"$type": "\##(type)", "$value": \##(value)}}"##
}

/// A DTCG dimension object in px.
private func px(_ value: Double) -> String { ##"{"value": \##(value), "unit": "px"}"## }

/// Inter at 16px, line height 1.5, letter spacing 0, at `weight`.
private func inter(_ weight: Double, letterSpacing: Double = 0) -> ResolvedValue {
    .typography(fontFamily: ["Inter"], fontSize: dim(16), fontWeight: weight, letterSpacing: dim(letterSpacing, letterSpacing == 0 ? .px : .em), lineHeight: 1.5)
}

private let legacyString: Set<String> = ["legacy-format", "non-dtcg-value"]
private let legacyMapped: Set<String> = ["legacy-format", "non-dtcg-type"]
private let string: Set<String> = ["non-dtcg-value"]
private let mapped: Set<String> = ["non-dtcg-type"]
private let mappedString: Set<String> = ["non-dtcg-type", "non-dtcg-value"]

/// A row's form and the declaration Tessera's CSS export writes for its token `t`.
struct CSSFormCase: Sendable, CustomTestStringConvertible {
    var form: FormCase
    /// The whole declaration of `--t` in `:root`.
    ///
    /// Worked out by hand from the tool's transform (Style Dictionary's `asset/url`,
    /// `html/icon`, `typography/css/shorthand`; Terrazzo's `transformLink` and
    /// `generateShorthand`), with Tessera's own decisions where the row says so: a family
    /// name is always quoted, and each token is one custom property.
    var declaration: String

    var testDescription: String { form.name }

    init(_ form: FormCase, _ declaration: String) {
        self.form = form
        self.declaration = declaration
    }
}

/// The (formerly pending, CSS) rows of docs/compatibility.md: forms whose value Tessera reads
/// as the tool does, and whose CSS the tool writes in a form of its own.
let cssExportForms: [CSSFormCase] = [
    // Style Dictionary: `asset/url`, `html/icon`, `typography/css/shorthand` (the css group).
    CSSFormCase(
        FormCase("css: asset", legacy("asset", #""img/logo.svg""#), path: "t", .value(.string("img/logo.svg")), warnings: legacyMapped, strict: legacyMapped)
            .with { $0.extensions = [#""org.tessera.cssText":"url""#] },
        #"--t: url("img/logo.svg");"#),
    // `asset/url` escapes a double quote with a backslash.
    CSSFormCase(
        FormCase("css: asset with a quote", legacy("asset", #""img/a\"b.svg""#), path: "t", .value(.string(#"img/a"b.svg"#)), warnings: legacyMapped, strict: legacyMapped),
        #"--t: url("img/a\"b.svg");"#),
    // A reference resolves to its target's transformed value.
    CSSFormCase(
        FormCase(
            "css: reference to an asset", legacy("asset", #""{a}""#, others: #""a": {"value": "img/logo.svg", "type": "asset"}"#), path: "t",
            .value(.string("img/logo.svg")), warnings: legacyMapped, strict: legacyMapped),
        #"--t: url("img/logo.svg");"#),
    CSSFormCase(
        FormCase("css: html", legacy("html", #""&#xE001;""#), path: "t", .value(.string("&#xE001;")), warnings: legacyMapped, strict: legacyMapped)
            .with { $0.extensions = [#""org.tessera.cssText":"html""#] },
        #"--t: '\E001';"#),
    // Text beside a reference stays in the string (`html/icon` leaves it bare); the space
    // that ends the escape comes before the one written.
    CSSFormCase(
        FormCase("css: html with text", legacy("html", #""&#xE001; Save""#), path: "t", .value(.string("&#xE001; Save")), warnings: legacyMapped, strict: legacyMapped),
        #"--t: '\E001  Save';"#),
    CSSFormCase(
        FormCase(
            "css: typography fontStyle",
            legacy("typography", ##"{"fontStyle": "italic", "fontWeight": 400, "fontSize": "16px", "lineHeight": 1.5, "fontFamily": "Inter", "letterSpacing": "0px"}"##),
            path: "t", .value(inter(400)), warnings: legacyString, strict: legacyString),
        #"--t: italic 400 16px/1.5 "Inter";"#),
    CSSFormCase(
        FormCase(
            "css: typography fontVariant and fontWidth",
            legacy(
                "typography",
                ##"{"fontStyle": "italic", "fontVariant": "small-caps", "fontWidth": "condensed", "fontWeight": 700, "fontSize": "16px", "lineHeight": 1.5, "fontFamily": "Inter", "letterSpacing": "0px"}"##
            ), path: "t", .value(inter(700)), warnings: legacyString, strict: legacyString),
        #"--t: italic small-caps 700 condensed 16px/1.5 "Inter";"#),
    // A variant `font` does not take (`all-small-caps`) would void the shorthand: left out.
    CSSFormCase(
        FormCase(
            "css: typography fontVariant font does not take",
            legacy(
                "typography",
                ##"{"fontVariant": "all-small-caps", "fontWeight": 400, "fontSize": "16px", "lineHeight": 1.5, "fontFamily": "Inter", "letterSpacing": "0px"}"##),
            path: "t", .value(inter(400)), warnings: legacyString, strict: legacyString),
        #"--t: 400 16px/1.5 "Inter";"#),

    // Tokens Studio: sd-transforms 2 adds Style Dictionary's css transforms (`withSDBuiltins`),
    // and its `tokens-studio` preprocessor splits the style out of a weight (`add-font-styles`).
    CSSFormCase(
        FormCase(
            "css: Tokens Studio typography",
            token(
                "typography",
                ##"{"fontFamily": "Inter", "fontWeight": "Bold Italic", "fontSize": "16", "lineHeight": "150%", "letterSpacing": "-1%", "paragraphSpacing": "0", "paragraphIndent": "0", "textCase": "none", "textDecoration": "none"}"##
            ), path: "t", .value(inter(700, letterSpacing: -0.01)), warnings: string, strict: string),
        #"--t: italic 700 16px/1.5 "Inter";"#),
    // One custom property per token: the weight, not sd-transforms' `weight` and `style` pair.
    CSSFormCase(
        FormCase("css: fontWeights with a style", token("fontWeights", #""Semi Bold Italic""#), path: "t", .value(.fontWeight(600)), warnings: mappedString, strict: mappedString)
            .with { $0.extensions = [#""fontStyle":"italic""#] },
        "--t: 600;"),
    CSSFormCase(
        FormCase(
            "css: Tokens Studio asset", token("asset", #""https://example.com/hero.png""#), path: "t", .value(.string("https://example.com/hero.png")), warnings: mapped,
            strict: mapped),
        #"--t: url("https://example.com/hero.png");"#),
    // `ts/size/px` gives `r` its pixels; `t` is `r`'s value.
    CSSFormCase(
        FormCase(
            "css: reference to a multi-value token", token("borderRadius", #""{r}""#, others: #""r": {"$type": "borderRadius", "$value": "4 8"}"#), path: "t",
            .value(.string("4px 8px")), warnings: ["non-dtcg-type", "type-contradiction"], strict: ["non-dtcg-type", "invalid-value", "unresolved-dependency"]),
        "--t: 4px 8px;"),

    // Terrazzo: plugin-css's `generateShorthand` puts style and variant before the weight.
    CSSFormCase(
        FormCase(
            "css: Terrazzo typography other text properties",
            token(
                "typography",
                ##"{"fontFamily": "Inter", "fontSize": \##(px(16)), "fontWeight": 400, "letterSpacing": \##(px(0)), "lineHeight": 1.5, "fontStyle": "italic", "fontVariant": "small-caps", "textTransform": "uppercase"}"##
            ), path: "t", .value(inter(400)), warnings: string, strict: string
        ).with { $0.extensions = [#""textTransform":"uppercase""#] },
        #"--t: italic small-caps 400 16px/1.5 "Inter";"#),
    CSSFormCase(
        FormCase("css: link", token("link", #""/icons/alert.svg""#), path: "t", .value(.string("/icons/alert.svg")), warnings: mapped, strict: mapped)
            .with { $0.extensions = [#""org.tessera.cssText":"url""#] },
        #"--t: url("/icons/alert.svg");"#),
]

extension Compatibility {
    @Suite("CSS export of tool forms")
    struct CSSExportForms {
        @Test("Each tool form's CSS declaration is the one the tool's CSS output writes", arguments: cssExportForms)
        func declaration(_ c: CSSFormCase) throws {
            try c.form.check()
            let css = try CSSExport(srgb: c.form.read(.compatible).theme).text()
            let declarations = css.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("--t:") }
            #expect(declarations == [c.declaration], "\(css)")
        }
    }
}
