/// A failure the tool reports and exits on: unreadable files, a generated system that does
/// not compile.
struct ToolError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) { self.description = description }
}
