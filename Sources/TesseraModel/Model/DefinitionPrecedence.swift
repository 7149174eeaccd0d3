/// Which of a token's definitions applies when several match a mode.
public enum DefinitionPrecedence: String, Sendable, Hashable, CaseIterable {
    /// The definition naming the most axes wins; among equally specific ones, the later one.
    /// Natural for code: `(.always, a), (["colorScheme": "dark"], b)` reads as "b in dark mode",
    /// whatever the order, and an override for one context never shadows a more specific one.
    /// A mode no definition covers is an error: code that declares a token means it to exist.
    case mostSpecific
    /// The last matching definition wins, whatever its specificity. This is the DTCG resolver's
    /// rule ("the last occurrence in resolution order is the final value"), so design systems
    /// read from resolver documents use it. As there, a token only some contexts define is
    /// absent in the others: a typed absence in the tables, not an error.
    case lastMatching
}
