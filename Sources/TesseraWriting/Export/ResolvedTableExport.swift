import TesseraTables

/// Renders one mode of a resolved theme as aligned columns for people, with a legend.
public struct ResolvedTableExport: Sendable {
    /// The table to render.
    public let table: ModeTable

    /// Creates a rendering of one mode.
    public init(table: ModeTable) { self.table = table }

    /// The text, ending with a newline.
    public func text() -> String {
        let theme = table.theme
        let catalog = theme.catalog
        var rows: [(String, String, String, String)] = []
        for id in (0..<catalog.count).sorted(by: { catalog.paths[$0] < catalog.paths[$1] }) {
            let tier = theme.graph?.tier(of: id)?.description ?? "-"
            let value: String
            switch table.resolvedValue(ofTokenAt: id) {
            case .success(let v): value = v.summary
            case .failure(let e): value = e.reason == .forbidden ? "⊘ forbidden" : "✗ absent"
            }
            rows.append((catalog.paths[id].rawValue, catalog.types[id].rawValue, tier, value))
        }
        let header = ("TOKEN", "TYPE", "TIER", "VALUE")
        let w0 = max(header.0.count, rows.map(\.0.count).max() ?? 0)
        let w1 = max(header.1.count, rows.map(\.1.count).max() ?? 0)
        let w2 = max(header.2.count, rows.map(\.2.count).max() ?? 0)
        func pad(_ s: String, _ w: Int) -> String { s + String(repeating: " ", count: max(0, w - s.count)) }
        var out = ""
        out += "Theme: \(theme.name)    Mode: \(theme.axes.describe(table.mode))    Colors: \(theme.colorSpaceName)\n"
        out += "Legend: TIER raw → semantic → component; colors as #rrggbb[aa] (alpha last); dimensions px/rem; "
        out += "typography as family weight size/line-height; ⊘ forbidden in this theme; ✗ no value (see errors)\n\n"
        out += "\(pad(header.0, w0))  \(pad(header.1, w1))  \(pad(header.2, w2))  \(header.3)\n"
        out += "\(String(repeating: "-", count: w0))  \(String(repeating: "-", count: w1))  \(String(repeating: "-", count: w2))  -----\n"
        for r in rows { out += "\(pad(r.0, w0))  \(pad(r.1, w1))  \(pad(r.2, w2))  \(r.3)\n" }
        out += "\n\(rows.count) tokens\n"
        return out
    }
}
