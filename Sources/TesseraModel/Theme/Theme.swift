/// A theme: the design system's base token set plus ordered override layers.
///
/// Layers apply in order (brand, child theme, app, scoped…); a later layer overrides an
/// earlier one. Derive a scoped theme for a subtree or a single component instance with
/// ``adding(_:)``, or, on a compiled theme, with ``ResolvedTheme/overriding(_:)``, which
/// re-resolves only what changed.
public struct Theme: Sendable, Hashable {
    /// The theme's name, as `--theme` selects it.
    public var name: String
    /// The override layers, applied in order over the base token set.
    public var layers: [OverrideLayer]

    /// Creates a theme.
    public init(name: String, layers: [OverrideLayer] = []) {
        self.name = name
        self.layers = layers
    }

    /// This theme with one more layer on top, as for a scoped subtree or component instance.
    public func adding(_ layer: OverrideLayer) -> Theme {
        Theme(name: name, layers: layers + [layer])
    }
}
