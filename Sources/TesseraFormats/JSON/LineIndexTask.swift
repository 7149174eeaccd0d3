import Dispatch
import TesseraSupport

/// A large text's ``LineIndex``, built on another thread while the caller goes on.
///
/// Building it reads every byte once, as the parse does; for a 100 MB file that is a few
/// percent of the read, which the second core can take. Small texts are not worth a thread.
final class LineIndexTask: Sendable {
    /// Texts shorter than this are indexed by whoever needs them, on their own thread.
    static let threshold = 1 << 20

    /// Whether the index is being built here (the text is large).
    let isRunning: Bool
    private let done = DispatchGroup()
    private let result = Locked<LineIndex?>(nil)

    init(_ bytes: [UInt8]) {
        isRunning = bytes.count >= Self.threshold
        guard isRunning else { return }
        let result = result
        DispatchQueue.global(qos: .userInitiated).async(group: done) {
            let lines = LineIndex(bytes)
            result.withLock { $0 = lines }
        }
    }

    /// The index, once built (blocks until then). Only for a running task.
    func wait() -> LineIndex {
        done.wait()
        return result.withLock { $0! }
    }
}
