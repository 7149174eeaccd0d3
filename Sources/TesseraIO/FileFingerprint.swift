import TesseraSupport

/// What identifies one version of a file: device, inode, size and modification time.
///
/// Editors save either in place (size or mtime changes) or by writing a new file and renaming
/// it over the old one (the inode changes); a deleted file has no fingerprint.
package struct FileFingerprint: Hashable, Sendable {
    package var device: UInt64
    package var inode: UInt64
    package var size: Int64
    package var seconds: Int64
    package var nanoseconds: Int64

    /// The fingerprint of the file at `path`, or `nil` when it cannot be stat'ed.
    package static func of(_ path: String) -> FileFingerprint? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let m = Platform.modificationTime(info)
        return FileFingerprint(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size), seconds: Int64(m.tv_sec), nanoseconds: Int64(m.tv_nsec))
    }
}
