import Glibc

/// A POSIX thread running one closure, joined explicitly.
///
/// Plain threads rather than tasks: renderer threads are OS threads, and the cooperative pool
/// has only two workers on this machine, which the swapping thread would compete with.
final class ReaderThread: @unchecked Sendable {
    // The closure is written once before the thread starts and only read by it afterwards.
    private let body: @Sendable () -> Void
    private var thread = pthread_t()

    init(_ body: @escaping @Sendable () -> Void) {
        self.body = body
        let context = Unmanaged.passRetained(self).toOpaque()
        let started = pthread_create(
            &thread, nil,
            { raw in
                let me = Unmanaged<ReaderThread>.fromOpaque(raw!).takeRetainedValue()
                me.body()
                return nil
            }, context)
        precondition(started == 0, "pthread_create failed: \(started)")
    }

    /// Waits for the closure to return.
    func join() { pthread_join(thread, nil) }
}
