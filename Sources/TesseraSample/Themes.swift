import Tessera

/// The bundled themes: `lumen`, the default, and `ocean`, a teal rebrand.
///
/// `lumen` is the base token set as declared; its single layer only has to choose the
/// abstract `brand.typeface`.
///
/// `ocean` shows what a real rebrand touches, in two layers:
///
/// 1. `ocean-brand` swaps palettes at the raw tier: a teal `brand` ramp, a sand `accent` ramp
///    and blue-slate neutrals. Every semantic and component alias cascades, so buttons, links,
///    focus rings and surfaces change without being named.
/// 2. `ocean` tunes the rest: softer raw radii, pill-shaped buttons, calmer motion, a few
///    per-context colors (darker teal text in light mode, lighter elevated surfaces in dark
///    mode, an amber focus ring), and marks the accent badge and the hero card gradient as
///    forbidden, since ocean's product has neither.
///
/// Closed tokens (the `color.repository.*` overlays and semantic spacing) are never overridden.
extension SampleDesignSystem {
    /// Ocean's teal brand ramp (same steps as ``rampSteps``).
    static let oceanBrandRamp = [
        "#EDFAFA", "#D0F1F1", "#A3E2E3", "#6ECBCF", "#3AAEB5", "#17939C",
        "#0E7C86", "#10646D", "#135159", "#14434A", "#08282D",
    ]

    /// Ocean's sand accent ramp.
    static let oceanAccentRamp = [
        "#FBF8F3", "#F4EDE1", "#E8D9C2", "#D8BF9B", "#C4A073", "#AD8452",
        "#916B40", "#755535", "#5F452D", "#4E3A27", "#2B1F14",
    ]

    /// Ocean's blue-slate neutrals (same steps as ``neutralRamp``).
    static let oceanNeutralRamp = [
        "#FFFFFF", "#FAFCFC", "#F3F7F8", "#E8EFF1", "#DCE5E8", "#CCD8DC", "#ADBEC4", "#8A9EA6",
        "#6B8088", "#53666E", "#3E4F56", "#2C3A40", "#223035", "#19252A", "#111B1F", "#091114",
    ]

    /// The tokens ocean declares not part of its theme.
    static let oceanForbidden = ["badge.accent.bg", "badge.accent.fg", "badge.accent.border", "card.hero.background"]

