import TesseraColorModel
import TesseraModel

/// A CSS time read as a DTCG duration: a number and `ms` or `s`.
///
/// `CSSDurationString.parse(".5s")` is `TokenDuration(0.5, .seconds)`. The unit is kept as
/// written and ignores ASCII case, as CSS units do; a time needs its unit even when it is 0.
package enum CSSDurationString {
    /// The duration `text` writes, or why it is not one.
    package static func parse(_ text: String) -> Result<TokenDuration, CSSValueProblem> {
        let text = text.trimmingWhitespace
        let lowered = text.lowercased()
        let unit: TokenDuration.Unit = lowered.hasSuffix("ms") ? .milliseconds : .seconds
        let number = lowered.dropLast(unit == .milliseconds ? 2 : 1)
        guard lowered.hasSuffix("s"), let value = CSSNumber.parse(number) else {
            let message = CSSNumber.parse(lowered) == nil ? "not a duration: a duration is a number and ms or s" : "a duration needs a unit, ms or s"
            return .failure(CSSValueProblem(message, component: text))
        }
        return .success(TokenDuration(value, unit))
    }

    /// The duration `component` writes; `nil` when it does not start like a number.
    package static func read(_ component: CSSValueText.Component) -> Result<TokenExpression, CSSValueProblem>? {
        guard component.isNumeric, case .word(let word) = component else { return nil }
        return parse(word).map(TokenExpression.duration)
    }
}
