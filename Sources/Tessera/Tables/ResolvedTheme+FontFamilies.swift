extension ResolvedTheme {
    /// Every interned font-family list, indexed by ``FontFamily/id``.
    public var fontFamilyLists: [[String]] { storage.tables.families }
}
