/// A file that could not be read or written, naming the path.
public struct FileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path.
    public var path: String
    /// What failed, e.g. "No such file or directory".
    public var reason: String

    /// Creates an error.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}
