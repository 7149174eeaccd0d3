/// A stored value type whose dense mode-table column a snapshot theme builds: a plain value
/// (no references), so the column is written in place without first filling it with
/// placeholders, and the column of a type without tokens (its sink slot only) is shared.
protocol SnapshotDenseValue: StoredValue {
    /// The column of a type with no tokens: just the sink slot, holding the placeholder.
    static var sinkOnlyColumn: ContiguousArray<Self> { get }
}

// Fifteen one-slot arrays made once, where a table of a system that uses four types made eleven
// on every load.
extension Color: SnapshotDenseValue { static let sinkOnlyColumn: ContiguousArray<Color> = [placeholder] }
extension Dimension: SnapshotDenseValue { static let sinkOnlyColumn: ContiguousArray<Dimension> = [placeholder] }
extension Number: SnapshotDenseValue { static let sinkOnlyColumn: ContiguousArray<Number> = [placeholder] }
extension FontFamily: SnapshotDenseValue { static let sinkOnlyColumn: ContiguousArray<FontFamily> = [placeholder] }
extension FontWeight: SnapshotDenseValue { static let sinkOnlyColumn: ContiguousArray<FontWeight> = [placeholder] }
extension TokenDuration: SnapshotDenseValue { static let sinkOnlyColumn: ContiguousArray<TokenDuration> = [placeholder] }
extension CubicBezier: SnapshotDenseValue { static let sinkOnlyColumn: ContiguousArray<CubicBezier> = [placeholder] }
extension StrokeStyle: SnapshotDenseValue { static let sinkOnlyColumn: ContiguousArray<StrokeStyle> = [placeholder] }
extension Shadow: SnapshotDenseValue { static let sinkOnlyColumn: ContiguousArray<Shadow> = [placeholder] }
extension Typography: SnapshotDenseValue { static let sinkOnlyColumn: ContiguousArray<Typography> = [placeholder] }
extension Border: SnapshotDenseValue { static let sinkOnlyColumn: ContiguousArray<Border> = [placeholder] }
extension Transition: SnapshotDenseValue { static let sinkOnlyColumn: ContiguousArray<Transition> = [placeholder] }
extension Gradient: SnapshotDenseValue { static let sinkOnlyColumn: ContiguousArray<Gradient> = [placeholder] }
extension TokenString: SnapshotDenseValue { static let sinkOnlyColumn: ContiguousArray<TokenString> = [placeholder] }
extension TokenBoolean: SnapshotDenseValue { static let sinkOnlyColumn: ContiguousArray<TokenBoolean> = [placeholder] }
