import Tessera
import Testing

/// Small design systems built for one behaviour each.
enum Fixtures {
    /// A three-tier color system with a brand ramp, semantic aliases and component tokens.
    static var brand: DesignSystem {
        var ds = DesignSystem(name: "brand")
        ds.declare("color.brand.500", type: .color, tier: .raw, .hex("#3366CC"))
        ds.declare("color.brand.700", type: .color, tier: .raw, .hex("#1F3F80"))
        ds.declare("color.neutral.0", type: .color, tier: .raw, .hex("#FFFFFF"))
        ds.declare("color.neutral.50", type: .color, tier: .raw, .hex("#F5F5F5"))
        ds.declare("color.neutral.900", type: .color, tier: .raw, .hex("#1A1A1A"))
        ds.declare("color.neutral.950", type: .color, tier: .raw, .hex("#0D0D0D"))
        ds.declare("color.neutral.1000", type: .color, tier: .raw, .hex("#000000"))
        ds.declare("color.neutral.800", type: .color, tier: .raw, .hex("#2B2B2B"))
        ds.declare("color.repository.black.12", type: .color, tier: .raw, closed: true, .hex("#0000001F"))
        ds.declare(
            "color.action.primary", type: .color, tier: .semantic,
            varying: [(.always, .alias("color.brand.500")), (["colorScheme": "dark"], .alias("color.brand.700"))])
        ds.declare(
            "color.text.primary", type: .color, tier: .semantic,
            varying: [
                (.always, .alias("color.neutral.900")),
                (["colorScheme": "dark"], .alias("color.neutral.0")),
                (["contrast": "high"], .alias("color.neutral.1000")),
            ])
        ds.declare(
            "color.bg.surface", type: .color, tier: .semantic,
            varying: [
                (.always, .alias("color.neutral.0")),
                (["colorScheme": "dark"], .alias("color.neutral.950")),
                (["colorScheme": "dark", "elevation": "elevated"], .alias("color.neutral.800")),
            ])
        ds.declare("color.border.subtle", type: .color, tier: .semantic, .alias("color.neutral.50"))
        ds.declare("button.primary.bg", type: .color, tier: .component, .alias("color.action.primary"))
        ds.declare("button.primary.fg", type: .color, tier: .component, .alias("color.neutral.0"))
        ds.declare("divider.color", type: .color, tier: .component, .alias("color.border.subtle"))
        ds.declare("list.divider.color", type: .color, tier: .component, .alias("color.border.subtle"))
        return ds
    }

    /// Radii with a raw scale aliased by semantic and component tokens.
    static var radii: DesignSystem {
        var ds = DesignSystem(name: "radii")
        for (name, v) in [("none", 0.0), ("sm", 4), ("md", 8), ("lg", 16)] {
            ds.declare(TokenPath("radius.\(name)"), type: .dimension, tier: .raw, .px(v))
        }
        ds.declare("radius.control", type: .dimension, tier: .semantic, .alias("radius.md"))
        ds.declare("radius.container", type: .dimension, tier: .semantic, .alias("radius.lg"))
        ds.declare("button.radius", type: .dimension, tier: .component, .alias("radius.control"))
        ds.declare("card.radius", type: .dimension, tier: .component, .alias("radius.container"))
        ds.declare("badge.radius", type: .dimension, tier: .component, .alias("radius.sm"))
        return ds
    }

    /// Spacing and typography that vary by size class.
    static var sizes: DesignSystem {
        var ds = DesignSystem(name: "sizes")
        ds.declare("space.2", type: .dimension, tier: .raw, .px(4))
        ds.declare("space.3", type: .dimension, tier: .raw, .px(8))
        ds.declare("space.4", type: .dimension, tier: .raw, .px(12))
        ds.declare("space.5", type: .dimension, tier: .raw, .px(16))
        ds.declare(
            "space.inset", type: .dimension, tier: .semantic,
            varying: [(.always, .alias("space.5")), (["sizeClass": "compact"], .alias("space.4"))])
        ds.declare(
            "space.gap", type: .dimension, tier: .semantic,
            varying: [
                (.always, .alias("space.4")), (["sizeClass": "compact"], .alias("space.3")),
                (["sizeClass": "extraCompact"], .alias("space.2")),
            ])
        ds.declare("font.family.text", type: .fontFamily, tier: .raw, .fontFamily(["Inter", "sans-serif"]))
        ds.declare("font.weight.regular", type: .fontWeight, tier: .raw, .fontWeight(400))
        ds.declare("font.size.body", type: .dimension, tier: .raw, varying: [(.always, .px(17)), (["sizeClass": "compact"], .px(15))])
        ds.declare("font.tracking.body", type: .dimension, tier: .raw, .px(0))
        ds.declare("font.leading.body", type: .number, tier: .raw, .number(1.4))
        ds.declare(
            "type.body", type: .typography, tier: .semantic,
            .typography(
                TypographyExpression(
                    fontFamily: .alias("font.family.text"), fontSize: .alias("font.size.body"), fontWeight: .alias("font.weight.regular"),
                    letterSpacing: .alias("font.tracking.body"), lineHeight: .alias("font.leading.body"))))
        return ds
    }
}

@Suite("Fixtures")
struct FixtureTests {
    @Test("Every fixture design system compiles without a diagnostic", arguments: [("brand", Fixtures.brand), ("radii", Fixtures.radii), ("sizes", Fixtures.sizes)])
    func clean(name: String, system: DesignSystem) throws {
        let result = TokenGraph(system).compileKeepingGoing(Theme(name: name))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }
}
