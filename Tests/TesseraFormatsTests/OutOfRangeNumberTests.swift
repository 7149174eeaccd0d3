import Tessera
import TesseraFormats
import Testing

/// A number too large for a 64-bit float is an error on its token, not the end of the file.
@Suite("Out-of-range numbers")
struct OutOfRangeNumberTests {
    @Test("1e309 and a 5,000-digit number are value errors on their tokens; the other tokens resolve")
    func valueErrors() throws {
        let digits = "1" + String(repeating: "2", count: 5000)
        let json = """
            {"a": {"$type": "number", "$value": 1e309},
             "b": {"$type": "number", "$value": 3},
             "c": {"$type": "dimension", "$value": {"value": -\(digits), "unit": "px"}},
             "d": {"$type": "number", "$value": 4}}
            """
        let (diagnostics, theme) = try compileDTCG(json)
        let errors = diagnostics.filter { $0.severity == .error && $0.ruleID == "invalid-value" }
        let a = try #require(errors.first { $0.token == "a" })
        #expect(a.location?.line == 1 && a.location?.column == 37)
        #expect(a.kind.message == "number 1e309 is out of range for a 64-bit float")
        let c = try #require(errors.first { $0.token == "c" })
        #expect(c.kind.message == "number -12222222222222222222222…22222222 (5002 characters) is out of range for a 64-bit float")
        #expect(c.description.count < 200)
        #expect(resolved(theme, "b") == .number(3))
        #expect(resolved(theme, "d") == .number(4))
    }
}
