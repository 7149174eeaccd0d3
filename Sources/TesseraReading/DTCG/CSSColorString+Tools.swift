import TesseraColorModel

extension CSSColorString {
    /// The literal a token file's color string names, or `nil`: CSS Color 4 as
    /// ``read(_:ranges:)`` reads it with DTCG's ranges, or tinycolor2's `hsv()` and `hsva()`,
    /// which Style Dictionary's color transforms read (see ``HSVColorString``).
    package static func parse(_ text: String) -> ColorLiteral? {
        if case .success(let literal) = read(text, ranges: .reject) { return literal }
        return HSVColorString.parse(text)
    }
}
