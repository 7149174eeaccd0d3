import Tessera

/// Semantic colors, borders, elevation shadows and the brand gradient.
///
/// Every semantic color names a purpose (canvas, surface, text, border, action, feedback) and
/// picks palette steps per context:
///
/// - `colorScheme`: light values are the default; dark values are written for every token.
/// - `contrast`: high-contrast values push text and borders further from their background;
///   tokens without one fall back to the standard value.
/// - `elevation`: in dark mode, elevated surfaces (sheets, popovers) get lighter so they read
///   as closer to the viewer, since shadows barely show on dark canvases. In light mode
///   elevation is carried by shadows alone.
///
/// Action colors come in primary, secondary, ghost and danger, each with hover, pressed and
/// disabled states, so components never pick palette steps themselves.
extension SampleDesignSystem {
    /// A color per context, as palette paths relative to `color.`.
    struct SchemeColor {
        var path: String
        var light: String
        var dark: String
        var highLight: String? = nil
        var highDark: String? = nil
        var elevatedDark: String? = nil
        var elevatedHighDark: String? = nil

        /// The definitions, most general first. Elevated comes before high contrast so that
        /// high contrast wins the tie when a token gives both but no three-axis value.
        var definitions: [(ContextCondition, TokenExpression)] {
            func palette(_ s: String) -> TokenExpression { ref("color." + s) }
            var defs: [(ContextCondition, TokenExpression)] = [(.always, palette(light)), (["colorScheme": "dark"], palette(dark))]
            if let elevatedDark { defs.append((["colorScheme": "dark", "elevation": "elevated"], palette(elevatedDark))) }
            if let highLight { defs.append((["colorScheme": "light", "contrast": "high"], palette(highLight))) }
            if let highDark { defs.append((["colorScheme": "dark", "contrast": "high"], palette(highDark))) }
            if let elevatedHighDark {
                defs.append((["colorScheme": "dark", "contrast": "high", "elevation": "elevated"], palette(elevatedHighDark)))
            }
            return defs
        }
    }

    /// Backgrounds and surfaces.
    static let surfaceColors: [SchemeColor] = [
        SchemeColor(path: "bg.canvas", light: "neutral.25", dark: "neutral.950", highLight: "neutral.0", highDark: "neutral.1000"),
        SchemeColor(path: "bg.subtle", light: "neutral.50", dark: "neutral.900", elevatedDark: "neutral.850"),
        SchemeColor(path: "bg.muted", light: "neutral.100", dark: "neutral.850", elevatedDark: "neutral.800"),
        SchemeColor(path: "bg.inverse", light: "neutral.900", dark: "neutral.50"),
        SchemeColor(path: "bg.brand", light: "brand.600", dark: "brand.400", highLight: "brand.700", highDark: "brand.300"),
        SchemeColor(path: "bg.brandSubtle", light: "brand.50", dark: "brand.950", elevatedDark: "brand.900"),
        SchemeColor(path: "bg.accent", light: "accent.500", dark: "accent.400", highLight: "accent.700", highDark: "accent.300"),
        SchemeColor(path: "bg.accentSubtle", light: "accent.50", dark: "accent.950", elevatedDark: "accent.900"),
        SchemeColor(path: "bg.scrim", light: "repository.black.48", dark: "repository.black.64", highLight: "repository.black.64", highDark: "repository.black.80"),
        SchemeColor(
            path: "surface.default", light: "neutral.0", dark: "neutral.900", highDark: "neutral.1000",
            elevatedDark: "neutral.850", elevatedHighDark: "neutral.950"),
        SchemeColor(
            path: "surface.raised", light: "neutral.0", dark: "neutral.850", highDark: "neutral.950",
            elevatedDark: "neutral.800", elevatedHighDark: "neutral.900"),
        SchemeColor(
            path: "surface.sunken", light: "neutral.50", dark: "neutral.950", highLight: "neutral.100", highDark: "neutral.1000",
            elevatedDark: "neutral.900"),
        SchemeColor(
            path: "surface.overlay", light: "neutral.0", dark: "neutral.800", highDark: "neutral.900",
            elevatedDark: "neutral.700", elevatedHighDark: "neutral.850"),
        SchemeColor(path: "surface.inverse", light: "neutral.900", dark: "neutral.100", highLight: "neutral.1000", highDark: "neutral.0"),
        SchemeColor(path: "surface.hover", light: "repository.black.4", dark: "repository.white.8", highLight: "repository.black.8", highDark: "repository.white.12"),
        SchemeColor(path: "surface.pressed", light: "repository.black.8", dark: "repository.white.12", highLight: "repository.black.12", highDark: "repository.white.16"),
        SchemeColor(path: "surface.selected", light: "brand.50", dark: "brand.900", highLight: "brand.100", elevatedDark: "brand.800"),
    ]

