import Tessera
import Testing

@testable import TesseraFormats

/// A color component: hex and the functions ``CSSColorString`` reads, named colors, references
/// and Tokens Studio's `rgba({reference}, alpha)`.
@Suite("CSS value colors")
struct CSSValueColorTests {
    static func rgb(_ code: UInt32, alpha: Float = 1) -> TokenExpression { .colorLiteral(ColorLiteral(TokenColor(rgb: code, alpha: alpha))) }

    static let colorsCases: [(String, TokenExpression)] = [
        ("white", rgb(0xFFFFFF)),
        ("RebeccaPurple", rgb(0x663399)),
        ("grey", rgb(0x808080)),
        ("gray", rgb(0x808080)),
        ("green", rgb(0x008000)),
        ("lime", rgb(0x00FF00)),
        ("navy", rgb(0x000080)),
        ("orange", rgb(0xFFA500)),
        ("transparent", .colorLiteral(ColorLiteral(space: .srgb, components: [0, 0, 0], alpha: 0))),
        ("#fff", rgb(0xFFFFFF)),
        (" #336699 ", rgb(0x336699)),
        ("rgba(0,0,0,.1)", .colorLiteral(ColorLiteral(space: .srgb, components: [0, 0, 0], alpha: 0.1))),
        ("hsl(120, 50%, 25%)", .colorLiteral(ColorLiteral(space: .hsl, components: [120, 50, 25]))),
        ("{color.base}", .alias("color.base")),
        ("rgba({color.black}, 0.1)", .modified(base: .alias("color.black"), modifier: ColorModifier(.alpha, amount: 0.1), mix: nil)),
        ("rgb({color.black}, 50%)", .modified(base: .alias("color.black"), modifier: ColorModifier(.alpha, amount: 0.5), mix: nil)),
    ]

    @Test("Reads colors", arguments: colorsCases)
    func colors(_ text: String, _ expected: TokenExpression) {
        #expect(CSSColorComponent.parse(text) == .success(expected))
    }

    static let problemsCases: [(String, String, String)] = [
        ("currentColor", "currentcolor is the color of the element being drawn; a token needs a color of its own", "currentColor"),
        (
            "color-mix(in oklch, red, blue)", "color-mix() is not read; colors are #hex, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color() or named",
            "color-mix(in oklch, red, blue)"
        ),
        ("rgb(300, 0, 0)", "a malformed color or a component out of range", "rgb(300, 0, 0)"),
        ("#ggg", "not a hex color: #rgb, #rgba, #rrggbb or #rrggbbaa", "#ggg"),
        ("bluish", "not a color", "bluish"),
        ("1px", "not a color", "1px"),
        ("red blue", "a color is one component", "red blue"),
        ("rgba({color.black}, 2)", "the alpha after a reference is a number in 0…1 or a percentage", "rgba({color.black}, 2)"),
    ]

    @Test("Reports what is not a color", arguments: problemsCases)
    func problems(_ text: String, _ message: String, _ component: String) {
        #expect(CSSColorComponent.parse(text) == .failure(CSSValueProblem(message, component: component)))
    }

    @Test("The named-color table has CSS Color 4's 148 names, each also as written in any case")
    func table() {
        #expect(CSSNamedColors.rgb.count == 148)
        #expect(CSSNamedColors.color(named: "AliceBlue") == ColorLiteral(TokenColor(rgb: 0xF0F8FF)))
        #expect(CSSNamedColors.color(named: "currentcolor") == nil)
        // The aliases CSS defines name the same color.
        for (a, b) in [("aqua", "cyan"), ("fuchsia", "magenta"), ("darkgray", "darkgrey"), ("slategray", "slategrey")] {
            #expect(CSSNamedColors.rgb[a] == CSSNamedColors.rgb[b])
        }
    }
}
