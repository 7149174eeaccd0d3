#if !FUZZING
import Foundation
import Tessera
import TesseraFormats

/// Replays a corpus: every file in the folders (or the files) given, through one target.
///
/// In a normal build the fuzz executable does this, so CI runs the saved corpus and every past
/// crash as regression tests.
enum FuzzReplay {
    /// Runs `body` on every file under `paths`; returns the number of inputs replayed.
    static func run(_ paths: [String], _ body: (UnsafeBufferPointer<UInt8>) -> Void) -> Int {
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

    /// The committed inputs of `target`: its `corpus` folder and, if there is one, its
    /// `crashes` folder, in this package's folder (found from this file's path).
    static func committedInputs(of target: String) -> [String] {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folders = ["corpus", "crashes"].map { package.appendingPathComponent(target).appendingPathComponent($0).path }
        return folders.filter { FileManager.default.fileExists(atPath: $0) }
    }

    /// The files of the folder `path` in name order, hidden ones left out, or `path` itself
    /// when it is not a folder.
    static func files(_ path: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return [path] }
        return names.filter { !$0.hasPrefix(".") }.sorted().map { path + "/" + $0 }
    }
}
#endif
