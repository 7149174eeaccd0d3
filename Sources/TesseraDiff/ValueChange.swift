import TesseraColorModel
import TesseraCompiler
import TesseraModel
import TesseraTables

/// A token's value before and after, with what can be measured between them.
public struct ValueChange: Sendable, Hashable {
    /// The value (or its absence) before.
    public var before: DiffValue
    /// The value (or its absence) after.
    public var after: DiffValue
    /// The distance between the two, for colors, dimensions, numbers and durations.
    public var delta: ValueDelta?
    /// The fields that differ, for composite values; empty otherwise.
    public var fields: [FieldChange]

    /// Compares two values.
    public init(before: DiffValue, after: DiffValue) {
        self.before = before
        self.after = after
        if let b = before.resolved, let a = after.resolved {
            delta = ValueDelta.between(b, a)
            fields = FieldChange.fields(b, a)
        } else {
            delta = nil
            fields = []
        }
    }
}
