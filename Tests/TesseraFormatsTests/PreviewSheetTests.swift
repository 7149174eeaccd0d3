import Tessera
import TesseraFormats
import Testing

@Suite("The preview sheet")
struct PreviewSheetTests {
    static func theme(axes: [ModeAxis] = ModeAxis.builtIn) throws -> ResolvedTheme {
        var ds = DesignSystem(name: "sheet", axes: axes)
        ds.declare("color.bg.canvas", type: .color, varying: [(.always, .hex("#FFFFFF")), (["colorScheme": "dark"], .hex("#101010"))])
        ds.declare("color.text.primary", type: .color, varying: [(.always, .hex("#222222")), (["colorScheme": "dark"], .hex("#EEEEEE"))])
        ds.declare("color.brand", type: .color, .hex("#3366CC"))
        ds.declare("color.a<b", type: .color, .hex("#123456"))
        ds.declare("space.4", type: .dimension, .dimension(TokenDimension(4)))
        ds.declare("radius.sm", type: .dimension, .dimension(TokenDimension(6)))
        return try TokenGraph(ds).compileBase()
    }

    @Test("Every mode when there are at most 24; otherwise the default and each single change")
    func defaultModes() throws {
        let four = try Self.theme().axes
        let all = PreviewSheet.defaultModes(four)
        #expect(all.count == 24)
        #expect(all.first == four.defaultMode)
        #expect(Set(all).count == 24)
        let five = try Self.theme(axes: ModeAxis.builtIn + [ModeAxis("density", contexts: ["a", "b", "c"])]).axes
        let some = PreviewSheet.defaultModes(five)
        // 72 combinations: the default plus 1 + 1 + 1 + 2 + 2 single changes.
        #expect(some.count == 8)
        #expect(some.first == five.defaultMode)
        #expect(some.dropFirst().allSatisfy { m in zip(m.contexts, five.defaultMode.contexts).filter { $0 != $1 }.count == 1 })
    }

    @Test("One self-contained page: no scripts, nothing fetched, names escaped, later modes list only changes")
    func page() throws {
        let theme = try Self.theme()
        let light = try theme.mode(["colorScheme": "light"])
        let dark = try theme.mode(["colorScheme": "dark"])
        let pairs = [ContrastPair(foreground: "color.text.primary", background: "color.bg.canvas", level: .aa)]
        let html = PreviewSheet(srgb: theme, modes: [light, dark], pairs: pairs).html()
        #expect(html.hasPrefix("<!doctype html>"))
        for forbidden in ["<script", "http:", "https:", "src=", "@import", "url("] { #expect(!html.contains(forbidden), "\(forbidden)") }
        #expect(html.components(separatedBy: "<details").count == 3)
        #expect(html.components(separatedBy: " open>").count == 2)
        #expect(html.contains("a&lt;b") && !html.contains("a<b"))
        // The light section paints with the tokens' canvas and text; so does the dark one.
        #expect(html.contains("<section class=\"mode\" style=\"background:#ffffff;color:#222222\">"))
        #expect(html.contains("<section class=\"mode\" style=\"background:#101010;color:#eeeeee\">"))
        // The dark mode lists the two colors that change, not the brand color (one swatch: its
        // style and its hex label).
        #expect(html.contains("the 2 whose values differ"))
        #expect(html.components(separatedBy: "#3366cc").count == 3)
        // One contrast badge per mode: #222 on white passes, #eee on #101010 passes.
        #expect(html.components(separatedBy: "class=\"cb\"").count == 3)
        #expect(html.contains("15.90:1"))
        #expect(html.contains("<i style=\"width:4px\"></i>"))
        #expect(html.contains("border-radius:6px"))
    }

    @Test("Rulers and radii: rem and dp in pixels, units that depend on the page left to the browser inside clamp()")
    func units() throws {
        var ds = DesignSystem(name: "units")
        ds.declare("space.rem", type: .dimension, .dimension(TokenDimension(2, .rem)))
        ds.declare("space.dp", type: .dimension, .dimension(TokenDimension(12, .dp)))
        ds.declare("space.wide", type: .dimension, .dimension(TokenDimension(50, .percent)))
        ds.declare("radius.em", type: .dimension, .dimension(TokenDimension(0.5, .em)))
        let theme = try TokenGraph(ds).compileBase()
        let html = PreviewSheet(srgb: theme, modes: [theme.axes.defaultMode], pairs: []).html()
        #expect(html.contains("<i style=\"width:32px\"></i>"))
        #expect(html.contains("<i style=\"width:12px\"></i>") && html.contains("</code> 12px"))
        #expect(html.contains("<i style=\"width:clamp(0px, 50%, 640px)\"></i>"))
        #expect(html.contains("border-radius:clamp(0px, 0.5em, 9999px)"))
    }
}
