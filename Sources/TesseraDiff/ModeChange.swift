import TesseraColorModel
import TesseraCompiler
import TesseraModel
import TesseraTables

/// One change of a token's value over a set of modes that share its before and after values.
///
/// The set is written by the axes the token depends on, collapsed: a color aliased per
/// `colorScheme` and `contrast` that changed in both dark contexts is one change in
/// `colorScheme=dark`, not two; one that changed everywhere is one change in every mode.
public struct ModeChange: Sendable, Hashable {
    /// Where the change applies: for each axis that narrows it, its contexts. Empty means in
    /// every mode compared. Axes not named take any context.
    public var selection: [AxisContexts]
    /// How many combinations of the token's axes this covers.
    public var combinations: Int
    /// The values.
    public var change: ValueChange

    /// Creates a mode change.
    public init(selection: [AxisContexts], combinations: Int, change: ValueChange) {
        self.selection = selection
        self.combinations = combinations
        self.change = change
    }
}
