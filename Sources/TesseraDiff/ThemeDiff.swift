import TesseraColorModel
import TesseraCompiler
import TesseraModel
import TesseraTables

/// What changed in one theme: token values and declared contrast pairs.
public struct ThemeDiff: Sendable, Hashable {
    /// The theme's name (the same in both versions).
    public var name: String
    /// The number of modes compared: the combinations of the contexts both versions have.
    public var modesCompared: Int
    /// Tokens both versions have whose values differ in some mode, in the new version's order.
    public var tokens: [TokenDiff]
    /// Declared pairs judged before and after where either color changed, by pair, then by
    /// the first mode of each set of modes judged alike.
    public var contrast: [ContrastChange]

    /// Creates a theme diff.
    public init(name: String, modesCompared: Int, tokens: [TokenDiff], contrast: [ContrastChange]) {
        self.name = name
        self.modesCompared = modesCompared
        self.tokens = tokens
        self.contrast = contrast
    }

    /// The contrast changes that drop below their level.
    public var regressions: [ContrastChange] { contrast.filter(\.isRegression) }
}
