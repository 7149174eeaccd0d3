// The one place that names the platform's C library. A file that needs POSIX or libm imports
// TesseraSupport, which re-exports the C library, instead of choosing one itself; the few calls
// whose spelling differs between the C libraries are wrapped in `Platform`, so no other file
// has a `#if canImport(Glibc)` of its own.
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Darwin)
@_exported import Darwin
#endif

/// The calls whose spelling differs between Glibc and Darwin.
package enum Platform {
    /// `read(2)`, named through its module: `read` alone would find the caller's own `read`.
    @inlinable
    package static func read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(fd, buffer, count)
        #else
        Darwin.read(fd, buffer, count)
        #endif
    }

    /// The calling thread's `pthread_t` as a number, unique among the running threads: an
    /// integer in Glibc, a pointer in Darwin.
    package static var currentThreadID: UInt {
        #if canImport(Glibc)
        UInt(pthread_self())
        #else
        UInt(bitPattern: pthread_self())
        #endif
    }

    /// The modification time in a `stat` result (`st_mtim` in Glibc, `st_mtimespec` in Darwin).
    package static func modificationTime(_ info: stat) -> timespec {
        #if canImport(Darwin)
        info.st_mtimespec
        #else
        info.st_mtim
        #endif
    }

    /// Starts a pthread running `body`: for work that runs as long as its owner, not for
    /// splitting a computation (see ``Parallel``). The library does not link Foundation's
    /// `Thread`. `nil` when the system refuses to create one.
    package static func startThread(_ body: @escaping @Sendable () -> Void) -> pthread_t? {
        let box = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
        #if canImport(Glibc)
        var t = pthread_t()
        #else
        var t: pthread_t? = nil
        #endif
        let status = pthread_create(
            &t, nil,
            { arg in
                guard let arg else { return nil }
                Unmanaged<ThreadBody>.fromOpaque(arg).takeRetainedValue().body()
                return nil
            }, box)
        guard status == 0 else {
            Unmanaged<ThreadBody>.fromOpaque(box).release()
            return nil
        }
        return t
    }

    /// Installs `handler` for each of `signals` with `sigaction` (the handler field's name
    /// differs between the C libraries). The handler must be async-signal-safe.
    package static func onSignals(_ signals: [Int32], _ handler: @convention(c) (Int32) -> Void) {
        for number in signals {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = handler
            #else
            action.__sigaction_u.__sa_handler = handler
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(number, &action, nil)
        }
    }

    /// Restores the default action of signal `number` and raises it again, so a handler that
    /// cleaned up still ends the process the way the signal would have; async-signal-safe.
    package static func resetAndRaise(_ number: Int32) {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = SIG_DFL
        #else
        action.__sigaction_u.__sa_handler = SIG_DFL
        #endif
        sigemptyset(&action.sa_mask)
        sigaction(number, &action, nil)
        raise(number)
    }

    /// A closure passed to a new thread through `pthread_create`'s one pointer.
    private final class ThreadBody {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
