/// One number tokenbench reports: its JSON key, unit, budget and baseline tolerance.
struct Metric: Sendable, Hashable {
    /// How a value is printed.
    enum Unit: String, Sendable, Hashable {
        case nanoseconds = "ns"
        case microseconds = "µs"
        case milliseconds = "ms"
        case ratio = "×"
        case count = ""
        /// Millions per second, for rates near their budget, where a whole number would hide the margin.
        case millionsPerSecond = "M/s"
        case bytes = "B"
    }

    /// Which direction is an improvement.
    enum Direction: Sendable, Hashable {
        case lowerIsBetter
        case higherIsBetter
    }

    /// When a value fails against a saved baseline.
    enum Tolerance: Sendable, Hashable {
        /// Fails when worse than the baseline by more than this factor (wall clock is noisy).
        case factor(Double)
        /// Fails when worse than the baseline at all (counts and sizes are deterministic).
        case exact
        /// Never fails: a reference measurement, such as the dictionary baseline.
        case informational
    }

    /// A performance budget, as listed in the Tessera catalog's Performance article.
    enum Budget: Sendable, Hashable, CustomStringConvertible {
        case atMost(Double)
        case atLeast(Double)
        case equal(Double)

        func isMet(by value: Double) -> Bool {
            switch self {
            case .atMost(let b): value <= b
            case .atLeast(let b): value >= b
            case .equal(let b): value == b
            }
        }

        var description: String {
            switch self {
            case .atMost(let b): "≤ \(Report.format(b))"
            case .atLeast(let b): "≥ \(Report.format(b))"
            case .equal(let b): "= \(Report.format(b))"
            }
        }
    }

    /// The JSON key, such as `lookup_ns`.
    var key: String
    /// What it measures, for people.
    var title: String
    var unit: Unit
    var direction: Direction = .lowerIsBetter
    var tolerance: Tolerance
    var budget: Budget?

    /// Whether `value` is worse than `baseline` beyond the tolerance.
    func regresses(_ value: Double, from baseline: Double) -> Bool {
        switch tolerance {
        case .informational: return false
        case .exact: return direction == .lowerIsBetter ? value > baseline : value < baseline
        case .factor(let f):
            // A baseline of zero has no scale to compare against; only counts can be zero.
            guard baseline > 0 else { return value > 0 && direction == .lowerIsBetter }
            return direction == .lowerIsBetter ? value > baseline * f : value < baseline / f
        }
    }
}
