/// CSS's `<number>`, read strictly.
package enum CSSNumber {
    /// A CSS number: digits with an optional sign, point and exponent; `nil` for anything else.
    ///
    /// `Double(_:)` alone would also read `nan`, `inf` and hexadecimal.
    package static func parse(_ text: some StringProtocol) -> Double? {
        // Bytes, not Characters: the check is on ASCII, and Character properties are table look-ups.
        var digits = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits = true
            case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): continue
            default: return nil
            }
        }
        guard digits else { return nil }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
