import TesseraColorModel
import TesseraCompiler
import TesseraModel
import TesseraTables

/// A token whose value differs between two versions in at least one mode.
public struct TokenDiff: Sendable, Hashable {
    /// Why the value changed.
    public enum Cause: Sendable, Hashable {
        /// Its own definitions (or the theme's overrides of it) changed.
        case definition
        /// Only what it references changed: `sources` are the nearest tokens upstream whose own
        /// definitions changed (at most eight, in declaration order), such as the raw color a semantic color
        /// aliases.
        case alias(sources: [TokenPath])
        /// Neither it nor anything it references was redefined: the axes, their fallbacks or the
        /// definition precedence changed.
        case context
    }

    /// The token.
    public var path: TokenPath
    /// Its type (after).
    public var type: TokenType
    /// Why it changed.
    public var cause: Cause
    /// The axes its value depends on, before or after, whose contexts were compared.
    public var axes: [String]
    /// The changes, each over the modes that share one before and one after value, in the order
    /// of their first mode.
    public var changes: [ModeChange]

    /// Creates a token diff.
    public init(path: TokenPath, type: TokenType, cause: Cause, axes: [String], changes: [ModeChange]) {
        self.path = path
        self.type = type
        self.cause = cause
        self.axes = axes
        self.changes = changes
    }

    /// Whether the change came only through an alias.
    public var isThroughAlias: Bool {
        if case .alias = cause { return true }
        return false
    }
}

/// A token only one version has.
public struct TokenEntry: Sendable, Hashable {
    /// The token.
    public var path: TokenPath
    /// Its type.
    public var type: TokenType
    /// Its value in the default mode of the first theme compared.
    public var value: DiffValue
    /// Whether its value depends on any axis.
    public var varies: Bool

    /// Creates an entry.
    public init(path: TokenPath, type: TokenType, value: DiffValue, varies: Bool) {
        self.path = path
        self.type = type
        self.value = value
        self.varies = varies
    }
}

/// A removed token and an added one of the same type with equal values in every mode compared
/// of every theme compared: probably one token renamed.
public struct TokenRename: Sendable, Hashable {
    /// The old path.
    public var old: TokenPath
    /// The new path.
    public var new: TokenPath
    /// The type.
    public var type: TokenType

    /// Creates a rename.
    public init(old: TokenPath, new: TokenPath, type: TokenType) {
        self.old = old
        self.new = new
        self.type = type
    }
}
