import Tessera
import TesseraFormats
import Testing

/// The deviations the real-world fixtures showed (each found as an error before): the
/// compatible mode reads what the authors meant with a warning, the strict mode rejects it.
@Suite("Deviations found in real-world conversions")
struct RealWorldDeviationTests {
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var json: String
        var path: TokenPath
        var value: ResolvedValue
        /// The warning's rule in the compatible mode.
        var rule: String
        /// The error's rule in the strict mode.
        var strictRule: String

        var description: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "a colour object's hex in shorthand (Spectrum, Fluent)",
            json: ##"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1], "alpha": 1, "hex": "#fff"}}}"##,
            path: "c", value: .color(TokenColor(red: 1, green: 1, blue: 1)), rule: "non-dtcg-value", strictRule: "non-dtcg-value"),
        Case(
            name: "a colour object without colorSpace (Primer)",
            json: ##"{"c": {"$type": "color", "$value": {"components": [0, 0.2, 0.4], "alpha": 1, "hex": "#003366"}}}"##,
            path: "c", value: .color(TokenColor(red: 0, green: 0.2, blue: 0.4)), rule: "non-dtcg-value", strictRule: "non-dtcg-value"),
        Case(
            name: "a zero dimension with an empty unit (Carbon, Fluent)",
            json: #"{"d": {"$type": "dimension", "$value": {"value": 0, "unit": ""}}}"#,
            path: "d", value: .dimension(TokenDimension(0)), rule: "non-dtcg-value", strictRule: "non-dtcg-value"),
        Case(
            name: "a duration as a string (Style Dictionary)",
            json: #"{"t": {"$type": "duration", "$value": "0.25s"}}"#,
            path: "t", value: .duration(TokenDuration(0.25, .seconds)), rule: "non-dtcg-value", strictRule: "non-dtcg-value"),
        Case(
            name: "a typography lineHeight in the font size's unit (Apple HIG)",
            json: #"""
                {"t": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": {"value": 17, "unit": "px"}, "fontWeight": 400,
                  "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": {"value": 22, "unit": "px"}}}}
                """#,
            path: "t", value: .typography(fontFamily: ["A"], fontSize: TokenDimension(17), fontWeight: 400, letterSpacing: TokenDimension(0), lineHeight: 22.0 / 17),
            rule: "non-dtcg-value", strictRule: "non-dtcg-value"),
        Case(
            name: "a colour without any $type (Apple HIG)",
            json: #"{"color": {"a": {"$type": "color", "$value": "{color.b}"}, "b": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}}}"#,
            path: "color.a", value: .color(TokenColor(red: 0, green: 0, blue: 1)), rule: "non-dtcg-type", strictRule: "type-undeterminable"),
        Case(
            name: "a vendor $type beside DTCG tokens (Carbon's and Terrazzo's link)",
            json: #"{"icon": {"$type": "link", "add": {"$value": "/add.svg"}}, "n": {"$type": "number", "$value": 2}}"#,
            path: "icon.add", value: .string("/add.svg"), rule: "non-dtcg-type", strictRule: "non-dtcg-type"),
        Case(
            name: "a $type no tool documents",
            json: #"{"icon": {"$type": "glyph", "add": {"$value": "/add.svg"}}, "n": {"$type": "number", "$value": 2}}"#,
            path: "n", value: .number(2), rule: "unknown-type", strictRule: "unknown-type"),
        Case(
            name: "Style Dictionary references ending in .value",
            json: ##"{"base": {"value": "#ff0000", "type": "color"}, "text": {"value": "{base.value}", "type": "color"}}"##,
            path: "text", value: .color(TokenColor(red: 1, green: 0, blue: 0)), rule: "legacy-format", strictRule: "legacy-format"),
    ]

    @Test("The compatible mode reads it with a warning and the value meant", arguments: cases)
    func compatible(_ c: Case) throws {
        let (diagnostics, theme) = try compileDTCG(c.json, mode: .compatible)
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
        #expect(diagnostics.contains { $0.severity == .warning && $0.ruleID == c.rule }, "\(diagnostics)")
        #expect(resolved(theme, c.path) == c.value)
    }

    @Test("The strict mode rejects it", arguments: cases)
    func strict(_ c: Case) throws {
        let (diagnostics, _) = try compileDTCG(c.json, mode: .strict)
        #expect(diagnostics.contains { $0.severity == .error && $0.ruleID == c.strictRule }, "\(diagnostics)")
    }

    @Test("What the shape does not settle stays an error in the compatible mode too")
    func ambiguousShapesStayErrors() throws {
        // A non-zero with an empty unit, a lineHeight beside a fontSize in another unit, an untyped array.
        let nonZero = try compileDTCG(#"{"d": {"$type": "dimension", "$value": {"value": 4, "unit": ""}}}"#, mode: .compatible)
        #expect(nonZero.diagnostics.contains { $0.severity == .error && $0.ruleID == "invalid-value" })
        let mixed = try compileDTCG(
            #"""
            {"t": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": {"value": 1, "unit": "rem"}, "fontWeight": 400,
              "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": {"value": 22, "unit": "px"}}}}
            """#, mode: .compatible)
        #expect(mixed.diagnostics.contains { $0.severity == .error && $0.ruleID == "invalid-value" })
        // An untyped array has no reading; an untyped number is read as the number it is, as
        // Style Dictionary passes it through.
        let array = try compileDTCG(#"{"n": {"$value": [1, 2]}}"#, mode: .compatible)
        #expect(array.diagnostics.contains { $0.severity == .error && $0.ruleID == "type-undeterminable" })
        let number = try compileDTCG(#"{"n": {"$value": 0.5}}"#, mode: .compatible)
        #expect(!number.diagnostics.contains { $0.severity == .error }, "\(number.diagnostics)")
        #expect(number.diagnostics.contains { $0.severity == .warning && $0.ruleID == "non-dtcg-type" && $0.message.contains("no $type") })
        #expect(resolved(number.theme, "n") == .number(0.5))
        let strict = try compileDTCG(#"{"n": {"$value": 0.5}}"#, mode: .strict)
        #expect(strict.diagnostics.contains { $0.severity == .error && $0.ruleID == "type-undeterminable" })
    }
}
