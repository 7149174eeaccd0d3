import Tessera

/// Collects format diagnostics with positions while reading DTCG documents.
struct DTCGDiagnostics {
    var items: [Diagnostic] = []
    /// Whether deviations from DTCG 2025.10 are warnings or errors.
    var mode: ReadingMode = .compatible

    init(mode: ReadingMode = .compatible) { self.mode = mode }

    mutating func error(_ rule: DiagnosticRule, _ message: String, at position: SourceLocation, token: String? = nil) {
        items.append(Diagnostic(.error, .format(rule: rule, detail: message), token: token.map { TokenPath($0) }, location: position))
    }

    mutating func warning(_ rule: DiagnosticRule, _ message: String, at position: SourceLocation, token: String? = nil) {
        items.append(Diagnostic(.warning, .format(rule: rule, detail: message), token: token.map { TokenPath($0) }, location: position))
    }

    /// A known deviation from DTCG 2025.10 that real tools write: a warning in the compatible
    /// mode, an error in the strict one, saying which mode accepts it.
    mutating func deviation(_ rule: DiagnosticRule, _ message: String, at position: SourceLocation, token: String? = nil) {
        let text = "\(message) (\(mode.deviationNote))"
        switch mode {
        case .compatible: warning(rule, text, at: position, token: token)
        case .strict: error(rule, text, at: position, token: token)
        }
    }

    /// The problems a parse that read on reported: comments and trailing commas are
    /// deviations, anything else (a duplicate key) an error.
    mutating func append(parseWarnings warnings: [JSONParseError]) {
        for w in warnings {
            if w.rule == .jsonExtension {
                deviation(w.rule, w.message, at: w.position)
            } else {
                error(w.rule, w.message, at: w.position)
            }
        }
    }

    /// Appends another collector's items, in order.
    mutating func append(_ other: DTCGDiagnostics) {
        // Nearly every token reads without a diagnostic: nothing to copy or retain then.
        if !other.items.isEmpty { items += other.items }
    }
}
