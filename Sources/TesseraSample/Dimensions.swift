import Tessera

/// Spacing, sizes, corner radii, strokes, opacity, stacking and motion.
///
/// The raw scales are plain literals on a 4 px grid (with 2 px half-steps at the small end).
/// Semantic tokens choose from them by purpose and vary by `sizeClass`: `regular` is the default,
/// `compact` tightens everything one step, and `extraCompact` is only written where it must
/// differ again; elsewhere it falls back to `compact`.
///
/// Semantic spacing is closed: components and themes pick among insets, stacks and gaps but
/// never redefine them, so rhythm stays consistent across themes. Corner radii are the
/// opposite: every semantic and component radius aliases a raw `radius.*` token, so a theme
/// that sets those seven to zero removes all rounding at once.
extension SampleDesignSystem {
    /// The raw spacing scale: step name and pixels (the step is the pixel value × 12.5).
    static let spaceScale: [(step: Int, px: Double)] = [
        (0, 0), (25, 2), (50, 4), (100, 8), (150, 12), (200, 16), (250, 20), (300, 24),
        (400, 32), (500, 40), (600, 48), (700, 56), (800, 64), (1000, 80), (1200, 96),
    ]

    /// Raw sizes for controls, icons and avatars, named by their pixel value.
    static let sizeScale: [Double] = [12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 56, 64, 80, 96, 320, 480, 560]

    /// Raw corner radii; `full` is large enough to turn any control into a pill.
    static let radiusScale: [(name: String, px: Double)] = [
        ("none", 0), ("xs", 2), ("sm", 4), ("md", 8), ("lg", 12), ("xl", 20), ("full", 9999),
    ]

    /// Semantic spacing: role, regular step, compact step, extraCompact step (nil: fall back).
    static let semanticSpacing: [(path: String, regular: Int, compact: Int?, extraCompact: Int?)] = [
        ("space.inset.xs", 100, 50, nil),
        ("space.inset.sm", 150, 100, nil),
        ("space.inset.md", 200, 150, 100),
        ("space.inset.lg", 300, 200, 150),
        ("space.inset.xl", 500, 400, 300),
        ("space.stack.xs", 100, 50, nil),
        ("space.stack.sm", 150, 100, nil),
        ("space.stack.md", 200, 150, 100),
        ("space.stack.lg", 400, 300, 200),
        ("space.stack.xl", 600, 500, 400),
        ("space.inline.xs", 50, 25, nil),
        ("space.inline.sm", 100, 50, nil),
        ("space.inline.md", 150, 100, nil),
        ("space.inline.lg", 200, 150, 100),
        ("space.inline.xl", 300, 200, 150),
        ("space.layout.gutter", 400, 300, 200),
        ("space.layout.margin", 600, 400, 300),
        ("space.layout.section", 1000, 700, 500),
        ("space.layout.gap", 300, 200, nil),
    ]

    /// Semantic sizes: role, regular, compact, extraCompact (raw `size.*` pixel names).
    static let semanticSizes: [(path: String, regular: Int, compact: Int?, extraCompact: Int?)] = [
        ("size.control.sm", 32, 28, 24),
        ("size.control.md", 40, 36, nil),
        ("size.control.lg", 48, 44, 40),
        ("size.icon.sm", 16, nil, 12),
        ("size.icon.md", 20, nil, 16),
        ("size.icon.lg", 24, 20, nil),
        ("size.avatar.sm", 24, 20, nil),
        ("size.avatar.md", 32, 28, 24),
        ("size.avatar.lg", 48, 40, 32),
        ("size.touchTarget.min", 44, nil, nil),
        ("size.tooltip.maxWidth", 320, nil, nil),
        ("size.dialog.width", 560, 480, 320),
    ]

