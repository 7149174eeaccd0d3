import Tessera

/// The raw color palette: every literal color in Lumen lives here.
///
/// Ramps run from a near-white `50` to a near-black `950`, with `500` the most saturated step.
/// Semantic colors pick steps from these ramps per color scheme and contrast, so a theme that
/// swaps a ramp (as `ocean` swaps `brand`) recolors everything that aliases it.
///
/// - `brand` (iris, a blue-violet) carries identity and primary actions.
/// - `accent` (ember, a warm coral) is a secondary highlight for badges and gradients.
/// - `neutral` is a slightly cool gray with extra steps (`25`, `150`, `850`) where surfaces
///   and borders need finer control in both schemes.
/// - `success`, `warning`, `danger` and `info` are the functional ramps for feedback.
/// - `repository` holds fixed-opacity black and white overlays. They are closed: themes tune
///   the palette, but an 8 % black must stay an 8 % black for shadows and hover layers.
extension SampleDesignSystem {
    /// The steps of an 11-step chromatic ramp.
    static let rampSteps = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950]

    /// Lumen's brand ramp, iris.
    static let brandRamp = [
        "#F3F4FE", "#E4E7FC", "#C9CFF8", "#A3ACF2", "#7B84EA", "#5A5FDE",
        "#4744C8", "#3A35A6", "#2F2C83", "#272663", "#17163B",
    ]

    /// The accent ramp, ember.
    static let accentRamp = [
        "#FFF5F0", "#FFE7DB", "#FFCCB5", "#FFA987", "#FB8058", "#EE5F35",
        "#D24A22", "#AD3A1B", "#8A301A", "#6E2918", "#3D130A",
    ]

    /// The functional ramps, by name.
    static let functionalRamps: [(name: String, hex: [String])] = [
        (
            "success",
            [
                "#EFFAF3", "#D8F3E1", "#B2E6C5", "#7FD3A1", "#4CBB7D", "#2A9F62",
                "#1F834F", "#1B6942", "#185437", "#14452E", "#0A2619",
            ]
        ),
        (
            "warning",
            [
                "#FFF8E8", "#FDEDC4", "#FADB8C", "#F6C25A", "#EFA935", "#DB8C1A",
                "#B86E12", "#925313", "#754316", "#5F3815", "#351D08",
            ]
        ),
        (
            "danger",
            [
                "#FFF3F1", "#FFE3DF", "#FCC5BE", "#F59C92", "#EA6D62", "#D9493F",
                "#BE3530", "#9D2A28", "#7F2526", "#672224", "#380F10",
            ]
        ),
        (
            "info",
            [
                "#EEF7FD", "#D6ECFA", "#AFD9F5", "#7DBFEC", "#4BA2E0", "#2886CC",
                "#1D6CAD", "#1B578C", "#1B4872", "#1A3D5E", "#0E2237",
            ]
        ),
    ]

    /// The neutral ramp: 16 steps, `0` pure white to `1000` the darkest canvas.
    static let neutralRamp: [(step: Int, hex: String)] = [
        (0, "#FFFFFF"), (25, "#FBFBFD"), (50, "#F6F7F9"), (100, "#EEEFF3"),
        (150, "#E4E6EB"), (200, "#D7DAE1"), (300, "#BCC0CA"), (400, "#9A9FAC"),
        (500, "#7A7F8D"), (600, "#5F6471"), (700, "#484C58"), (800, "#33363F"),
        (850, "#282B33"), (900, "#1E2027"), (950, "#15161B"), (1000, "#0B0C0F"),
    ]

    /// Overlay opacities, in percent, and their alpha bytes (`round(p × 2.55)`).
    static let repositoryOpacities: [(percent: Int, alpha: String)] = [
        (4, "0A"), (8, "14"), (12, "1F"), (16, "29"), (24, "3D"),
        (32, "52"), (48, "7A"), (64, "A3"), (80, "CC"),
    ]

    /// Declares the raw palette.
    static func declarePalette(into ds: inout DesignSystem) {
        for (step, hex) in zip(rampSteps, brandRamp) {
            ds.declare("color.brand.\(step)", type: .color, tier: .raw, .hex(hex))
        }
        for (step, hex) in zip(rampSteps, accentRamp) {
            ds.declare("color.accent.\(step)", type: .color, tier: .raw, .hex(hex))
        }
        for (step, hex) in neutralRamp {
            ds.declare("color.neutral.\(step)", type: .color, tier: .raw, .hex(hex))
        }
        for ramp in functionalRamps {
            for (step, hex) in zip(rampSteps, ramp.hex) {
                ds.declare("color.\(ramp.name).\(step)", type: .color, tier: .raw, .hex(hex))
            }
        }
        // Closed "repository" colors: fixed overlays that no theme may retune.
        ds.declare(
            "color.repository.transparent", type: .color, tier: .raw, closed: true, .hex("#00000000"),
            description: "Fully transparent, for ghost controls at rest.")
        for (percent, alpha) in repositoryOpacities {
            ds.declare(
                "color.repository.black.\(percent)", type: .color, tier: .raw, closed: true, .hex("#000000\(alpha)"),
                description: "Black at \(percent) % opacity.")
            ds.declare(
                "color.repository.white.\(percent)", type: .color, tier: .raw, closed: true, .hex("#FFFFFF\(alpha)"),
                description: "White at \(percent) % opacity.")
        }
    }
}
