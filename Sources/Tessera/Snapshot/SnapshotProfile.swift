/// The colour profile a snapshot's colours are in, by name only.
///
/// A snapshot carries converted colours, not the profile itself, so a theme loaded from one
/// cannot convert new colours; it only reports where its colours are.
struct SnapshotProfile: ColorConverting {
    let target: ColorTarget

    /// The target a snapshot names: a built-in name or an ICC file's name, else a target known
    /// by name only (no DTCG or CSS spelling).
    init(name: String) {
        target = ColorTarget.named(name) ?? ColorTarget(name: name, dtcgSpace: nil, css: nil)
    }

    func convert(_ colors: [ColorLiteral]) throws(ColorConversionError) -> ConvertedColors {
        throw ColorConversionError("a theme loaded from a snapshot cannot convert colours; compile from the token files")
    }

    func fromSRGB(_ colors: [Color]) throws(ColorConversionError) -> [Color] {
        throw ColorConversionError("a theme loaded from a snapshot cannot convert colours; compile from the token files")
    }

    func toSRGB(_ colors: [Color]) throws(ColorConversionError) -> [Color] {
        throw ColorConversionError("a theme loaded from a snapshot cannot convert colours; compile from the token files")
    }
}