    /// Text and icons.
    static let contentColors: [SchemeColor] = [
        SchemeColor(path: "text.primary", light: "neutral.900", dark: "neutral.50", highLight: "neutral.1000", highDark: "neutral.0"),
        SchemeColor(path: "text.secondary", light: "neutral.600", dark: "neutral.300", highLight: "neutral.800", highDark: "neutral.100"),
        SchemeColor(path: "text.tertiary", light: "neutral.500", dark: "neutral.400", highLight: "neutral.700", highDark: "neutral.200"),
        SchemeColor(path: "text.disabled", light: "neutral.400", dark: "neutral.600", highLight: "neutral.500", highDark: "neutral.500"),
        SchemeColor(path: "text.inverse", light: "neutral.0", dark: "neutral.900", highDark: "neutral.1000"),
        SchemeColor(path: "text.onBrand", light: "neutral.0", dark: "brand.950", highDark: "neutral.1000"),
        SchemeColor(path: "text.brand", light: "brand.600", dark: "brand.300", highLight: "brand.800", highDark: "brand.200"),
        SchemeColor(path: "text.accent", light: "accent.700", dark: "accent.300", highLight: "accent.800", highDark: "accent.200"),
        SchemeColor(path: "text.link", light: "brand.600", dark: "brand.300", highLight: "brand.800", highDark: "brand.200"),
        SchemeColor(path: "text.linkHover", light: "brand.700", dark: "brand.200", highLight: "brand.900", highDark: "brand.100"),
        SchemeColor(path: "text.linkVisited", light: "accent.700", dark: "accent.300", highLight: "accent.800", highDark: "accent.200"),
        SchemeColor(path: "text.success", light: "success.700", dark: "success.300", highLight: "success.800", highDark: "success.200"),
        SchemeColor(path: "text.warning", light: "warning.700", dark: "warning.300", highLight: "warning.800", highDark: "warning.200"),
        SchemeColor(path: "text.danger", light: "danger.600", dark: "danger.300", highLight: "danger.800", highDark: "danger.200"),
        SchemeColor(path: "text.info", light: "info.700", dark: "info.300", highLight: "info.800", highDark: "info.200"),
        SchemeColor(path: "icon.primary", light: "neutral.700", dark: "neutral.200", highLight: "neutral.900", highDark: "neutral.50"),
        SchemeColor(path: "icon.secondary", light: "neutral.500", dark: "neutral.400", highLight: "neutral.700", highDark: "neutral.200"),
    ]

    /// Borders.
    static let borderColors: [SchemeColor] = [
        SchemeColor(
            path: "border.subtle", light: "neutral.150", dark: "neutral.800", highLight: "neutral.400", highDark: "neutral.500",
            elevatedDark: "neutral.700"),
        SchemeColor(
            path: "border.default", light: "neutral.200", dark: "neutral.700", highLight: "neutral.600", highDark: "neutral.300",
            elevatedDark: "neutral.600"),
        SchemeColor(path: "border.strong", light: "neutral.400", dark: "neutral.500", highLight: "neutral.800", highDark: "neutral.100"),
        SchemeColor(path: "border.disabled", light: "neutral.150", dark: "neutral.800"),
        SchemeColor(path: "border.focus", light: "brand.500", dark: "brand.300", highLight: "brand.700", highDark: "brand.200"),
        SchemeColor(path: "border.brand", light: "brand.300", dark: "brand.600", highLight: "brand.600", highDark: "brand.300"),
        SchemeColor(path: "border.accent", light: "accent.300", dark: "accent.700", highLight: "accent.600", highDark: "accent.300"),
        SchemeColor(path: "border.success", light: "success.500", dark: "success.400", highLight: "success.700", highDark: "success.300"),
        SchemeColor(path: "border.warning", light: "warning.500", dark: "warning.400", highLight: "warning.700", highDark: "warning.300"),
        SchemeColor(path: "border.danger", light: "danger.500", dark: "danger.400", highLight: "danger.700", highDark: "danger.300"),
        SchemeColor(path: "border.info", light: "info.500", dark: "info.400", highLight: "info.700", highDark: "info.300"),
    ]

