import Tessera
import Testing

@testable import TesseraFormats

/// CSS `font-family` lists read as DTCG font families.
@Suite("CSS value font families")
struct CSSValueFontFamilyTests {
    static let listsCases: [(String, [String])] = [
        (#"Arial Black, "Suisse Int'l", sans-serif"#, ["Arial Black", "Suisse Int'l", "sans-serif"]),
        (#"Arial Black, 'Suisse Int\'l', sans-serif"#, ["Arial Black", "Suisse Int'l", "sans-serif"]),
        ("Inter", ["Inter"]),
        ("  Helvetica \t Neue ,Arial", ["Helvetica Neue", "Arial"]),
        (#"'A \"B\"', serif"#, [#"A "B""#, "serif"]),
        (#""\41 rial", monospace"#, ["Arial", "monospace"]),
        ("system-ui, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto", ["system-ui", "-apple-system", "BlinkMacSystemFont", "Segoe UI", "Roboto"]),
        (#""inherit", serif"#, ["inherit", "serif"]),
        (#""Font Awesome 5 Free""#, ["Font Awesome 5 Free"]),
        ("Noto Sans JP, Hiragino Kaku Gothic ProN", ["Noto Sans JP", "Hiragino Kaku Gothic ProN"]),
    ]

    @Test("Reads family lists", arguments: listsCases)
    func lists(_ text: String, _ names: [String]) {
        #expect(CSSFontFamilyList.parse(text) == .success(names))
    }

    static let problemsCases: [(String, String, String?)] = [
        ("inherit", "inherit is a CSS-wide keyword, not a family name; quote it to name a family", "inherit"),
        ("Arial, {font.brand}", "a reference cannot stand for a family name; a font family token holds names", "{font.brand}"),
        ("{font.brand}", "a reference cannot stand for a family name; a font family token holds names", "{font.brand}"),
        ("Source Sans 3, sans-serif", #"not a CSS identifier; quote a family name that has one: "Source Sans 3""#, "3"),
        ("'A' B", "a family is one quoted name or identifiers separated by spaces", #""A" B"#),
        ("Arial, var(--x)", "a family is one quoted name or identifiers separated by spaces", "var(--x)"),
        ("Arial,, serif", "an empty item before a comma", ", serif"),
        ("'Arial", "an unclosed string", "'Arial"),
    ]

    @Test("Reports what is not a family list", arguments: problemsCases)
    func problems(_ text: String, _ message: String, _ component: String?) {
        #expect(CSSFontFamilyList.parse(text) == .failure(CSSValueProblem(message, component: component)))
    }
}
