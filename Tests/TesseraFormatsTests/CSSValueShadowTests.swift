import Tessera
import Testing

@testable import TesseraFormats

/// CSS `box-shadow` text read as DTCG shadow layers, references standing for lengths or the color.
@Suite("CSS value shadows")
struct CSSValueShadowTests {
    static func layer(
        _ color: TokenExpression, _ x: TokenExpression, _ y: TokenExpression, _ blur: TokenExpression = .px(0), _ spread: TokenExpression = .px(0), inset: Bool = false
    ) -> TokenExpression {
        .shadowLayer(ShadowLayerExpression(color: color, offsetX: x, offsetY: y, blur: blur, spread: spread, inset: inset))
    }

    static let black10 = TokenExpression.colorLiteral(ColorLiteral(space: .srgb, components: [0, 0, 0], alpha: 0.1))
    static let red = TokenExpression.colorLiteral(ColorLiteral(TokenColor(rgb: 0xFF0000)))
    static let black = TokenExpression.colorLiteral(ColorLiteral(TokenColor(rgb: 0x000000)))
    static func ref(_ path: TokenPath) -> TokenExpression { .alias(path) }
    static func rem(_ v: Double) -> TokenExpression { .dimension(TokenDimension(v, .rem)) }

    static let shadowsCases: [(String, [TokenExpression])] = [
        (
            "0 1px 2px 0 rgba(0,0,0,.1), inset 0 0 0 1px {color.border}",
            [layer(black10, .px(0), .px(1), .px(2), .px(0)), layer(ref("color.border"), .px(0), .px(0), .px(0), .px(1), inset: true)]
        ),
        ("0 4px 8px #000", [layer(black, .px(0), .px(4), .px(8))]),
        ("2px 3px red", [layer(red, .px(2), .px(3))]),
        ("red 2px 3px", [layer(red, .px(2), .px(3))]),
        ("-1px -2px 0 .5rem red", [layer(red, .px(-1), .px(-2), .px(0), rem(0.5))]),
        ("inset 2px 3px 4px 5px red", [layer(red, .px(2), .px(3), .px(4), .px(5), inset: true)]),
        ("2px 3px red inset", [layer(red, .px(2), .px(3), inset: true)]),
        ("red inset 2px 3px", [layer(red, .px(2), .px(3), inset: true)]),
        ("INSET 0 0 1px RED", [layer(red, .px(0), .px(0), .px(1), inset: true)]),
        ("0 0 0 1px transparent", [layer(.colorLiteral(ColorLiteral(space: .srgb, components: [0, 0, 0], alpha: 0)), .px(0), .px(0), .px(0), .px(1))]),
        // References in every length position, the color literal.
        ("{x} 1px red", [layer(red, ref("x"), .px(1))]),
        ("1px {y} red", [layer(red, .px(1), ref("y"))]),
        ("1px 2px {blur} red", [layer(red, .px(1), .px(2), ref("blur"))]),
        ("red 1px 2px 3px {spread}", [layer(red, .px(1), .px(2), .px(3), ref("spread"))]),
        // The color a reference: last after two or more others, else first.
        ("0 1px 2px {color.shadow}", [layer(ref("color.shadow"), .px(0), .px(1), .px(2))]),
        ("{color.shadow} 0 1px", [layer(ref("color.shadow"), .px(0), .px(1))]),
        ("inset {color.shadow} 0 1px 2px 3px", [layer(ref("color.shadow"), .px(0), .px(1), .px(2), .px(3), inset: true)]),
        ("{x} {y} {b} {s} {c}", [layer(ref("c"), ref("x"), ref("y"), ref("b"), ref("s"))]),
        ("{x} {y} {c}", [layer(ref("c"), ref("x"), ref("y"))]),
        ("{c} 1px {y} inset", [layer(ref("y"), ref("c"), .px(1), inset: true)]),
        ("rgba({color.black}, 0.2) 0 1px", [layer(.modified(base: ref("color.black"), modifier: ColorModifier(.alpha, amount: 0.2), mix: nil), .px(0), .px(1))]),
        // A whole layer that is a reference is an alias to a shadow token.
        ("{shadow.base}, inset 0 0 0 1px red", [ref("shadow.base"), layer(red, .px(0), .px(0), .px(0), .px(1), inset: true)]),
        ("{shadow.base}", [ref("shadow.base")]),
    ]

    @Test("Reads shadow layers", arguments: shadowsCases)
    func shadows(_ text: String, _ layers: [TokenExpression]) {
        #expect(CSSShadowString.parse(text) == .success(.shadow(layers)))
    }

    static let problemsCases: [(String, String, String)] = [
        ("0 1px 2px", "a shadow layer without a color", "0 1px 2px"),
        ("{a} {b}", "a shadow layer without a color", "{a} {b}"),
        ("red 1px, 1px 2px blue", "a shadow layer has two to four lengths (offsetX offsetY blur spread); this one has 1", "red 1px"),
        ("1px 2px 3px 4px 5px red", "a shadow layer has two to four lengths (offsetX offsetY blur spread); this one has 5", "1px 2px 3px 4px 5px red"),
        ("1px red 2px", "the lengths of a shadow layer are written together, the color and inset before or after them", "1px red 2px"),
        ("1px inset 2px red", "the lengths of a shadow layer are written together, the color and inset before or after them", "1px inset 2px red"),
        ("red 1px 2px blue", "a shadow layer has one color; this one has 2", "red 1px 2px blue"),
        ("inset 1px 2px red inset", "inset is written twice", "inset 1px 2px red inset"),
        ("1 2px red", "a length other than 0 needs a unit (px, rem, pt, em, %, dp, vw, vh)", "1"),
        ("1px 2px 3qx red", #"not a length: unit "qx" is unknown; units are px, rem, pt, em, %, dp, vw, vh"#, "3qx"),
        ("1px 2px foo red", "not a length, a color or inset", "foo"),
        ("1px 2px calc(1px + 1px) red", "not a length, a color or inset", "calc(1px + 1px)"),
        ("1px 2px 'red'", "not a length, a color or inset", #""red""#),
        ("1px 2px -3px red", "a shadow's blur cannot be negative", "-3px"),
        ("1px 2px currentcolor", "currentcolor is the color of the element being drawn; a token needs a color of its own", "currentcolor"),
        ("none", "none is no shadow at all; a shadow token has at least one layer", "none"),
    ]

    @Test("Reports the layer or component to blame", arguments: problemsCases)
    func problems(_ text: String, _ message: String, _ component: String) {
        #expect(CSSShadowString.parse(text) == .failure(CSSValueProblem(message, component: component)))
    }

    @Test("Passes the tokenizer's problems on")
    func malformed() {
        #expect(CSSShadowString.parse("0 1px red,") == .failure(CSSValueProblem("an empty item after the last comma")))
        #expect(CSSShadowString.parse("0 1px rgba(0,0,0") == .failure(CSSValueProblem("an unclosed parenthesis", component: "rgba(0,0,0")))
    }
}
