/// Why a command stops with a non-zero exit code.
public enum CLIFailure: Error, Sendable, Equatable {
    /// The input has problems, already printed as diagnostics: exit code 1.
    case diagnostics(count: Int)
    /// The command line is wrong: exit code 2, with a message.
    case usage(String)
    /// An input (file, profile) is unusable: exit code 1, with a message naming it.
    case input(String)

    /// The process exit code.
    public var exitCode: Int32 {
        switch self {
        case .diagnostics, .input: 1
        case .usage: 2
        }
    }
}
