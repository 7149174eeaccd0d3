/// A token file that holds one context of one axis, given without a resolver document:
/// `--context colorScheme=dark:dark.tokens.json`.
///
/// Several context files describe what a resolver document with one modifier per axis
/// describes (see ``ResolverWriter``): the first context named for an axis is its default,
/// contexts keep the order they are first named in, and several files for one context are
/// applied in the order given.
public struct ContextFile: Sendable, Hashable {
    /// The axis (the resolver's modifier).
    public var axis: String
    /// The context of the axis the file belongs to.
    public var context: String
    /// The file, as given (relative to the working directory, or absolute).
    public var path: String

    /// Creates a context file.
    public init(axis: String, context: String, path: String) {
        self.axis = axis
        self.context = context
        self.path = path
    }

    /// Parses `AXIS=CONTEXT:FILE`; `nil` when a part is missing. The file is everything after
    /// the first `:` following the `=`, so it may itself contain `:`.
    public init?(argument: String) {
        guard let eq = argument.firstIndex(of: "="), let colon = argument[eq...].firstIndex(of: ":") else { return nil }
        let axis = String(argument[..<eq])
        let context = String(argument[argument.index(after: eq)..<colon])
        let path = String(argument[argument.index(after: colon)...])
        guard !axis.isEmpty, !context.isEmpty, !path.isEmpty else { return nil }
        self.init(axis: axis, context: context, path: path)
    }
}