    /// Action colors: variant, then each state's light, dark, high-contrast light and dark.
    static let actionColors: [SchemeColor] = [
        SchemeColor(path: "action.primary.bg", light: "brand.600", dark: "brand.400", highLight: "brand.700", highDark: "brand.300"),
        SchemeColor(path: "action.primary.bgHover", light: "brand.700", dark: "brand.300", highLight: "brand.800", highDark: "brand.200"),
        SchemeColor(path: "action.primary.bgPressed", light: "brand.800", dark: "brand.200", highLight: "brand.900", highDark: "brand.100"),
        SchemeColor(path: "action.primary.bgDisabled", light: "neutral.150", dark: "neutral.800"),
        SchemeColor(path: "action.primary.border", light: "repository.transparent", dark: "repository.transparent", highLight: "brand.900", highDark: "brand.100"),
        SchemeColor(path: "action.secondary.bg", light: "brand.50", dark: "brand.900", highLight: "neutral.0", highDark: "neutral.1000", elevatedDark: "brand.800"),
        SchemeColor(path: "action.secondary.bgHover", light: "brand.100", dark: "brand.800", highLight: "brand.50", highDark: "brand.950", elevatedDark: "brand.700"),
        SchemeColor(path: "action.secondary.bgPressed", light: "brand.200", dark: "brand.700", highLight: "brand.100", highDark: "brand.900", elevatedDark: "brand.600"),
        SchemeColor(path: "action.secondary.bgDisabled", light: "neutral.100", dark: "neutral.850"),
        SchemeColor(path: "action.secondary.fg", light: "brand.700", dark: "brand.100", highLight: "brand.900", highDark: "brand.50"),
        SchemeColor(path: "action.secondary.border", light: "brand.200", dark: "brand.700", highLight: "brand.700", highDark: "brand.200"),
        SchemeColor(path: "action.ghost.bg", light: "repository.transparent", dark: "repository.transparent"),
        SchemeColor(path: "action.ghost.bgHover", light: "repository.black.4", dark: "repository.white.8", highLight: "repository.black.8", highDark: "repository.white.12"),
        SchemeColor(path: "action.ghost.bgPressed", light: "repository.black.8", dark: "repository.white.12", highLight: "repository.black.12", highDark: "repository.white.16"),
        SchemeColor(path: "action.ghost.bgDisabled", light: "repository.transparent", dark: "repository.transparent"),
        SchemeColor(path: "action.ghost.fg", light: "brand.600", dark: "brand.300", highLight: "brand.800", highDark: "brand.200"),
        SchemeColor(path: "action.ghost.border", light: "repository.transparent", dark: "repository.transparent", highLight: "neutral.600", highDark: "neutral.300"),
        SchemeColor(path: "action.danger.bg", light: "danger.600", dark: "danger.400", highLight: "danger.700", highDark: "danger.300"),
        SchemeColor(path: "action.danger.bgHover", light: "danger.700", dark: "danger.300", highLight: "danger.800", highDark: "danger.200"),
        SchemeColor(path: "action.danger.bgPressed", light: "danger.800", dark: "danger.200", highLight: "danger.900", highDark: "danger.100"),
        SchemeColor(path: "action.danger.bgDisabled", light: "neutral.150", dark: "neutral.800"),
        SchemeColor(path: "action.danger.fg", light: "neutral.0", dark: "danger.950", highDark: "neutral.1000"),
        SchemeColor(path: "action.danger.border", light: "repository.transparent", dark: "repository.transparent", highLight: "danger.900", highDark: "danger.100"),
    ]

    /// The functional ramps' feedback roles: role, light step, dark step.
    static let feedbackRoles: [(role: String, light: Int, dark: Int)] = [
        ("bg", 50, 950), ("bgStrong", 600, 400), ("fg", 800, 100), ("border", 200, 800), ("icon", 600, 400),
    ]

