/// A file that could not be read or written, naming the path.
public struct FileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure it was, for callers that handle some differently.
    public enum Kind: Sendable, Hashable {
        /// The system refused, or the file's content could not be used (see ``FileError/reason``).
        case failed
        /// The path names something other than a regular file (a directory, a FIFO, a device,
        /// a socket): it is neither read, which could block for ever, nor replaced.
        case notRegularFile
        /// The file is larger than the limit the reader was given.
        case tooLarge
    }

    /// The path.
    public var path: String
    /// What failed, e.g. "No such file or directory".
    public var reason: String
    /// The kind of failure.
    public var kind: Kind

    /// Creates an error of kind ``Kind-swift.enum/failed``.
    public init(path: String, reason: String) { self.init(path: path, reason: reason, kind: .failed) }

    /// Creates an error of the given kind.
    public init(path: String, reason: String, kind: Kind) {
        self.path = path
        self.reason = reason
        self.kind = kind
    }

    public var description: String { "\(path): \(reason)" }
}
