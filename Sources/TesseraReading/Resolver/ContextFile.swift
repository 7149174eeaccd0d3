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
        guard let (axis, context, path) = argument.axisContextArgument, !axis.isEmpty, !context.isEmpty, !path.isEmpty else { return nil }
        self.init(axis: axis, context: context, path: path)
    }
}

extension String {
    /// The parts of an `AXIS=CONTEXT:REST` option value (`--context`, `--media`); `nil` without
    /// a `=` and a later `:`. REST runs to the end, so it may contain `:`.
    package var axisContextArgument: (axis: String, context: String, rest: String)? {
        guard let eq = firstIndex(of: "="), let colon = self[eq...].firstIndex(of: ":") else { return nil }
        return (String(self[..<eq]), String(self[index(after: eq)..<colon]), String(self[index(after: colon)...]))
    }
}
