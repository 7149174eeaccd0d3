import TesseraFormats

#if canImport(Glibc)
import Glibc
#endif

/// Replays a corpus: every file in the directories (or the files) given, through one target.
///
/// In a normal build the fuzz executables do this, so CI runs the saved corpus and every past
/// crash as regression tests.
public enum FuzzReplay {
    /// Runs `body` on every file under `paths`; returns the number of inputs replayed.
    public static func run(_ paths: [String], _ body: (UnsafeBufferPointer<UInt8>) -> Void) -> Int {
        var count = 0
        for path in paths {
            for file in files(path) {
                guard let bytes = try? FileIO.read(file) else { continue }
                bytes.withUnsafeBufferPointer { body($0) }
                count += 1
            }
        }
        return count
    }

    static func files(_ path: String) -> [String] {
        guard let dir = opendir(path) else { return [path] }
        defer { closedir(dir) }
        var out: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.hasPrefix(".") { continue }
            out.append(path + "/" + name)
        }
        return out.sorted()
    }
}
