import Tessera
import Testing

@testable import TesseraFormats

/// CSS `border` text read as a DTCG border; missing parts are CSS's initial values where DTCG
/// can hold them, problems where it cannot.
@Suite("CSS value borders")
struct CSSValueBorderTests {
    static func border(_ width: TokenExpression, _ style: TokenExpression, _ color: TokenExpression) -> TokenExpression {
        .border(BorderExpression(color: color, width: width, style: style))
    }

    static let black = TokenExpression.colorLiteral(ColorLiteral(TokenColor(rgb: 0x000000)))
    static let red = TokenExpression.colorLiteral(ColorLiteral(TokenColor(rgb: 0xFF0000)))

    static let bordersCases: [(String, TokenExpression)] = [
        ("1px solid #000", border(.px(1), .strokeStyle(.solid), black)),
        ("solid 1px #000", border(.px(1), .strokeStyle(.solid), black)),
        ("#000 dashed 2px", border(.px(2), .strokeStyle(.dashed), black)),
        ("0.125rem DOTTED Red", border(.dimension(TokenDimension(0.125, .rem)), .strokeStyle(.dotted), red)),
        ("0 double red", border(.px(0), .strokeStyle(.double), red)),
        ("thin groove red", border(.px(1), .strokeStyle(.groove), red)),
        ("medium ridge red", border(.px(3), .strokeStyle(.ridge), red)),
        ("thick outset red", border(.px(5), .strokeStyle(.outset), red)),
        ("1px inset red", border(.px(1), .strokeStyle(.inset), red)),
        // References take the parts the literals leave, in the order width, style, color.
        ("{border.width} solid {color.border}", border(.alias("border.width"), .strokeStyle(.solid), .alias("color.border"))),
        ("1px {stroke.style} {color.border}", border(.px(1), .alias("stroke.style"), .alias("color.border"))),
        ("{w} {s} {c}", border(.alias("w"), .alias("s"), .alias("c"))),
        ("{color.border} 1px solid", border(.px(1), .strokeStyle(.solid), .alias("color.border"))),
        ("red {w} solid", border(.alias("w"), .strokeStyle(.solid), red)),
        ("{border.default}", .alias("border.default")),
    ]

    @Test("Reads borders in any order", arguments: bordersCases)
    func borders(_ text: String, _ expected: TokenExpression) {
        #expect(CSSBorderString.parse(text) == .success(CSSValueReading(expression: expected)))
    }

    @Test("A missing width is CSS's initial medium, with a note", arguments: ["solid red", "red solid", "dashed rgba(0,0,0,.5)"])
    func initialWidth(_ text: String) throws {
        let reading = try CSSBorderString.parse(text).get()
        guard case .border(let b) = reading.expression else {
            Issue.record("not a border: \(reading.expression)")
            return
        }
        #expect(b.width == .px(3))
        #expect(reading.notes == ["no width: read as medium, 3px, CSS's initial border width"])
    }

    static let noStyle = "a border without a style (CSS's initial none draws no border)"
    static let noColor = "a border without a color (CSS's initial currentcolor is not a token's)"
    static let byOrder = "; references take the missing parts in the order width, style, color"
    static let problemsCases: [(String, String, String)] = [
        ("1px red", noStyle, "1px red"),
        ("1px solid", noColor, "1px solid"),
        ("{w} solid", noColor + byOrder, "{w} solid"),
        // A reference takes the width before the color, and two take the width and the style.
        ("solid {c}", noColor + byOrder, "solid {c}"),
        ("{s} {c}", noColor + byOrder, "{s} {c}"),
        ("1px", "a border without a style (CSS's initial none draws no border) or a color (CSS's initial currentcolor is not a token's)", "1px"),
        ("1px none red", "border style none draws no border; DTCG stroke styles are solid, dashed, dotted, double, groove, ridge, outset, inset", "none"),
        ("hidden", "border style hidden draws no border; DTCG stroke styles are solid, dashed, dotted, double, groove, ridge, outset, inset", "hidden"),
        ("1px solid red blue", "a border has at most three parts: a width, a style and a color", "1px solid red blue"),
        ("1px 2px solid", "a border has one width; this one has two", "1px 2px solid"),
        ("1px solid dashed", "a border has one style; this one has two", "1px solid dashed"),
        ("red solid blue", "a border has one color; this one has two", "red solid blue"),
        ("1px solid red, 2px solid blue", "a border is one value; this one lists 2", "1px solid red, 2px solid blue"),
        ("-1px solid red", "a border width cannot be negative", "-1px"),
        ("2 solid red", "a length other than 0 needs a unit (px, rem, pt, em, %, dp, vw, vh)", "2"),
        ("1px wavy red", "not a width, a style or a color", "wavy"),
        ("1px solid currentcolor", "currentcolor is the color of the element being drawn; a token needs a color of its own", "currentcolor"),
    ]

    @Test("Reports what is missing or wrong", arguments: problemsCases)
    func problems(_ text: String, _ message: String, _ component: String) {
        #expect(CSSBorderString.parse(text) == .failure(CSSValueProblem(message, component: component)))
    }
}
