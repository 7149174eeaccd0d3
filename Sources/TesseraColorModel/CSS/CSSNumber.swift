/// CSS's `<number>`, read strictly.
package enum CSSNumber {
    /// A CSS number: digits with an optional sign, point and exponent; `nil` for anything else.
    ///
    /// `Double(_:)` alone would also read `nan`, `inf` and hexadecimal.
    package static func parse(_ text: some StringProtocol) -> Double? {
        guard text.contains(where: \.isNumber), text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }) else { return nil }
        guard let value = Double(String(text)), value.isFinite else { return nil }
        return value
    }
}
