import Synchronization
import TesseraSupport

/// The temporary files being written, so that an interrupted process removes them.
///
/// ``FileIO/writeAtomically(_:to:)`` writes beside its target and renames; a process stopped in
/// between by a signal would leave the hidden temporary file behind. A program that installs
/// ``removeOnSignals()`` removes every registered file on SIGINT, SIGTERM and SIGHUP, then dies
/// of the signal as it would have. The handler only reads fixed slots and calls `unlink`, which
/// is safe in a signal handler; registering takes a lock, never the handler.
public enum TemporaryFiles {
    /// How many files can be registered at once; a write beyond that is simply not covered.
    static let capacity = 64

    /// Each slot holds a `strdup`ed path or `nil`; the address is published with one atomic
    /// store, so the handler sees a whole path or none. The pointer never changes and every
    /// access to what it points to is atomic, hence `nonisolated(unsafe)`.
    nonisolated(unsafe) private static let slots: UnsafeMutablePointer<Atomic<Int>> = {
        let slots = UnsafeMutablePointer<Atomic<Int>>.allocate(capacity: capacity)
        for i in 0..<capacity { (slots + i).initialize(to: Atomic(0)) }
        return slots
    }()

    private static let lock = Mutex(())

    /// Records `path` until ``unregister(_:)``; returns its slot, or `nil` when all are taken.
    package static func register(_ path: String) -> Int? {
        lock.withLock { _ in
            for i in 0..<capacity where slots[i].load(ordering: .acquiring) == 0 {
                guard let copy = strdup(path) else { return nil }
                slots[i].store(Int(bitPattern: copy), ordering: .releasing)
                return i
            }
            return nil
        }
    }

    /// Forgets the file in `slot` (it was renamed into place or already removed).
    package static func unregister(_ slot: Int?) {
        guard let slot else { return }
        lock.withLock { _ in
            let address = slots[slot].exchange(0, ordering: .acquiringAndReleasing)
            free(UnsafeMutableRawPointer(bitPattern: address))
        }
    }

    /// Installs handlers for SIGINT, SIGTERM and SIGHUP that remove the registered files and
    /// then let the signal end the process. Call it once, early, in a program's entry point.
    public static func removeOnSignals() {
        _ = slots
        Platform.onSignals([SIGINT, SIGTERM, SIGHUP]) { number in
            TemporaryFiles.removeAll()
            Platform.resetAndRaise(number)
        }
    }

    /// Unlinks every registered file; async-signal-safe.
    package static func removeAll() {
        for i in 0..<capacity {
            let address = slots[i].load(ordering: .acquiring)
            if address != 0, let path = UnsafePointer<CChar>(bitPattern: address) { unlink(path) }
        }
    }
}