    /// Builds both themes.
    static func themes() -> [Theme] {
        var lumen = OverrideLayer("lumen")
        lumen.set("brand.typeface", .fontFamily(["Manrope", "Inter", "system-ui", "sans-serif"]))

        var oceanBrand = OverrideLayer("ocean-brand")
        oceanBrand.set("brand.typeface", .fontFamily(["Nunito Sans", "system-ui", "sans-serif"]))
        for (step, hex) in zip(rampSteps, oceanBrandRamp) {
            oceanBrand.set(TokenPath("color.brand.\(step)"), .hex(hex))
        }
        for (step, hex) in zip(rampSteps, oceanAccentRamp) {
            oceanBrand.set(TokenPath("color.accent.\(step)"), .hex(hex))
        }
        for ((step, _), hex) in zip(neutralRamp, oceanNeutralRamp) {
            oceanBrand.set(TokenPath("color.neutral.\(step)"), .hex(hex))
        }

        var ocean = OverrideLayer("ocean")
        // Raw: softer corners, a rounder text face, calmer motion.
        for (name, px) in [("xs", 3.0), ("sm", 6), ("md", 10), ("lg", 16), ("xl", 24)] {
            ocean.set(TokenPath("radius.\(name)"), .px(px))
        }
        ocean.set("font.family.sans", .fontFamily(["Source Sans 3", "system-ui", "sans-serif"]))
        ocean.set("duration.moderate", .duration(TokenDuration(220, .milliseconds)))
        ocean.set("duration.slow", .duration(TokenDuration(340, .milliseconds)))
        ocean.set("duration.fast", .duration(TokenDuration(110, .milliseconds)))
        ocean.set("easing.standard", .cubicBezier(CubicBezier(0.25, 0.05, 0.15, 1)))
        ocean.set("font.lineHeight.normal", .number(1.5))
        ocean.set("font.lineHeight.relaxed", .number(1.65))
        // Semantic type: bolder emphasis, and a gentler display step on compact screens.
        ocean.set("font.weight.emphasis", ref("font.weight.bold"))
        ocean.set("font.size.display.lg", when: ["sizeClass": "compact"], ref("font.size.40"))
        // Semantic, per context: teal needs one step darker for text on light backgrounds,
        // elevated dark surfaces lift further, and the focus ring is amber for visibility on teal.
        ocean.set("color.bg.canvas", when: ["colorScheme": "light"], ref("color.neutral.50"))
        ocean.set("color.text.brand", when: ["colorScheme": "light"], ref("color.brand.700"))
        ocean.set("color.text.link", when: ["colorScheme": "light"], ref("color.brand.700"))
        ocean.set("color.action.primary.bg", when: ["colorScheme": "light"], ref("color.brand.700"))
        ocean.set("color.action.primary.bgHover", when: ["colorScheme": "light"], ref("color.brand.800"))
        ocean.set("color.action.primary.bgPressed", when: ["colorScheme": "light"], ref("color.brand.900"))
        ocean.set("color.bg.brand", when: ["colorScheme": "light"], ref("color.brand.700"))
        ocean.set("color.bg.brandSubtle", when: ["colorScheme": "dark"], ref("color.brand.900"))
        ocean.set("color.border.brand", when: ["colorScheme": "light"], ref("color.brand.400"))
        ocean.set("color.action.ghost.fg", when: ["colorScheme": "light"], ref("color.brand.700"))
        ocean.set("color.text.onBrand", when: ["colorScheme": "dark"], ref("color.neutral.1000"))
        ocean.set("color.surface.default", when: ["colorScheme": "dark", "elevation": "elevated"], ref("color.neutral.800"))
        ocean.set("color.bg.subtle", when: ["colorScheme": "dark", "elevation": "elevated"], ref("color.neutral.800"))
        ocean.set("color.surface.raised", when: ["colorScheme": "dark", "elevation": "elevated"], ref("color.neutral.700"))
        ocean.set("color.surface.overlay", when: ["colorScheme": "dark", "elevation": "elevated"], ref("color.neutral.600"))
        ocean.set("color.surface.selected", when: ["colorScheme": "dark"], ref("color.brand.800"))
        ocean.set("color.focus.ring", ref("color.warning.500"))
        ocean.set("color.focus.ring", when: ["colorScheme": "dark"], ref("color.warning.300"))
        ocean.set(
            "color.gradient.brand",
            .gradient([
                .gradientStop(GradientStopExpression(color: ref("color.brand.700"), position: .number(0))),
                .gradientStop(GradientStopExpression(color: ref("color.info.500"), position: .number(1))),
            ]))
        // Component: pill buttons, flatter but rounder cards, squarer badges and avatars, rounder
        // fields, and no separate visited-link color.
        ocean.set("button.radius", ref("radius.role.pill"))
        ocean.set("button.md.paddingX", ref("space.inset.lg"))
        ocean.set("card.radius", ref("radius.role.overlay"))
        ocean.set("card.shadow", ref("elevation.shadow.none"))
        ocean.set("card.borderColor", ref("color.border.default"))
        ocean.set("card.border", ref("border.role.default"))
        ocean.set("button.secondary.border", ref("color.border.brand"))
        ocean.set("badge.radius", ref("radius.role.indicator"))
        ocean.set("input.radius", ref("radius.role.control"))
        ocean.set("list.item.radius", ref("radius.role.control"))
        ocean.set("dialog.radius", ref("radius.role.container"))
        ocean.set("avatar.radius", ref("radius.role.container"))
        ocean.set("tooltip.radius", ref("radius.role.control"))
        ocean.set("switch.track.bgOff", ref("color.border.default"))
        ocean.set("link.colorVisited", ref("color.text.link"))
        ocean.set("input.bg", when: ["colorScheme": "dark"], ref("color.surface.sunken"))
        ocean.set("list.item.bgSelected", ref("color.bg.brandSubtle"))
        ocean.set("tooltip.bg", when: ["colorScheme": "dark"], ref("color.neutral.700"))
        // Not part of ocean.
        for path in oceanForbidden {
            ocean.set(TokenPath(path), .forbidden)
        }

        return [
            Theme(name: "lumen", layers: [lumen]),
            Theme(name: "ocean", layers: [oceanBrand, ocean]),
        ]
    }
}
