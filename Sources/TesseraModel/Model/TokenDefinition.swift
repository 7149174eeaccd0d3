/// One value of a token under a condition: "in dark mode, `{color.neutral.900}`".
public struct TokenDefinition: Sendable, Hashable {
    /// The modes this definition applies to.
    public var condition: ContextCondition
    /// The value.
    public var expression: TokenExpression
    /// Where the definition was written, if it came from a file.
    public var location: SourceLocation?

    /// Creates a definition.
    public init(_ condition: ContextCondition = .always, _ expression: TokenExpression, location: SourceLocation? = nil) {
        self.condition = condition
        self.expression = expression
        self.location = location
    }
}
