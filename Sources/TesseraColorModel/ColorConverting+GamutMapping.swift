extension ColorConverting {
    /// Converts and clips each channel to 0…1: the mapping of a converter that has none.
    public func gamutMapped(_ colors: [ColorLiteral]) throws(ColorConversionError) -> [TokenColor] {
        try convert(colors).colors.map { c in
            let rgb = SIMD3(c.red, c.green, c.blue).clamped(lowerBound: .zero, upperBound: SIMD3(repeating: 1))
            return TokenColor(red: rgb.x, green: rgb.y, blue: rgb.z, alpha: c.alpha)
        }
    }
}
