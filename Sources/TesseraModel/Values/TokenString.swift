/// A resolved string token, as an index into the resolved theme's interned strings.
///
/// Strings are interned once per graph, in the pool font-family lists use (a string is a
/// one-name list there), so a cell is four bytes and a look-up never allocates. Read the
/// text with ``ResolvedTheme/text(_:)``. Only a compile or a snapshot makes one: the index is
/// valid for the theme that holds it.
@frozen
public struct TokenString: Sendable, Hashable {
    /// Index into the theme's interned lists (see ``ResolvedTheme/fontFamilyLists``).
    @usableFromInline package let id: UInt32

    /// Wraps an interned string index.
    @inlinable
    package init(id: UInt32) { self.id = id }
}
