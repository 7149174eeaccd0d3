import TesseraColorModel

/// A `colorSpace` beyond DTCG's that a tool accepts: Terrazzo reads colors through color.js and
/// takes its `lab-d65` and `okhsv`. Tessera converts such a color into a DTCG space on reading,
/// so the rest of the pipeline keeps DTCG's fourteen.
package enum ToolColorSpace: String, CaseIterable {
    /// CIE Lab relative to D65 (L 0…100, a, b): read as `xyz-d65`, exactly.
    case labD65 = "lab-d65"
    /// Ottosson's Okhsv (H degrees, S and V 0…1), which spans sRGB: read as `srgb`.
    case okhsv

    /// The DTCG space the color is read into.
    package var space: ColorLiteral.Space {
        switch self {
        case .labD65: .xyzD65
        case .okhsv: .srgb
        }
    }

    /// The deviation's message.
    package var note: String {
        "colorSpace \(rawValue) is Terrazzo's (color.js), not DTCG's; read as the same color in \(space.rawValue)"
    }

    /// Why components are not a color of the space.
    package struct RangeProblem: Error {
        package var message: String
    }

    /// `components` of this space in ``space`` (`none` reads as 0, as CSS reads a missing
    /// component outside interpolation).
    package func converted(_ components: [Double?]) throws(RangeProblem) -> [Double?] {
        let (x, y, z) = (components[0] ?? 0, components[1] ?? 0, components[2] ?? 0)
        switch self {
        case .labD65:
            guard (0...100).contains(x) else { throw RangeProblem(message: "lab-d65 lightness \(x) is outside 0...100") }
            let xyz = ColorMatrices.xyzD65(fromLabD65: (x, y, z))
            return [xyz.0, xyz.1, xyz.2]
        case .okhsv:
            guard (0...360).contains(x), (0...1).contains(y), (0...1).contains(z) else {
                throw RangeProblem(message: "okhsv components [\(x), \(y), \(z)] are outside [0...360, 0...1, 0...1]")
            }
            let rgb = ColorMatrices.srgb(fromOkhsv: (x, y, z))
            // Okhsv lies in sRGB; rounding can step a channel a hair outside.
            return [rgb.0, rgb.1, rgb.2].map { min(1, max(0, $0)) }
        }
    }
}
