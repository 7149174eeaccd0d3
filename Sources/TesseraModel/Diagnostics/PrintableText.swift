/// Text from a user's files made safe to print on a terminal, one line at a time.
///
/// Token names and values come from files anyone may have written: an escape sequence in a
/// token name would otherwise reach the terminal and act on it, and a 5 MB string value echoed
/// in a message would fill the scrollback. Control characters (C0 but tab, DEL, C1) are written
/// as `\u{1B}`-style escapes, and a line longer than ``limit`` keeps its start (where the
/// place and the rule are) and its end, with the count of what was left out between them.
public enum PrintableText {
    /// The longest line printed whole, in Unicode scalars.
    public static let limit = 2_000
    /// Scalars kept from the start and the end of a longer line.
    static let head = 1_200
    static let tail = 300

    /// `text` with its control characters escaped and each of its lines abbreviated; newlines
    /// between lines are kept.
    public static func make(_ text: String) -> String {
        // The common case, a short plain line, is returned as it is.
        if text.unicodeScalars.count <= limit, !text.unicodeScalars.contains(where: { isControl($0) && $0 != "\n" }) { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(line).joined(separator: "\n")
    }

    private static func line(_ line: Substring) -> String {
        let scalars = Array(line.unicodeScalars)
        guard scalars.count > limit else { return escaped(scalars[...]) }
        let omitted = scalars.count - head - tail
        return escaped(scalars[..<head]) + " … [\(omitted) characters left out] … " + escaped(scalars[(scalars.count - tail)...])
    }

    private static func escaped(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var out = String.UnicodeScalarView()
        for s in scalars {
            if isControl(s) {
                out.append(contentsOf: "\\u{\(String(s.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                out.append(s)
            }
        }
        return String(out)
    }

    private static func isControl(_ s: Unicode.Scalar) -> Bool {
        (s.value < 0x20 && s != "\t") || (0x7F...0x9F).contains(s.value)
    }
}