    /// Declares semantic colors, border composites, shadows and the gradient.
    static func declareSemanticColors(into ds: inout DesignSystem) {
        for c in surfaceColors + contentColors + borderColors + actionColors {
            ds.declare("color." + c.path, type: .color, tier: .semantic, varying: c.definitions)
        }
        // Icons and action foregrounds that simply follow text colors.
        for (icon, text) in [("disabled", "disabled"), ("inverse", "inverse"), ("onBrand", "onBrand"), ("brand", "brand")] {
            ds.alias("color.icon.\(icon)", .color, .semantic, "color.text.\(text)")
        }
        ds.alias("color.action.primary.fg", .color, .semantic, "color.text.onBrand")
        for variant in ["primary", "secondary", "ghost", "danger"] {
            ds.alias("color.action.\(variant).fgDisabled", .color, .semantic, "color.text.disabled")
        }
        ds.alias("color.focus.ring", .color, .semantic, "color.border.focus")
        ds.declare(
            "color.focus.ringInner", type: .color, tier: .semantic,
            varying: [
                (.always, ref("color.neutral.0")), (ContextCondition(["colorScheme": "dark"]), ref("color.neutral.1000")),
            ])
        // Feedback: success, warning, danger and info share one recipe; high contrast
        // strengthens foregrounds and borders by one step.
        for ramp in functionalRamps.map(\.name) {
            for r in feedbackRoles {
                var c = SchemeColor(path: "feedback.\(ramp).\(r.role)", light: "\(ramp).\(r.light)", dark: "\(ramp).\(r.dark)")
                if r.role == "fg" { c.highLight = "\(ramp).950"; c.highDark = "\(ramp).50" }
                if r.role == "border" { c.highLight = "\(ramp).600"; c.highDark = "\(ramp).400" }
                ds.declare("color." + c.path, type: .color, tier: .semantic, varying: c.definitions)
            }
        }

        // Border composites.
        for (name, color, width, style) in [
            ("subtle", "subtle", "default", "solid"), ("default", "default", "default", "solid"),
            ("strong", "strong", "strong", "solid"), ("focus", "focus", "focus", "solid"),
            ("danger", "danger", "default", "solid"), ("dashed", "default", "default", "dashed"),
        ] {
            ds.declare(
                "border.role.\(name)", type: .border, tier: .semantic,
                .border(
                    BorderExpression(
                        color: ref("color.border.\(color)"),
                        width: ref("stroke.width.\(width)"),
                        style: ref("stroke.style.\(style)"))))
        }

        // Elevation shadows: a tight key shadow and a soft ambient one. Dark mode uses much
        // more opaque black because a dark canvas swallows faint shadows.
        let shadows:
            [(
                level: Int, key: (y: Double, blur: Double, spread: Double), ambient: (y: Double, blur: Double),
                light: (key: Int, ambient: Int), dark: (key: Int, ambient: Int)
            )] = [
                (1, (1, 2, 0), (1, 3), (12, 8), (32, 24)),
                (2, (2, 4, -1), (4, 8), (12, 8), (48, 32)),
                (3, (4, 8, -2), (8, 20), (16, 8), (48, 32)),
                (4, (8, 16, -4), (16, 40), (16, 12), (64, 48)),
            ]
        for s in shadows {
            func layers(_ key: Int, _ ambient: Int) -> TokenExpression {
                .shadow([
                    .shadowLayer(
                        ShadowLayerExpression(
                            color: ref("color.repository.black.\(key)"), offsetX: .px(0), offsetY: .px(s.key.y),
                            blur: .px(s.key.blur), spread: .px(s.key.spread))),
                    .shadowLayer(
                        ShadowLayerExpression(
                            color: ref("color.repository.black.\(ambient)"), offsetX: .px(0), offsetY: .px(s.ambient.y),
                            blur: .px(s.ambient.blur), spread: .px(0))),
                ])
            }
            ds.declare(
                "elevation.shadow.\(s.level)", type: .shadow, tier: .semantic,
                varying: [
                    (.always, layers(s.light.key, s.light.ambient)),
                    (ContextCondition(["colorScheme": "dark"]), layers(s.dark.key, s.dark.ambient)),
                ])
        }
        ds.declare(
            "elevation.shadow.none", type: .shadow, tier: .semantic,
            .shadow([
                .shadowLayer(
                    ShadowLayerExpression(
                        color: ref("color.repository.transparent"), offsetX: .px(0), offsetY: .px(0), blur: .px(0)))
            ]))

        // Precomputed compositing, for renderers that draw flat colors: each elevation's
        // shadow flattened onto the default surface, and brand-tinted elevation overlays
        // (a tint at a growing alpha over the surface), per mode, blended in gamma sRGB as
        // designers see them.
        for level in 1...4 {
            ds.declare(
                "elevation.flatShadow.\(level)", type: .shadow, tier: .semantic,
                .flattenedShadow(shadow: ref("elevation.shadow.\(level)"), surface: ref("color.surface.default"), space: .srgb))
            ds.declare(
                "elevation.overlay.\(level)", type: .color, tier: .semantic,
                .over(top: ref("color.brand.500"), bottom: ref("color.surface.default"), alpha: [0.05, 0.08, 0.11, 0.14][level - 1], space: .srgb))
        }

        // The brand gradient, for hero areas.
        ds.declare(
            "color.gradient.brand", type: .gradient, tier: .semantic,
            .gradient([
                .gradientStop(GradientStopExpression(color: ref("color.bg.brand"), position: .number(0))),
                .gradientStop(GradientStopExpression(color: ref("color.brand.400"), position: .number(0.55))),
                .gradientStop(GradientStopExpression(color: ref("color.bg.accent"), position: .number(1))),
            ]))
    }
}
