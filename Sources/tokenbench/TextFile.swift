import TesseraSupport

/// Whole-file reads and atomic writes through libc, so the tool needs no Foundation.
enum TextFile {
    /// The contents of `path` as UTF-8, or `nil` if it cannot be read.
    static func read(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if n <= 0 { break }
            bytes += buffer[..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes `text` to a temporary file beside `path`, flushes it and renames it over `path`,
    /// so a crash or a full disk leaves the previous file intact.
    static func writeAtomically(_ text: String, to path: String) throws(ToolError) {
        let temporary = "\(path).tmp-\(getpid())"
        guard let file = fopen(temporary, "w") else { throw ToolError("cannot create \(temporary): \(String(cString: strerror(errno)))") }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        let flushed = fflush(file) == 0 && fsync(fileno(file)) == 0
        fclose(file)
        guard written == bytes.count, flushed else {
            unlink(temporary)
            throw ToolError("cannot write \(temporary): \(String(cString: strerror(errno)))")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw ToolError("cannot rename \(temporary) to \(path): \(reason)")
        }
    }
}
