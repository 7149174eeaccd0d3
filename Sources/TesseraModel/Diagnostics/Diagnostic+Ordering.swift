extension Sequence where Element == Diagnostic {
    /// The diagnostics in reading order: those with a position by file, line and column, then
    /// those without one (design-system and theme problems) in the order they were found.
    ///
    /// Stable: diagnostics at the same position keep their order.
    ///
    /// Notes on which tool's conventions a reading applied (`tool-convention`) come first: they
    /// say how to read everything after them.
    public func sortedByPosition() -> [Diagnostic] {
        enumerated().sorted { a, b in
            let (ca, cb) = (a.element.rule == .toolConvention, b.element.rule == .toolConvention)
            if ca != cb { return ca }
            switch (a.element.location, b.element.location) {
            case (let x?, let y?):
                if x.file != y.file { return x.file < y.file }
                if x.line != y.line { return x.line < y.line }
                if x.column != y.column { return x.column < y.column }
                return a.offset < b.offset
            case (.some, .none): return true
            case (.none, .some): return false
            case (.none, .none): return a.offset < b.offset
            }
        }.map(\.element)
    }
}
