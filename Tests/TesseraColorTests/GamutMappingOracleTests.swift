import Foundation
import Tessera
import Testing

@testable import TesseraColor

/// `.map` against an independent implementation: coloraide's CSS Color 4 gamut mapping of the
/// colors in `Tests/Fixtures/gamut-mapping-oracle.txt` (regenerate with
/// `scripts/gamut-mapping-oracle.py`).
@Suite("Gamut mapping against coloraide")
struct GamutMappingOracleTests {
    struct Row {
        var source: ColorLiteral.Space
        var components: [Double]
        var target: String
        var expected: (Double, Double, Double)
    }

    /// The known answers: `source c1 c2 c3 target m1 m2 m3` per line, `#` lines are comments.
    static let rows: [Row] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../Fixtures/gamut-mapping-oracle.txt")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map(row)
    }()

    static func row(_ line: Substring) -> Row {
        let f = line.split(separator: " ").map(String.init)
        let n = f.compactMap(Double.init)
        return Row(source: ColorLiteral.Space(rawValue: f[0])!, components: Array(n[0..<3]), target: f[4], expected: (n[3], n[4], n[5]))
    }

    /// Per channel, the largest difference from coloraide allowed. The search resolves chroma
    /// and ΔE OK to ε = 1e-4, but two implementations that take the same decisions agree far
    /// closer: what remains is lcms2's float32 pipeline (the Display P3 and Rec. 2020 sources'
    /// linear light, and the final encoding), measured at most 8.8e-7 over these 2,410 colors
    /// (29 above 1e-7). OKLab and OKLCh sources take their OKLab from the literal, not through
    /// float32: a dark saturated color's OKLab moves by up to 1e-3 for 1e-7 in linear light,
    /// which flipped two of the search's decisions (4e-4 apart) before.
    static let tolerance = 2e-6

    @Test("2,410 colors from Display P3, Rec. 2020 and OKLCh map into sRGB and Display P3 as coloraide maps them")
    func agreesWithColoraide() throws {
        #expect(Self.rows.count >= 2_000)
        var worst = (difference: 0.0, row: "")
        for target in ["srgb", "display-p3"] {
            let rows = Self.rows.filter { $0.target == target }
            let colors = try rows.map { try DTCGColor(space: $0.source, components: $0.components.map(ComponentValue.number)) }
            let mapped = try DTCGColor.converted(colors, to: ColorProfile.named(target), gamut: .map)
            for (row, m) in zip(rows, mapped) {
                let d = max(abs(m.red - row.expected.0), abs(m.green - row.expected.1), abs(m.blue - row.expected.2))
                if d > worst.difference { worst = (d, "\(row.source.rawValue) \(row.components) → \(target): \(m.rgb), coloraide \(row.expected)") }
                #expect((0...1).contains(m.red) && (0...1).contains(m.green) && (0...1).contains(m.blue))
            }
        }
        #expect(worst.difference <= Self.tolerance, "largest difference \(worst.difference): \(worst.row)")
    }
}
