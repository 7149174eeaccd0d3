import Tessera
import TesseraSupport

/// Where commands write: standard output for results, standard error for diagnostics.
///
/// Tests run commands in-process with a capturing console.
public struct Console: Sendable {
    let writeOut: @Sendable (String) -> Void
    /// Writes raw text to the diagnostic stream (for progress bars).
    func writeErr(_ text: String) { writeErrRaw(text) }
    let writeErrRaw: @Sendable (String) -> Void

    /// Creates a console from two writers.
    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void) {
        writeOut = out
        writeErrRaw = err
    }

    /// Writes to the result stream.
    public func out(_ text: String) { writeOut(text) }

    /// Writes a line to the diagnostic stream, its control characters escaped and a very long
    /// line abbreviated (``PrintableText``): messages quote names and values from files.
    public func err(_ line: String) {
        let printable = PrintableText.make(line.hasSuffix("\n") ? String(line.dropLast()) : line)
        writeErrRaw(printable + "\n")
    }

    /// The process's standard output and standard error.
    public static let standard = Console(
        out: { text in writeAll(1, text) },
        err: { text in writeAll(2, text) })

    /// Writes all of `text` to a file descriptor, retrying short writes.
    static func writeAll(_ fd: Int32, _ text: String) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += n
            }
        }
    }

    /// Whether standard error is a terminal (progress bars are drawn only then).
    public static var stderrIsTerminal: Bool { isatty(2) != 0 }
}
