import TesseraColorModel
import TesseraModel

/// A CSS length component read as a dimension: `1px`, `-0.5rem`, `50%`, or a unitless `0`.
///
/// `CSSLength.read(.word("2px"))` is `.success(.px(2))`. The units are those of
/// ``TokenDimension/Unit``, read by ``DimensionString``. Unlike ``DimensionString``, which reads a
/// bare number as pixels as Tokens Studio does, only `0` may go without a unit here: that is
/// CSS's rule, and text that passes through to CSS follows it.
package enum CSSLength {
    /// The dimension `component` writes; `nil` when it does not start like a number.
    package static func read(_ component: CSSValueText.Component) -> Result<TokenExpression, CSSValueProblem>? {
        guard component.isNumeric, case .word(let word) = component else { return nil }
        switch DimensionString(word) {
        case .dimension(let d):
            if d.value != 0, CSSNumber.parse(word) != nil {
                return .failure(CSSValueProblem("a length other than 0 needs a unit (px, rem, \(DimensionString.extraUnits))", component: word))
            }
            return .success(.dimension(d))
        case .problem(let problem):
            return .failure(CSSValueProblem("not a length: \(problem)", component: word))
        }
    }
}
