import TesseraSupport

/// Wakes a watcher early when something changes in the directories of the watched files.
///
/// On Linux this is inotify on each file's directory (so a file replaced by rename, as editors
/// save, is seen); elsewhere, or when inotify is unavailable, it only sleeps, and the watcher
/// finds changes by polling fingerprints. Either way the fingerprints decide; the signal only
/// shortens the wait. All inotify calls are in this type.
package final class FileChangeSignal: @unchecked Sendable {
    // @unchecked: `fd` is set in init and only read afterwards; closing happens in deinit, when
    // the watcher thread that uses it has ended.
    private let fd: Int32

    /// Watches the directories holding `paths`; with `inotify` false, sleeps only.
    package init(paths: [String], inotify: Bool) {
        #if os(Linux)
        guard inotify else {
            fd = -1
            return
        }
        let fd = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        if fd >= 0 {
            let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_MODIFY | IN_ATTRIB)
            for directory in Set(paths.map(Self.directory)) { _ = inotify_add_watch(fd, directory, mask) }
        }
        self.fd = fd
        #else
        fd = -1
        #endif
    }

    deinit { if fd >= 0 { close(fd) } }

    /// Whether inotify is in use.
    package var isNative: Bool { fd >= 0 }

    /// Waits up to `milliseconds` for an event, then drains pending events.
    package func wait(milliseconds: Int32) {
        if fd < 0 {
            usleep(UInt32(max(0, milliseconds)) * 1000)
            return
        }
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        _ = poll(&p, 1, milliseconds)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while buffer.withUnsafeMutableBytes({ read(fd, $0.baseAddress, $0.count) }) > 0 {}
    }

    /// The directory whose events announce changes to `path`.
    package static func directory(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let d = String(path[..<slash])
        return d.isEmpty ? "/" : d
    }
}
