import TesseraSupport

/// What a path names, as `stat` reports it: tessera reads and replaces regular files only.
package enum FileKind: Sendable, Hashable {
    case regular, directory, fifo, characterDevice, blockDevice, socket, symbolicLink, other

    /// The kind of a `stat` mode.
    package init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFIFO: self = .fifo
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFSOCK: self = .socket
        case S_IFLNK: self = .symbolicLink
        default: self = .other
        }
    }

    /// "a FIFO", "a character device", … for messages.
    package var phrase: String {
        switch self {
        case .regular: "a regular file"
        case .directory: "a directory"
        case .fifo: "a FIFO"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .socket: "a socket"
        case .symbolicLink: "a symbolic link"
        case .other: "not a regular file"
        }
    }
}

extension FileIO {
    /// Opens `path` for reading if it is a regular file.
    ///
    /// The open does not block: a FIFO without a writer would otherwise wait for one for ever,
    /// so the check happens on the opened descriptor, which also closes the gap in which the
    /// path could be swapped between a check and the open.
    /// `standardInputHint` adds that `-` reads standard input, for readers that take it.
    package static func openRegularFile(_ path: String, standardInputHint: Bool = false) throws(FileError) -> Int32 {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw FileError(path: path, reason: lastError) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let reason = lastError
            close(fd)
            throw FileError(path: path, reason: reason)
        }
        let kind = FileKind(mode: info.st_mode)
        guard kind == .regular else {
            close(fd)
            let hint = standardInputHint && kind != .directory ? " (use - for standard input)" : ""
            throw FileError(path: path, reason: notRegular(kind, reading: true) + hint, kind: .notRegularFile)
        }
        // Reads of a regular file never block; clear the flag so that nothing reads it as EAGAIN.
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        return fd
    }

    /// The message for a path that is not a regular file.
    package static func notRegular(_ kind: FileKind, reading: Bool) -> String {
        if reading, kind == .directory { return "is a directory" }
        return reading
            ? "is \(kind.phrase), not a regular file; only regular files are read"
            : "is \(kind.phrase), not a regular file; only regular files are written (leave out -o, or use -o -, to write to standard output)"
    }
}
