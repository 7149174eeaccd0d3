import TesseraModel

extension ResolvedTheme {
    /// Every interned font-family list, indexed by ``FontFamily/id``.
    public var fontFamilyLists: [[String]] { storage.tables.families }
}

extension ResolvedTheme {
    /// The text of a string token's value.
    public func text(_ string: TokenString) -> String { storage.tables.families[Int(string.id)].first ?? "" }
}
