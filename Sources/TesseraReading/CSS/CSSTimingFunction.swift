import TesseraColorModel
import TesseraModel

/// A CSS easing function read as a DTCG cubic Bézier: a keyword or `cubic-bezier()`.
///
/// `CSSTimingFunction.parse("ease-out")` is `CubicBezier(0, 0, 0.58, 1)`. The keywords have the
/// control points CSS Easing 1 gives them; `linear` is the straight line (0, 0, 1, 1). Step
/// easings and `linear()` with stops are problems: they are not cubic Béziers.
package enum CSSTimingFunction {
    /// The CSS Easing 1 keywords and their curves.
    package static let keywords: [String: CubicBezier] = [
        "linear": CubicBezier(0, 0, 1, 1),
        "ease": CubicBezier(0.25, 0.1, 0.25, 1),
        "ease-in": CubicBezier(0.42, 0, 1, 1),
        "ease-out": CubicBezier(0, 0, 0.58, 1),
        "ease-in-out": CubicBezier(0.42, 0, 0.58, 1),
    ]

    /// A whole value that is one easing: `"ease-in-out"`, `"cubic-bezier(0.4, 0, 0.2, 1)"` or a
    /// `{reference}`, which is an alias.
    package static func parse(_ text: String) -> Result<TokenExpression, CSSValueProblem> {
        CSSValueText.parse(text).flatMap { value in
            guard value.layers.count == 1, value.layers[0].count == 1 else {
                return .failure(CSSValueProblem("an easing is one keyword or cubic-bezier()", component: text.trimmingWhitespace))
            }
            let component = value.layers[0][0]
            if case .reference(let path) = component { return .success(.alias(path)) }
            return read(component) ?? .failure(CSSValueProblem("not an easing: linear, ease, ease-in, ease-out, ease-in-out or cubic-bezier()", component: component.text))
        }
    }

    /// The curve `component` writes: a failure for an easing DTCG cannot hold or a malformed
    /// `cubic-bezier()`, `nil` when it is no easing at all.
    package static func read(_ component: CSSValueText.Component) -> Result<TokenExpression, CSSValueProblem>? {
        switch component {
        case .word(let word):
            let keyword = word.lowercased()
            if let curve = keywords[keyword] { return .success(.cubicBezier(curve)) }
            guard keyword == "step-start" || keyword == "step-end" else { return nil }
            return .failure(CSSValueProblem("a step easing is not a cubic Bézier, the only easing DTCG has", component: word))
        case .function(let name, let arguments):
            switch name.lowercased() {
            case "cubic-bezier": return curve(arguments, text: component.text)
            case "steps": return .failure(CSSValueProblem("a step easing is not a cubic Bézier, the only easing DTCG has", component: component.text))
            case "linear": return .failure(CSSValueProblem("linear() with stops is not a cubic Bézier, the only easing DTCG has", component: component.text))
            default: return nil
            }
        default:
            return nil
        }
    }

    /// The four comma-separated numbers of `cubic-bezier()`, both x values in 0…1.
    private static func curve(_ arguments: String, text: String) -> Result<TokenExpression, CSSValueProblem> {
        let numbers = arguments.split(separator: ",", omittingEmptySubsequences: false).map { CSSNumber.parse(String($0).trimmingWhitespace) }
        guard numbers.count == 4, numbers.allSatisfy({ $0 != nil }) else {
            return .failure(CSSValueProblem("cubic-bezier() takes four numbers separated by commas", component: text))
        }
        let curve = CubicBezier(numbers[0]!, numbers[1]!, numbers[2]!, numbers[3]!)
        guard curve.isValid else { return .failure(CSSValueProblem("the x values of cubic-bezier() (the first and third) lie in 0…1", component: text)) }
        return .success(.cubicBezier(curve))
    }
}
