import TesseraModel

/// What a graph knows about one token besides its values: its type, tier, declaration and
/// documentation.
///
/// Read it by path with ``TokenGraph/info(at:)``; values come from a ``ModeTable``.
public struct TokenInfo: Sendable, Hashable {
    /// The token's path.
    public let path: TokenPath
    /// The token's type.
    public let type: TokenType
    /// The token's tier, if it has one.
    public let tier: Tier?
    /// Whether the token is closed to overrides.
    public let isClosed: Bool
    /// Whether the token is abstract (declared without a value, for themes to fill in).
    public let isAbstract: Bool
    /// The declared description.
    public let description: String?
    /// The Dynamic Type text style a typography token scales with, if any.
    public let relativeTo: DynamicType.TextStyle?
    /// The declared `$extensions` as canonical JSON text, kept verbatim from the source.
    public let extensionsJSON: String?
    /// Where the token was declared.
    public let location: SourceLocation?
}

extension TokenGraph {
    /// Every token path, in declaration order.
    public var tokenPaths: [TokenPath] { paths }

    /// What the graph knows about the token at `path`, or `nil` if there is no such token.
    public func info(at path: TokenPath) -> TokenInfo? {
        id(of: path).map { id in
            TokenInfo(
                path: paths[id], type: types[id], tier: tier(of: id), isClosed: isClosed(id), isAbstract: isAbstract(id),
                description: description(of: id), relativeTo: relativeTo(of: id), extensionsJSON: extensionsJSON(of: id),
                location: location(of: id))
        }
    }

    /// The description of the token at `path` in `mode`: the last context that gave one and
    /// applies, else the declared one.
    public func description(at path: TokenPath, in mode: Mode) -> String? {
        id(of: path).flatMap { description(of: $0, in: mode) }
    }

    /// The `$extensions` of the token at `path` in `mode`, as canonical JSON text.
    public func extensionsJSON(at path: TokenPath, in mode: Mode) -> String? {
        id(of: path).flatMap { extensionsJSON(of: $0, in: mode) }
    }
}
