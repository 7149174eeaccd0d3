import Tessera
import Testing

@testable import TesseraFormats

/// A loaded design system's diagnostics: the few problems found first, then the reader's, each
/// kept once.
@Suite("Loaded diagnostics")
struct LoadedDiagnosticsTests {
    static func problem(_ message: String, _ file: String, _ line: Int, _ column: Int) -> Diagnostic {
        Diagnostic(.error, .format(rule: .invalidToken, detail: message), location: SourceLocation(file: file, line: line, column: column))
    }

    static func loaded(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        DesignSystemFiles.Loaded(design: DesignSystem(name: "t", axes: []), diagnostics: diagnostics, files: [], origin: .tokenFiles).diagnostics
    }

    @Test("Places that only increase are kept as they are; a repeat anywhere is dropped, its first kept")
    func repeats() {
        let a = Self.problem("a", "x.json", 1, 5)
        let b = Self.problem("b", "x.json", 2, 1)
        let c = Self.problem("c", "x.json", 2, 9)
        #expect(Self.loaded([a, b, c]) == [a, b, c])
        // The same file read twice (by two sets): its problems again, after another file's.
        let other = Self.problem("o", "y.json", 1, 1)
        #expect(Self.loaded([a, b, c, other, a, b, c]) == [a, b, c, other])
        // Different problems at one place are all kept, in order; places may go backwards.
        let sharing = Self.problem("another problem at b's place", "x.json", 2, 1)
        #expect(Self.loaded([c, b, sharing, a, b]) == [c, b, sharing, a])
        #expect(Self.loaded([c, a]) == [c, a])
    }

    @Test("The problems found before reading come first, the reader's after, in order")
    func joined() {
        let early = [Self.problem("missing folder", "f", 1, 1)]
        let read = (1...5).map { Self.problem("p\($0)", "t.json", $0, 1) }
        #expect(DesignSystemFiles.Loaded.joined(early, read) == early + read)
        #expect(DesignSystemFiles.Loaded.joined([], read) == read)
        #expect(DesignSystemFiles.Loaded.joined(early, []) == early)
    }

    /// A reader's problems merged from several runs, moved rather than copied, are the runs'
    /// in order, and the runs are left empty.
    @Test("Runs' diagnostics are moved into one list in order")
    func movedRuns() {
        var collected = DTCGDiagnostics()
        collected.error(.invalidToken, "first", at: SourceLocation(file: "t", line: 1, column: 1))
        var runs = (0..<4).map { r in
            var d = DTCGDiagnostics()
            for k in 0..<r { d.error(.invalidToken, "run \(r) item \(k)", at: SourceLocation(file: "t", line: 10 * r + k, column: 1), token: "t.\(r).\(k)") }
            return d
        }
        let expected = collected.items + runs.flatMap(\.items)
        collected.append(moving: &runs, \.self)
        #expect(collected.items == expected)
        #expect(runs.allSatisfy { $0.items.isEmpty })
    }
}
