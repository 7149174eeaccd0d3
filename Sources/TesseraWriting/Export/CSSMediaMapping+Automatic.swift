import TesseraModel

extension CSSMediaMapping {
    /// The user preferences a context name can ask for: a color scheme and a contrast level.
    package struct Preferences: Hashable {
        /// `dark` or `light`.
        package var scheme: String?
        /// `more` or `less`.
        package var contrast: String?

        package var features: [String] {
            [scheme.map { "(prefers-color-scheme: \($0))" }, contrast.map { "(prefers-contrast: \($0))" }].compactMap { $0 }
        }

        /// Whether every preference of `self` is also one of `other`'s, and `other` has more.
        package func isNarrowed(by other: Preferences) -> Bool {
            other != self && (scheme == nil || scheme == other.scheme) && (contrast == nil || contrast == other.contrast)
        }

        /// What a context called `context` on axis `axis` asks for, read from the words of its
        /// name: `dark`/`light`; `hc`, `more`, `high-contrast` (or `high` on an axis or context
        /// named for contrast) for more contrast; `lc`, `less`, `low-contrast` (or `low`) for less.
        package init(axis: String, context: String) {
            let words = Self.words(context)
            let aboutContrast = axis.lowercased().contains("contrast") || context.lowercased().contains("contrast")
            scheme = words.contains("dark") ? "dark" : words.contains("light") ? "light" : nil
            if words.contains("hc") || words.contains("more") || words.contains("highcontrast") || (aboutContrast && words.contains("high")) {
                contrast = "more"
            } else if words.contains("lc") || words.contains("less") || words.contains("lowcontrast") || (aboutContrast && words.contains("low")) {
                contrast = "less"
            }
        }

        /// Lower-cased words split at `-`, `_`, `.`, spaces and lower-to-upper case changes;
        /// `high-contrast` also yields `highcontrast`.
        package static func words(_ name: String) -> Set<String> {
            var words: [String] = []
            var current = ""
            var previousLower = false
            for ch in name {
                if ch == "-" || ch == "_" || ch == "." || ch == " " {
                    if !current.isEmpty { words.append(current) }
                    current = ""
                    previousLower = false
                    continue
                }
                if ch.isUppercase, previousLower {
                    words.append(current)
                    current = ""
                }
                current += ch.lowercased()
                previousLower = ch.isLowercase || ch.isNumber
            }
            if !current.isEmpty { words.append(current) }
            var out = Set(words)
            for (a, b) in zip(words, words.dropFirst()) where b == "contrast" { out.insert(a + b) }
            return out
        }
    }

    /// Mappings read from the context names of `axis`, whatever the axis is called: a `theme`
    /// axis with `light`, `dark`, `light-hc` and `dark-hc` maps `dark` to
    /// `(prefers-color-scheme: dark) and (not (prefers-contrast: more))` and `dark-hc` to
    /// `(prefers-color-scheme: dark) and (prefers-contrast: more)`.
    ///
    /// A condition excludes what narrower contexts of the same axis ask for, so at most one
    /// context of an axis matches a page (rules of one axis have equal specificity, and source
    /// order must not decide). Contexts whose names say nothing, and a second context asking
    /// for the same preferences as an earlier one, are not mapped. The default context is
    /// listed too; the export leaves it out, as the page gets it without a rule.
    public static func automatic(for axis: ModeAxis) -> [CSSMediaMapping] {
        var seen: Set<Preferences> = []
        var mapped: [(context: String, preferences: Preferences)] = []
        for context in axis.contexts {
            let p = Preferences(axis: axis.name, context: context.name)
            guard !p.features.isEmpty, seen.insert(p).inserted else { continue }
            mapped.append((context.name, p))
        }
        return mapped.map { entry in
            var parts = entry.preferences.features
            for other in mapped where entry.preferences.isNarrowed(by: other.preferences) {
                let extra = other.preferences.features.filter { !parts.contains($0) }
                // `not` takes one condition in parentheses: two features are grouped.
                parts.append(extra.count == 1 ? "(not \(extra[0]))" : "(not (\(extra.joined(separator: " and "))))")
            }
            return CSSMediaMapping(axis: axis.name, context: entry.context, condition: parts.joined(separator: " and "))
        }
    }

    /// `explicit` first, then the ``automatic(for:)`` mappings of every axis: the export takes
    /// the first mapping of each context, so an explicit one replaces the automatic one of the
    /// same context.
    public static func combined(_ explicit: [CSSMediaMapping], axes: [ModeAxis]) -> [CSSMediaMapping] {
        explicit + axes.flatMap(automatic(for:))
    }
}
