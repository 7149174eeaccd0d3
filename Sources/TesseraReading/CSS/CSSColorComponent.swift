import TesseraColorModel
import TesseraModel

/// A color where CSS value text has one: hex, `rgb()`/`rgba()`/`hsl()`/`hsla()`, a named color,
/// `transparent`, a `{reference}`, or Tokens Studio's `rgba({reference}, alpha)`.
///
/// `CSSColorComponent.parse("rebeccapurple")` is `.success(.colorLiteral(#663399))`.
package enum CSSColorComponent {
    /// The functions CSS Color 4 and 5 define; those that ``CSSColorString`` cannot read are problems.
    package static let functions: Set<String> = [
        "rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color", "color-mix", "light-dark", "device-cmyk",
    ]

    /// A whole value that is one color: `"#fff"`, `"white"`, `"{color.base}"`.
    package static func parse(_ text: String) -> Result<TokenExpression, CSSValueProblem> {
        CSSValueText.parse(text).flatMap { value in
            guard value.layers.count == 1, value.layers[0].count == 1 else { return .failure(CSSValueProblem("a color is one component", component: text.trimmingWhitespace)) }
            let component = value.layers[0][0]
            if case .reference(let path) = component { return .success(.alias(path)) }
            return read(component) ?? .failure(CSSValueProblem("not a color", component: component.text))
        }
    }

    /// The color `component` writes: a failure when it looks like a color but has no DTCG
    /// meaning, `nil` when it is no color at all (a length, a keyword, or a reference, whose
    /// role only its position tells).
    package static func read(_ component: CSSValueText.Component) -> Result<TokenExpression, CSSValueProblem>? {
        switch component {
        case .word(let word) where word.hasPrefix("#"):
            guard let literal = CSSColorString.parse(word) else {
                return .failure(CSSValueProblem("not a hex color: #rgb, #rgba, #rrggbb or #rrggbbaa", component: word))
            }
            return .success(.colorLiteral(literal))
        case .word(let word):
            if let literal = CSSNamedColors.color(named: word) { return .success(.colorLiteral(literal)) }
            guard word.lowercased() == "currentcolor" else { return nil }
            return .failure(CSSValueProblem("currentcolor is the color of the element being drawn; a token needs a color of its own", component: word))
        case .function(let name, let arguments) where functions.contains(name.lowercased()):
            if let alpha = referenceWithAlpha(name, arguments) { return alpha }
            guard let literal = CSSColorString.parse(component.text) else {
                let read = CSSColorString.functions.contains(name.lowercased())
                let message =
                    read
                    ? "a malformed color or a component out of range"
                    : "\(name)() is not read; colors are #hex, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color() or named"
                return .failure(CSSValueProblem(message, component: component.text))
            }
            return .success(.colorLiteral(literal))
        default:
            return nil
        }
    }

    /// `rgba({color.black}, 0.1)`, which Tokens Studio writes for a token's color at another
    /// alpha: the referenced color with its alpha replaced. `nil` when the arguments are not that.
    private static func referenceWithAlpha(_ name: String, _ arguments: String) -> Result<TokenExpression, CSSValueProblem>? {
        guard name.lowercased() == "rgba" || name.lowercased() == "rgb", case .success(let value) = CSSValueText.parse(arguments), value.layers.count == 2,
            value.layers[0].count == 1, case .reference(let path) = value.layers[0][0]
        else { return nil }
        let text = CSSValueText.text(of: value.layers[1])
        if let amount = alphaAmount(text) {
            return .success(.modified(base: .alias(path), modifier: ColorModifier(.alpha, amount: 1), mix: nil, amount: amount))
        }
        let alpha = text.hasSuffix("%") ? CSSNumber.parse(text.dropLast()).map { $0 / 100 } : CSSNumber.parse(text)
        guard let alpha, (0...1).contains(alpha) else {
            return .failure(CSSValueProblem("the alpha after a reference is a number in 0…1 or a percentage", component: "\(name)(\(arguments))"))
        }
        return .success(.modified(base: .alias(path), modifier: ColorModifier(.alpha, amount: alpha), mix: nil))
    }
}
