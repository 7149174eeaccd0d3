/// The component strip: buttons, a card, an input and badges, drawn from component tokens
/// named as the sample names them (`button.<variant>.bg|fg|border`, `card.*`, `input.*`,
/// `badge.<variant>.bg|fg|border`). Components whose tokens are missing are left out.
extension ModePage {
    package func components() -> String {
        var out = ""
        out += buttons()
        out += card()
        out += input()
        out += badges()
        return out.isEmpty ? "" : "<h2>Components</h2>\n<div class=\"strip\">\(out)</div>\n"
    }

    /// `prop:value;` for a dimension token, if present.
    package func dimensionDeclaration(_ property: String, _ paths: [String]) -> String {
        guard let d = paths.lazy.compactMap(dimension).first else { return "" }
        return "\(property):\(Self.css(d));"
    }

    /// `font:…;` for a typography token, if present.
    package func fontDeclaration(_ paths: [String]) -> String {
        guard let v = paths.lazy.compactMap({ self.value($0) }).first, case .typography = v else { return "" }
        return "font:\(CSSExport.css(v));"
    }

    package func borderDeclaration(_ colorPaths: [String], width: [String]) -> String {
        guard let id = firstColor(colorPaths) else { return "" }
        let w = width.lazy.compactMap(dimension).first.map(Self.css) ?? "1px"
        return "border:\(w) solid;" + colorDeclarations("border-color", id) + ";"
    }

    /// Variant names that have both `prefix.<variant>.bg` and `prefix.<variant>.fg` colors.
    package func variants(_ prefix: String) -> [String] {
        var seen: [String] = []
        for id in ids where catalog.types[id] == .color {
            let s = catalog.paths[id].segments
            guard s.count == 3, s[0] == prefix, s[2] == "bg", !seen.contains(s[1]), color("\(prefix).\(s[1]).fg") != nil else { continue }
            seen.append(s[1])
        }
        return seen
    }

    package func buttons() -> String {
        var out = ""
        for v in variants("button") {
            var style = colorDeclarations("background", color("button.\(v).bg")!) + ";" + colorDeclarations("color", color("button.\(v).fg")!) + ";"
            style += borderDeclaration(["button.\(v).border"], width: ["button.borderWidth", "stroke.width.default"])
            style += dimensionDeclaration("border-radius", ["button.radius", "button.md.radius", "radius.role.control"])
            style += dimensionDeclaration("height", ["button.md.height"])
            style += dimensionDeclaration("padding-inline", ["button.md.paddingX"])
            style += fontDeclaration(["button.md.typography", "button.typography"])
            out += "<button type=\"button\" style=\"\(HTMLText.escape(style))\">\(HTMLText.escape(v.prefix(1).uppercased() + v.dropFirst()))</button>"
        }
        return out.isEmpty ? "" : "<div class=\"row\">\(out)</div>"
    }

    package func card() -> String {
        guard let bg = firstColor(["card.bg", "card.background"]) else { return "" }
        var style = colorDeclarations("background", bg) + ";"
        style += borderDeclaration(["card.borderColor", "card.border.color"], width: ["stroke.width.default"])
        style += dimensionDeclaration("border-radius", ["card.radius"])
        style += dimensionDeclaration("padding", ["card.padding"])
        if case .shadow? = value("card.shadow"), let v = value("card.shadow") { style += "box-shadow:\(CSSExport.css(v));" }
        let titleStyle = (firstColor(["card.title.color"]).map { colorDeclarations("color", $0) + ";" } ?? "") + fontDeclaration(["card.title.typography"])
        let bodyStyle = (firstColor(["card.body.color"]).map { colorDeclarations("color", $0) + ";" } ?? "") + fontDeclaration(["card.body.typography"])
        return "<div class=\"card\" style=\"\(HTMLText.escape(style))\"><p style=\"\(HTMLText.escape(titleStyle))\">Card title</p>"
            + "<p style=\"\(HTMLText.escape(bodyStyle))\">Body text on the card surface, in the card's body style.</p></div>"
    }

    package func input() -> String {
        guard let bg = firstColor(["input.bg", "input.background"]) else { return "" }
        var style = colorDeclarations("background", bg) + ";"
        if let fg = firstColor(["input.fg", "input.text"]) { style += colorDeclarations("color", fg) + ";" }
        style += borderDeclaration(["input.borderColor", "input.border.color"], width: ["input.borderWidth", "stroke.width.default"])
        style += dimensionDeclaration("border-radius", ["input.radius", "radius.role.field"])
        style += dimensionDeclaration("height", ["input.height", "size.control.md"])
        style += dimensionDeclaration("padding-inline", ["input.paddingX"])
        style += fontDeclaration(["input.typography", "typography.body.md"])
        return "<div class=\"input\" style=\"\(HTMLText.escape(style))\">Text input</div>"
    }

    package func badges() -> String {
        var out = ""
        for v in variants("badge") {
            var style = colorDeclarations("background", color("badge.\(v).bg")!) + ";" + colorDeclarations("color", color("badge.\(v).fg")!) + ";"
            style += borderDeclaration(["badge.\(v).border"], width: ["badge.borderWidth"])
            style += dimensionDeclaration("border-radius", ["badge.radius"])
            style += dimensionDeclaration("padding-inline", ["badge.paddingX"])
            style += fontDeclaration(["badge.typography"])
            out += "<span class=\"badge\" style=\"\(HTMLText.escape(style))\">\(HTMLText.escape(v))</span>"
        }
        return out.isEmpty ? "" : "<div class=\"row\">\(out)</div>"
    }
}
