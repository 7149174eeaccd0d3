/// Why CSS value text has no DTCG meaning: a readable message and the component to blame.
///
/// Returned by every CSS value reader (``CSSValueText``, ``CSSShadowString``, ``CSSBorderString``
/// and the others) as the failure of a `Result`, so that a file reader can report it at the
/// token's position.
package struct CSSValueProblem: Error, Hashable, CustomStringConvertible {
    /// What is wrong, as a sentence fragment: `"a shadow layer without a color"`.
    package var message: String
    /// The offending component or layer as written, when one is to blame.
    package var component: String?

    /// Creates a problem.
    package init(_ message: String, component: String? = nil) {
        self.message = message
        self.component = component
    }

    /// The message after the quoted component: `"0 1px 2px": a shadow layer without a color`.
    package var description: String {
        guard let component else { return message }
        return "\"\(component)\": \(message)"
    }
}
