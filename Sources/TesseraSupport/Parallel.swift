import Dispatch

/// Work spread over threads: the one way Tessera's steps hand work to another thread.
///
/// ## When a step splits
///
/// A step splits its input only from a *threshold* on: the size from which, measured on that
/// step, handing work to another thread and joining what it made cost nothing measurable next
/// to the work itself. Below it the step runs on the calling thread alone. Either way the
/// result is the same, to the byte and to the order of its diagnostics.
///
/// Steps differ by orders of magnitude in cost per item (a byte of JSON read, a color
/// converted, a token lowered, a token evaluated), so there is no one number: each step keeps
/// its threshold beside the measurement behind it and asks ``splits(_:from:)``. Tests pass
/// small thresholds, so that the split runs on small inputs too.
///
/// ## How
///
/// - ``onTwoThreads(_:)``: the same body on the calling thread and one other, for steps that
///   share their work out as they go (runs claimed from a counter, halves of a table).
/// - ``halves(of:_:)``: the two halves of a range, one per thread, with their results in order.
/// - ``forEach(_:_:)``: independent pieces spread over the cores.
/// - ``Handoff``: work started on another thread while this one goes on, waited for later.
/// - ``detach(_:)``: work nobody waits for (pages faulted in ahead of a writer).
///
/// Every split waits for its threads before it returns, so the buffers a body reads and writes
/// need only outlive the call.
package enum Parallel {
    /// Whether an input of `size` is split, for a step whose measured threshold is `threshold`:
    /// from the threshold on, and never fewer than two items.
    @inlinable
    package static func splits(_ size: Int, from threshold: Int) -> Bool {
        size >= max(threshold, 2)
    }

    /// Runs `body(0)` and `body(1)` at once, on the calling thread and one other, and returns
    /// when both have.
    @inlinable
    package static func onTwoThreads(_ body: @Sendable (_ thread: Int) -> Void) {
        DispatchQueue.concurrentPerform(iterations: 2, execute: body)
    }

    /// Runs `body` on the halves `0..<count / 2` and `count / 2..<count` at once, one per
    /// thread, and returns their results in that order.
    ///
    /// Each result is moved out, not copied, so arrays in it are the caller's alone and grow
    /// in place.
    @inlinable
    package static func halves<Result: Sendable>(of count: Int, _ body: @Sendable (Range<Int>) -> Result) -> (Result, Result) {
        let middle = count / 2
        // Each thread initializes its own element; both are done when `concurrentPerform` returns.
        nonisolated(unsafe) let results = UnsafeMutablePointer<Result>.allocate(capacity: 2)
        defer { results.deallocate() }
        DispatchQueue.concurrentPerform(iterations: 2) { h in
            (results + h).initialize(to: body(h == 0 ? 0..<middle : middle..<count))
        }
        return (results.move(), (results + 1).move())
    }

    /// Runs `body(0)` … `body(count - 1)` spread over the cores, and returns when all have.
    @inlinable
    package static func forEach(_ count: Int, _ body: @Sendable (Int) -> Void) {
        DispatchQueue.concurrentPerform(iterations: count, execute: body)
    }

    /// Starts `work` on another thread and returns without waiting for it, for work whose end
    /// nothing depends on.
    package static func detach(_ work: @escaping @Sendable () -> Void) {
        DispatchQueue.global(qos: .userInitiated).async(execute: work)
    }

    /// Work started on other threads while the calling thread goes on, and the way to wait for
    /// it. Results come back through state the work shares with the caller (a ``Locked``).
    package struct Handoff: Sendable {
        private let group = DispatchGroup()

        /// A handoff with no work yet: ``wait()`` returns at once.
        package init() {}

        /// Starts `work` on another thread.
        package func start(_ work: @escaping @Sendable () -> Void) {
            DispatchQueue.global(qos: .userInitiated).async(group: group, execute: work)
        }

        /// Waits until all the work started here is done.
        package func wait() {
            group.wait()
        }
    }
}
