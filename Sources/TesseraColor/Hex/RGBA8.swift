/// An 8-bit RGBA color, not premultiplied; what hex notation describes.
@frozen
public struct RGBA8: Hashable, Sendable {
    /// Red, 0…255.
    public var red: UInt8
    /// Green, 0…255.
    public var green: UInt8
    /// Blue, 0…255.
    public var blue: UInt8
    /// Alpha; 255 when the hex text had none.
    public var alpha: UInt8

    /// Creates a color from its four channels.
    @inlinable
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Uppercase `#RRGGBB`, or `#RRGGBBAA` when alpha is not 255.
    public var hex: String {
        let digits = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = [UInt8(ascii: "#")]
        let channels = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
        for c in channels {
            bytes.append(digits[Int(c >> 4)])
            bytes.append(digits[Int(c & 15)])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The color channels scaled to 0…1.
    public var unitRGB: (Double, Double, Double) {
        (Double(red) / 255, Double(green) / 255, Double(blue) / 255)
    }

    /// Alpha scaled to 0…1.
    public var unitAlpha: Double { Double(alpha) / 255 }

    /// Writes uppercase `#RRGGBB` (7 bytes), or `#RRGGBBAA` (9 bytes) when alpha is not 255,
    /// to `buffer` and returns the byte count; the non-allocating form of ``hex``.
    ///
    /// - Precondition: `buffer` has room for 9 bytes.
    @inlinable
    public func writeHex(to buffer: UnsafeMutablePointer<UInt8>) -> Int {
        @inline(__always) func digit(_ v: UInt8) -> UInt8 {
            v < 10 ? v &+ UInt8(ascii: "0") : v &+ (UInt8(ascii: "A") &- 10)
        }
        buffer[0] = UInt8(ascii: "#")
        buffer[1] = digit(red >> 4)
        buffer[2] = digit(red & 15)
        buffer[3] = digit(green >> 4)
        buffer[4] = digit(green & 15)
        buffer[5] = digit(blue >> 4)
        buffer[6] = digit(blue & 15)
        if alpha == 255 { return 7 }
        buffer[7] = digit(alpha >> 4)
        buffer[8] = digit(alpha & 15)
        return 9
    }
}
