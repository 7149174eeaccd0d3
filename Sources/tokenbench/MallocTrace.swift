import TesseraSupport

/// Counts every `malloc`, `calloc`, `realloc` and `memalign` in a window of code, exactly.
///
/// Method: glibc's `mtrace()` logs each allocation call to the file named by `MALLOC_TRACE`.
/// Since glibc 2.34 the hooks behind it live in `libc_malloc_debug.so.0`, which must be
/// preloaded, and preloading can only happen when a process starts. So the parent
/// (``countInChild(arguments:)``) re-runs this executable with `LD_PRELOAD` and
/// `MALLOC_TRACE` set, the child brackets the code with ``window(_:)`` and counts the `+`
/// (allocate) and `>` (realloc result) lines of the trace. Unlike heap-size deltas
/// (`mallinfo2()`), this sees a malloc/free pair inside the loop too. The child calibrates
/// first: a window known to allocate must count at least once, or the method is reported as
/// unavailable instead of printing a false zero.
enum MallocTrace {
    /// The glibc library whose `mtrace` records calls.
    static let debugLibrary = "libc_malloc_debug.so.0"

    /// Allocation calls made while `body` runs, or `nil` when tracing is not active (the
    /// process was not started with the debug library preloaded).
    static func window(_ body: () -> Void) -> Int? {
        guard let path = getenv("MALLOC_TRACE").map({ String(cString: $0) }), let (on, off) = toggles() else { return nil }
        on()
        body()
        off()
        guard let trace = TextFile.read(path) else { return nil }
        var count = 0
        for line in trace.split(separator: "\n") where line.hasPrefix("@") {
            // "@ caller + address size" for malloc/calloc/memalign, "> address size" for the
            // block a realloc returns; "-" (free) and "<" (block realloc gives up) are not allocations.
            let fields = line.split(separator: " ")
            if fields.contains("+") || fields.contains(">") { count += 1 }
        }
        return count
    }

    /// `mtrace` and `muntrace` of the preloaded debug library, or `nil` if it is not loaded.
    ///
    /// The library exports them only as versioned compatibility symbols (`mtrace@GLIBC_2.2.5`,
    /// no default version), which `dlsym` does not return, so they are looked up with `dlvsym`
    /// (itself looked up, as the Glibc module does not declare it).
    private static func toggles() -> (on: @convention(c) () -> Void, off: @convention(c) () -> Void)? {
        typealias VersionedLookup = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>, UnsafePointer<CChar>) -> UnsafeMutableRawPointer?
        typealias Toggle = @convention(c) () -> Void
        guard let library = dlopen(debugLibrary, RTLD_NOW | RTLD_NOLOAD), let lookup = dlsym(nil, "dlvsym") else { return nil }
        let dlvsym = unsafeBitCast(lookup, to: VersionedLookup.self)
        guard let on = dlvsym(library, "mtrace", "GLIBC_2.2.5"), let off = dlvsym(library, "muntrace", "GLIBC_2.2.5") else { return nil }
        return (unsafeBitCast(on, to: Toggle.self), unsafeBitCast(off, to: Toggle.self))
    }

    /// Runs this executable with `arguments` under the malloc tracer and returns what it wrote
    /// to the result file (whose path is appended as the last argument), or an error.
    static func countInChild(arguments: [String]) throws(ToolError) -> String {
        let pid = getpid()
        let trace = "/tmp/tokenbench-\(pid).mtrace"
        let result = "/tmp/tokenbench-\(pid).result"
        defer {
            unlink(trace)
            unlink(result)
        }
        guard let executable = selfExecutable() else { throw ToolError("cannot find this executable in /proc/self/exe") }
        var environment = currentEnvironment().filter { !$0.hasPrefix("LD_PRELOAD=") && !$0.hasPrefix("MALLOC_TRACE=") }
        environment += ["LD_PRELOAD=\(debugLibrary)", "MALLOC_TRACE=\(trace)"]
        let argv = [executable] + arguments + [result]
        let status = spawnAndWait(executable, argv, environment)
        guard status == 0, let text = TextFile.read(result) else {
            throw ToolError("the allocation-counting child exited with status \(status)")
        }
        return text
    }

    private static func selfExecutable() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The environment, read from /proc so no global C state is touched from Swift.
    private static func currentEnvironment() -> [String] {
        guard let text = TextFile.read("/proc/self/environ") else { return [] }
        return text.split(separator: "\0").map(String.init)
    }

    private static func spawnAndWait(_ path: String, _ argv: [String], _ environment: [String]) -> Int32 {
        var cArgs = argv.map { strdup($0) } + [nil]
        var cEnv = environment.map { strdup($0) } + [nil]
        defer {
            for p in cArgs { free(p) }
            for p in cEnv { free(p) }
        }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, path, nil, nil, &cArgs, &cEnv)
        guard spawned == 0 else { return -1 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // WIFEXITED / WEXITSTATUS, which Swift does not import as functions.
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : -1
    }
}
