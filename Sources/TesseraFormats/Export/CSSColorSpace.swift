/// The color space wide-gamut values are written in: a CSS predefined space, or an ICC profile
/// declared with `@color-profile`.
public enum CSSColorSpace: Sendable, Hashable {
    /// A CSS Color 4 predefined space: `display-p3`, `a98-rgb`, `prophoto-rgb`, `rec2020`,
    /// `srgb-linear` (or `srgb`).
    case predefined(String)
    /// An ICC profile: `color(--name r g b)` values and an `@color-profile --name { src: url(…) }`
    /// rule. `url` is written as given: a URL relative to the style sheet, or absolute.
    case profile(name: String, url: String)

    /// The CSS predefined RGB spaces, which are also the DTCG names of Tessera's built-in profiles.
    public static let predefinedNames = ["srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020"]

    /// The space to write for a profile argument (`display-p3`, `rec2020-oetf`, a path), and the
    /// profile to compile the values with.
    ///
    /// - Built-in profiles map to the CSS predefined space of the same name; `rec2020-g24` is
    ///   CSS's `rec2020`.
    /// - `rec2020-oetf` (the BT.2020 camera curve) is not a CSS space: the colors are compiled
    ///   into CSS `rec2020` (same primaries and white, gamma 2.4), so they are the same colors
    ///   in the encoding CSS defines. `note` says so.
    /// - A path to an `.icc`/`.icm` file becomes `--<file stem>` with an `@color-profile` rule
    ///   whose source is `url` or, without one, the file's name (relative to the style sheet;
    ///   the absolute path is never written).
    public static func forProfile(_ argument: String, url: String? = nil) -> (space: CSSColorSpace, compileWith: String, note: String?) {
        switch argument {
        case "rec2020-g24": return (.predefined("rec2020"), argument, nil)
        case "rec2020-oetf":
            return (
                .predefined("rec2020"), "rec2020",
                "rec2020-oetf is not a CSS color space: colors are written in CSS rec2020 (the same primaries, gamma 2.4)"
            )
        default:
            if predefinedNames.contains(argument) { return (.predefined(argument), argument, nil) }
            let file = argument.split(separator: "/").last.map(String.init) ?? argument
            let stem = file.split(separator: ".").first.map(String.init) ?? file
            var name = "--"
            for c in stem.unicodeScalars {
                name.unicodeScalars.append(c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "-" || c == "_" ? c : "-")
            }
            if name == "--" { name = "--profile" }
            return (.profile(name: name, url: url ?? file), argument, nil)
        }
    }

    /// What goes inside `color(…)` before the components.
    public var functionName: String {
        switch self {
        case .predefined(let name): name
        case .profile(let name, _): name
        }
    }

    /// Whether values in this space are plain sRGB, which needs no second set of values.
    public var isSRGB: Bool { self == .predefined("srgb") }

    /// The `@supports` condition that is true where a browser understands values in this space.
    public var supportsCondition: String { "(color: color(\(functionName) 0 0 0))" }

    /// The `@color-profile` rule an ICC space needs, or `nil`.
    public var atRule: String? {
        guard case .profile(let name, let url) = self else { return nil }
        return "@color-profile \(name) {\n  src: url(\(CSSExport.quoted(url)));\n}\n"
    }
}
