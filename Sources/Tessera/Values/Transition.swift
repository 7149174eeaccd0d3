/// A resolved transition, DTCG's `transition` composite.
@frozen
public struct Transition: Sendable, Hashable {
    public var duration: TokenDuration
    public var delay: TokenDuration
    public var timingFunction: CubicBezier

    /// Creates a transition.
    public init(duration: TokenDuration, delay: TokenDuration, timingFunction: CubicBezier) {
        self.duration = duration
        self.delay = delay
        self.timingFunction = timingFunction
    }
}
