extension Color {
    /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` in any case as sRGB; `nil` if malformed.
    public init?(hex: String) {
        var digits: [UInt8] = []
        digits.reserveCapacity(8)
        var utf8 = hex.utf8.makeIterator()
        guard utf8.next() == UInt8(ascii: "#") else { return nil }
        while let c = utf8.next() {
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits.append(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digits.append(c - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digits.append(c - UInt8(ascii: "A") + 10)
            default: return nil
            }
        }
        let bytes: [UInt8]
        switch digits.count {
        case 3, 4: bytes = digits.map { $0 << 4 | $0 }
        case 6, 8: bytes = stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
        default: return nil
        }
        self.init(
            red: Float(bytes[0]) / 255, green: Float(bytes[1]) / 255, blue: Float(bytes[2]) / 255,
            alpha: bytes.count == 4 ? Float(bytes[3]) / 255 : 1)
    }
}
