import Tessera

/// Component tokens: one token per visual property of each Lumen component.
///
/// Components only alias semantic tokens (or, for a few fixed offsets, raw ones): they
/// never hold literals, so every component follows the color scheme, contrast, elevation and
/// size class through the semantic tier, and a theme can restyle one component without
/// touching the others.
///
/// - `button`: primary, secondary, ghost and danger variants, each with rest, hover, pressed
///   and disabled colors; shared radius, focus ring and motion; sm/md/lg sizes.
/// - `card`, `input`, `badge`, `list` (with its divider), `divider`, `tooltip`, `dialog`,
///   `switch`, `avatar` and `link`.
extension SampleDesignSystem {
    /// Button color slots and the `color.action.<variant>.*` token each one follows.
    static let buttonColorSlots = ["bg", "bgHover", "bgPressed", "bgDisabled", "fg", "fgDisabled", "border"]

    /// Button sizes: height, horizontal and vertical padding, label and icon roles.
    static let buttonSizes: [(size: String, height: String, paddingX: String, paddingY: String, label: String, icon: String)] = [
        ("sm", "size.control.sm", "space.inset.sm", "space.inset.xs", "typography.label.sm", "size.icon.sm"),
        ("md", "size.control.md", "space.inset.md", "space.inset.xs", "typography.label.md", "size.icon.md"),
        ("lg", "size.control.lg", "space.inset.lg", "space.inset.sm", "typography.label.lg", "size.icon.lg"),
    ]

    /// Badge variants: background, foreground and border colors.
    static let badgeVariants: [(name: String, bg: String, fg: String, border: String)] = [
        ("neutral", "color.bg.muted", "color.text.secondary", "color.border.subtle"),
        ("brand", "color.bg.brandSubtle", "color.text.brand", "color.border.brand"),
        ("accent", "color.bg.accentSubtle", "color.text.accent", "color.border.accent"),
        ("success", "color.feedback.success.bg", "color.feedback.success.fg", "color.feedback.success.border"),
        ("warning", "color.feedback.warning.bg", "color.feedback.warning.fg", "color.feedback.warning.border"),
        ("danger", "color.feedback.danger.bg", "color.feedback.danger.fg", "color.feedback.danger.border"),
        ("info", "color.feedback.info.bg", "color.feedback.info.fg", "color.feedback.info.border"),
    ]

