import TesseraIO
import TesseraSupport

/// Where relative `$ref` files may be read from.
public struct PathPolicy: Sendable, Hashable {
    /// The directory of the root document; relative references resolve against it.
    public var root: String
    /// Whether references may leave `root` (`../`, absolute paths, symlinks pointing out).
    public var allowOutsideRoot: Bool

    /// Creates a policy.
    public init(root: String, allowOutsideRoot: Bool = false) {
        self.root = root
        self.allowOutsideRoot = allowOutsideRoot
    }

    /// The path `reference` designates, or why it may not be read.
    public func resolve(_ reference: String) -> Result<String, FileError> {
        let joined = reference.hasPrefix("/") ? reference : (root.isEmpty ? "." : root) + "/" + reference
        if allowOutsideRoot { return .success(joined) }
        guard let realRoot = Self.realPath(root.isEmpty ? "." : root) else {
            return .failure(FileError(path: root, reason: "the root directory does not exist"))
        }
        guard let real = Self.realPath(joined) else { return .failure(FileError(path: reference, reason: "no such file")) }
        guard real == realRoot || real.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/") else {
            return .failure(FileError(path: reference, reason: "is outside the directory of the root document (\(root)); pass --allow-outside-root to permit it"))
        }
        return .success(real)
    }

    package static func realPath(_ path: String) -> String? {
        guard let p = realpath(path, nil) else { return nil }
        defer { free(p) }
        return String(cString: p)
    }
}
