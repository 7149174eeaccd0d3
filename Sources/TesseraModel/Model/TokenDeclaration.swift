/// A token in a design system: its path, type, tier, flags and per-context definitions.
public struct TokenDeclaration: Sendable, Hashable {
    /// The token's unique path.
    public var path: TokenPath
    /// The DTCG type every definition must produce.
    public var type: TokenType
    /// The tier, or `nil` to skip the tier-direction rule.
    public var tier: Tier?
    /// Closed tokens reject overrides (OUDS's `repository*` colors, dimension semantics).
    public var isClosed: Bool
    /// Abstract tokens have no value here; every concrete theme must define them.
    public var isAbstract: Bool { definitions.isEmpty }
    /// The definitions, in order; later ones win ties.
    public var definitions: [TokenDefinition]
    /// Free text for documentation.
    public var description: String?
    /// Where the token was declared, if it came from a file.
    public var location: SourceLocation?
    /// `$deprecated`: `nil` when not deprecated, otherwise the reason (empty if none given).
    public var deprecation: String?
    /// `$extensions` as canonical JSON text, preserved through resolve and export.
    public var extensionsJSON: String?
    /// Description and extensions that apply in some modes only, in reading order: in a mode,
    /// the last one that applies replaces ``description`` or ``extensionsJSON``.
    public var contextMetadata: [ContextMetadata] = []
    /// For typography: the Dynamic Type text style whose scale its font size follows on the
    /// `contentSize` axis (see ``DynamicType``); `nil` for a fixed size.
    public var relativeTo: DynamicType.TextStyle?

    /// Creates a declaration. An empty `definitions` declares an abstract token.
    // Inlinable: a file reader builds a million in place, and the call built each in a
    // temporary, then copied and destroyed it.
    @inlinable
    public init(
        _ path: TokenPath, type: TokenType, tier: Tier? = nil, closed: Bool = false,
        definitions: [TokenDefinition], description: String? = nil, location: SourceLocation? = nil
    ) {
        self.path = path
        self.type = type
        self.tier = tier
        self.isClosed = closed
        self.definitions = definitions
        self.description = description
        self.location = location
    }
}
