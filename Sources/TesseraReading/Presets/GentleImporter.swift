import TesseraColorModel
import TesseraModel

/// Imports a Gentle design-system spec (`GentleDesignSystemSpec` JSON, detected by `_specVersion`).
///
/// - `colors.pairByRole` `{lightHex, darkHex}` become `color.<role>` on the `colorScheme` axis.
/// - `typography.roles` become `typography.<role>` tokens; the Dynamic Type text style
///   (`relativeTo`) is kept in the token's `$extensions` under `gentle.relativeTo`.
/// - `layout.{scale,gap,grid,touch,inset}`, `visual.radii` and `visual.shadows` become
///   `layout.*`, `radius.*` and `shadow.*` tokens; `buttons.roles` and `buttons.animations`
///   become `button.*` tokens; `surfaces.roles` become `surface.<role>.*` tokens whose background
///   aliases the solid color, the material's tint, or the glass fallback color, with the style
///   kept in `$extensions.gentle`.
/// - Role groupings (text, surface, action, theme, surfaceBackground) are returned as
///   ``Spec/groups`` and stored in each color token's `$extensions.gentle.groups`.
///
/// Versions: the current version is 0.6.0. Older 0.x versions are read through the
/// ``migrations`` table with a warning; a newer 0.x is read as 0.6 with a warning; any other
/// major version is an error.
public struct GentleImporter {
    /// The spec version this importer reads natively.
    public static let currentVersion = (major: 0, minor: 6)

    /// A renamed key, and the version that renamed it.
    public struct Migration: Sendable {
        /// The minor version (of 0.x) that introduced `newKey`.
        public var introducedIn: Int
        /// Where the key lives, as object keys from the root (`*` matches any role).
        public var container: [String]
        /// The key as an older spec version spells it.
        public var oldKey: String
        /// The key as this version spells it.
        public var newKey: String
    }

    /// Renames applied when reading older specs.
    public static let migrations: [Migration] = [
        Migration(introducedIn: 6, container: ["colors"], oldKey: "pairs", newKey: "pairByRole"),
        Migration(introducedIn: 6, container: ["typography", "roles", "*"], oldKey: "size", newKey: "pointSize"),
        Migration(introducedIn: 5, container: ["visual", "shadows", "*"], oldKey: "blur", newKey: "radius"),
    ]

    /// The role groupings of `GentleColorRole`.
    public static let roleGroups: [String: [String]] = [
        "text": [
            "textPrimary", "textSecondary", "textTertiary", "textOnPrimaryCTA", "textOnDestructive", "textOnOverlay", "textOnOverlaySecondary", "textOnScrim",
            "textOnScrimSecondary",
        ],
        "surface": ["background", "surfaceBase", "surfaceCardSecondary", "surfaceTint", "surfaceScrim", "borderSubtle"],
        "action": ["primaryCTA", "destructive"],
        "theme": ["themePrimary", "themeSecondary"],
        "surfaceBackground": ["background", "surfaceBase", "surfaceCardSecondary", "surfaceTint"],
    ]