    /// Declares the raw scales and the semantic dimensions built on them.
    static func declareDimensions(into ds: inout DesignSystem) {
        // Raw scales.
        for (step, px) in spaceScale {
            ds.declare("space.\(step)", type: .dimension, tier: .raw, .px(px))
        }
        for px in sizeScale {
            ds.declare("size.\(Int(px))", type: .dimension, tier: .raw, .px(px))
        }
        for (name, px) in radiusScale {
            ds.declare("radius.\(name)", type: .dimension, tier: .raw, .px(px))
        }
        for (name, px) in [("none", 0.0), ("thin", 1), ("medium", 2), ("thick", 3)] {
            ds.declare("border.width.\(name)", type: .dimension, tier: .raw, .px(px))
        }
        ds.declare("stroke.style.solid", type: .strokeStyle, tier: .raw, .strokeStyle(.solid))
        ds.declare("stroke.style.dotted", type: .strokeStyle, tier: .raw, .strokeStyle(.dotted))
        ds.declare(
            "stroke.style.dashed", type: .strokeStyle, tier: .raw,
            .dashedStroke(dashes: [ref("space.50"), ref("space.25")], lineCap: .round))
        for (name, value) in [("0", 0.0), ("16", 0.16), ("38", 0.38), ("64", 0.64), ("100", 1)] {
            ds.declare("opacity.\(name)", type: .number, tier: .raw, .number(value))
        }
        for (name, ms) in [("instant", 0.0), ("fast", 90), ("moderate", 180), ("slow", 280), ("slower", 420)] {
            ds.declare("duration.\(name)", type: .duration, tier: .raw, .duration(TokenDuration(ms, .milliseconds)))
        }
        ds.declare("easing.linear", type: .cubicBezier, tier: .raw, .cubicBezier(CubicBezier(0, 0, 1, 1)))
        ds.declare("easing.standard", type: .cubicBezier, tier: .raw, .cubicBezier(CubicBezier(0.32, 0, 0.18, 1)))
        ds.declare("easing.enter", type: .cubicBezier, tier: .raw, .cubicBezier(CubicBezier(0.05, 0.7, 0.1, 1)))
        ds.declare("easing.exit", type: .cubicBezier, tier: .raw, .cubicBezier(CubicBezier(0.4, 0, 0.9, 0.3)))

        // Semantic spacing: closed, varying by size class.
        for s in semanticSpacing {
            ds.bySizeClass(
                s.path, .dimension, .semantic, closed: true,
                regular: "space.\(s.regular)", compact: s.compact.map { "space.\($0)" },
                extraCompact: s.extraCompact.map { "space.\($0)" })
        }
        // Semantic sizes, varying by size class.
        for s in semanticSizes {
            ds.bySizeClass(
                s.path, .dimension, .semantic,
                regular: "size.\(s.regular)", compact: s.compact.map { "size.\($0)" },
                extraCompact: s.extraCompact.map { "size.\($0)" })
        }
        // Semantic radii: all aliases of the raw scale.
        for (role, raw) in [
            ("indicator", "xs"), ("field", "sm"), ("control", "md"),
            ("container", "lg"), ("overlay", "xl"), ("pill", "full"),
        ] {
            ds.alias("radius.role.\(role)", .dimension, .semantic, "radius.\(raw)")
        }
        // Stroke widths; hairlines thicken in high contrast.
        ds.declare(
            "stroke.width.default", type: .dimension, tier: .semantic,
            varying: [
                (.always, ref("border.width.thin")),
                (ContextCondition(["contrast": "high"]), ref("border.width.medium")),
            ])
        ds.declare(
            "stroke.width.strong", type: .dimension, tier: .semantic,
            varying: [
                (.always, ref("border.width.medium")),
                (ContextCondition(["contrast": "high"]), ref("border.width.thick")),
            ])
        ds.alias("stroke.width.focus", .dimension, .semantic, "border.width.medium")
        ds.alias("stroke.width.none", .dimension, .semantic, "border.width.none")
        ds.alias("focus.ring.offset", .dimension, .semantic, "space.25")
        // Opacity and stacking.
        ds.alias("opacity.disabled", .number, .semantic, "opacity.38")
        ds.alias("opacity.scrim", .number, .semantic, "opacity.64")
        ds.alias("opacity.hover", .number, .semantic, "opacity.16")
        for (name, z) in [
            ("base", 0.0), ("raised", 10), ("dropdown", 100), ("sticky", 200),
            ("overlay", 300), ("modal", 400), ("toast", 500), ("tooltip", 600),
        ] {
            ds.declare("layer.\(name)", type: .number, tier: .semantic, .number(z))
        }
        // Motion: semantic transitions built from raw durations and curves.
        let transitions: [(name: String, duration: String, delay: String, easing: String)] = [
            ("hover", "fast", "instant", "standard"),
            ("press", "fast", "instant", "linear"),
            ("expand", "slow", "instant", "standard"),
            ("fade", "moderate", "instant", "linear"),
            ("enter", "slow", "instant", "enter"),
            ("exit", "moderate", "instant", "exit"),
            ("tooltip", "moderate", "slower", "enter"),
        ]
        for t in transitions {
            ds.declare(
                "motion.\(t.name)", type: .transition, tier: .semantic,
                .transition(
                    TransitionExpression(
                        duration: ref("duration.\(t.duration)"),
                        delay: ref("duration.\(t.delay)"),
                        timingFunction: ref("easing.\(t.easing)"))))
        }
    }
}
