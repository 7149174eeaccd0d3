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
