import TesseraIO
import TesseraModel

/// Collects format diagnostics with positions while reading DTCG documents.
package struct DTCGDiagnostics {
    package var items: [Diagnostic] = []
    /// Whether deviations from DTCG 2025.10 are warnings or errors.
    package var mode: ReadingMode = .compatible

    package init(mode: ReadingMode = .compatible) { self.mode = mode }

    package mutating func error(_ rule: DiagnosticRule, _ message: String, at position: SourceLocation, token: String? = nil) {
        items.append(Diagnostic(.error, .format(rule: rule, detail: message), token: token.map { TokenPath($0) }, location: position))
    }

    package mutating func warning(_ rule: DiagnosticRule, _ message: String, at position: SourceLocation, token: String? = nil) {
        items.append(Diagnostic(.warning, .format(rule: rule, detail: message), token: token.map { TokenPath($0) }, location: position))
    }

    /// A known deviation from DTCG 2025.10 that real tools write: a warning in the compatible
    /// mode, an error in the strict one, saying which mode accepts it.
    package mutating func deviation(_ rule: DiagnosticRule, _ message: String, at position: SourceLocation, token: String? = nil) {
        let text = "\(message) (\(mode.deviationNote))"
        switch mode {
        case .compatible: warning(rule, text, at: position, token: token)
        case .strict: error(rule, text, at: position, token: token)
        }
    }

    /// The problems a parse that read on reported: comments, trailing commas and JSON5's other
    /// constructs (rule `json-extension`; each JSON5 construct once per file, with its count)
    /// and repeated keys (the last wins) are deviations, anything else an error.
    package mutating func append(parseWarnings warnings: [JSONParseError]) {
        for w in warnings {
            switch w.rule {
            case .jsonExtension:
                deviation(w.rule, w.message, at: w.position)
            case .unescapedLineSeparator:
                // Valid JSON: a warning in both modes, as JSON5 §5.2 asks.
                warning(w.rule, w.message, at: w.position)
            case .duplicateKey:
                // RFC 8259 §4: names SHOULD be unique, and receivers differ; the JSON.parse every
                // JavaScript tool reads with keeps the last. A DTCG path names one token (F§6.7.2),
                // so --strict rejects a second one at the same path.
                deviation(w.rule, w.message + ", as JavaScript's JSON.parse reads it", at: w.position)
            default:
                error(w.rule, w.message, at: w.position)
            }
        }
    }

    /// Appends another collector's items, in order.
    package mutating func append(_ other: DTCGDiagnostics) {
        // Nearly every token reads without a diagnostic: nothing to copy or retain then.
        if !other.items.isEmpty { items += other.items }
    }

    /// Appends the items of the collector at `part` of every element of `parts`, in order,
    /// moving them: each part's collector is left empty.
    ///
    /// A million-member untyped cycle reports every member: copying those diagnostics
    /// retained and released each one's strings and was a fifth of reading the file. A move
    /// is a memory copy; the moved-from slots get a diagnostic without references, which the
    /// parts' arrays then release for nothing.
    package mutating func append<Part>(moving parts: inout [Part], _ part: WritableKeyPath<Part, DTCGDiagnostics>) {
        let added = parts.reduce(0) { $0 + $1[keyPath: part].items.count }
        guard added > 0 else { return }
        // No string, path, location or theme: nothing to retain or release.
        let placeholder = Diagnostic(.note, .missingAbstractDefinition)
        let total = items.count + added
        let merged = [Diagnostic](unsafeUninitializedCapacity: total) { buffer, count in
            let raw = UnsafeMutableRawBufferPointer(buffer)
            LargeBuffer.prefault(raw, bytes: total * MemoryLayout<Diagnostic>.stride, order: .fromEnd)
            func move(_ list: inout [Diagnostic]) {
                list.withUnsafeMutableBufferPointer { source in
                    guard let from = source.baseAddress, let to = buffer.baseAddress, !source.isEmpty else { return }
                    (to + count).moveInitialize(from: from, count: source.count)
                    // The placeholder holds no reference, so its bytes are a valid copy of it:
                    // copied in doubling blocks, where copying it as a value was a call per slot.
                    from.initialize(to: placeholder)
                    let raw = UnsafeMutableRawPointer(from)
                    let stride = MemoryLayout<Diagnostic>.stride
                    var filled = 1
                    while filled < source.count {
                        let n = min(filled, source.count - filled)
                        (raw + filled * stride).copyMemory(from: raw, byteCount: n * stride)
                        filled += n
                    }
                    count += source.count
                }
                list = []
            }
            move(&items)
            for i in parts.indices { move(&parts[i][keyPath: part].items) }
        }
        items = merged
    }
}
