import TesseraModel
import TesseraTables

/// Custom property and attribute names for a theme's tokens, with every collision reported.
///
/// Names are built so that a person can guess them (`color.bg.surface` → `--color-bg-surface`),
/// which makes the mapping lossy: `y-z.w` and `y.z-w` both become `--y-z-w`. Two tokens must
/// never share a property (the second would silently replace the first), so a collision is an
/// error naming both tokens rather than a renamed property nobody can guess.
package struct CSSNames {
    /// The custom property of each token, by id.
    package let properties: [String]
    /// The `data-` attribute of each axis, by axis index.
    package let attributes: [String]
    /// One error per collision.
    package let problems: [Diagnostic]

    package init(_ theme: ResolvedTheme) {
        let catalog = theme.catalog
        // Where each token was written, for the messages; a loaded theme does not know.
        let graph = theme.graph
        var properties: [String] = []
        properties.reserveCapacity(catalog.count)
        var owner: [String: Int] = [:]
        var problems: [Diagnostic] = []
        for id in 0..<catalog.count {
            let name = CSSExport.propertyName(catalog.paths[id])
            properties.append(name)
            if let first = owner[name] {
                let (a, b) = catalog.paths[first] < catalog.paths[id] ? (first, id) : (id, first)
                let place = graph?.location(of: a).map { " (\($0))" } ?? ""
                problems.append(
                    Diagnostic(
                        .error,
                        .format(
                            rule: .cssNameCollision,
                            detail: "'\(catalog.paths[a])'\(place) and '\(catalog.paths[b])' both map to the custom property \(name); rename one of them"),
                        token: catalog.paths[b], location: graph?.location(of: b), theme: theme.name))
            } else {
                owner[name] = id
            }
        }
        var attributes: [String] = []
        var axisOwner: [String: String] = [:]
        for axis in catalog.axes.axes {
            let name = CSSExport.attributeName(axis.name)
            attributes.append(name)
            if let first = axisOwner[name] {
                problems.append(
                    Diagnostic(
                        .error, .format(rule: .cssNameCollision, detail: "axes '\(first)' and '\(axis.name)' both map to the attribute \(name); rename one of them"),
                        theme: theme.name))
            } else {
                axisOwner[name] = axis.name
            }
        }
        self.properties = properties
        self.attributes = attributes
        self.problems = problems
    }
}

extension CSSExport {
    /// `--color-bg-surface` for `color.bg.surface`: segments joined by `-`, a group's `$root`
    /// token named after its group (`color.accent.$root` → `--color-accent`), and characters
    /// that cannot appear unescaped in a CSS identifier replaced by `_`.
    public static func propertyName(_ path: TokenPath) -> String {
        var segments = path.segments.filter { $0 != "$root" }
        if segments.isEmpty { segments = ["_root"] }
        return "--" + identifier(segments.joined(separator: "-"))
    }

    /// `data-color-scheme` for the axis `colorScheme`: kebab case, lower case (HTML attribute
    /// names are case-insensitive), other characters replaced by `_`.
    public static func attributeName(_ axis: String) -> String {
        var out = ""
        for c in axis {
            if c.isUppercase, !out.isEmpty, out.last != "-" { out += "-" }
            out += c.lowercased()
        }
        return "data-" + String(out.map { c -> Character in c.isASCII && (c.isLetter || c.isNumber || c == "-" || c == "_") ? c : "_" })
    }

    /// `s` with every character that is not a letter, digit, `-`, `_` or non-ASCII replaced by `_`.
    package static func identifier(_ s: String) -> String {
        String(s.map { c -> Character in !c.isASCII || c.isLetter || c.isNumber || c == "-" || c == "_" ? c : "_" })
    }

    /// A CSS string (see ``CSSText/quoted(_:)``).
    package static func quoted(_ s: String) -> String { CSSText.quoted(s) }
}
