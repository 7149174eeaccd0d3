/// One problem found in a design system or theme, with its place and a stable rule id.
///
/// Diagnostics print like a compiler's:
/// `tokens/color.json:12:5: error[alias-cycle]: color.a → color.b → color.a`.
public struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Hashable, Comparable {
        case note, warning, error

        public static func < (a: Severity, b: Severity) -> Bool {
            let order: [Severity] = [.note, .warning, .error]
            return order.firstIndex(of: a)! < order.firstIndex(of: b)!
        }
    }

    /// How serious it is.
    public var severity: Severity
    /// What went wrong, with the details as values.
    public var kind: DiagnosticKind
    /// The token concerned, if any.
    public var token: TokenPath?
    /// Where the token (or the offending definition) was written, if it came from a file.
    public var location: SourceLocation?
    /// The theme being compiled, for problems that depend on the theme.
    public var theme: String?

    /// Creates a diagnostic.
    // Inlinable: a reader reporting every member of a million-token cycle built each one in
    // a temporary, then copied it into its list and destroyed it.
    @inlinable
    public init(_ severity: Severity, _ kind: DiagnosticKind, token: TokenPath? = nil, location: SourceLocation? = nil, theme: String? = nil) {
        self.severity = severity
        self.kind = kind
        self.token = token
        self.location = location
        self.theme = theme
    }

    /// The rule, shared by graph and file-level problems: switch on it to handle, say, every
    /// ``DiagnosticRule/unknownReference`` whether an alias or a `$ref` found it.
    public var rule: DiagnosticRule { kind.rule }

    /// The stable rule id, such as `alias-cycle`.
    public var ruleID: String { kind.ruleID }

    /// The message, without place or severity.
    public var message: String {
        let subject = token.map { "\($0): " } ?? ""
        let inTheme = theme.map { " [theme \($0)]" } ?? ""
        return subject + kind.message + inTheme
    }

    /// `place: severity[rule]: message`, where place is `file:line:column` or the token path,
    /// safe to print: control characters escaped and a very long line abbreviated
    /// (``PrintableText``). ``message`` keeps the text as it is.
    public var description: String {
        // Without a file position the token path is the place, so it is not repeated.
        guard let location else {
            let inTheme = theme.map { " [theme \($0)]" } ?? ""
            return PrintableText.make("\(token?.rawValue ?? "<design system>"): \(severity.rawValue)[\(ruleID)]: \(kind.message)\(inTheme)")
        }
        return PrintableText.make("\(location): \(severity.rawValue)[\(ruleID)]: \(message)")
    }
}

/// A list of diagnostics, thrown when compilation cannot produce a result.
public struct DiagnosticList: Error, Sendable, Hashable, CustomStringConvertible {
    /// Every problem found, errors and warnings.
    public var diagnostics: [Diagnostic]

    /// Wraps diagnostics.
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    /// Only the errors.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
