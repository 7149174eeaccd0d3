/// A value guarded by a pthread mutex.
///
/// Tessera uses this instead of `Synchronization.Mutex` because ThreadSanitizer reports false
/// races on `Mutex`-guarded state: its contended path waits on a futex inside the
/// uninstrumented Synchronization library, so TSan never sees the happens-before edge.
/// pthread mutexes are intercepted by TSan, and CI runs the concurrency tests under it.
public final class Locked<Value>: @unchecked Sendable {
    // Safe to share: every access to `value` happens between lock and unlock of `mutex`.
    private var value: Value
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// Creates a lock around an initial value.
    public init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the value.
    @inlinable
    public func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        lock()
        defer { unlock() }
        return try body(&storage)
    }

    /// Moves the value out, leaving `replacement` in its place.
    ///
    /// A copy read through ``withLock(_:)`` shares its arrays' storage with the value still
    /// held here, so the caller's first change to one copies it whole: at a million tokens,
    /// the half a reader or a lowering made on another thread.
    public func take(leaving replacement: Value) -> Value {
        var out = replacement
        withLock { swap(&$0, &out) }
        return out
    }

    @usableFromInline func lock() { pthread_mutex_lock(mutex) }
    @usableFromInline func unlock() { pthread_mutex_unlock(mutex) }

    @usableFromInline var storage: Value {
        get { value }
        _modify { yield &value }
    }
}