    /// Simple one-to-one component aliases: path, type, target.
    static let componentAliases: [(path: String, type: TokenType, target: String)] = [
        // Button, shared.
        ("button.radius", .dimension, "radius.role.control"),
        ("button.borderWidth", .dimension, "stroke.width.default"),
        ("button.gap", .dimension, "space.inline.sm"),
        ("button.focus.ringColor", .color, "color.focus.ring"),
        ("button.focus.ringWidth", .dimension, "stroke.width.focus"),
        ("button.focus.ringOffset", .dimension, "focus.ring.offset"),
        ("button.transition", .transition, "motion.hover"),
        ("button.disabledOpacity", .number, "opacity.disabled"),
        // Card.
        ("card.bg", .color, "color.surface.raised"),
        ("card.bgHover", .color, "color.bg.subtle"),
        ("card.borderColor", .color, "color.border.subtle"),
        ("card.border", .border, "border.role.subtle"),
        ("card.radius", .dimension, "radius.role.container"),
        ("card.padding", .dimension, "space.inset.lg"),
        ("card.gap", .dimension, "space.stack.md"),
        ("card.shadow", .shadow, "elevation.shadow.1"),
        ("card.shadowHover", .shadow, "elevation.shadow.2"),
        ("card.title.typography", .typography, "typography.title.sm"),
        ("card.title.color", .color, "color.text.primary"),
        ("card.body.typography", .typography, "typography.body.md"),
        ("card.body.color", .color, "color.text.secondary"),
        ("card.media.radius", .dimension, "radius.md"),
        ("card.hero.background", .gradient, "color.gradient.brand"),
        ("card.hero.fg", .color, "color.text.onBrand"),
        ("card.transition", .transition, "motion.expand"),
        // Text input.
        ("input.bg", .color, "color.surface.default"),
        ("input.bgHover", .color, "color.bg.subtle"),
        ("input.bgDisabled", .color, "color.bg.muted"),
        ("input.fg", .color, "color.text.primary"),
        ("input.fgDisabled", .color, "color.text.disabled"),
        ("input.placeholder", .color, "color.text.tertiary"),
        ("input.caret", .color, "color.text.brand"),
        ("input.borderColor", .color, "color.border.default"),
        ("input.borderHover", .color, "color.border.strong"),
        ("input.borderFocus", .color, "color.border.focus"),
        ("input.borderError", .color, "color.border.danger"),
        ("input.borderDisabled", .color, "color.border.disabled"),
        ("input.border", .border, "border.role.default"),
        ("input.borderFocused", .border, "border.role.focus"),
        ("input.borderInvalid", .border, "border.role.danger"),
        ("input.borderWidth", .dimension, "stroke.width.default"),
        ("input.radius", .dimension, "radius.role.field"),
        ("input.height", .dimension, "size.control.md"),
        ("input.paddingX", .dimension, "space.inset.md"),
        ("input.paddingY", .dimension, "space.inset.xs"),
        ("input.typography", .typography, "typography.body.md"),
        ("input.label.typography", .typography, "typography.label.md"),
        ("input.label.color", .color, "color.text.secondary"),
        ("input.label.gap", .dimension, "space.stack.xs"),
        ("input.helper.typography", .typography, "typography.caption.md"),
        ("input.helper.color", .color, "color.text.tertiary"),
        ("input.error.color", .color, "color.text.danger"),
        ("input.transition", .transition, "motion.hover"),
        // Badge, shared.
        ("badge.radius", .dimension, "radius.role.pill"),
        ("badge.paddingX", .dimension, "space.inline.sm"),
        ("badge.paddingY", .dimension, "space.25"),
        ("badge.height", .dimension, "size.20"),
        ("badge.typography", .typography, "typography.label.sm"),
        ("badge.borderWidth", .dimension, "stroke.width.default"),
        // Divider: the shared hairline that lists, cards and menus draw.
        ("divider.color", .color, "color.border.subtle"),
        ("divider.strongColor", .color, "color.border.default"),
        ("divider.width", .dimension, "stroke.width.default"),
        ("divider.style", .strokeStyle, "stroke.style.solid"),
        ("divider.dashedStyle", .strokeStyle, "stroke.style.dashed"),
        // List.
        ("list.bg", .color, "color.surface.default"),
        ("list.item.bgHover", .color, "color.surface.hover"),
        ("list.item.bgPressed", .color, "color.surface.pressed"),
        ("list.item.bgSelected", .color, "color.surface.selected"),
        ("list.item.fg", .color, "color.text.primary"),
        ("list.item.fgSecondary", .color, "color.text.secondary"),
        ("list.item.fgDisabled", .color, "color.text.disabled"),
        ("list.item.icon", .color, "color.icon.secondary"),
        ("list.item.paddingX", .dimension, "space.inset.md"),
        ("list.item.paddingY", .dimension, "space.inset.sm"),
        ("list.item.gap", .dimension, "space.inline.md"),
        ("list.item.minHeight", .dimension, "size.control.lg"),
        ("list.item.radius", .dimension, "radius.role.field"),
        ("list.item.typography", .typography, "typography.body.md"),
        ("list.item.secondaryTypography", .typography, "typography.body.sm"),
        ("list.header.typography", .typography, "typography.label.sm"),
        ("list.header.color", .color, "color.text.tertiary"),
        ("list.divider.color", .color, "divider.color"),
        ("list.divider.width", .dimension, "divider.width"),
        ("list.divider.style", .strokeStyle, "divider.style"),
        ("list.divider.inset", .dimension, "space.inset.md"),
        // Tooltip.
        ("tooltip.bg", .color, "color.surface.inverse"),
        ("tooltip.fg", .color, "color.text.inverse"),
        ("tooltip.radius", .dimension, "radius.role.field"),
        ("tooltip.paddingX", .dimension, "space.inset.sm"),
        ("tooltip.paddingY", .dimension, "space.inset.xs"),
        ("tooltip.typography", .typography, "typography.caption.md"),
        ("tooltip.shadow", .shadow, "elevation.shadow.3"),
        ("tooltip.maxWidth", .dimension, "size.tooltip.maxWidth"),
        ("tooltip.transition", .transition, "motion.tooltip"),
        ("tooltip.layer", .number, "layer.tooltip"),
        // Dialog.
        ("dialog.bg", .color, "color.surface.overlay"),
        ("dialog.scrim", .color, "color.bg.scrim"),
        ("dialog.radius", .dimension, "radius.role.overlay"),
        ("dialog.padding", .dimension, "space.inset.xl"),
        ("dialog.gap", .dimension, "space.stack.lg"),
        ("dialog.width", .dimension, "size.dialog.width"),
        ("dialog.shadow", .shadow, "elevation.shadow.4"),
        ("dialog.title.typography", .typography, "typography.headline.lg"),
        ("dialog.title.color", .color, "color.text.primary"),
        ("dialog.body.typography", .typography, "typography.body.md"),
        ("dialog.body.color", .color, "color.text.secondary"),
        ("dialog.enter", .transition, "motion.enter"),
        ("dialog.exit", .transition, "motion.exit"),
        ("dialog.layer", .number, "layer.modal"),
        // Switch.
        ("switch.track.bgOff", .color, "color.border.strong"),
        ("switch.track.bgOn", .color, "color.action.primary.bg"),
        ("switch.track.bgDisabled", .color, "color.action.primary.bgDisabled"),
        ("switch.thumb.color", .color, "color.neutral.0"),
        ("switch.thumb.shadow", .shadow, "elevation.shadow.1"),
        ("switch.track.width", .dimension, "size.44"),
        ("switch.track.height", .dimension, "size.24"),
        ("switch.thumb.size", .dimension, "size.20"),
        ("switch.track.radius", .dimension, "radius.role.pill"),
        ("switch.transition", .transition, "motion.press"),
        // Avatar.
        ("avatar.bg", .color, "color.bg.brandSubtle"),
        ("avatar.fg", .color, "color.text.brand"),
        ("avatar.radius", .dimension, "radius.role.pill"),
        ("avatar.size.sm", .dimension, "size.avatar.sm"),
        ("avatar.size.md", .dimension, "size.avatar.md"),
        ("avatar.size.lg", .dimension, "size.avatar.lg"),
        ("avatar.ringColor", .color, "color.surface.default"),
        ("avatar.typography", .typography, "typography.label.md"),
        // Link.
        ("link.color", .color, "color.text.link"),
        ("link.colorHover", .color, "color.text.linkHover"),
        ("link.colorVisited", .color, "color.text.linkVisited"),
        ("link.typography", .typography, "typography.body.md"),
        ("link.focus.ringColor", .color, "color.focus.ring"),
    ]

