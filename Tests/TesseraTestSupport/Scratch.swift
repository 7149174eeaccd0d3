import Foundation

/// Where tests write files: one folder per test process in the temporary directory,
/// `<tmp>/tessera-tests-<pid>`, removed with everything in it when the process exits, so that a
/// test run leaves nothing behind however its tests end.
///
/// Tests run in parallel, so each folder handed out inside the root has a UUID for a name.
public enum Scratch {
    /// The process's scratch folder, created on first use (a `static let` is initialised once,
    /// whichever thread asks first).
    public static let root: String = {
        let root = rootPath()
        do {
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        } catch {
            fatalError("cannot create the test scratch folder \(root): \(error)")
        }
        // A C function pointer captures nothing, so the handler works the path out again.
        atexit { try? FileManager.default.removeItem(atPath: Scratch.rootPath()) }
        return root
    }()

    static func rootPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("tessera-tests-\(getpid())").path
    }

    /// A new folder in the scratch root holding `files` (path relative to the folder → contents;
    /// intermediate folders are created).
    public static func folder(_ files: [String: String] = [:]) throws -> String {
        let folder = URL(fileURLWithPath: root).appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (path, contents) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder.path
    }

    /// A path named `name` in a new folder of its own in the scratch root; with `contents`, the
    /// file is written.
    public static func path(_ name: String, contents: String? = nil) throws -> String {
        try folder(contents.map { [name: $0] } ?? [:]) + "/" + name
    }
}
