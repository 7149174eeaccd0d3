/// A resolved transition, DTCG's `transition` composite.
@frozen
public struct TokenTransition: Sendable, Hashable {
    /// The transition's `duration`.
    public var duration: TokenDuration
    /// The transition's `delay`.
    public var delay: TokenDuration
    /// The transition's `timingFunction`.
    public var timingFunction: CubicBezier

    /// Creates a transition.
    public init(duration: TokenDuration, delay: TokenDuration, timingFunction: CubicBezier) {
        self.duration = duration
        self.delay = delay
        self.timingFunction = timingFunction
    }
}
