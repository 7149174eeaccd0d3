/// A media condition that selects one context of one axis when the page does not choose one.
///
/// The CSS export turns each mapping whose context is not its axis's default into rules under
/// `@media <condition>`, guarded by `:not([data-<axis>])` so that an explicit attribute on the
/// root element always wins. Mappings for axes or contexts a design system lacks are ignored.
public struct CSSMediaMapping: Sendable, Hashable {
    /// The axis name, as declared (`colorScheme`).
    public var axis: String
    /// The context the condition selects (`dark`).
    public var context: String
    /// The media condition with its parentheses: `(prefers-color-scheme: dark)`.
    public var condition: String

    /// Creates a mapping.
    public init(axis: String, context: String, condition: String) {
        self.axis = axis
        self.context = context
        self.condition = condition
    }

    /// The user preferences browsers report: color scheme and contrast.
    ///
    /// A light-default system maps `dark`; a dark-default one maps `light`. `prefers-contrast`
    /// reports `more` and `less`, which are mutually exclusive, as are the color schemes.
    public static let standard: [CSSMediaMapping] = [
        CSSMediaMapping(axis: "colorScheme", context: "dark", condition: "(prefers-color-scheme: dark)"),
        CSSMediaMapping(axis: "colorScheme", context: "light", condition: "(prefers-color-scheme: light)"),
        CSSMediaMapping(axis: "contrast", context: "high", condition: "(prefers-contrast: more)"),
        CSSMediaMapping(axis: "contrast", context: "low", condition: "(prefers-contrast: less)"),
    ]

    /// Parses `AXIS=CONTEXT:(media condition)`, as the `--media` option takes it; `nil` when
    /// the shape is wrong or the condition is not one parenthesised condition.
    public init?(argument: String) {
        guard let (axis, context, rest) = argument.axisContextArgument else { return nil }
        let condition = rest.trimmingSpaces
        guard !axis.isEmpty, !context.isEmpty, condition.first == "(", condition.last == ")",
            !condition.contains(where: { $0 == "{" || $0 == "}" || $0 == ";" || $0 == "\n" })
        else { return nil }
        self.init(axis: axis, context: context, condition: condition)
    }
}

extension String {
    /// The string without leading and trailing spaces.
    fileprivate var trimmingSpaces: String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
