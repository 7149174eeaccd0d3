import Tessera
import TesseraColorModel
import Testing

@testable import TesseraFormats

/// CSS value text splits into layers at top-level commas and into components at top-level
/// whitespace, never inside parentheses, quotes or references.
@Suite("CSS value text")
struct CSSValueTextTests {
    typealias C = CSSValueText.Component

    static let splitsCases: [(String, [[C]])] = [
        (
            "0 1px 2px 0 rgba(0,0,0,.1), inset 0 0 0 1px {color.border}",
            [
                [.word("0"), .word("1px"), .word("2px"), .word("0"), .function(name: "rgba", arguments: "0,0,0,.1")],
                [.word("inset"), .word("0"), .word("0"), .word("0"), .word("1px"), .reference("color.border")],
            ]
        ),
        ("  a\tb\n", [[.word("a"), .word("b")]]),
        (#"Arial Black, 'Suisse Int\'l', sans-serif"#, [[.word("Arial"), .word("Black")], [.string("Suisse Int'l")], [.word("sans-serif")]]),
        (#""a, b" c"#, [[.string("a, b"), .word("c")]]),
        (#"'say "hi"' "it's""#, [[.string(#"say "hi""#), .string("it's")]]),
        ("calc(1px + (2px * 3)) x", [[.function(name: "calc", arguments: "1px + (2px * 3)"), .word("x")]]),
        ("f( ')' , 2 )", [[.function(name: "f", arguments: "')' , 2")]]),
        ("rgba({color.black}, 0.5)", [[.function(name: "rgba", arguments: "{color.black}, 0.5")]]),
        ("{space.sm} {space.xl}", [[.reference("space.sm"), .reference("space.xl")]]),
        ("0 0 0 {spacing.md}", [[.word("0"), .word("0"), .word("0"), .reference("spacing.md")]]),
        ("#fff,-.5rem", [[.word("#fff")], [.word("-.5rem")]]),
        // Escapes: up to six hex digits and the one space after them, a character, a line break.
        (#"'\41 B'"#, [[.string("AB")]]),
        (#"'\000041x'"#, [[.string("Ax")]]),
        (#"'\\'"#, [[.string(#"\"#)]]),
        ("'a\\\nb'", [[.string("ab")]]),
        (#"'\0'"#, [[.string("\u{FFFD}")]]),
        (#"'\110000'"#, [[.string("\u{FFFD}")]]),
    ]

    @Test("Splits into layers and components", arguments: splitsCases)
    func splits(_ text: String, _ layers: [[C]]) throws {
        let value = try CSSValueText.parse(text).get()
        #expect(value.layers == layers)
    }

    static let problemsCases: [(String, String, String?)] = [
        ("", "the value is empty", nil),
        ("  ", "the value is empty", nil),
        ("a,,b", "an empty item before a comma", ",b"),
        (",a", "an empty item before a comma", ",a"),
        ("a,", "an empty item after the last comma", nil),
        ("'abc", "an unclosed string", "'abc"),
        ("'a\nb'", "a line break inside a string", "'a\nb'"),
        ("rgba(0,0,0", "an unclosed parenthesis", "rgba(0,0,0"),
        ("f(')')(", "nothing may follow f(')') without a space or a comma", "f(')')("),
        ("{a.b", "an unclosed reference", "{a.b"),
        ("{a..b}", "a malformed reference: a reference is {group.token}, dot-separated, with no empty names", "{a..b}"),
        ("{}", "a malformed reference: a reference is {group.token}, dot-separated, with no empty names", "{}"),
        ("{a{b}}", "a malformed reference: a reference is {group.token}, dot-separated, with no empty names", "{a{b}"),
        ("a)", "an unmatched )", "a)"),
        (") a", "an unmatched )", ") a"),
        ("1px }", "an unmatched }", "}"),
        ("(1px)", "parentheses without a function name", "(1px)"),
        ("{a}px", "nothing may follow {a} without a space or a comma", "{a}px"),
        ("1px{a}", "nothing may follow 1px without a space or a comma", "1px{a}"),
        ("'a''b'", #"nothing may follow "a" without a space or a comma"#, #""a"'b'"#),
    ]

    @Test("Reports malformed text with the component to blame", arguments: problemsCases)
    func problems(_ text: String, _ message: String, _ component: String?) {
        #expect(CSSValueText.parse(text) == .failure(CSSValueProblem(message, component: component)))
    }

    @Test("A problem prints its component before its message")
    func description() {
        #expect(CSSValueProblem("a shadow layer without a color", component: "0 1px").description == #""0 1px": a shadow layer without a color"#)
        #expect(CSSValueProblem("the value is empty").description == "the value is empty")
    }

    static let numbersCases: [(String, Double?)] = [
        ("0", 0), (".5", 0.5), ("-1e3", -1000), ("+2.25", 2.25), ("1px", nil), ("nan", nil), ("inf", nil), ("0x10", nil), ("", nil), ("-", nil), ("1.5.2", nil),
    ]

    @Test("Reads CSS numbers only", arguments: numbersCases)
    func numbers(_ text: String, _ value: Double?) {
        #expect(CSSNumber.parse(text) == value)
    }

    static let identifiersCases: [(String, Bool)] = [
        ("opacity", true), ("-webkit-filter", true), ("--x", true), ("sans-serif", true), ("_a1", true), ("Ünïcode", true),
        ("2px", false), ("-2", false), ("-", false), ("Int'l", false), ("a.b", false),
    ]

    @Test("Tells CSS identifiers", arguments: identifiersCases)
    func identifiers(_ word: String, _ isIdentifier: Bool) {
        #expect(CSSValueText.isIdentifier(word) == isIdentifier)
    }

    @Test("Words that start like numbers", arguments: [("1px", true), (".5s", true), ("-2", true), ("+.5", true), ("-a", false), ("#123", false), ("e5", false)])
    func numeric(_ word: String, _ isNumeric: Bool) {
        #expect(C.word(word).isNumeric == isNumeric)
    }
}
