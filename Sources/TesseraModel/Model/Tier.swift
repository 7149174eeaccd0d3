/// The tier of a token: raw literals, semantic aliases, or component aliases.
///
/// Aliases may point across or down the tiers, never up: a raw token may not alias a semantic
/// token, and a semantic token may not alias a component token. Tokens without a tier skip the
/// rule.
public enum Tier: Int, Sendable, Hashable, Comparable, CaseIterable, CustomStringConvertible {
    case raw = 0
    case semantic = 1
    case component = 2

    public static func < (a: Tier, b: Tier) -> Bool { a.rawValue < b.rawValue }

    /// Whether a token of this tier may alias a token of `target`.
    public func mayAlias(_ target: Tier) -> Bool { target <= self }

    public var description: String { "\(Self.names[rawValue])" }

    private static let names = ["raw", "semantic", "component"]
}
