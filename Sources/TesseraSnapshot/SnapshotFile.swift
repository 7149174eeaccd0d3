import TesseraIO
import TesseraSupport

/// Reads a snapshot file into one aligned buffer: the only file-system calls of the snapshot code.
///
/// The file is copied with `read`, not mapped: a mapping shows the file's later writes (and
/// faults once it is truncated) after the checksum and offsets were checked, so a file rewritten
/// in place could undo the checks. Mapping was also slower here: a 300 KB file mapped and
/// checksummed took 55 µs (68 µs with `MAP_POPULATE`), read and checksummed 32 µs.
package enum SnapshotFile {
    /// Files larger than this are refused before any allocation.
    package static let maxBytes = 1 << 32

    /// The whole file at `path` in a new 16-byte-aligned buffer the caller owns.
    package static func read(_ path: String) throws(SnapshotError) -> UnsafeMutableRawBufferPointer {
        // A FIFO or device would block the open or the reads for ever: regular files only.
        let fd: Int32
        do {
            fd = try FileIO.openRegularFile(path)
        } catch {
            throw SnapshotError(.io, error.kind == .notRegularFile ? error.description : "\(path): cannot open (\(error.reason))")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw SnapshotError(.io, "\(path): cannot stat (\(String(cString: strerror(errno))))") }
        let size = Int(info.st_size)
        guard size >= 0, size <= maxBytes else { throw SnapshotError(.io, "\(path): \(size) bytes is too large for a snapshot") }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: SnapshotLayout.alignment)
        var done = 0
        while done < size {
            let n = Platform.read(fd, buffer.baseAddress! + done, size - done)
            if n < 0, errno == EINTR { continue }
            guard n > 0 else {
                buffer.deallocate()
                throw SnapshotError(.io, "\(path): read failed after \(done) of \(size) bytes")
            }
            done += n
        }
        return buffer
    }
}
