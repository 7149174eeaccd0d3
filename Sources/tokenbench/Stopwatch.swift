/// Median timings after a warm-up, on the monotonic clock.
///
/// Medians, not means: on a shared two-core machine a single descheduling can double one
/// repetition, and a median ignores it.
enum Stopwatch {
    /// The median wall-clock time of `body` over `repetitions` runs, after `warmup` untimed runs.
    ///
    /// The clock stops when `body` returns; what it returns is released after that, untimed
    /// (a pipeline's result is what its user keeps, so tearing it down is not the work being
    /// timed). Bodies that return nothing are timed whole, as before.
    static func median<Result>(warmup: Int = 1, repetitions: Int, _ body: () -> Result) -> Duration {
        let clock = ContinuousClock()
        for _ in 0..<warmup { withExtendedLifetime(body()) {} }
        var samples: [Duration] = []
        samples.reserveCapacity(repetitions)
        for _ in 0..<max(1, repetitions) {
            let start = clock.now
            let result = body()
            samples.append(clock.now - start)
            withExtendedLifetime(result) {}
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    /// The median milliseconds of each of `bodies`, timed in turns: `rounds` rounds, each running
    /// every body its `repetitions` times, after one untimed run of each.
    ///
    /// A ratio of two timings taken minutes apart on a shared machine moved by a third with what
    /// else ran (1M ÷ 100k files gave 10.3 and 14.2 in two runs of one build): timed in turns,
    /// both sides of the ratio see the same load. As in ``median(warmup:repetitions:_:)``, what a
    /// body returns is released after its clock stops.
    static func interleavedMilliseconds<Result>(rounds: Int, _ bodies: [(repetitions: Int, body: () -> Result)]) -> [Double] {
        let clock = ContinuousClock()
        for entry in bodies { withExtendedLifetime(entry.body()) {} }
        var samples = [[Duration]](repeating: [], count: bodies.count)
        for _ in 0..<max(1, rounds) {
            for (k, entry) in bodies.enumerated() {
                for _ in 0..<max(1, entry.repetitions) {
                    let start = clock.now
                    let result = entry.body()
                    samples[k].append(clock.now - start)
                    withExtendedLifetime(result) {}
                }
            }
        }
        return samples.map { $0.sorted()[$0.count / 2].nanoseconds / 1e6 }
    }

    /// The median time in milliseconds.
    static func milliseconds<Result>(warmup: Int = 1, repetitions: Int, _ body: () -> Result) -> Double {
        median(warmup: warmup, repetitions: repetitions, body).nanoseconds / 1e6
    }
}

extension Duration {
    /// The duration in nanoseconds, as a floating-point number.
    var nanoseconds: Double {
        Double(components.seconds) * 1e9 + Double(components.attoseconds) / 1e9
    }
}

/// Keeps `value` alive so the optimizer cannot delete the work that produced it.
@_optimize(none)
func blackHole<T>(_ value: T) {}
