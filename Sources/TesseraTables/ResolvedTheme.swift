import TesseraColorModel
import TesseraModel

/// A resolved theme: immutable, `Sendable` tables of every token's value in every mode.
///
/// Values are grouped by the axes each token depends on, so storage is proportional to the
/// combinations each token actually has. Select a mode with ``table(for:)`` to get a
/// ``ModeTable`` whose look-ups are one indexed load.
///
/// A theme is compiled from a design system (``TokenGraph/compile(_:options:)``) or loaded from
/// a snapshot (``Snapshot/theme(named:)``); both read the same way. Copying a `ResolvedTheme`
/// copies one reference.
public struct ResolvedTheme: Sendable {
    /// The columns: a compiled theme's, or a snapshot's read in place.
    package let storage: any ThemeColumns

    /// Wraps a theme's columns.
    package init(storage: any ThemeColumns) { self.storage = storage }

    /// The theme's name.
    public var name: String { storage.theme.name }
    /// The theme definition (base set plus layers) these tables were compiled from.
    public var theme: Theme { storage.theme }
    /// The token namespace: paths, types, handles, axes.
    public var catalog: TokenCatalog { storage.catalog }
    /// The axes and their contexts.
    public var axes: AxisSystem { storage.catalog.axes }
    /// Warnings from compilation, such as forbidden values in use.
    public var diagnostics: [Diagnostic] { storage.diagnostics }
    /// The profile of the color columns: the converter's target, or ``ColorTarget/srgb``.
    public var colorTarget: ColorTarget { storage.colorTarget }
    /// The display name of ``colorTarget`` (`srgb`, `display-p3`, `rec2020-oetf`, `brand.icc`).
    public var colorSpaceName: String { colorTarget.name }

    /// The typed handle of the token at `path`, or `nil` if there is none of that type.
    public func token<Value: TokenValue>(_ path: TokenPath, as type: Value.Type = Value.self) -> Token<Value>? {
        storage.catalog.token(path, as: type)
    }

    /// The mode with the named contexts (other axes at their defaults); see ``AxisSystem/mode(_:)``.
    public func mode(_ selection: [String: String] = [:]) throws(Diagnostic) -> Mode {
        try axes.mode(selection)
    }

    /// The dense table of one mode.
    ///
    /// - Throws: ``ModeError`` when `mode` was made from another design system's axes.
    /// - Complexity: O(tokens): one gather per value type. Select once per mode change (or per
    ///   frame), then read many values with one load each.
    public func table(for mode: Mode) throws(ModeError) -> ModeTable {
        try axes.validate(mode)
        return ModeTable(theme: self, mode: mode)
    }

    /// The dense table of the default mode (every axis at its default context).
    ///
    /// Never throws: the default mode is made from this theme's own axes.
    public var defaultTable: ModeTable { ModeTable(theme: self, mode: axes.defaultMode) }

    /// The font names of a resolved family list.
    public func fontFamilyNames(_ family: FontFamily) -> [String] { storage.tables.families[Int(family.id)] }

    /// The pools composite values index, and the font family lists.
    package var pools: ValuePools { storage.tables.pools }

    /// The pooled shadow layers that ``Shadow`` values index.
    package var shadowLayers: ContiguousArray<ShadowLayer> { storage.tables.store.shadowLayers }
    /// The pooled gradient stops that ``TokenGradient`` values index.
    package var gradientStops: ContiguousArray<GradientStop> { storage.tables.store.gradientStops }
    /// The pooled dash lengths that custom ``TokenStrokeStyle`` values index.
    package var dashes: ContiguousArray<TokenDimension> { storage.tables.store.dashes }

    /// Storage statistics, for benchmarks and capacity planning.
    public var statistics: Statistics {
        let tables = storage.tables
        let colors = tables.store.colorStorage
        let statusBytes = tables.store.status.reduce(0) { $0 + ($1?.count ?? 0) }
        return Statistics(
            tokens: catalog.count, groups: tables.groups.count,
            colorCells: colors.cells, colorBytes: colors.bytes, statusBytes: statusBytes)
    }

    /// Counts describing a resolved theme's storage.
    public struct Statistics: Sendable, Hashable {
        /// Number of tokens.
        public var tokens: Int
        /// Number of (type, axis set) groups.
        public var groups: Int
        /// Stored color cells: Σ over color tokens of their combinations.
        public var colorCells: Int
        /// Bytes of color slab storage.
        public var colorBytes: Int
        /// Bytes of per-cell status arrays (only groups holding forbidden or absent values have one).
        public var statusBytes: Int

        /// Bytes per stored color value.
        public var bytesPerColorValue: Double { colorCells == 0 ? 0 : Double(colorBytes) / Double(colorCells) }
    }
}
