import TesseraColorModel

extension ProfileColorConverting {
    /// Converts literals mapped into the profile's gamut (``TesseraColorModel/GamutHandling/map``): those
    /// inside convert as ``convert(_:)`` converts them; those outside keep their OKLCh lightness
    /// and hue, with the chroma CSS Color 4's search finds (``TesseraColorModel/GamutMapping``), through
    /// the same lcms2 transforms.
    public func gamutMapped(_ colors: [ColorLiteral]) throws(ColorConversionError) -> [TokenColor] {
        try validate(colors)
        return try convert(colors, 0..<colors.count, gamut: .map).colors
    }
}
