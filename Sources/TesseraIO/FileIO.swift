import TesseraSupport

/// Reading whole files and writing them atomically.
public enum FileIO {
    /// The bytes of the file at `path` (`-` reads standard input), refusing files over `limit`.
    public static func read(_ path: String, limit: Int = 512 << 20) throws(FileError) -> [UInt8] {
        // Standard input may be a pipe or a terminal; a named path must be a regular file.
        let fd = path == "-" ? 0 : try openRegularFile(path, standardInputHint: true)
        defer { if fd != 0 { close(fd) } }
        var info = stat()
        let regular = fstat(fd, &info) == 0 && FileKind(mode: info.st_mode) == .regular
        if regular, Int(info.st_size) > limit {
            throw FileError(path: path, reason: "file size \(info.st_size) bytes is above the limit of \(limit)", kind: .tooLarge)
        }
        var out = regular ? try readSized(fd, size: Int(info.st_size), path: path) : []
        try appendRest(fd, to: &out, path: path, limit: limit)
        return out
    }

    /// A regular file read straight into an array of its size: appending 1 MiB chunks copied
    /// a 100 MB file twice over and faulted its pages in again at every doubling.
    private static func readSized(_ fd: Int32, size: Int, path: String) throws(FileError) -> [UInt8] {
        // An empty array is the shared singleton: nothing may write its count.
        guard size > 0 else { return [] }
        var failure: String?
        let out = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            let raw = UnsafeMutableRawBufferPointer(buffer)
            LargeBuffer.prefault(raw, bytes: raw.count, order: .fromEnd)
            while count < size {
                let n = Glibc.read(fd, buffer.baseAddress! + count, size - count)
                if n < 0, errno == EINTR { continue }
                if n < 0 { failure = lastError }
                if n <= 0 { return }
                count += n
            }
        }
        if let failure { throw FileError(path: path, reason: failure) }
        return out
    }

    /// Appends what is left to read (all of a pipe; nothing, or what a growing file gained).
    private static func appendRest(_ fd: Int32, to out: inout [UInt8], path: String, limit: Int) throws(FileError) {
        var chunk = [UInt8](repeating: 0, count: out.isEmpty ? 1 << 20 : 1 << 12)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw FileError(path: path, reason: lastError)
            }
            if n == 0 { return }
            out.append(contentsOf: chunk[0..<n])
            if out.count > limit { throw FileError(path: path, reason: "input is above the limit of \(limit) bytes", kind: .tooLarge) }
        }
    }

    /// Writes `bytes` to `path` through a temporary file in the same directory and a rename, so
    /// readers see the old file or the new one, and a failure leaves the old file untouched.
    ///
    /// When `path` is a symbolic link, the file it points to is replaced and the link is kept
    /// (as shells' `>` does); a link to a missing file is refused rather than replaced. A path
    /// that names anything but a regular file (a device such as `/dev/null`, a FIFO, a socket,
    /// a directory), directly or through a link, is refused with
    /// ``FileError/Kind-swift.enum/notRegularFile``: renaming over it would replace the device
    /// or FIFO with a regular file. The temporary file is removed on every failure, and on
    /// SIGINT, SIGTERM and SIGHUP once ``TemporaryFiles/removeOnSignals()`` is installed.
    public static func writeAtomically(_ bytes: [UInt8], to requested: String) throws(FileError) {
        let path = try resolvingLink(requested)
        var existing = stat()
        if stat(path, &existing) == 0, FileKind(mode: existing.st_mode) != .regular {
            throw FileError(path: requested, reason: notRegular(FileKind(mode: existing.st_mode), reading: false), kind: .notRegularFile)
        }
        let directory = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        let base = path.split(separator: "/").last.map(String.init) ?? path
        var template = Array("\(directory.isEmpty ? "/" : directory)/.\(base).tmp-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw FileError(path: path, reason: "cannot create a temporary file: \(lastError)") }
        // The template is NUL-terminated; decode the bytes before it (String(cString:) on an
        // array is deprecated).
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let slot = TemporaryFiles.register(temporary)
        defer { TemporaryFiles.unregister(slot) }
        var written = 0
        let ok: Bool = bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let n = write(fd, buffer.baseAddress! + written, buffer.count - written)
                if n < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                written += n
            }
            return fsync(fd) == 0
        }
        let reason = lastError
        close(fd)
        guard ok else {
            unlink(temporary)
            throw FileError(path: path, reason: "write failed: \(reason)")
        }
        // Keep the permissions an existing file had; new files get the usual 0644.
        var info = stat()
        let mode = stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0o644
        chmod(temporary, mode)
        guard rename(temporary, path) == 0 else {
            let reason = lastError
            unlink(temporary)
            throw FileError(path: path, reason: "rename failed: \(reason)")
        }
    }

    /// `path`, or when it is a symbolic link, the canonical path of the file it points to.
    package static func resolvingLink(_ path: String) throws(FileError) -> String {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return path }
        guard let resolved = realpath(path, nil) else {
            throw FileError(path: path, reason: "is a symbolic link to a missing file (\(lastError)); not replacing the link")
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Creates `path` and its missing parents, like `mkdir -p`.
    public static func makeDirectories(_ path: String) throws(FileError) {
        var current = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            current += "/" + part
            if mkdir(current, 0o755) != 0, errno != EEXIST { throw FileError(path: current, reason: lastError) }
        }
    }

    /// Removes `path` and, when it is a directory, everything in it, without following
    /// symbolic links (a link is removed, not what it points to). Errors are ignored: this
    /// cleans up temporary folders.
    public static func removeTree(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            unlink(path)
            return
        }
        var names: [String] = []
        if let folder = opendir(path) {
            while let entry = readdir(folder) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name != ".", name != ".." { names.append(name) }
            }
            closedir(folder)
        }
        for name in names { removeTree(path + "/" + name) }
        rmdir(path)
    }

    /// Whether `path` names a directory (following symbolic links).
    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return path != "-" && stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether `path` names a regular file (following symbolic links).
    package static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    package static var lastError: String { String(cString: strerror(errno)) }
}
