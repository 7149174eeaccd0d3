/// Where something was written: file, 1-based line and 1-based column.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, as compilers print it.
    public var description: String { "\(file):\(line):\(column)" }
}
