import TesseraColorModel
import TesseraModel
import TesseraTables

/// The sections of one mode of a ``PreviewSheet``.
package struct ModePage {
    package let sheet: PreviewSheet
    package let mode: Mode
    package let ids: [Int]
    package let table: ModeTable
    package let wideTable: ModeTable?
    package let fallbackTable: ModeTable?
    package let catalog: TokenCatalog
    /// The first mode's table: later modes list only the tokens that differ from it.
    package let baseline: ModeTable?

    package init(sheet: PreviewSheet, mode: Mode, ids: [Int], baseline: ModeTable?) {
        self.sheet = sheet
        self.mode = mode
        // Modes come from the theme's own axes, so selecting one cannot fail.
        self.table = (try? sheet.srgb.table(for: mode)) ?? sheet.srgb.defaultTable
        self.baseline = baseline
        if let baseline {
            let table = self.table
            self.ids = ids.filter { id in
                guard case .success(let a) = table.resolvedValue(ofTokenAt: id), case .success(let b) = baseline.resolvedValue(ofTokenAt: id) else { return true }
                return a != b
            }
        } else {
            self.ids = ids
        }
        self.wideTable = sheet.wide.map { wide in (try? wide.table(for: mode)) ?? wide.defaultTable }
        self.fallbackTable = sheet.fallback.map { fallback in (try? fallback.table(for: mode)) ?? fallback.defaultTable }
        self.catalog = sheet.srgb.catalog
    }

    package mutating func render() -> String {
        let canvas = firstColor(["color.bg.canvas", "color.background.default", "color.bg.default", "color.surface.default", "color.bg.surface"])
        let text = firstColor(["color.text.primary", "color.text.default", "color.fg.default", "color.foreground.default"])
        var style = ""
        if let canvas { style += colorDeclarations("background", canvas) + ";" }
        if let text { style += colorDeclarations("color", text) }
        var out = "<section class=\"mode\"\(style.isEmpty ? "" : " style=\"\(HTMLText.escape(style))\"")>\n"
        if baseline != nil, let first = sheet.modes.first {
            out += "<p class=\"note\">Tokens below: the \(ids.count) whose values differ from \(HTMLText.escape(sheet.label(first))).</p>\n"
        }
        // What a reviewer looks at first comes first; the long swatch list follows.
        out += components()
        out += contrast()
        out += typography()
        out += colors()
        out += rulers()
        out += shadows()
        return out + "</section>\n"
    }

    // MARK: Values

    package func value(_ id: Int) -> ResolvedValue? {
        guard case .success(let v) = table.resolvedValue(ofTokenAt: id) else { return nil }
        return v
    }

    package func value(_ path: String) -> ResolvedValue? { catalog.id(of: TokenPath(path)).flatMap(value) }

    package func color(_ path: String) -> Int? {
        guard let id = catalog.id(of: TokenPath(path)), catalog.types[id] == .color, value(id) != nil else { return nil }
        return id
    }

    package func firstColor(_ paths: [String]) -> Int? { paths.lazy.compactMap(color).first }

    /// `property:#hex`, plus `;property:color(p3 …)` when the color lies outside sRGB.
    package func colorDeclarations(_ property: String, _ id: Int) -> String {
        guard case .color(let c)? = value(id) else { return "" }
        var s = "\(property):\(hex(id, c))"
        if let wide = wideColor(id, srgb: c) { s += ";\(property):\(wide)" }
        return s
    }

    /// The wide profile's CSS color for a token whose sRGB value is out of gamut.
    package func wideColor(_ id: Int, srgb c: TokenColor) -> String? {
        // Only a predefined space can be written inline: an ICC profile would need an
        // @color-profile rule, and rec2020-oetf has no CSS name at all.
        guard let wideTable, case .predefined(let space)? = sheet.wide?.colorTarget.css, Self.outsideSRGB(c),
            case .success(.color(let w)) = wideTable.resolvedValue(ofTokenAt: id)
        else { return nil }
        return CSSExport.color(w, in: .predefined(space))
    }

    /// The sRGB hex of a token: its value, or for a color outside sRGB the sheet's fallback.
    package func hex(_ id: Int, _ c: TokenColor) -> String {
        guard Self.outsideSRGB(c), let fallbackTable, case .success(.color(let f)) = fallbackTable.resolvedValue(ofTokenAt: id) else { return c.hex }
        return f.hex
    }

    package static func outsideSRGB(_ c: TokenColor) -> Bool {
        let tolerance: Float = 1e-4
        return [c.red, c.green, c.blue].contains { $0 < -tolerance || $0 > 1 + tolerance }
    }

    package func dimension(_ path: String) -> TokenDimension? {
        if case .dimension(let d)? = value(path) { return d }
        return nil
    }

    /// A CSS length for a preview swatch, kept between `low` and `high` pixels: converted to
    /// pixels where that is defined (`rem` at 16 px, `dp`), else left for the browser to
    /// compute in its own unit (`em`, `%`, `vw`, `pt`) inside `clamp()`.
    package static func clampedLength(_ d: TokenDimension, _ low: Double, _ high: Double) -> String {
        if let px = d.converted(to: .px) { return "\(CSSExport.number(min(max(px.value, low), high)))px" }
        return "clamp(\(CSSExport.number(low))px, \(css(d)), \(CSSExport.number(high))px)"
    }

    package static func css(_ d: TokenDimension) -> String { CSSExport.length(d) }

    /// The parent group of a path: `color.text` for `color.text.primary`.
    package static func group(_ path: TokenPath) -> String {
        let s = path.segments
        return s.count > 1 ? s.dropLast().joined(separator: ".") : "(top level)"
    }

    // MARK: Sections

    package func colors() -> String {
        var out = "<h2>Colors</h2>\n"
        var current: String?
        for id in ids where catalog.types[id] == .color {
            guard case .color(let c)? = value(id) else { continue }
            let path = catalog.paths[id]
            let group = Self.group(path)
            if group != current {
                if current != nil { out += "</div>\n" }
                out += "<h3>\(HTMLText.escape(group))</h3><div class=\"grid\">"
                current = group
            }
            var profile = ""
            if let wideTable, let space = sheet.wide?.colorSpaceName, case .success(.color(let w)) = wideTable.resolvedValue(ofTokenAt: id) {
                let parts = [w.red, w.green, w.blue].map { CSSExport.number(Double($0)) }.joined(separator: " ")
                profile = "<code>\(HTMLText.escape(space)) \(parts)\(w.alpha < 1 ? " / " + CSSExport.number(Double(w.alpha)) : "")</code>"
            }
            let wide = Self.outsideSRGB(c) ? " <em>wide</em>" : ""
            out += "<div class=\"sw\"><b><i style=\"\(HTMLText.escape(colorDeclarations("background", id)))\"></i></b>"
            out += "<span>\(HTMLText.escape(path.segments.last ?? path.rawValue))\(wide)<code>\(hex(id, c))</code>\(profile)</span></div>"
        }
        if current != nil { out += "</div>\n" }
        return current == nil ? "" : out
    }

    package func contrast() -> String {
        var badges = ""
        for pair in sheet.pairs {
            guard let r = sheet.srgb.contrast(of: pair, in: mode) else { continue }
            let required = [r.requiredLevel?.rawValue, r.requiredLightnessContrast.map { "Lc \(ContrastFormat.fixed($0, digits: 0))" }].compactMap { $0 }.joined(separator: " ")
            let verdict = r.passes ? "<span class=\"ok\">pass \(HTMLText.escape(required))</span>" : "<span class=\"no\">FAIL \(HTMLText.escape(required))</span>"
            let over = pair.over.map { " over \($0)" } ?? ""
            badges += "<div class=\"cb\" style=\"background:\(r.background.hex);color:\(r.foreground.hex)\"><strong>Aa</strong>"
            badges += "<span>\(HTMLText.escape("\(pair.foreground) on \(pair.background)\(over)"))</span>"
            badges +=
                "<small>\(ContrastFormat.fixed(r.ratio, digits: 2, truncating: true)):1 · Lc \(ContrastFormat.fixed(r.lightnessContrast, digits: 1, truncating: true))</small>\(verdict)</div>"
        }
        return badges.isEmpty ? "" : "<h2>Contrast</h2>\n<div class=\"badges\">\(badges)</div>\n"
    }

    package func typography() -> String {
        var out = ""
        for id in ids where catalog.types[id] == .typography {
            guard let v = value(id) else { continue }
            let style = "font:\(CSSExport.css(v))" + (typographyLetterSpacing(v).map { ";letter-spacing:\($0)" } ?? "")
            out += "<p class=\"type\" style=\"\(HTMLText.escape(style))\"><code>\(HTMLText.escape(catalog.paths[id].rawValue))</code> Sphinx of black quartz, judge my vow</p>\n"
        }
        return out.isEmpty ? "" : "<h2>Typography</h2>\n" + out
    }

    package func typographyLetterSpacing(_ v: ResolvedValue) -> String? {
        guard case .typography(_, _, _, let spacing, _) = v, spacing.value != 0 else { return nil }
        return Self.css(spacing)
    }

    package func rulers() -> String {
        var spacing = ""
        var radii = ""
        for id in ids where catalog.types[id] == .dimension {
            guard case .dimension(let d)? = value(id) else { continue }
            let path = catalog.paths[id]
            let segments = path.segments.map { $0.lowercased() }
            let name = "<code>\(HTMLText.escape(path.rawValue))</code> \(Self.css(d))"
            if segments.first == "space" || segments.first == "spacing" {
                spacing += "<div class=\"ruler\"><i style=\"width:\(Self.clampedLength(d, 0, 640))\"></i>\(name)</div>\n"
            } else if segments.contains(where: { $0.contains("radius") }) {
                radii += "<div class=\"radius\"><i style=\"border-radius:\(Self.clampedLength(d, 0, 9999))\"></i>\(name)</div>"
            }
        }
        var out = ""
        if !spacing.isEmpty { out += "<h2>Spacing</h2>\n" + spacing }
        if !radii.isEmpty { out += "<h2>Radius</h2>\n<div class=\"grid\">\(radii)</div>\n" }
        return out
    }

    package func shadows() -> String {
        var out = ""
        for id in ids where catalog.types[id] == .shadow {
            guard let v = value(id) else { continue }
            out += "<div class=\"shadow\"><i style=\"box-shadow:\(HTMLText.escape(CSSExport.css(v)))\"></i><code>\(HTMLText.escape(catalog.paths[id].rawValue))</code></div>"
        }
        return out.isEmpty ? "" : "<h2>Shadows</h2>\n<div class=\"grid\">\(out)</div>\n"
    }
}
