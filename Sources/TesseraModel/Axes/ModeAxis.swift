/// A mode axis: a named dimension along which token values vary, with ordered contexts.
///
/// Each context may name a fallback. When a token has no value for a context, the compiler
/// uses the fallback's value (and so on down the chain), ahead of time, so a look-up never
/// branches on it.
public struct ModeAxis: Sendable, Hashable {
    /// One value of an axis, such as `dark` on `colorScheme`.
    public struct Context: Sendable, Hashable, ExpressibleByStringLiteral {
        /// The context's name, unique within its axis.
        public var name: String
        /// The context used where a token has no value for this one.
        public var fallback: String?

        /// Creates a context, optionally falling back to another one.
        public init(_ name: String, fallback: String? = nil) {
            self.name = name
            self.fallback = fallback
        }

        public init(stringLiteral value: String) { self.init(value) }
    }

    /// The axis name, such as `colorScheme`.
    public var name: String
    /// The contexts, in declaration order.
    public var contexts: [Context]
    /// The context selected when a mode does not name this axis.
    public var defaultContext: String
    /// Whether a mode must name this axis (a DTCG resolver modifier without a `default`).
    public var requiresSelection = false

    /// Creates an axis. The default context is the first one unless given.
    public init(_ name: String, contexts: [Context], defaultContext: String? = nil) {
        self.name = name
        self.contexts = contexts
        self.defaultContext = defaultContext ?? contexts.first?.name ?? ""
    }

    /// The context named `name`, if any.
    public func index(of name: String) -> ContextIndex? { position(of: name).map { ContextIndex($0) } }

    /// The position in ``contexts`` of the context named `name`, for code that indexes arrays.
    package func position(of name: String) -> Int? { contexts.firstIndex { $0.name == name } }

    /// The context at `index`.
    public subscript(index: ContextIndex) -> Context { contexts[index.position] }

    /// `colorScheme` {light, dark}.
    public static let colorScheme = ModeAxis("colorScheme", contexts: ["light", "dark"])
    /// `contrast` {standard, high → standard}.
    public static let contrast = ModeAxis("contrast", contexts: ["standard", Context("high", fallback: "standard")])
    /// `elevation` {base, elevated → base}; with colorScheme and contrast it gives Fluent's six color slots.
    public static let elevation = ModeAxis("elevation", contexts: ["base", Context("elevated", fallback: "base")])
    /// `sizeClass` {extraCompact → compact, compact, regular}, defaulting to `regular`.
    public static let sizeClass = ModeAxis(
        "sizeClass", contexts: [Context("extraCompact", fallback: "compact"), "compact", "regular"], defaultContext: "regular")

    /// The four built-in axes.
    public static let builtIn: [ModeAxis] = [.colorScheme, .contrast, .elevation, .sizeClass]
}
