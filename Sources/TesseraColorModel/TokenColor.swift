/// A resolved color: straight (not premultiplied) RGBA in the table's color space.
///
/// Tables hold colors as four `Float32`s. Before a color converter runs they are
/// gamma-encoded sRGB; after it, they are in the converter's target profile.
@frozen
public struct TokenColor: Sendable, Hashable {
    /// Red, green, blue and alpha, nominally in 0...1 (wide-gamut values may fall outside).
    public var rgba: SIMD4<Float>

    /// Creates a color from its components.
    @inlinable
    public init(red: Float, green: Float, blue: Float, alpha: Float = 1) {
        rgba = SIMD4(red, green, blue, alpha)
    }

    /// Creates a color from a SIMD vector of RGBA components.
    @inlinable
    public init(rgba: SIMD4<Float>) {
        self.rgba = rgba
    }

    /// Creates an sRGB color from a `0xRRGGBB` integer literal and an alpha.
    public init(rgb: UInt32, alpha: Float = 1) {
        self.init(
            red: Float((rgb >> 16) & 0xFF) / 255,
            green: Float((rgb >> 8) & 0xFF) / 255,
            blue: Float(rgb & 0xFF) / 255,
            alpha: alpha)
    }

    /// The red channel, in the table's color space (0…1 unless unbounded).
    @inlinable public var red: Float { rgba.x }
    /// The green channel; see ``red``.
    @inlinable public var green: Float { rgba.y }
    /// The blue channel; see ``red``.
    @inlinable public var blue: Float { rgba.z }
    /// Opacity, 0…1.
    @inlinable public var alpha: Float { rgba.w }

    /// The OUDS "not part of this theme" sentinel as stored in tables: `#FF000000` (red, alpha 0).
    public static let forbiddenSentinel = TokenColor(red: 1, green: 0, blue: 0, alpha: 0)

    /// The stored components as `#rrggbb` (or `#rrggbbaa` when translucent), each channel
    /// clamped and rounded: the same string as ``encodedHex``.
    ///
    /// It is CSS hex only when the color is sRGB, which table colors are unless the theme was
    /// compiled with a color converter (see ``ResolvedTheme/colorSpaceName``): in a Display P3
    /// table it spells Display P3 codes. Use ``ModeTable/srgbHex(_:)`` for a string that is
    /// never anything but sRGB.
    public var hex: String { encodedHex }

    /// The stored components as 8-bit codes, `#rrggbb` (or `#rrggbbaa` when translucent), in
    /// whatever color space the color is in; each channel clamped and rounded.
    public var encodedHex: String {
        func byte(_ v: Float) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
        let bytes = alpha >= 1 ? [byte(red), byte(green), byte(blue)] : [byte(red), byte(green), byte(blue), byte(alpha)]
        let digits: [Character] = Array("0123456789abcdef")
        var s = "#"
        for b in bytes {
            s.append(digits[Int(b >> 4)])
            s.append(digits[Int(b & 0xF)])
        }
        return s
    }
}
