/// Where something was written: file, 1-based line and 1-based column.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file path, as given.
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column in characters (Unicode scalars), from 1.
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
