/// A declared contrast pair judged before and after in one mode where either of its colors
/// changed.
public struct ContrastChange: Sendable, Hashable {
    /// The pair as the new version declares it.
    public var pair: ContrastPair
    /// The mode: one context of each axis the pair's tokens depend on (before or after); empty
    /// when they depend on none.
    public var selection: [AxisContexts]
    /// The judgement before, under the old declaration of the pair when there was one; `nil`
    /// when the pair could not be judged (a token was missing or had no value).
    public var before: ContrastResult?
    /// The judgement after; `nil` when the pair cannot be judged.
    public var after: ContrastResult?

    /// Creates a contrast change.
    public init(pair: ContrastPair, selection: [AxisContexts], before: ContrastResult?, after: ContrastResult?) {
        self.pair = pair
        self.selection = selection
        self.before = before
        self.after = after
    }

    /// The pair drops below its level: it fails now, and passed before (or could not be judged).
    public var isRegression: Bool {
        guard let after, !after.passes else { return false }
        return before?.passes ?? true
    }

    /// The pair reaches its level now and failed before.
    public var isImprovement: Bool {
        guard let before, !before.passes, let after else { return false }
        return after.passes
    }
}
