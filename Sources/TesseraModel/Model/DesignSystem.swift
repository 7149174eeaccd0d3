/// A design system as written: its axes, its token declarations and its named themes.
///
/// Build one in code with ``declare(_:type:tier:closed:_:description:)`` and friends, or read
/// one from files. Turn it into a ``TokenGraph`` to compile themes.
public struct DesignSystem: Sendable {
    /// A name for messages and exports.
    public var name: String
    /// The mode axes, in order. At most ``Limits/maxAxes``.
    public var axes: [ModeAxis]
    /// The token declarations, in order.
    public var tokens: [TokenDeclaration]
    /// The named themes; a theme with no layers is the base token set itself.
    public var themes: [Theme]
    /// Which definition wins when several match a mode.
    public var precedence: DefinitionPrecedence = .mostSpecific
    /// Tokens a file reader found but rejected (bad shape, undeterminable type), and where they
    /// were written: a reference to one is reported as such rather than as unknown.
    public var rejectedTokens = RejectedTokens()

    /// Creates a design system with the given axes (the four built-in ones by default).
    public init(name: String = "design system", axes: [ModeAxis] = ModeAxis.builtIn, tokens: [TokenDeclaration] = [], themes: [Theme] = []) {
        self.name = name
        self.axes = axes
        self.tokens = tokens
        self.themes = themes
    }

    /// Declares a token with one value for every context.
    public mutating func declare(
        _ path: TokenPath, type: TokenType, tier: Tier? = nil, closed: Bool = false,
        _ value: TokenExpression, description: String? = nil
    ) {
        tokens.append(TokenDeclaration(path, type: type, tier: tier, closed: closed, definitions: [TokenDefinition(.always, value)], description: description))
    }

    /// Declares a token whose value varies by context.
    ///
    /// The first pair is usually the unconditional default, `(.always, value)`.
    public mutating func declare(
        _ path: TokenPath, type: TokenType, tier: Tier? = nil, closed: Bool = false,
        varying definitions: [(ContextCondition, TokenExpression)], description: String? = nil
    ) {
        tokens.append(TokenDeclaration(path, type: type, tier: tier, closed: closed, definitions: definitions.map { TokenDefinition($0.0, $0.1) }, description: description))
    }

    /// Declares an abstract token: it has a type but no value, and every concrete theme must define it.
    public mutating func declareAbstract(_ path: TokenPath, type: TokenType, tier: Tier? = nil, description: String? = nil) {
        tokens.append(TokenDeclaration(path, type: type, tier: tier, definitions: [], description: description))
    }

    /// Appends the ``DynamicType/axis`` when a typography token scales with a text style and no
    /// axis is named `contentSize` yet, so files that only say `relativeTo` get the axis.
    public mutating func addContentSizeAxisIfNeeded() {
        guard tokens.contains(where: { $0.relativeTo != nil }), !axes.contains(where: { $0.name == DynamicType.axisName }) else { return }
        axes.append(DynamicType.axis)
    }

    /// The theme named `name`, if declared.
    public func theme(named name: String) -> Theme? { themes.first { $0.name == name } }
}
