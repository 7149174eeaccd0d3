import Tessera

/// Collects format diagnostics with positions while reading DTCG documents.
struct DTCGDiagnostics {
    var items: [Diagnostic] = []

    mutating func error(_ rule: DiagnosticRule, _ message: String, at position: SourceLocation, token: String? = nil) {
        items.append(Diagnostic(.error, .format(rule: rule, detail: message), token: token.map { TokenPath($0) }, location: position))
    }

    mutating func warning(_ rule: DiagnosticRule, _ message: String, at position: SourceLocation, token: String? = nil) {
        items.append(Diagnostic(.warning, .format(rule: rule, detail: message), token: token.map { TokenPath($0) }, location: position))
    }

    /// Appends another collector's items, in order.
    mutating func append(_ other: DTCGDiagnostics) { items += other.items }
}
