/// Why a mode cannot be made, or cannot be used with a theme.
public struct ModeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The ways a mode can fail to fit a set of axes.
    public enum Reason: Sendable, Hashable {
        /// The mode has `given` context indices but the axes number `expected`.
        case wrongAxisCount(expected: Int, given: Int)
        /// The index `context` is not one of the `count` contexts of `axis`.
        case contextOutOfRange(axis: String, context: ContextIndex, count: Int)
        /// The mode was made from axes with other names or contexts (another design system);
        /// `expected` names this theme's axes.
        case foreignAxes(expected: [String])
    }

    /// Why.
    public var reason: Reason

    /// Creates an error.
    public init(_ reason: Reason) { self.reason = reason }

    public var description: String {
        switch reason {
        case .wrongAxisCount(let expected, let given):
            "a mode needs one context per axis: \(expected) axes, \(given) contexts given"
        case .contextOutOfRange(let axis, let context, let count):
            "context index \(context.position) is out of range for axis \(axis) (\(count) contexts)"
        case .foreignAxes(let expected):
            "the mode was made from another design system's axes; this theme's axes are "
                + (expected.isEmpty ? "none" : expected.joined(separator: ", "))
        }
    }
}
