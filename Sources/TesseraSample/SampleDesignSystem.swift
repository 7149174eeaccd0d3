import Tessera

/// Lumen, the sample design system bundled with Tessera.
///
/// Lumen is a small but complete three-tier token set, written the way a product team would
/// write one, so that the CLI, the tests and the documentation have something realistic to
/// compile, export and benchmark:
///
/// - **raw** tokens hold literals: the palettes (`Palette.swift`), the spacing, size, radius and
///   stroke scales (`Dimensions.swift`), the type scale (`Typography.swift`) and motion.
/// - **semantic** tokens give those literals a purpose (`color.text.primary`, `space.inset.md`,
///   `typography.body.md`, in `SemanticColors.swift` and beside their scales) and vary them by
///   color scheme, contrast, elevation and size class.
/// - **component** tokens (`Components.swift`) bind each part of a button, card, input, badge,
///   list, divider and a few overlays to a semantic token.
///
/// Two themes are bundled (`Themes.swift`): `lumen`, the default, and `ocean`, a teal rebrand
/// that swaps the brand, accent and neutral palettes at the raw tier and tunes some semantic and
/// component tokens.
public enum SampleDesignSystem {
    /// The whole design system: the four built-in axes, every token and both themes.
    ///
    /// Built once, on first use.
    public static let designSystem: DesignSystem = {
        var ds = DesignSystem(name: "Lumen", axes: Axis.builtIn)
        declarePalette(into: &ds)
        declareDimensions(into: &ds)
        declareTypography(into: &ds)
        declareSemanticColors(into: &ds)
        declareComponents(into: &ds)
        ds.themes = themes()
        return ds
    }()

    /// The theme selected when none is asked for.
    public static let defaultThemeName = "lumen"
}

/// An alias to the token at `path`; the area files build most paths by interpolation.
func ref(_ path: String) -> TokenExpression { .alias(TokenPath(path)) }

/// Shorthands shared by the area files; they keep the token tables readable.
extension DesignSystem {
    /// ``declare(_:type:tier:closed:_:description:)`` for a path built as a `String`.
    mutating func declare(
        _ path: String, type: TokenType, tier: Tier, closed: Bool = false,
        _ value: TokenExpression, description: String? = nil
    ) {
        declare(TokenPath(path), type: type, tier: tier, closed: closed, value, description: description)
    }

    /// ``declare(_:type:tier:closed:varying:description:)`` for a path built as a `String`.
    mutating func declare(
        _ path: String, type: TokenType, tier: Tier, closed: Bool = false,
        varying definitions: [(ContextCondition, TokenExpression)], description: String? = nil
    ) {
        declare(TokenPath(path), type: type, tier: tier, closed: closed, varying: definitions, description: description)
    }

    /// Declares a token that is a plain alias of another one.
    mutating func alias(_ path: String, _ type: TokenType, _ tier: Tier, _ target: String, closed: Bool = false) {
        declare(path, type: type, tier: tier, closed: closed, ref(target))
    }

    /// Declares a token whose value follows the size class: `regular` is the default, `compact`
    /// and `extraCompact` are only written when they differ (extraCompact falls back to compact).
    mutating func bySizeClass(
        _ path: String, _ type: TokenType, _ tier: Tier, closed: Bool = false,
        regular: String, compact: String?, extraCompact: String? = nil
    ) {
        var defs: [(ContextCondition, TokenExpression)] = [(.always, ref(regular))]
        if let compact { defs.append((["sizeClass": "compact"], ref(compact))) }
        if let extraCompact { defs.append((["sizeClass": "extraCompact"], ref(extraCompact))) }
        declare(path, type: type, tier: tier, closed: closed, varying: defs)
    }
}
