import TesseraColorModel
import TesseraModel

/// What a resolved theme's readers use, whichever way the theme was made: compiled from a
/// design system, or loaded from a snapshot and read in place.
///
/// ``ResolvedTheme`` holds one conformer; look-ups, mode tables, variations and exports go
/// through this protocol and never ask where the theme came from.
package protocol ThemeColumns: AnyObject, Sendable {
    /// The theme definition (base set plus layers) the columns hold.
    var theme: Theme { get }
    /// The token namespace and axes.
    var catalog: TokenCatalog { get }
    /// Warnings from compiling the theme; none for a loaded theme.
    var diagnostics: [Diagnostic] { get }
    /// The profile of the color columns.
    var colorTarget: ColorTarget { get }
    /// The converter that made the color columns, to convert back for writers that need sRGB;
    /// `nil` for sRGB columns and for a loaded theme.
    var converter: (any ColorConverting)? { get }
    /// The slabs, pools and groups, as exports, variations and snapshots read them.
    var tables: ThemeTables { get }

    /// The dense per-type columns of one mode, whose axes have been validated.
    func columns(for mode: Mode) -> ModeColumns

    /// The pools composite values index and the font-family lists, without the slabs: what a
    /// reader of mode tables needs besides their columns. A loaded theme copies them out of the
    /// file on each call (its ``tables`` would copy every slab too); keep the result.
    func copyPools() -> ValuePools
}

extension ThemeColumns {
    /// The pools of ``tables``, which a compiled theme holds already.
    package func copyPools() -> ValuePools { tables.pools }
}
