/// The conversion used when a compile has no ``ColorConverting``: `srgb` literals pass through.
enum SRGBOnlyConversion {
    /// Table colors for `literals`, and the distinct spaces that need a converter.
    static func convert(_ literals: [ColorLiteral]) -> (colors: ConvertedColors, unsupported: [ColorLiteral.Space]) {
        var unsupported: [ColorLiteral.Space] = []
        let colors = literals.map { literal -> Color in
            if let c = literal.srgbColor { return c }
            if !unsupported.contains(literal.space) { unsupported.append(literal.space) }
            return Color(rgba: SIMD4(0, 0, 0, Float(literal.alpha)))
        }
        return (ConvertedColors(colors: colors), unsupported)
    }
}
