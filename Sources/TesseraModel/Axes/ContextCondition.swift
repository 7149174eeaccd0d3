/// The contexts a token definition applies to: one context for each of some axes.
///
/// The empty condition applies everywhere. `["colorScheme": "dark", "contrast": "high"]`
/// applies to dark high-contrast modes. When several definitions match a mode, the one naming
/// the most axes wins; among equally specific ones, the later one wins.
public struct ContextCondition: Sendable, Hashable, ExpressibleByDictionaryLiteral, CustomStringConvertible {
    /// Context name by axis name.
    public var contexts: [String: String]

    /// Creates a condition from context names keyed by axis name.
    public init(_ contexts: [String: String] = [:]) { self.contexts = contexts }

    public init(dictionaryLiteral elements: (String, String)...) {
        contexts = Dictionary(elements, uniquingKeysWith: { _, last in last })
    }

    /// The condition that applies to every mode.
    public static let always = ContextCondition()

    /// Whether this condition applies to every mode.
    public var isUnconditional: Bool { contexts.isEmpty }

    /// `axis=context` pairs sorted by axis, comma-separated; `*` for the unconditional case.
    public var description: String {
        contexts.isEmpty ? "*" : contexts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
    }
}
