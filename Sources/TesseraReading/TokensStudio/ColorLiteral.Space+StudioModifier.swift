import TesseraColorModel

extension ColorLiteral.Space {
    /// Tokens Studio's names of the spaces its color modifiers compute in (`p3` is Display P3).
    private static let studioModifierNames: [(String, ColorLiteral.Space)] = [("srgb", .srgb), ("hsl", .hsl), ("lch", .lch), ("p3", .displayP3)]

    /// The space Tokens Studio's modifier space `name` is, if it is one of its four.
    package init?(studioModifierSpace name: String) {
        guard let space = Self.studioModifierNames.first(where: { $0.0 == name })?.1 else { return nil }
        self = space
    }

    /// How Tokens Studio names this space in a color modifier, if it computes modifiers in it.
    package var studioModifierSpace: String? { Self.studioModifierNames.first { $0.1 == self }?.0 }
}
