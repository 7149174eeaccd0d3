/// A named list of overrides applied together, such as a brand palette or a scoped subtree.
public struct OverrideLayer: Sendable, Hashable {
    /// The layer's name, used in diagnostics.
    public var name: String
    /// The overrides, in order.
    public var overrides: [Override]

    /// Creates a layer.
    public init(_ name: String, _ overrides: [Override] = []) {
        self.name = name
        self.overrides = overrides
    }

    /// Adds an override of `path` for every context.
    public mutating func set(_ path: TokenPath, _ value: TokenExpression) {
        overrides.append(Override(path, value))
    }

    /// Adds an override of `path` for the modes matching `condition` only.
    public mutating func set(_ path: TokenPath, when condition: ContextCondition, _ value: TokenExpression) {
        overrides.append(Override(path, when: condition, value))
    }
}

/// A replacement value for one token, for all contexts or for one condition.
public struct Override: Sendable, Hashable {
    /// The token to override; it must exist in the base set.
    public var path: TokenPath
    /// `nil` replaces every definition of the token; a condition replaces (or adds) only the
    /// definition with exactly that condition.
    public var condition: ContextCondition?
    /// The new value.
    public var expression: TokenExpression
    /// Where the override was written, if it came from a file.
    public var location: SourceLocation?

    /// Overrides `path` for every context.
    public init(_ path: TokenPath, _ expression: TokenExpression, location: SourceLocation? = nil) {
        self.path = path
        self.condition = nil
        self.expression = expression
        self.location = location
    }

    /// Overrides `path` for the modes matching `condition` only.
    public init(_ path: TokenPath, when condition: ContextCondition, _ expression: TokenExpression, location: SourceLocation? = nil) {
        self.path = path
        self.condition = condition
        self.expression = expression
        self.location = location
    }
}
