import ArgumentParser

/// The `tessera` command: validate, resolve, export and convert design tokens.
public struct TesseraCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "tessera",
        abstract: "Resolve design tokens into per-mode tables, and export them.",
        discussion: """
            Exit codes: 0 success, 1 diagnostics in the input, 2 usage errors.
            Diagnostics go to standard error as file:line:column: severity[rule]: message.
            """,
        version: "0.1.0",
        subcommands: [
            ValidateCommand.self, ResolveCommand.self, ExportCommand.self, ConvertCommand.self, CompositeCommand.self, ContrastCommand.self, PreviewCommand.self,
            CompileCommand.self, WatchCommand.self, DiffCommand.self,
        ])

    public init() {}
}

/// A subcommand that writes through a ``Console`` and reports failure as a ``CLIFailure``.
protocol ConsoleCommand: ParsableCommand {
    func execute(_ console: Console) throws(CLIFailure)
}

extension ConsoleCommand {
    public mutating func run() throws { try execute(.standard) }
}

/// Runs `tessera` in-process.
public enum TesseraTool {
    /// Parses `arguments` (without the program name), runs the command and returns its exit code.
    public static func run(_ arguments: [String], console: Console = .standard) -> Int32 {
        do {
            var command = try TesseraCommand.parseAsRoot(arguments)
            if let consoleCommand = command as? any ConsoleCommand {
                try consoleCommand.execute(console)
            } else {
                try command.run()
            }
            return 0
        } catch let failure as CLIFailure {
            switch failure {
            case .usage(let message), .input(let message): console.err("error: \(message)")
            case .diagnostics: break
            }
            return failure.exitCode
        } catch {
            let message = TesseraCommand.fullMessage(for: error)
            if TesseraCommand.exitCode(for: error) == .success {
                console.out(message.hasSuffix("\n") ? message : message + "\n")
                return 0
            }
            console.err(message)
            return 2
        }
    }
}
