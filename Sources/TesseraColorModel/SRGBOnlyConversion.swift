/// The conversion used when a compile has no ``ColorConverting``: `srgb` literals pass through.
package struct SRGBOnlyConversion: Sendable {
    /// Table colors, one per literal; opaque black (keeping the alpha) where the space needs a converter.
    package let colors: ConvertedColors
    /// The distinct spaces that need a converter, in the order first met.
    package let unsupported: [ColorLiteral.Space]

    /// Converts `literals`.
    package init(_ literals: [ColorLiteral]) {
        var unsupported: [ColorLiteral.Space] = []
        let colors = literals.map { literal -> TokenColor in
            if let c = literal.srgbColor { return c }
            if !unsupported.contains(literal.space) { unsupported.append(literal.space) }
            return TokenColor(rgba: SIMD4(0, 0, 0, Float(literal.alpha)))
        }
        self.colors = ConvertedColors(colors: colors)
        self.unsupported = unsupported
    }
}
