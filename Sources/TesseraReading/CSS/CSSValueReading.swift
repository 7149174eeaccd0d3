import TesseraModel

/// A value read from CSS text, with notes on what the text left to CSS's initial values or
/// wrote that DTCG has no place for.
///
/// `CSSBorderString.parse("solid red")` reads a 3px border, noting that the width is CSS's
/// initial `medium`. A file reader reports the notes as deviations from DTCG.
package struct CSSValueReading: Hashable {
    /// The value.
    package var expression: TokenExpression
    /// Sentence fragments, one per part filled in or left out: `"no width: read as medium, 3px"`.
    package var notes: [String] = []

    package init(expression: TokenExpression, notes: [String] = []) {
        self.expression = expression
        self.notes = notes
    }
}
