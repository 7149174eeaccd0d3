/// The font weight names Tokens Studio's Style Dictionary transforms map beyond DTCG's
/// keywords: German style names, which the plugin's documentation says it accepts, and `Super`
/// and `Ultra` (sd-transforms' `transformFontWeight.ts`).
///
/// Names are folded as the reader folds them: lowercase, without spaces, hyphens or
/// underscores (`"Extra Leicht"` is `extraleicht`).
package enum StudioFontWeightNames {
    /// The weight each folded name stands for.
    package static let weights: [String: Double] = [
        "extraleicht": 200,
        "leicht": 300,
        "buch": 400,
        // The umlaut and its two-letter spelling.
        "kräftig": 500, "kraeftig": 500,
        "halbfett": 600,
        "dreiviertelfett": 700,
        "fett": 800,
        "extrafett": 900,
        "super": 900,
        "ultra": 950,
    ]
}
