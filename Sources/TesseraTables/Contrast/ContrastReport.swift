import TesseraModel

/// Every declared pair of one theme judged in every mode that changes it.
public struct ContrastReport: Sendable, Hashable {
    /// The theme judged.
    public var theme: String
    /// One result per pair and mode, in declaration order then mode order.
    public var results: [ContrastResult]
    /// Pairs that could not be judged (unknown or non-color tokens, a translucent background
    /// with nothing under it, a forbidden value), as errors.
    public var problems: [Diagnostic]

    /// Creates a report.
    public init(theme: String, results: [ContrastResult], problems: [Diagnostic]) {
        self.theme = theme
        self.results = results
        self.problems = problems
    }

    /// The results that fall short.
    public var failures: [ContrastResult] { results.filter { !$0.passes } }

    /// Whether every pair was judged and passed.
    public var passes: Bool { problems.isEmpty && results.allSatisfy(\.passes) }

    /// The problems, then one `contrast` error per failing result, compiler-style.
    public var diagnostics: [Diagnostic] {
        problems
            + failures.map { r in
                Diagnostic(
                    .error, .contrastFailure(foreground: r.pair.foreground, background: r.pair.background, shortfall: r.shortfall, mode: r.modeDescription),
                    location: r.pair.location, theme: theme)
            }
    }
}