    /// Declares the component tokens.
    static func declareComponents(into ds: inout DesignSystem) {
        for variant in ["primary", "secondary", "ghost", "danger"] {
            for slot in buttonColorSlots {
                ds.alias("button.\(variant).\(slot)", .color, .component, "color.action.\(variant).\(slot)")
            }
        }
        for s in buttonSizes {
            ds.alias("button.\(s.size).height", .dimension, .component, s.height)
            ds.alias("button.\(s.size).paddingX", .dimension, .component, s.paddingX)
            ds.alias("button.\(s.size).paddingY", .dimension, .component, s.paddingY)
            ds.alias("button.\(s.size).typography", .typography, .component, s.label)
            ds.alias("button.\(s.size).iconSize", .dimension, .component, s.icon)
        }
        for b in badgeVariants {
            ds.alias("badge.\(b.name).bg", .color, .component, b.bg)
            ds.alias("badge.\(b.name).fg", .color, .component, b.fg)
            ds.alias("badge.\(b.name).border", .color, .component, b.border)
        }
        for a in componentAliases {
            ds.alias(a.path, a.type, .component, a.target)
        }
        // Composites assembled from component tokens.
        ds.declare(
            "divider.border", type: .border, tier: .component,
            .border(
                BorderExpression(
                    color: ref("divider.color"), width: ref("divider.width"), style: ref("divider.style"))))
        ds.declare(
            "list.divider.border", type: .border, tier: .component,
            .border(
                BorderExpression(
                    color: ref("list.divider.color"), width: ref("list.divider.width"), style: ref("list.divider.style"))))
        ds.declare(
            "button.focus.ring", type: .border, tier: .component,
            .border(
                BorderExpression(
                    color: ref("button.focus.ringColor"), width: ref("button.focus.ringWidth"), style: ref("stroke.style.solid"))))
    }
}
