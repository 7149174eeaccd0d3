import TesseraColorModel
import TesseraModel

/// The values of every token in one mode, as dense per-type columns indexed by handle.
///
/// A look-up is one indexed load: no hashing, no allocation and no branching on the mode.
///
/// ```swift
/// let table = try theme.table(for: theme.mode(["colorScheme": "dark"]))
/// let surface = table[surfaceToken]          // TokenColor
/// ```
public struct ModeTable: Sendable {
    /// The theme this table was selected from.
    public let theme: ResolvedTheme
    /// The selected mode.
    public let mode: Mode

    /// The dense per-type columns of ``mode``.
    @usableFromInline package let columns: ModeColumns

    package init(theme: ResolvedTheme, mode: Mode) {
        self.theme = theme
        self.mode = mode
        columns = theme.storage.columns(for: mode)
    }

    // MARK: Unchecked look-ups (hot path)

    /// The color of a token. Forbidden tokens read as ``TokenColor/forbiddenSentinel``.
    @inlinable public subscript(token: Token<TokenColor>) -> TokenColor { columns.colors[Int(token.index)] }
    /// The dimension of a token.
    @inlinable public subscript(token: Token<TokenDimension>) -> TokenDimension { columns.dimensions[Int(token.index)] }
    /// The number of a token.
    @inlinable public subscript(token: Token<Number>) -> Number { columns.numbers[Int(token.index)] }
    /// The font family of a token; names via ``ResolvedTheme/fontFamilyNames(_:)``.
    @inlinable public subscript(token: Token<FontFamily>) -> FontFamily { columns.fontFamilies[Int(token.index)] }
    /// The font weight of a token.
    @inlinable public subscript(token: Token<FontWeight>) -> FontWeight { columns.fontWeights[Int(token.index)] }
    /// The duration of a token.
    @inlinable public subscript(token: Token<TokenDuration>) -> TokenDuration { columns.durations[Int(token.index)] }
    /// The cubic Bézier of a token.
    @inlinable public subscript(token: Token<CubicBezier>) -> CubicBezier { columns.cubicBeziers[Int(token.index)] }
    /// The stroke style of a token.
    @inlinable public subscript(token: Token<TokenStrokeStyle>) -> TokenStrokeStyle { columns.strokeStyles[Int(token.index)] }
    /// The shadow of a token; its layers via ``layers(of:)``.
    @inlinable public subscript(token: Token<Shadow>) -> Shadow { columns.shadows[Int(token.index)] }
    /// The typography of a token.
    @inlinable public subscript(token: Token<Typography>) -> Typography { columns.typographies[Int(token.index)] }
    /// The border of a token.
    @inlinable public subscript(token: Token<Border>) -> Border { columns.borders[Int(token.index)] }
    /// The transition of a token.
    @inlinable public subscript(token: Token<TokenTransition>) -> TokenTransition { columns.transitions[Int(token.index)] }
    /// The gradient of a token; its stops via ``stops(of:)``.
    @inlinable public subscript(token: Token<TokenGradient>) -> TokenGradient { columns.gradients[Int(token.index)] }
    /// The string of a token; its text via ``ResolvedTheme/text(_:)``.
    @inlinable public subscript(token: Token<TokenString>) -> TokenString { columns.strings[Int(token.index)] }
    /// The boolean of a token.
    @inlinable public subscript(token: Token<TokenBoolean>) -> TokenBoolean { columns.booleans[Int(token.index)] }

    /// The color of a token as CSS hex (`#rrggbb[aa]`, sRGB), or `nil` when this table's colors
    /// are in another color space, where their 8-bit codes (``TokenColor/encodedHex``) are not CSS hex.
    public func srgbHex(_ token: Token<TokenColor>) -> String? {
        theme.colorSpaceName == "srgb" ? self[token].encodedHex : nil
    }

    // MARK: Checked look-up

    /// The value of a token, or a typed error if it is forbidden or absent in this mode, or
    /// the handle does not belong to this theme's graph.
    public func value<Value: TokenValue>(_ token: Token<Value>) throws(LookupError) -> Value {
        // The unchecked subscripts trust the handle (one load); the checked look-up does not.
        guard Int(token.index) < theme.catalog.kindCounts[Value.tokenType.ordinal] else {
            throw LookupError(reason: .unknownHandle, token: TokenPath("#\(token.index)"), mode: theme.axes.describe(mode))
        }
        if let reason = unavailability(of: Value.tokenType, index: Int(token.index)) {
            throw LookupError(reason: reason, token: path(of: Value.tokenType, index: Int(token.index)), mode: theme.axes.describe(mode))
        }
        return read(token)
    }

    /// Reads a value through its type, for generic callers.
    package func read<Value: TokenValue>(_ token: Token<Value>) -> Value {
        Value.read(from: self, token)
    }

    private func path(of type: TokenType, index: Int) -> TokenPath {
        let catalog = theme.catalog
        for id in 0..<catalog.count where catalog.types[id] == type && Int(catalog.kindIndex[id]) == index {
            return catalog.path(of: id)
        }
        return TokenPath("#\(index)")
    }

    // MARK: Pools

    /// The layers of a shadow, in paint order.
    public func layers(of shadow: Shadow) -> [ShadowLayer] {
        let pool = theme.storage.tables.store.shadowLayers
        return shadow.layers.indices.map { pool[$0] }
    }

    /// The stops of a gradient.
    public func stops(of gradient: TokenGradient) -> [GradientStop] {
        let pool = theme.storage.tables.store.gradientStops
        return gradient.stops.indices.map { pool[$0] }
    }

    /// The dash lengths of a custom stroke style.
    public func dashes(of style: TokenStrokeStyle) -> [TokenDimension] {
        let pool = theme.storage.tables.store.dashes
        return style.dashes.indices.map { pool[$0] }
    }
}
