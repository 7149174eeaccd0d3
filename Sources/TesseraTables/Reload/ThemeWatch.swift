import TesseraIO
import TesseraModel
import TesseraSupport

/// A running watch of a ``ThemeHolder``'s source files; see ``ThemeHolder/watch(_:options:build:onEvent:)``.
///
/// The watch recompiles on its own thread, so readers never wait for a compile: they keep
/// reading the current theme until the new one is swapped in with one reference store. Stop it
/// with ``stop()``; it also stops when released.
public final class ThemeWatch: Sendable {
    /// How a watch notices changes.
    public struct Options: Sendable {
        /// Use inotify where available (Linux); otherwise only poll.
        public var inotify = true
        /// The polling interval, and the longest wait before a change is noticed.
        public var intervalMilliseconds: Int32 = 100
        /// How long the files must stay unchanged before compiling, so a save in several
        /// writes compiles once.
        public var settleMilliseconds: Int32 = 30

        /// Default options: inotify, 100 ms polling, 30 ms settle time.
        public init() {}
    }

    /// State shared with the watcher thread (the thread does not retain the watch itself, so
    /// releasing the watch stops it).
    private final class Shared: Sendable {
        package let stopped = Locked(false)
    }

    private let shared = Shared()
    private let thread: Locked<pthread_t?>
    /// Whether changes are signalled by inotify (otherwise by polling only).
    public let usesInotify: Bool

    package init(
        holder: ThemeHolder, files: @escaping @Sendable () -> [String], options: Options,
        build: @escaping @Sendable () -> Result<ResolvedTheme, DiagnosticList>, onEvent: @escaping @Sendable (ReloadEvent) -> Void
    ) {
        let initialPaths = files()
        let initialSignal = FileChangeSignal(paths: initialPaths, inotify: options.inotify)
        usesInotify = initialSignal.isNative
        let shared = self.shared
        let initial = initialPaths.map(FileFingerprint.of)
        let body: @Sendable () -> Void = {
            var paths = initialPaths
            var signal = initialSignal
            var last = initial
            while !shared.stopped.withLock({ $0 }) {
                signal.wait(milliseconds: options.intervalMilliseconds)
                var now = paths.map(FileFingerprint.of)
                if now == last { continue }
                // Let a multi-write save finish before compiling.
                while !shared.stopped.withLock({ $0 }) {
                    usleep(UInt32(options.settleMilliseconds) * 1000)
                    let again = paths.map(FileFingerprint.of)
                    if again == now { break }
                    now = again
                }
                let result = build()
                // The set of files may have changed with them (a file added to a watched
                // folder, a new `$ref` in a resolver document): watch the new set from here.
                let next = files()
                if next != paths {
                    if Set(next.map(FileChangeSignal.directory)) != Set(paths.map(FileChangeSignal.directory)) {
                        signal = FileChangeSignal(paths: next, inotify: options.inotify)
                    }
                    paths = next
                    now = paths.map(FileFingerprint.of)
                }
                last = now
                switch result {
                case .success(let theme):
                    onEvent(.reloaded(old: holder.swap(to: theme), new: theme))
                case .failure(let list):
                    onEvent(.failed(list.diagnostics))
                }
            }
        }
        let started = Platform.startThread(body)
        thread = Locked(started)
        if started == nil {
            onEvent(.failed([Diagnostic(.error, .format(rule: .watchThread, detail: "cannot start the watcher thread; the theme will not reload"))]))
        }
    }

    deinit { stop() }

    /// Stops watching and waits for the watcher thread to finish (at most one interval, or
    /// the compile in progress).
    public func stop() {
        shared.stopped.withLock { $0 = true }
        if let t = thread.withLock({ (t: inout pthread_t?) -> pthread_t? in
            defer { t = nil }
            return t
        }) {
            // Released from its own callback: the thread cannot join itself; it ends on its own.
            if pthread_equal(t, pthread_self()) != 0 { pthread_detach(t) } else { pthread_join(t, nil) }
        }
    }
}
