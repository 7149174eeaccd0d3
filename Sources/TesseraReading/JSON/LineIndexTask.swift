import TesseraSupport

/// A large text's ``LineIndex``, built by whichever thread is free first while the text is
/// parsed.
///
/// Building it reads every byte once, as the parse does: for a 100 MB file, a tenth of a
/// second that the parse does not need (only positions do, after it). A task that is started
/// queues the build for another thread; a thread that runs out of parsing first builds it
/// itself if no other thread has begun to (``buildUnlessClaimed()``). Small texts are not
/// worth a thread.
package final class LineIndexTask: Sendable {
    /// Texts shorter than this are indexed by whoever needs them, on their own thread.
    package static let threshold = 1 << 20

    /// Whether the index is built here (the text is large).
    package let isRunning: Bool
    private let bytes: [UInt8]
    private let done = Parallel.Handoff()
    /// Whether some thread has begun to build the index.
    private let claimed = Locked(false)
    private let result = Locked<LineIndex?>(nil)

    /// A task for `bytes`, not started yet.
    package init(_ bytes: [UInt8]) {
        isRunning = Parallel.splits(bytes.count, from: Self.threshold)
        self.bytes = isRunning ? bytes : []
    }

    /// Queues the build for another thread. The parse of a large text in halves starts it
    /// after queuing its second half: queued first, the build held up that half by its whole
    /// length on a two-core machine, and the parse with it.
    package func start() {
        guard isRunning else { return }
        done.start { [self] in buildUnlessClaimed() }
    }

    /// Builds the index on this thread, unless another thread has begun to.
    package func buildUnlessClaimed() {
        guard isRunning,
            claimed.withLock({ was in
                defer { was = true }
                return !was
            })
        else { return }
        let lines = LineIndex(bytes)
        result.withLock { $0 = lines }
    }

    /// The index, built on this thread if no other has begun to, else once the other is done.
    /// Only for a running task.
    package func wait() -> LineIndex {
        buildUnlessClaimed()
        done.wait()
        return result.withLock { $0! }
    }
}
