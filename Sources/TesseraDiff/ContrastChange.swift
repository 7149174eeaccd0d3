import TesseraColorModel
import TesseraCompiler
import TesseraModel
import TesseraTables

/// A declared contrast pair judged before and after in the modes where either of its colors
/// changed and the judgement is the same.
public struct ContrastChange: Sendable, Hashable {
    /// The pair as the new version declares it.
    public var pair: ContrastPair
    /// Where: for each axis of the pair's tokens (before or after) that narrows it, its
    /// contexts, collapsed as a token's changes are; empty for every mode compared.
    public var selection: [AxisContexts]
    /// How many combinations of the pair's axes this covers; each is judged alike (the same
    /// colors and the same requirement).
    public var combinations: Int
    /// The judgement before, under the old declaration of the pair when there was one, made in
    /// the first of the combinations; `nil` when the pair could not be judged (a token was
    /// missing or had no value).
    public var before: ContrastResult?
    /// The judgement after, made in the first of the combinations; `nil` when the pair cannot
    /// be judged.
    public var after: ContrastResult?

    /// Creates a contrast change.
    public init(pair: ContrastPair, selection: [AxisContexts], combinations: Int = 1, before: ContrastResult?, after: ContrastResult?) {
        self.pair = pair
        self.selection = selection
        self.combinations = combinations
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
