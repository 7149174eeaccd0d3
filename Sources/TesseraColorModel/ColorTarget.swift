/// The profile a compile converts colors into, named the way each writer needs it.
///
/// One value carries every spelling of one profile, so the writers agree:
/// - ``name``: what messages, tables and snapshots show (`display-p3`, `rec2020-oetf`, or an ICC
///   file's name without its directory);
/// - ``dtcgSpace``: the DTCG 2025.10 `colorSpace` whose components are exactly the table's values,
///   or `nil` when DTCG has no such space (`rec2020-oetf`, ICC profiles);
/// - ``css``: how CSS names the values: a predefined space, or a dashed ident declared by an
///   `@color-profile` rule; `nil` when CSS has no name for this encoding (`rec2020-oetf`), in which
///   case ``cssSubstitute`` is the target CSS export compiles into instead.
///
/// DTCG output never names a space DTCG lacks. For a target with no ``dtcgSpace``, the DTCG
/// writers write each color as `srgb`, converted back from the table through the compile's
/// converter (unclipped, so a color outside sRGB keeps components outside 0…1, which DTCG's own
/// range check then flags): the document still says which color each token is, in a space every
/// DTCG reader knows. The profile itself is not recorded.
public struct ColorTarget: Sendable, Hashable, CustomStringConvertible {
    /// How CSS names a target's values.
    public enum CSSName: Sendable, Hashable {
        /// A CSS Color 4 predefined RGB space: `color(display-p3 r g b)`.
        case predefined(ColorLiteral.Space)
        /// An ICC profile: `color(--ident r g b)` plus `@color-profile --ident { src: url(…) }`.
        ///
        /// `url` is relative to the style sheet (the file's name) or what the user gave; never
        /// the absolute path the profile was read from.
        case profile(ident: String, url: String)

        /// What goes inside `color(…)` before the components: the predefined space or the dashed ident.
        public var functionName: String {
            switch self {
            case .predefined(let space): space.rawValue
            case .profile(let ident, _): ident
            }
        }
    }

    /// The name messages, tables and snapshots show.
    public let name: String
    /// The DTCG `colorSpace` the table's values are in, or `nil` when DTCG cannot name it.
    public let dtcgSpace: ColorLiteral.Space?
    /// The CSS name of the table's values, or `nil` when CSS has none (see ``cssSubstitute``).
    public let css: CSSName?
    /// The target CSS export compiles into when ``css`` is `nil`: the same primaries and white in
    /// an encoding CSS defines, so the same colors.
    public let cssSubstitute: String?

    /// Creates a target from its spellings.
    public init(name: String, dtcgSpace: ColorLiteral.Space?, css: CSSName?, cssSubstitute: String? = nil) {
        self.name = name
        self.dtcgSpace = dtcgSpace
        self.css = css
        self.cssSubstitute = cssSubstitute
    }

    /// The target's ``name``.
    public var description: String { name }

    /// Gamma-encoded sRGB, the target of a compile without a converter.
    public static let srgb = ColorTarget(name: "srgb", dtcgSpace: .srgb, css: .predefined(.srgb))

    /// The built-in profile names, in the order help texts list them.
    public static let builtInNames = ["srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "rec2020-g24", "rec2020-oetf"]

    /// The target for a profile argument: a built-in name, or a path ending in `.icc`/`.icm`.
    ///
    /// `rec2020-g24` is DTCG's and CSS's `rec2020` (gamma 2.4); `rec2020-oetf` (the BT.2020
    /// camera curve) has neither a DTCG nor a CSS name. An ICC file is named after its file
    /// (`brand.icc`) and declared in CSS as `--brand` with `url` as its source, or the file's
    /// name when `url` is `nil`. Returns `nil` for anything else.
    public static func named(_ argument: String, url: String? = nil) -> ColorTarget? {
        switch argument {
        case "rec2020", "rec2020-g24":
            return ColorTarget(name: "rec2020", dtcgSpace: .rec2020, css: .predefined(.rec2020))
        case "rec2020-oetf":
            return ColorTarget(name: "rec2020-oetf", dtcgSpace: nil, css: nil, cssSubstitute: "rec2020")
        default:
            if let space = ColorLiteral.Space(rawValue: argument), builtInNames.contains(argument) {
                return ColorTarget(name: argument, dtcgSpace: space, css: .predefined(space))
            }
            let lower = argument.lowercased()
            guard lower.hasSuffix(".icc") || lower.hasSuffix(".icm") else { return nil }
            let file = argument.split(separator: "/").last.map(String.init) ?? argument
            let stem = file.split(separator: ".").first.map(String.init) ?? file
            var ident = "--"
            for c in stem.unicodeScalars {
                ident.unicodeScalars.append(c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "-" || c == "_" ? c : "-")
            }
            if ident == "--" { ident = "--profile" }
            return ColorTarget(name: file, dtcgSpace: nil, css: .profile(ident: ident, url: url ?? file))
        }
    }
}
