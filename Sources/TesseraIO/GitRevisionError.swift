/// Why the files of a git revision could not be read.
public struct GitRevisionError: Error, Sendable, Hashable, CustomStringConvertible {
    enum Code: Sendable, Hashable {
        case gitUnavailable(String)
        case notARepository(String)
        case unknownRevision(String)
        case missingPath(path: String, revision: String)
        case outsideRepository(path: String, root: String)
        case failed(command: String, message: String)
        case io(String)
    }

    let code: Code

    init(_ code: Code) { self.code = code }

    /// Whether the working directory is not inside a git work tree.
    public var isNotARepository: Bool {
        if case .notARepository = code { return true }
        return false
    }

    /// Whether a path given has no file at the revision.
    public var isMissingPath: Bool {
        if case .missingPath = code { return true }
        return false
    }

    public var description: String {
        switch code {
        case .gitUnavailable(let why): "cannot run git: \(why)"
        case .notARepository(let directory): "--git-base needs a git repository, and \(directory) is not inside one"
        case .unknownRevision(let revision): "unknown git revision '\(revision)'"
        case .missingPath(let path, let revision): "\(path) does not exist at revision \(revision)"
        case .outsideRepository(let path, let root): "\(path) lies outside the repository at \(root)"
        case .failed(let command, let message): "\(command) failed: \(message)"
        case .io(let why): why
        }
    }
}