    package static let textStyles: Set<String> = ["largeTitle", "title", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote", "caption", "caption2"]

    package static let weights: [String: Double] = [
        "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500, "semibold": 600, "bold": 700, "heavy": 800, "black": 900,
    ]

    package static let designs: [String: [String]] = [
        "default": ["system-ui", "sans-serif"], "serif": ["ui-serif", "serif"], "rounded": ["ui-rounded", "system-ui", "sans-serif"],
        "monospaced": ["ui-monospace", "monospace"],
    ]

    /// What an import produces: the design system, its role groupings and the problems found.
    public struct Spec: Sendable {
        /// The design system the spec describes.
        public var designSystem: DesignSystem
        /// Token paths by role grouping (`text`, `surface`, `action`, `theme`, `surfaceBackground`).
        public var groups: [String: [TokenPath]]
        /// The `_specVersion` read.
        public var specVersion: String
        /// Problems found reading the spec.
        public var diagnostics: [Diagnostic]
    }

    package let doc: JSONDocument
    package var diagnostics = DTCGDiagnostics()
    package var minor = 6
    package var tokens: [TokenDeclaration] = []

    /// Whether a document is a Gentle spec.
    public static func isGentle(_ doc: JSONDocument) -> Bool { doc.member(doc.root, "_specVersion") != nil }

    /// Creates an importer for a parsed document.
    public init(document: JSONDocument) { doc = document }

    /// Reads the spec.
    public mutating func read() -> Spec {
        let root = doc.root
        let versionNode = doc.member(root, "_specVersion")
        let version = versionNode.flatMap(doc.string) ?? ""
        let parts = version.split(separator: ".").compactMap { Int($0) }
        guard parts.count >= 2, let versionNode else {
            diagnostics.error(.gentleVersion, "_specVersion must be a version string such as \"0.6.0\"", at: doc.location(versionNode ?? root))
            return Spec(designSystem: DesignSystem(name: "Gentle", axes: [.colorScheme]), groups: [:], specVersion: version, diagnostics: diagnostics.items)
        }
        guard parts[0] == Self.currentVersion.major else {
            diagnostics.error(.gentleVersion, "unsupported Gentle spec major version \(parts[0]) (\(version)); this importer reads 0.x", at: doc.location(versionNode))
            return Spec(designSystem: DesignSystem(name: "Gentle", axes: [.colorScheme]), groups: [:], specVersion: version, diagnostics: diagnostics.items)
        }
        minor = parts[1]
        if minor < Self.currentVersion.minor {
            let applied = Self.migrations.filter { $0.introducedIn > minor }.map { "\($0.container.joined(separator: ".")).\($0.oldKey) → \($0.newKey)" }
            diagnostics.warning(.gentleMigrated, "spec \(version) is older than 0.6.0; read with migrations: \(applied.joined(separator: "; "))", at: doc.location(versionNode))
        } else if minor > Self.currentVersion.minor {
            diagnostics.warning(.gentleVersion, "spec \(version) is newer than 0.6.0; unknown keys are ignored", at: doc.location(versionNode))
        }
        var groups: [String: [TokenPath]] = [:]
        readColors(&groups)
        readTypography()
        readLayout()
        readVisual()
        readButtons()
        readSurfaces()
        var system = DesignSystem(name: "Gentle \(version)", axes: [.colorScheme], tokens: tokens)
        system.addContentSizeAxisIfNeeded()
        system.themes = [Theme(name: "gentle")]
        return Spec(designSystem: system, groups: groups, specVersion: version, diagnostics: diagnostics.items)
    }

    /// `key` in `object` at `container`, or its pre-migration name for older specs.
    private func member(_ object: JSONDocument.Node, _ key: String, in container: [String]) -> JSONDocument.Node? {
        if let n = doc.member(object, key) { return n }
        for m in Self.migrations where m.newKey == key && m.introducedIn > minor && Self.matches(m.container, container) {
            if let n = doc.member(object, m.oldKey) { return n }
        }
        return nil
    }

    package static func matches(_ pattern: [String], _ path: [String]) -> Bool {
        pattern.count == path.count && zip(pattern, path).allSatisfy { $0 == "*" || $0 == $1 }
    }

    private mutating func add(_ path: String, _ type: TokenType, tier: Tier?, _ definitions: [TokenDefinition], at node: JSONDocument.Node, gentle: JSONValue? = nil) {
        var d = TokenDeclaration(TokenPath(path), type: type, tier: tier, definitions: definitions, location: doc.location(node))
        if let gentle { d.extensionsJSON = JSONWriter(indent: 0).string(.object([("gentle", gentle)])) }
        tokens.append(d)
    }

    private mutating func hex(_ node: JSONDocument.Node?, _ what: String, at owner: JSONDocument.Node) -> TokenColor? {
        guard let node, let s = doc.string(node), let c = TokenColor(hex: s), s.count == 7 || s.count == 9 else {
            diagnostics.error(.invalidValue, "\(what) must be #RRGGBB or #RRGGBBAA", at: doc.location(node ?? owner))
            return nil
        }
        return c
    }

    private mutating func readColors(_ groups: inout [String: [TokenPath]]) {
        guard let colors = doc.member(doc.root, "colors"), let pairs = member(colors, "pairByRole", in: ["colors"]) else { return }
        for role in doc.object(pairs) ?? [] {
            guard let light = hex(doc.member(role.value, "lightHex"), "\(role.key).lightHex", at: role.value),
                let dark = hex(doc.member(role.value, "darkHex"), "\(role.key).darkHex", at: role.value)
            else { continue }
            let path = "color.\(role.key)"
            let memberOf = Self.roleGroups.filter { $0.value.contains(role.key) }.map(\.key).sorted()
            for g in memberOf { groups[g, default: []].append(TokenPath(path)) }
            add(
                path, .color, tier: .semantic, [TokenDefinition(.always, .color(light)), TokenDefinition(["colorScheme": "dark"], .color(dark))], at: role.value,
                gentle: .object([("groups", .array(memberOf.map { .string($0) }))]))
        }
    }

    private mutating func readTypography() {
        guard let roles = doc.member(doc.root, "typography").flatMap({ doc.member($0, "roles") }) else { return }
        for role in doc.object(roles) ?? [] {
            let container = ["typography", "roles", role.key]
            guard let size = member(role.value, "pointSize", in: container).flatMap(doc.number) else {
                diagnostics.error(.invalidValue, "typography role \(role.key) needs a numeric pointSize", at: doc.location(role.value))
                continue
            }
            let weightName = doc.member(role.value, "weight").flatMap(doc.string) ?? "regular"
            guard let weight = Self.weights[weightName] else {
                diagnostics.error(
                    .invalidValue, "unknown weight \(weightName); expected one of \(Self.weights.keys.sorted().joined(separator: ", "))",
                    at: doc.location(doc.member(role.value, "weight")!))
                continue
            }
            let design = doc.member(role.value, "design").flatMap(doc.string) ?? "default"
            guard let family = Self.designs[design] else {
                diagnostics.error(.invalidValue, "unknown font design \(design)", at: doc.location(doc.member(role.value, "design")!))
                continue
            }
            let relativeTo = doc.member(role.value, "relativeTo").flatMap(doc.string)
            if let relativeTo, !Self.textStyles.contains(relativeTo) {
                diagnostics.error(
                    .invalidValue, "unknown text style \(relativeTo); expected one of \(Self.textStyles.sorted().joined(separator: ", "))",
                    at: doc.location(doc.member(role.value, "relativeTo")!))
                continue
            }
            let expression = TokenExpression.typography(
                TypographyExpression(
                    fontFamily: .fontFamily(family), fontSize: .px(size), fontWeight: .fontWeight(weight),
                    letterSpacing: .px(doc.member(role.value, "tracking").flatMap(doc.number) ?? 0),
                    lineHeight: .number(doc.member(role.value, "lineHeightMultiple").flatMap(doc.number) ?? 1.2)))
            add(
                "typography.\(role.key)", .typography, tier: .semantic, [TokenDefinition(.always, expression)], at: role.value,
                gentle: .object(relativeTo.map { [("relativeTo", JSONValue.string($0))] } ?? []))
            // SwiftUI's names for two of UIKit's text styles.
            let style = relativeTo.map { $0 == "title" ? "title1" : $0 == "caption" ? "caption1" : $0 }
            tokens[tokens.count - 1].relativeTo = style.flatMap(DynamicType.TextStyle.init(rawValue:))
        }
    }

    private mutating func readLayout() {
        guard let layout = doc.member(doc.root, "layout") else { return }
        for group in ["scale", "gap", "grid", "touch", "inset"] {
            for entry in doc.member(layout, group).flatMap(doc.object) ?? [] {
                guard let n = doc.number(entry.value) else {
                    diagnostics.error(.invalidValue, "layout.\(group).\(entry.key) must be a number", at: doc.location(entry.value))
                    continue
                }
                let isCount = entry.key == "columns"
                add("layout.\(group).\(entry.key)", isCount ? .number : .dimension, tier: .raw, [TokenDefinition(.always, isCount ? .number(n) : .px(n))], at: entry.value)
            }
        }
    }

    private mutating func readVisual() {
        guard let visual = doc.member(doc.root, "visual") else { return }
        for entry in doc.member(visual, "radii").flatMap(doc.object) ?? [] {
            guard let n = doc.number(entry.value) else { continue }
            add("radius.\(entry.key)", .dimension, tier: .raw, [TokenDefinition(.always, .px(n))], at: entry.value)
        }
        for entry in doc.member(visual, "shadows").flatMap(doc.object) ?? [] {
            let container = ["visual", "shadows", entry.key]
            guard let base = hex(doc.member(entry.value, "colorHex"), "shadow \(entry.key).colorHex", at: entry.value) else { continue }
            let opacity = doc.member(entry.value, "opacity").flatMap(doc.number) ?? 1
            let color = TokenColor(red: base.red, green: base.green, blue: base.blue, alpha: Float(opacity))
            func n(_ key: String) -> Double { member(entry.value, key, in: container).flatMap(doc.number) ?? 0 }
            add(
                "shadow.\(entry.key)", .shadow, tier: .raw,
                [TokenDefinition(.always, .shadowLayer(ShadowLayerExpression(color: .color(color), offsetX: .px(n("x")), offsetY: .px(n("y")), blur: .px(n("radius")))))],
                at: entry.value)
        }
    }

    private mutating func readButtons() {
        guard let buttons = doc.member(doc.root, "buttons") else { return }
        let known = Set(tokens.map(\.path.rawValue))
        for role in doc.member(buttons, "roles").flatMap(doc.object) ?? [] {
            let p = "button.\(role.key)"
            if let fill = doc.member(role.value, "fillRole").flatMap(doc.string) {
                let background: TokenExpression
                var label: String?
                switch fill {
                case "solidFillPrimaryCTA": background = .alias("color.primaryCTA"); label = "color.textOnPrimaryCTA"
                case "solidFillDestructive": background = .alias("color.destructive"); label = "color.textOnDestructive"
                case "hollow": background = .hex("#00000000"); label = "color.primaryCTA"
                default:
                    diagnostics.error(
                        .invalidValue, "unknown fillRole \(fill); expected solidFillPrimaryCTA, solidFillDestructive or hollow",
                        at: doc.location(doc.member(role.value, "fillRole")!))
                    continue
                }
                add("\(p).background", .color, tier: .component, [TokenDefinition(.always, background)], at: role.value, gentle: .object([("fillRole", .string(fill))]))
                if let label, known.contains(label) { add("\(p).label", .color, tier: .component, [TokenDefinition(.always, .alias(TokenPath(label)))], at: role.value) }
            }
            if let text = doc.member(role.value, "textRole").flatMap(doc.string), known.contains("typography.\(text)") {
                add("\(p).typography", .typography, tier: .component, [TokenDefinition(.always, .alias(TokenPath("typography.\(text)")))], at: role.value)
            }
            for key in ["cornerRadius", "height"] {
                if let n = doc.member(role.value, key).flatMap(doc.number) { add("\(p).\(key)", .dimension, tier: .component, [TokenDefinition(.always, .px(n))], at: role.value) }
            }
        }
        for animation in doc.member(buttons, "animations").flatMap(doc.object) ?? [] {
            if let s = doc.member(animation.value, "scale").flatMap(doc.number) {
                add("button.animation.\(animation.key).scale", .number, tier: .raw, [TokenDefinition(.always, .number(s))], at: animation.value)
            }
            if let d = doc.member(animation.value, "duration").flatMap(doc.number) {
                add("button.animation.\(animation.key).duration", .duration, tier: .raw, [TokenDefinition(.always, .duration(TokenDuration(d, .seconds)))], at: animation.value)
            }
        }
    }

    private mutating func readSurfaces() {
        guard let roles = doc.member(doc.root, "surfaces").flatMap({ doc.member($0, "roles") }) else { return }
        for role in doc.object(roles) ?? [] {
            let p = "surface.\(role.key)"
            guard let style = doc.member(role.value, "backgroundStyle"), let kind = doc.object(style)?.first else {
                diagnostics.error(.invalidValue, "surface \(role.key) needs a backgroundStyle (solid, material or glass)", at: doc.location(role.value))
                continue
            }
            let colorKey: String
            var gentle: [(String, JSONValue)] = [("backgroundStyle", .string(kind.key))]
            switch kind.key {
            case "solid": colorKey = "colorRole"
            case "material":
                colorKey = "tintColorRole"
                if let m = doc.member(kind.value, "material").flatMap(doc.string) { gentle.append(("material", .string(m))) }
                if let o = doc.member(kind.value, "tintOpacity").flatMap(doc.number) { gentle.append(("tintOpacity", .number(o))) }
            case "glass":
                colorKey = "fallbackColorRole"
                if let m = doc.member(kind.value, "fallbackMaterial").flatMap(doc.string) { gentle.append(("fallbackMaterial", .string(m))) }
            default:
                diagnostics.error(.invalidValue, "backgroundStyle must be solid, material or glass, found \(kind.key)", at: doc.location(kind.keyNode))
                continue
            }
            if let effect = doc.member(role.value, "surfaceDepthEffect").flatMap(doc.string) { gentle.append(("surfaceDepthEffect", .string(effect))) }
            guard let colorRole = doc.member(kind.value, colorKey).flatMap(doc.string) else {
                diagnostics.error(.invalidValue, "\(kind.key) background of surface \(role.key) needs \(colorKey)", at: doc.location(kind.value))
                continue
            }
            add("\(p).background", .color, tier: .component, [TokenDefinition(.always, .alias(TokenPath("color.\(colorRole)")))], at: kind.value, gentle: .object(gentle))
            if let r = doc.member(role.value, "cornerRadius").flatMap(doc.number) {
                add("\(p).cornerRadius", .dimension, tier: .component, [TokenDefinition(.always, .px(r))], at: role.value)
            }
            if let s = doc.member(role.value, "shadow").flatMap(doc.string) {
                add("\(p).shadow", .shadow, tier: .component, [TokenDefinition(.always, .alias(TokenPath("shadow.\(s)")))], at: role.value)
            }
        }
    }
}
