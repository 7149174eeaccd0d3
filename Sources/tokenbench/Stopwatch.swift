/// Median timings after a warm-up, on the monotonic clock.
///
/// Medians, not means: on a shared two-core machine a single descheduling can double one
/// repetition, and a median ignores it.
enum Stopwatch {
    /// The median wall-clock time of `body` over `repetitions` runs, after `warmup` untimed runs.
    static func median(warmup: Int = 1, repetitions: Int, _ body: () -> Void) -> Duration {
        let clock = ContinuousClock()
        for _ in 0..<warmup { body() }
        var samples: [Duration] = []
        samples.reserveCapacity(repetitions)
        for _ in 0..<max(1, repetitions) { samples.append(clock.measure(body)) }
        samples.sort()
        return samples[samples.count / 2]
    }

    /// The median time in milliseconds.
    static func milliseconds(warmup: Int = 1, repetitions: Int, _ body: () -> Void) -> Double {
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
