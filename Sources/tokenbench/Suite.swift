/// A group of metrics measured together, such as everything read from the compiled 10k theme.
///
/// Suites are the extension point: the color module's conversion metrics arrive as one more
/// suite in ``Suite/all`` with its own ``Metric`` list, and the table, JSON and baseline
/// comparison pick them up without change.
struct Suite: Sendable {
    /// A short name, for `--suite` and progress messages.
    var name: String
    /// The metrics this suite reports.
    var metrics: [Metric]
    /// Measures and stores every metric of ``metrics`` in the bench's results.
    var measure: @Sendable (inout Bench) throws(ToolError) -> Void

    /// Every suite, in run order.
    static let all: [Suite] = [.lookup, .capi, .compile, .files, .theme, .color, .gamut, .snapshot, .diff]

    /// Every metric of every suite, in report order.
    static var allMetrics: [Metric] { all.flatMap(\.metrics) }
}
