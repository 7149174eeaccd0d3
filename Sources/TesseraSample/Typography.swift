import Tessera

/// Type: families, weights, the raw size scale and the semantic type roles.
///
/// Six roles (display, title, headline, body, label, caption, plus code) each come in sizes.
/// A role's font size is its own semantic dimension token, `font.size.<role>.<size>`, that
/// aliases a step of the raw scale per size class, so compact layouts get smaller display
/// type without touching body text more than a pixel. The `typography.<role>.<size>`
/// composites then alias that size, a weight, a line height and a tracking value.
///
/// Display, title and headline roles use `brand.typeface`, an abstract token each theme must
/// define; running text uses the neutral `font.family.sans` stack for legibility.
extension SampleDesignSystem {
    /// Raw font sizes in pixels, named by their value.
    static let fontSizes: [Int] = [11, 12, 13, 14, 15, 16, 18, 20, 22, 24, 28, 32, 36, 40, 44, 52, 60]

    /// One type role: sizes per size class (raw `font.size.*` names), weight, line height,
    /// tracking and family (all raw or semantic token names).
    struct TypeRole {
        var name: String
        var regular: Int
        var compact: Int?
        var extraCompact: Int?
        var weight: String
        var lineHeight: String
        var tracking: String
        var family: String
    }

    /// The type roles, largest first.
    static let typeRoles: [TypeRole] = [
        TypeRole(name: "display.lg", regular: 60, compact: 44, extraCompact: 36, weight: "bold", lineHeight: "tight", tracking: "tighter", family: "display"),
        TypeRole(name: "display.md", regular: 52, compact: 40, extraCompact: 32, weight: "bold", lineHeight: "tight", tracking: "tighter", family: "display"),
        TypeRole(name: "display.sm", regular: 44, compact: 36, extraCompact: 28, weight: "semibold", lineHeight: "tight", tracking: "tight", family: "display"),
        TypeRole(name: "title.lg", regular: 36, compact: 28, extraCompact: 24, weight: "semibold", lineHeight: "snug", tracking: "tight", family: "display"),
        TypeRole(name: "title.md", regular: 32, compact: 24, extraCompact: nil, weight: "semibold", lineHeight: "snug", tracking: "tight", family: "display"),
        TypeRole(name: "title.sm", regular: 28, compact: 22, extraCompact: nil, weight: "semibold", lineHeight: "snug", tracking: "none", family: "display"),
        TypeRole(name: "headline.lg", regular: 24, compact: 20, extraCompact: 18, weight: "semibold", lineHeight: "compact", tracking: "none", family: "display"),
        TypeRole(name: "headline.md", regular: 22, compact: 18, extraCompact: nil, weight: "semibold", lineHeight: "compact", tracking: "none", family: "display"),
        TypeRole(name: "headline.sm", regular: 20, compact: 16, extraCompact: nil, weight: "medium", lineHeight: "compact", tracking: "none", family: "display"),
        TypeRole(name: "body.lg", regular: 18, compact: 16, extraCompact: nil, weight: "regular", lineHeight: "relaxed", tracking: "none", family: "text"),
        TypeRole(name: "body.md", regular: 16, compact: 15, extraCompact: 14, weight: "regular", lineHeight: "normal", tracking: "none", family: "text"),
        TypeRole(name: "body.sm", regular: 14, compact: 13, extraCompact: 12, weight: "regular", lineHeight: "normal", tracking: "none", family: "text"),
        TypeRole(name: "label.lg", regular: 16, compact: 15, extraCompact: nil, weight: "medium", lineHeight: "compact", tracking: "wide", family: "text"),
        TypeRole(name: "label.md", regular: 14, compact: 13, extraCompact: 12, weight: "medium", lineHeight: "compact", tracking: "wide", family: "text"),
        TypeRole(name: "label.sm", regular: 12, compact: nil, extraCompact: 11, weight: "medium", lineHeight: "compact", tracking: "wider", family: "text"),
        TypeRole(name: "caption.md", regular: 12, compact: 11, extraCompact: nil, weight: "regular", lineHeight: "normal", tracking: "wide", family: "text"),
        TypeRole(name: "caption.sm", regular: 11, compact: nil, extraCompact: nil, weight: "regular", lineHeight: "normal", tracking: "wider", family: "text"),
        TypeRole(name: "code.md", regular: 14, compact: 13, extraCompact: nil, weight: "regular", lineHeight: "normal", tracking: "none", family: "code"),
    ]

    /// Declares families, weights, the raw scale, the role sizes and the typography composites.
    static func declareTypography(into ds: inout DesignSystem) {
        // Raw families, weights, sizes, line heights and tracking.
        ds.declare(
            "font.family.sans", type: .fontFamily, tier: .raw,
            .fontFamily(["Inter", "system-ui", "-apple-system", "Segoe UI", "Roboto", "sans-serif"]))
        ds.declare(
            "font.family.serif", type: .fontFamily, tier: .raw,
            .fontFamily(["Source Serif 4", "Georgia", "serif"]))
        ds.declare(
            "font.family.mono", type: .fontFamily, tier: .raw,
            .fontFamily(["JetBrains Mono", "ui-monospace", "Menlo", "monospace"]))
        for (name, weight) in [("light", 300.0), ("regular", 400), ("medium", 500), ("semibold", 600), ("bold", 700), ("heavy", 800)] {
            ds.declare("font.weight.\(name)", type: .fontWeight, tier: .raw, .fontWeight(weight))
        }
        for px in fontSizes {
            ds.declare("font.size.\(px)", type: .dimension, tier: .raw, .px(Double(px)))
        }
        for (name, ratio) in [("tight", 1.1), ("snug", 1.2), ("compact", 1.3), ("normal", 1.45), ("relaxed", 1.6)] {
            ds.declare("font.lineHeight.\(name)", type: .number, tier: .raw, .number(ratio))
        }
        for (name, px) in [("tighter", -1.0), ("tight", -0.5), ("none", 0), ("wide", 0.25), ("wider", 0.5)] {
            ds.declare("font.tracking.\(name)", type: .dimension, tier: .raw, .px(px))
        }

        // The brand typeface: abstract, so every theme has to choose one.
        ds.declareAbstract(
            "brand.typeface", type: .fontFamily, tier: .semantic,
            description: "The theme's display typeface, for display, title and headline roles.")
        ds.alias("font.family.display", .fontFamily, .semantic, "brand.typeface")
        ds.alias("font.family.text", .fontFamily, .semantic, "font.family.sans")
        ds.alias("font.family.code", .fontFamily, .semantic, "font.family.mono")
        ds.alias("font.weight.emphasis", .fontWeight, .semantic, "font.weight.semibold")
        ds.alias("font.weight.strong", .fontWeight, .semantic, "font.weight.bold")

        // Role sizes per size class, then the composites.
        for role in typeRoles {
            ds.bySizeClass(
                "font.size.\(role.name)", .dimension, .semantic,
                regular: "font.size.\(role.regular)", compact: role.compact.map { "font.size.\($0)" },
                extraCompact: role.extraCompact.map { "font.size.\($0)" })
            ds.declare(
                "typography.\(role.name)", type: .typography, tier: .semantic,
                .typography(
                    TypographyExpression(
                        fontFamily: ref("font.family.\(role.family)"),
                        fontSize: ref("font.size.\(role.name)"),
                        fontWeight: ref("font.weight.\(role.weight)"),
                        letterSpacing: ref("font.tracking.\(role.tracking)"),
                        lineHeight: ref("font.lineHeight.\(role.lineHeight)"))))
        }
    }
}
