/// Formats results for people (an aligned table) and for machines (one flat JSON object).
enum Report {
    /// An aligned table of every measured metric with its budget and whether it is met.
    static func table(_ results: Results, metrics: [Metric]) -> String {
        var rows: [[String]] = [["metric", "value", "budget", "", "what"]]
        for m in metrics {
            guard let v = results[m.key] else { continue }
            let status = m.budget.map { $0.isMet(by: v) ? "ok" : "MISSED" } ?? ""
            rows.append([m.key, "\(format(v, m.unit))", m.budget.map { "\($0) \(m.unit.rawValue)" } ?? "", status, m.title])
        }
        var out = results.info.map { "\($0.key): \($0.value)" }.joined(separator: "\n") + "\n\n"
        out += align(rows)
        return out
    }

    /// One JSON object: the descriptive fields as strings (cores as a number), then every metric.
    static func json(_ results: Results) -> String {
        var fields: [String] = []
        for (k, v) in results.info {
            fields.append("  \(quote(k)): \(k == "cores" ? v : quote(v))")
        }
        for k in results.order {
            guard let v = results[k] else { continue }
            fields.append("  \(quote(k)): \(v.isFinite ? "\(v)" : "null")")
        }
        return "{\n" + fields.joined(separator: ",\n") + "\n}\n"
    }

    /// Pads each column to its widest cell.
    static func align(_ rows: [[String]]) -> String {
        let columns = rows.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: columns)
        for r in rows { for (i, c) in r.enumerated() { widths[i] = max(widths[i], c.count) } }
        return rows.map { r in
            r.enumerated().map { i, c in i == r.count - 1 ? c : c + String(repeating: " ", count: widths[i] - c.count) }
                .joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }

    /// A value with its unit; counts print as whole numbers.
    static func format(_ v: Double, _ unit: Metric.Unit) -> String {
        if unit == .count { return fixed(v, decimals: 0) }
        return "\(format(v)) \(unit.rawValue)"
    }

    /// A short decimal: three significant digits for small values, whole numbers for large ones.
    static func format(_ v: Double) -> String {
        guard v.isFinite else { return "\(v)" }
        let magnitude = abs(v)
        let decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : magnitude == 0 ? 0 : 3
        return fixed(v, decimals: decimals)
    }

    /// `v` with exactly `decimals` digits after the point, without Foundation's `String(format:)`.
    static func fixed(_ v: Double, decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(v) * scale).rounded()
        guard scaled < 9e18 else { return "\(v)" }
        let n = Int64(scaled)
        let whole = n / Int64(scale)
        var text = (v < 0 && n != 0 ? "-" : "") + String(whole)
        if decimals > 0 {
            let fraction = String(n % Int64(scale))
            text += "." + String(repeating: "0", count: decimals - fraction.count) + fraction
        }
        return text
    }

    /// A JSON string literal.
    static func quote(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 {
                    let hex = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }
}
