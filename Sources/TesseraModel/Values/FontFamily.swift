/// A resolved font family list, as an index into the resolved theme's interned family lists.
///
/// Renderers turn it into names once, with ``ResolvedTheme/fontFamilyNames(_:)``, not per frame.
/// Only a compile or a snapshot makes one: the index is valid for the theme that holds it.
@frozen
public struct FontFamily: Sendable, Hashable {
    /// Index into the theme's font family lists (see ``ResolvedTheme/fontFamilyNames(_:)``).
    @usableFromInline package let id: UInt32

    /// Wraps an interned family-list index.
    @inlinable
    package init(id: UInt32) { self.id = id }
}
