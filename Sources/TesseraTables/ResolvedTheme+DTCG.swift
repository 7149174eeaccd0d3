import TesseraColorModel

extension ResolvedTheme {
    /// The DTCG `colorSpace` DTCG writers name this theme's colors in: the target's own space,
    /// or `srgb` when DTCG cannot name the target (see ``ColorTarget``).
    public var dtcgColorSpace: ColorLiteral.Space { colorTarget.dtcgSpace ?? .srgb }

    /// A table color as DTCG writers write it, in ``dtcgColorSpace``: unchanged when DTCG names
    /// the target, otherwise converted back to sRGB through the compile's converter (unclipped).
    ///
    /// A theme loaded from a snapshot has no converter; its colors are then written unchanged.
    public func dtcgColor(_ color: TokenColor) -> TokenColor {
        guard colorTarget.dtcgSpace == nil, let converter = storage.converter,
            let back = try? converter.toSRGB([color]).first
        else { return color }
        return back
    }
}
