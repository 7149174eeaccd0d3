/// How closely token files must follow DTCG 2025.10.
///
/// Real design-system files deviate from the specification in known ways: Tokens Studio
/// `$type`s, colors and dimensions written as CSS strings, legacy Style Dictionary keys, JSON
/// with comments. The compatible mode reads what their authors meant and warns once per
/// deviation; the strict mode reports the same deviations as errors, so a team can prove its
/// files are spec-exact.
public enum ReadingMode: Sendable, Hashable, CaseIterable {
    /// Read known deviations as their authors meant them; each one is a warning.
    case compatible
    /// Judge files exactly by the specification: every deviation is an error.
    case strict

    /// The clause a deviation's message ends with: which mode accepts the file.
    package var deviationNote: String {
        switch self {
        case .compatible: "not DTCG 2025.10; --strict rejects this"
        case .strict: "not DTCG 2025.10; accepted without --strict"
        }
    }
}
