import TesseraModel

/// A dimension written as a string, as Style Dictionary and Tokens Studio files do: `"16px"`,
/// `"1.5rem"`, `"50%"`, `"0"` and `"16"` (pixels, as Tokens Studio reads them); or what is wrong with it.
package enum DimensionString: Equatable {
    /// The dimension the string writes.
    case dimension(TokenDimension)
    /// Why the string is not a dimension, as a sentence fragment.
    case problem(String)

    /// The units beyond DTCG's, listed for messages.
    package static let extraUnits = TokenDimension.Unit.allCases.filter { !$0.isDTCG }.map(\.name).joined(separator: ", ")

    /// Reads `text`.
    package init(_ text: String) {
        let trimmed = text.trimmingWhitespace
        guard !trimmed.isEmpty else {
            self = .problem("it is empty")
            return
        }
        // The number is the longest prefix of sign, digits, point and exponent; the rest the unit.
        let numberEnd =
            trimmed.firstIndex { c in
                !(c.isASCII && (c.isNumber || c == "." || c == "-" || c == "+" || c == "e" || c == "E"))
            } ?? trimmed.endIndex
        var numberText = trimmed[..<numberEnd]
        var unitText = trimmed[numberEnd...]
        // "1e" followed by "m" is 1em, not an exponent without digits.
        if numberText.hasSuffix("e"), unitText.hasPrefix("m") {
            numberText = numberText.dropLast()
            unitText = trimmed[trimmed.index(before: numberEnd)...]
        }
        guard let value = Double(numberText), value.isFinite else {
            self = .problem(numberText.isEmpty ? "it does not start with a number" : "\"\(numberText)\" is not a number")
            return
        }
        // Tokens Studio reads a unitless number as pixels.
        if unitText.isEmpty {
            self = .dimension(TokenDimension(value, .px))
            return
        }
        if unitText.first == " " {
            self = .problem("there is a space between the number and the unit")
            return
        }
        guard let unit = TokenDimension.Unit.allCases.first(where: { $0.name == unitText }) else {
            self = .problem("unit \"\(unitText)\" is unknown; units are px, rem, \(Self.extraUnits)")
            return
        }
        self = .dimension(TokenDimension(value, unit))
    }
}
